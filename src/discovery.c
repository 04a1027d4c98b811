/*
 * discovery.c: relationships measured on the data, and the reasons for every candidate that
 * was turned down.
 *
 * Containment alone proves little: small dense integers (1..N keys, quantities, ratings) are
 * contained in every serial key. So every candidate is weighed by how unlikely its
 * containment is by chance:
 *   - uuids, text codes and sparse integer keys almost never match by chance, so containment
 *     is nearly proof ("strong" data);
 *   - small integers inside a dense 1..N range match by chance all the time, so the decision
 *     rests on how the values spread over the target's range (a reference samples the whole
 *     range; a measure clusters at the low end), the number of distinct values, and names.
 * Names rank candidates and break ties but never carry one alone. When the data cannot tell
 * two targets apart, the candidate is rejected as ambiguous with the alternatives listed.
 *
 * Everything is decided on the value sets the profiling pass kept (hash lookups only, no SQL
 * per pair). Only accepted candidates whose sets were sampled or cut by ekaya.work_mem, and
 * composite candidates, are measured exactly over the whole tables, after every decision is
 * made, with one scan per source table for all of its candidates (discovery_verify.c). A
 * keyless table's pairs of columns are composite candidates too, accepted only once that
 * measurement proves the pair unique.
 * Declared foreign keys are measured too: the data may violate a constraint that is NOT VALID
 * or was declared on a subset of partitions, and agents deserve to know.
 *
 * Rejection reasons (documented in the README):
 *   no_overlap          no source value is in the target (kept only with name evidence)
 *   low_match_rate      too many source values are missing from the target
 *   low_cardinality     one distinct value: nothing to tell a reference from a constant
 *   clustered_range     the values sit in a corner of the target's key range, as small
 *                       counts and ratings do, instead of spreading over it
 *   chance_containment  contained, but dense small integers fit by chance and no name
 *                       supports the reference
 *   ambiguous_target    two or more targets fit equally well (alternatives in evidence)
 *   better_target       another target of the same column fits better
 *   type_mismatch       the names match but the types cannot hold the same values
 *   reverse_duplicate   the same pair was accepted in the other direction (1:1, or as part
 *                       of a composite reference)
 *   source_is_key       the source is its own table's key, contained in another key only
 *                       the way every 1..N sequence is contained in a longer one
 *   polymorphic         the source has a type column beside it (commentable_id and a
 *                       commentable_type naming several tables): its target differs per row
 *   table_copy          the source table is a copy of the target table in another schema
 *                       (same name), and the column its key or the same column
 *   self_bijection      a "self reference" that maps (nearly) every row onto a distinct row:
 *                       a copy of the key, not a hierarchy
 *   verification_failed the exact check ran by SQL joins, which cannot prove an undeclared
 *                       composite key unique (its key set did not fit ekaya.work_mem)
 *   not_measured        the exact check could not be made (it gave way to DDL, timed out,
 *                       lacked privileges): nothing is decided on the estimate, and
 *                       publishing keeps the previous run's row instead, marked stale
 *   target_not_unique   an undeclared key (a composite one, or a column measured unique on
 *                       a sample) holds duplicates in the whole table
 *   smaller_key         a composite reference over some of the same columns already holds:
 *                       a key of three columns that contains a key of two is not the key
 */
#include "discovery.h"

#include <math.h>

#include "lib/stringinfo.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/json.h"

#define EK_ALPHA_SPREAD		0.01	/* below: the source clusters in a corner of the range */
#define EK_STRONG_LOG10		6.0		/* chance probability below 1e-6: containment is proof */
#define EK_SCREEN_RATE		0.5		/* sketch screening: below this the pair is dropped */
#define EK_MATCH_STRICT		0.98	/* match rate needed without a name that names the target */
#define EK_MATCH_NAMED		0.90	/* ... and with one (real data has a few orphans) */
#define EK_RECORD_RATE		0.5		/* partial overlaps at least this high are reported */
#define EK_PARTIAL_SCREEN	0.75	/* on sampled sets: estimates this high get measured exactly */

/* A column that other columns may reference. */
typedef struct Target
{
	EkTable    *table;
	EkColumn   *col;
	bool		declared;		/* a declared primary key or unique constraint */
	bool		primary;		/* the table's main key: declared primary, or the chosen one */
	double		fraction;		/* share of the column's distinct values its set holds */
} Target;

/* One source column measured against one target. */
typedef struct Cand
{
	Target	   *tg;
	EkTable    *stab;
	EkColumn   *src;
	EkNameEvidence name;
	bool		src_is_key;		/* the source is itself a key of its table */
	int64		s_distinct;		/* distinct values in the source's set */
	int64		matched;
	int64		orphan_rows;	/* scaled to the table when sampled */
	double		match;			/* matched / s_distinct */
	double		adj;			/* match corrected for a partial target set */
	double		coverage;
	double		chance_log10;	/* -log10 of the probability of containment by chance */
	double		p_low;			/* probability a reference clusters this low; 1 if n/a */
	bool		strong;
	bool		fit;
	const char *reason;
	bool		tie;
	bool		provisional;	/* a fit only if the exact measurement confirms the match rate */
	bool		polymorphic;	/* the source has a type column naming its target per row */
} Cand;

/*
 * A relationship waiting for its exact SQL measurement. Verification runs after all decisions,
 * so that one scan of each source table measures all of its candidates; what to do with the
 * result depends on where the relationship came from.
 */
typedef enum PendingKind
{
	PENDING_INFERRED,			/* accepted single-column candidate on partial sets */
	PENDING_DECLARED,			/* declared foreign key the sets could not measure */
	PENDING_COMPOSITE			/* composite candidate: tuples are only measured by SQL */
} PendingKind;

typedef struct Pending
{
	EkVerifyItem item;			/* first: ek_verify_batch sees the list as items */
	PendingKind kind;
	Cand		cand;			/* PENDING_INFERRED: the judged candidate, copied */
	int			key_columns;	/* PENDING_COMPOSITE: columns of the target key */
	bool		key_measured;	/* PENDING_COMPOSITE: a key no constraint declares */
} Pending;

/* Relationships of the current run waiting for SQL; in the run's memory. */
static List *pending_verify = NIL;

static void
add_pending(EkRun *run, EkRelationship *r, PendingKind kind, Cand *c, int key_columns)
{
	MemoryContext old = MemoryContextSwitchTo(run->cxt);
	Pending    *p = palloc0(sizeof(Pending));

	p->item.r = r;
	p->kind = kind;
	if (c)
		p->cand = *c;
	p->key_columns = key_columns;
	pending_verify = lappend(pending_verify, p);
	MemoryContextSwitchTo(old);
}

static bool
family_is_int(EkTypeFamily f)
{
	return f == EK_FAMILY_INTEGER || f == EK_FAMILY_NUMERIC;
}

static bool
family_is_text(EkTypeFamily f)
{
	return f == EK_FAMILY_TEXT || f == EK_FAMILY_CHAR;
}

static bool
is_uuidish(EkColumn *c)
{
	return c->family == EK_FAMILY_UUID || (family_is_text(c->family) && (c->patterns & EK_PATTERN_UUID));
}

/* Can the two columns hold equal values (as the profiler's normalised hashes compare them)? */
static bool
families_compatible(EkColumn *a, EkColumn *b)
{
	if (family_is_int(a->family) && family_is_int(b->family))
		return true;
	if (family_is_text(a->family) && family_is_text(b->family))
		return true;
	if (a->family == EK_FAMILY_UUID || b->family == EK_FAMILY_UUID)
		return is_uuidish(a) && is_uuidish(b);
	return false;
}

/* A column discovery may use as a source: it kept a value set, and is not fractional. */
static bool
source_capable(EkColumn *c)
{
	return c->values != NULL && c->nonnull_profiled > 0 &&
		!(c->family == EK_FAMILY_NUMERIC && !c->all_whole_numbers);
}

static bool
column_in_declared_fk(EkTable *t, AttrNumber attnum)
{
	ListCell   *lc;

	foreach(lc, t->foreign_keys)
	{
		EkForeignKey *fk = lfirst(lc);
		int			i;

		for (i = 0; i < fk->ncolumns; i++)
			if (fk->source_attnums[i] == attnum)
				return true;
	}
	return false;
}

/* Is the set partial: read from a sample, or cut short by its memory budget? */
static bool
set_partial(EkTable *t, EkColumn *c)
{
	return t->sampled || (c->values && c->values->overflowed);
}

/* Did either side of the candidate come from a partial set (an estimate, not a count)? */
static bool
cand_partial(const Cand *c)
{
	return set_partial(c->stab, c->src) || set_partial(c->tg->table, c->tg->col);
}

static double
lchoose(double n, double k)
{
	return lgamma(n + 1) - lgamma(k + 1) - lgamma(n - k + 1);
}

/* Is the set cut at its budget (a uniform subset of its values, below a hash ceiling)? */
static bool
set_cut(EkColumn *c)
{
	return c->values && c->values->overflowed;
}

/* Share of the column's distinct values among the rows read (1 unless sampled). */
static double
read_fraction(EkColumn *c)
{
	return c->distinct_count > 0 ? Min(1.0, (double) c->distinct_read / c->distinct_count) : 1.0;
}

/*
 * Containment of one source column in one target column, from the value sets the profiling
 * pass kept: matched distinct values, orphan rows, match rate and target coverage. A set cut
 * at its budget holds exactly the values below its hash ceiling, so two sets are compared
 * below the lower of their ceilings, where both are complete: the rates there are those of
 * uniform samples of the values, and counts are scaled to every value read.
 */
static void
measure_sets(Cand *c)
{
	EkValueSet *s = c->src->values;
	EkValueSet *t = c->tg->col->values;
	uint64		ceiling = PG_UINT64_MAX;
	bool		cut = s->overflowed || t->overflowed;
	uint32		i;
	int64		matched = 0,
				compared = 0,
				rows = 0,
				orphan = 0;
	double		scale = (c->stab->rows_scanned > 0 && c->stab->sampled) ?
		(double) c->stab->row_count / c->stab->rows_scanned : 1.0;

	if (s->overflowed)
		ceiling = s->ceiling;
	if (t->overflowed)
		ceiling = Min(ceiling, t->ceiling);
	for (i = 0; i < s->capacity; i++)
	{
		uint64		h = s->keys[i];

		if ((i & 0xFFFF) == 0)
			CHECK_FOR_INTERRUPTS();
		if (h == 0 || (cut && h >= ceiling))
			continue;
		compared++;
		rows += s->counts[i];
		if (ek_valueset_count(t, h) > 0)
			matched++;
		else
			orphan += s->counts[i];
	}
	c->match = compared > 0 ? (double) matched / compared : 0;
	if (cut)
	{
		/* scaled from the values compared to every value read */
		c->s_distinct = c->src->distinct_read;
		c->matched = matched > 0 ? Max(1, (int64) rint(c->match * c->src->distinct_read)) : 0;
		orphan = rows > 0 ? (int64) rint((double) orphan * c->src->nonnull_profiled / rows) : 0;
	}
	else
	{
		c->s_distinct = s->used;
		c->matched = matched;
	}
	c->orphan_rows = (int64) rint(orphan * scale);
	c->adj = Min(1.0, c->match / Max(c->tg->fraction, 1e-9));
	c->coverage = c->tg->col->distinct_read > 0 ?
		Min(1.0, (double) c->matched / c->tg->col->distinct_read) : 0;
}

/*
 * Quick screen: the share of the source's sketch (a uniform sample of its values) that the
 * target holds, from the counts discovery_screen.c made for all pairs at once.
 */
static double
screen_rate(EkColumn *src, Target *tg, int hits)
{
	int			n = 0;

	if (src->sketch == NULL)
		return 0;
	/* a target set cut at its budget can hold only the sketch's hashes below its ceiling */
	while (n < src->sketch->n && ek_valueset_covers(tg->col->values, src->sketch->hashes[n]))
		n++;
	if (n == 0)
		return 0;
	return Min(1.0, (double) hits / n / Max(tg->fraction, 1e-9));
}

/*
 * How unlikely is the containment by chance, and do the values spread like a reference?
 * For integers: if the target holds a share `dens` of the integers in its range, k random
 * integers all land on keys with probability dens^k; and if the source were a uniform sample
 * of k of the target's d keys, the chance that all of them are at most its maximum is
 * C(r, k) / C(d, k), r being the keys up to that maximum. Text matches are assumed to have
 * a 1% chance each; uuids practically none.
 */
static void
weigh_chance(Cand *c)
{
	EkColumn   *s = c->src;
	EkColumn   *t = c->tg->col;
	double		k = c->matched;

	c->p_low = 1.0;
	c->chance_log10 = 0;
	if (is_uuidish(s) && is_uuidish(t))
		c->chance_log10 = Min(30.0 * k, 300.0);
	else if (family_is_text(s->family))
		c->chance_log10 = 2.0 * k;
	else if (s->has_int_range && t->has_int_range && k >= 1)
	{
		double		range = (double) t->int_max - (double) t->int_min + 1;
		double		d = Max((double) t->distinct_count, k);
		double		dens = Min(1.0, d / Max(range, 1.0));
		double		r;

		c->chance_log10 = dens < 0.999 ? -k * log10(dens) : 0;
		r = d * Min(1.0, Max(0.0, ((double) s->int_max - (double) t->int_min + 1) / Max(range, 1.0)));
		r = Max(r, k);
		c->p_low = exp(lchoose(r, k) - lchoose(d, k));
	}
	c->strong = c->chance_log10 >= EK_STRONG_LOG10;
}

/*
 * The type column of a polymorphic reference: commentable_id beside a commentable_type that
 * holds two or more names of tables ('Post', 'Photo') points at a different table per row
 * (Rails, Django generic relations). The ids of all types mix in one column, so whichever
 * table contains them is not what the rows reference, and joining on it alone gives wrong
 * rows. A type column of categories ('home', 'work' beside address_id) is not one.
 */
static EkColumn *
polymorphic_type_column(EkRun *run, EkTable *t, EkColumn *src)
{
	int			len = strlen(src->name),
				i;
	char	   *want;

	if (len > 3 && pg_strcasecmp(src->name + len - 3, "_id") == 0)
		want = psprintf("%.*s_type", len - 3, src->name);
	else if (len > 2 && strcmp(src->name + len - 2, "Id") == 0)
		want = psprintf("%.*sType", len - 2, src->name);
	else
		return NULL;
	for (i = 0; i < t->ncolumns; i++)
	{
		EkColumn   *c = &t->columns[i];

		ListCell   *lc;
		int			tables_named = 0;

		if (pg_strcasecmp(c->name, want) != 0 ||
			!(c->family == EK_FAMILY_TEXT || c->family == EK_FAMILY_CHAR || c->family == EK_FAMILY_ENUM))
			continue;
		foreach(lc, c->top_values)
			if (ek_value_names_table(run->tables, ((EkTopValue *) lfirst(lc))->value))
				tables_named++;
		if (tables_named >= 2)
			return c;
	}
	return NULL;
}

/* The rules that make one measured candidate a fit, or give the reason it is not. */
static void
judge(Cand *c)
{
	double		need = c->name.score >= EK_NAME_CONTAINS ? EK_MATCH_NAMED : EK_MATCH_STRICT;

	c->fit = false;
	if (c->matched == 0)
	{
		c->reason = "no_overlap";
		return;
	}
	if (c->polymorphic)
	{
		c->reason = "polymorphic";
		return;
	}
	/*
	 * On sampled or cut sets the match rate is an estimate, and with both sides sampled a
	 * noisy one: a candidate close enough is judged on the other rules and, if it fits, its
	 * match rate is then measured exactly before it is accepted. A set cut by ekaya.work_mem
	 * compares fewer values than the default memory would: every candidate recorded on one
	 * is measured rather than turned down on the estimate, so that less memory costs time,
	 * never a relationship.
	 */
	c->provisional = false;
	if (c->adj < need)
	{
		double		floor = set_cut(c->src) || set_cut(c->tg->col) ? EK_RECORD_RATE : EK_PARTIAL_SCREEN;

		if (c->adj < floor || !cand_partial(c))
		{
			c->reason = "low_match_rate";
			return;
		}
		c->provisional = true;
	}
	weigh_chance(c);
	if (c->matched < 2 && c->name.score < EK_NAME_EXACT && !c->strong)
	{
		c->reason = "low_cardinality";
		return;
	}
	/*
	 * Parents are usually created before their children, so a hierarchy's references cluster
	 * at the low end of its own key range: a self reference named like one (manager_id,
	 * parent_id, reports_to) is exempt; a plain foo_id is not.
	 */
	if (c->p_low < EK_ALPHA_SPREAD && c->name.score < EK_NAME_CONTAINS &&
		!(c->stab == c->tg->table && c->name.hierarchical && c->name.score >= EK_NAME_SELF))
	{
		c->reason = "clustered_range";
		return;
	}
	if (!c->strong && c->name.score < EK_NAME_KEYLIKE)
	{
		c->reason = "chance_containment";
		return;
	}
	/* two sequences 1..N and 1..M contain one another by construction */
	if (c->src_is_key && !c->strong && c->name.score < EK_NAME_CONTAINS)
	{
		c->reason = "source_is_key";
		return;
	}
	/*
	 * A table's copy in another schema (staging.customers) holds the same keys and the same
	 * unique values: its key, or the same column, is the copy, not a reference.
	 */
	if (c->stab != c->tg->table && strcmp(c->stab->table_name, c->tg->table->table_name) == 0 &&
		(c->src_is_key || strcmp(c->src->name, c->tg->col->name) == 0))
	{
		c->reason = "table_copy";
		return;
	}

	/*
	 * A self reference that maps every row to a distinct row of the whole table is a copy of
	 * the key, not a hierarchy (a hierarchy has roots, and parents with several children).
	 */
	if (c->stab == c->tg->table && c->src->max_frequency == 1 && c->coverage >= 0.9)
	{
		c->reason = "self_bijection";
		return;
	}
	c->fit = true;
	c->reason = NULL;
}

/* Orders fits best first: names, then strength of the data, then spread. */
/*
 * Is the target in the source's schema? Among equally good targets, a reference stays in its
 * schema (sales.orders -> sales.customers, not the staging copy of customers).
 */
static bool
same_schema(const Cand *c)
{
	return strcmp(c->stab->schema_name, c->tg->table->schema_name) == 0;
}

static int
cand_cmp(const void *a, const void *b)
{
	const Cand *x = *(Cand *const *) a;
	const Cand *y = *(Cand *const *) b;

	if (x->fit != y->fit)
		return x->fit ? -1 : 1;
	if (x->provisional != y->provisional)
		return x->provisional ? 1 : -1;
	if (x->name.score != y->name.score)
		return x->name.score > y->name.score ? -1 : 1;
	if (x->tg->primary != y->tg->primary)
		return x->tg->primary ? -1 : 1;
	if ((x->p_low >= EK_ALPHA_SPREAD) != (y->p_low >= EK_ALPHA_SPREAD))
		return x->p_low >= EK_ALPHA_SPREAD ? -1 : 1;
	if (x->strong != y->strong)
		return x->strong ? -1 : 1;
	if (same_schema(x) != same_schema(y))
		return same_schema(x) ? -1 : 1;
	if (x->adj != y->adj)
		return x->adj > y->adj ? -1 : 1;
	if (x->tg->table->relid != y->tg->table->relid)
		return x->tg->table->relid < y->tg->table->relid ? -1 : 1;
	return x->tg->col->attnum - y->tg->col->attnum;
}

/* Does target a's set hold (nearly) all of b's values? Then a is the more general entity. */
static bool
target_contains(Target *a, Target *b)
{
	EkSketch   *sk = b->col->sketch;
	int			i,
				n = 0,
				hits = 0;

	if (sk == NULL)
		return false;
	/* only the sketch's hashes a set cut at its budget can hold */
	for (i = 0; i < sk->n && ek_valueset_covers(a->col->values, sk->hashes[i]); i++, n++)
		if (ek_valueset_count(a->col->values, sk->hashes[i]) > 0)
			hits++;
	return n > 0 && hits >= 0.98 * n / Max(a->fraction, 1e-9) &&
		a->col->distinct_count > b->col->distinct_count;
}

static double
confidence_of(Cand *c)
{
	double		conf;

	if (c->name.score >= EK_NAME_EXACT)
		conf = 0.95;
	else if (c->name.score >= EK_NAME_CONTAINS)
		conf = 0.9;
	else if (c->name.score >= EK_NAME_PREFIX)
		conf = 0.85;
	else if (c->name.score >= EK_NAME_SELF)
		conf = 0.75;
	else
		conf = 0.65;
	if (c->strong)
		conf = Max(conf, 0.97);
	else if (c->p_low < EK_ALPHA_SPREAD)
		conf = Min(conf, 0.7);
	if (c->matched < 2 && !c->strong)
		conf = Min(conf, 0.6);
	return conf * Min(1.0, c->adj);
}

static void
json_num(StringInfo buf, const char *key, double v)
{
	appendStringInfo(buf, ", \"%s\": ", key);
	if (isnan(v) || isinf(v))
		appendStringInfoString(buf, "null");
	else
		appendStringInfo(buf, "%.6g", v);
}

/* The signals a decision used, as a small JSON object. */
static char *
evidence_json(Cand *c, bool verified, bool verify_failed)
{
	StringInfoData buf;

	initStringInfo(&buf);
	appendStringInfoString(&buf, "{\"name\": ");
	escape_json(&buf, c->name.kind);
	json_num(&buf, "name_score", c->name.score);
	json_num(&buf, "chance_log10", c->chance_log10);
	json_num(&buf, "spread_p", c->p_low);
	appendStringInfo(&buf, ", \"strong\": %s", c->strong ? "true" : "false");
	json_num(&buf, "set_match_rate", c->match);
	appendStringInfo(&buf, ", \"sampled\": %s", c->stab->sampled || c->tg->table->sampled ? "true" : "false");
	appendStringInfo(&buf, ", \"overflowed\": %s",
					 (c->src->values->overflowed || c->tg->col->values->overflowed) ? "true" : "false");
	appendStringInfo(&buf, ", \"measured\": \"%s\"",
					 verified ? "sql" : (verify_failed ? "estimate" : "sets"));
	if (c->provisional)
		appendStringInfoString(&buf, ", \"screened\": \"estimate under the threshold\"");
	if (c->tg->declared)
		appendStringInfoString(&buf, ", \"target_key\": \"declared\"");
	else
		appendStringInfoString(&buf, ", \"target_key\": \"measured_unique\"");
	appendStringInfoChar(&buf, '}');
	return buf.data;
}

/* The alternatives of a rejected candidate, staged apart from its evidence (stage.c). */
static List *
alternatives_of(List *alternatives)
{
	List	   *out = NIL;
	ListCell   *lc;

	foreach(lc, alternatives)
	{
		Cand	   *a = lfirst(lc);
		EkAlternative *alt = palloc(sizeof(EkAlternative));

		alt->table = a->tg->table;
		alt->column = a->tg->col;
		out = lappend(out, alt);
	}
	return out;
}

/*
 * Folds the exact check into r. The verification aggregates count distinct matched and
 * orphan values over the whole source, so every metric is exact, for tuples too. The SQL
 * fallback counts orphans only: distinct source values then come from the profile, and
 * matched ones are those minus the distinct orphans; for tuples, which the profile has no
 * distinct count of, the match rate is by rows.
 */
static void
apply_verification(EkRelationship *r, EkVerifyResult *v, int64 source_distinct)
{
	EkColumn   *first = ek_find_column(r->source, r->source_attnums[0]);
	int64		nonnull = Max(r->source->row_count - (first ? first->null_count : 0), v->orphan_rows);

	r->orphan_count = v->orphan_rows;
	if (v->target_distinct >= 0)
		r->target_distinct = v->target_distinct;
	if (v->matched_distinct >= 0 && v->orphan_distinct >= 0)
	{
		r->source_distinct = v->matched_distinct + v->orphan_distinct;
		r->matched_count = v->matched_distinct;
		r->match_rate = r->source_distinct > 0 ? (double) r->matched_count / r->source_distinct : 0;
		r->target_coverage = r->target_distinct > 0 ?
			Min(1.0, (double) r->matched_count / r->target_distinct) : -1;
		/* every source row a different key: 1:1, measured over the whole table */
		if (v->matched_rows >= 0)
			r->cardinality = r->source_distinct == v->matched_rows + v->orphan_rows &&
				r->source_distinct > 0 ? "1:1" : "N:1";
	}
	else if (source_distinct > 0)
	{
		r->source_distinct = Max(source_distinct, v->orphan_distinct);
		r->matched_count = r->source_distinct - v->orphan_distinct;
		r->match_rate = (double) r->matched_count / r->source_distinct;
		r->target_coverage = r->target_distinct > 0 ?
			Min(1.0, (double) r->matched_count / r->target_distinct) : -1;
	}
	else
	{
		/* tuples: no distinct count from the profile, so the rate is by rows */
		r->source_distinct = -1;
		r->matched_count = -1;
		r->target_coverage = -1;
		r->match_rate = nonnull > 0 ? 1.0 - (double) v->orphan_rows / nonnull : 0;
	}
}

/* A candidate: source column src of stab against target tg, with its name evidence. */
static Cand *
new_cand(Target *tg, EkTable *stab, EkColumn *src, EkNameEvidence name)
{
	Cand	   *c = palloc0(sizeof(Cand));

	c->tg = tg;
	c->stab = stab;
	c->src = src;
	c->name = name;
	return c;
}

/* A relationship between the given columns, in the run's memory (the current context). */
static EkRelationship *
new_relationship(EkTable *source, AttrNumber *source_attnums, EkTable *target,
				 AttrNumber *target_attnums, int ncolumns, const char *type, const char *method)
{
	EkRelationship *r = palloc0(sizeof(EkRelationship));

	r->source = source;
	r->target = target;
	r->ncolumns = ncolumns;
	r->source_attnums = source_attnums;
	r->target_attnums = target_attnums;
	r->relationship_type = type;
	r->inference_method = method;
	r->cardinality = "N:1";
	return r;
}

/* Turns a judged candidate into a relationship row (accepted or rejected). */
static EkRelationship *
make_relationship(EkRun *run, Cand *c, bool accepted, const char *reason, List *alternatives)
{
	MemoryContext old = MemoryContextSwitchTo(run->cxt);
	AttrNumber *satt = palloc(sizeof(AttrNumber));
	AttrNumber *tatt = palloc(sizeof(AttrNumber));
	EkRelationship *r;

	satt[0] = c->src->attnum;
	tatt[0] = c->tg->col->attnum;
	r = new_relationship(c->stab, satt, c->tg->table, tatt, 1, "inferred", "value_overlap");
	r->match_rate = c->adj;
	r->matched_count = c->matched;
	r->orphan_count = c->orphan_rows;
	r->source_distinct = c->src->distinct_count;
	r->target_distinct = c->tg->col->distinct_count;
	r->target_coverage = c->coverage;
	r->cardinality = (c->src->max_frequency == 1 && c->src->distinct_count >= c->src->nonnull_profiled) ?
		"1:1" : "N:1";
	r->source_role = ek_source_role(c->src, c->tg->table, c->tg->col);

	r->accepted = accepted;
	r->rejection_reason = accepted ? NULL : reason;
	r->confidence = accepted ? confidence_of(c) : Min(0.5, confidence_of(c) * 0.5);
	r->evidence_json = evidence_json(c, false, false);
	r->alternatives = alternatives_of(alternatives);
	/*
	 * The sets held only part of the values: what is about to be accepted is measured exactly
	 * (finish_inferred), after all decisions, together with the table's other candidates.
	 */
	if (accepted && cand_partial(c))
		add_pending(run, r, PENDING_INFERRED, c, 1);
	MemoryContextSwitchTo(old);
	return r;
}

/*
 * A relationship whose exact measurement could not be made (it gave way to DDL, timed out,
 * lacked privileges, ...): it is not decided on the estimate. Its evidence says why, and
 * publishing keeps the previous run's row for it, marked stale (ekaya._publish); without one,
 * an inferred candidate is published as not accepted, with reason not_measured and no metrics.
 */
static void
leave_unmeasured(EkRelationship *r, const char *why)
{
	size_t		len = r->evidence_json ? strlen(r->evidence_json) : 0;

	r->not_measured = why ? why : "error";
	if (strcmp(r->relationship_type, "fk") != 0)
	{
		r->accepted = false;
		r->rejection_reason = "not_measured";
		r->confidence = 0;
		r->match_rate = r->target_coverage = -1;
		r->matched_count = r->orphan_count = -1;
	}
	if (len < 2 || r->evidence_json[len - 1] != '}')
		r->evidence_json = psprintf("{\"not_measured\": \"%s\"}", r->not_measured);
	else
		r->evidence_json = psprintf("%.*s%s\"not_measured\": \"%s\"}", (int) len - 1,
									r->evidence_json, len > 2 ? ", " : "", r->not_measured);
}

/* Folds the exact measurement into an inferred relationship; may reject it after all. */
static void
finish_inferred(Pending *p)
{
	EkRelationship *r = p->item.r;
	Cand	   *c = &p->cand;
	EkVerifyResult *v = &p->item.res;
	bool		accepted = true;
	const char *reason = NULL;
	double		need = c->name.score >= EK_NAME_CONTAINS ? EK_MATCH_NAMED : EK_MATCH_STRICT;

	if (!v->done)
	{
		r->evidence_json = evidence_json(c, false, true);
		leave_unmeasured(r, v->not_measured);
		return;
	}
	r->inference_method = "value_overlap+sql";
	apply_verification(r, v, c->src->distinct_count);
	c->adj = r->match_rate;
	if (r->match_rate < need)
	{
		accepted = false;
		reason = "low_match_rate";
	}
	/* a key measured unique on a sample must be unique in the whole table */
	else if (!c->tg->declared && v->target_rows >= 0 && v->target_rows != v->target_distinct)
	{
		accepted = false;
		reason = "target_not_unique";
	}
	r->accepted = accepted;
	r->rejection_reason = reason;
	r->confidence = accepted ? confidence_of(c) : Min(0.5, confidence_of(c) * 0.5);
	r->evidence_json = evidence_json(c, true, false);
}

/*
 * Decides the targets of one source column: measures every compatible target, keeps the fits
 * and accepts the single best one when it is clearly best. Rejected rows are kept only for
 * candidates with real overlap or with a name that names the target, so their number stays
 * bounded by the overlaps in the data, not by the cross product of columns.
 */
static void
decide_source(EkRun *run, EkTable *stab, EkColumn *src, Target *targets, int ntargets,
			  EkScreen *screen, int source_index)
{
	bool		src_is_key = false,
				polymorphic;
	Cand	  **cands = palloc(sizeof(Cand *) * Max(ntargets, 1));
	int			n = 0,
				i,
				nfit = 0;
	Cand	   *best = NULL;
	List	   *ties = NIL;
	MemoryContext work = CurrentMemoryContext;

	for (i = 0; i < ntargets; i++)
		if (targets[i].col == src)
			src_is_key = true;
	polymorphic = polymorphic_type_column(run, stab, src) != NULL;
	for (i = 0; i < ntargets; i++)
	{
		Target	   *tg = &targets[i];
		Cand	   *c;
		EkNameEvidence name;

		if (tg->col == src)
			continue;
		name = ek_name_evidence(stab, src, tg->table, tg->col, tg->primary);
		if (!families_compatible(src, tg->col))
		{
			if (name.score >= EK_NAME_EXACT && strcmp(name.kind, "exact") == 0 &&
				pg_strcasecmp(src->name, tg->col->name) == 0)
			{
				c = new_cand(tg, stab, src, name);
				c->reason = "type_mismatch";
				c->p_low = 1;
				cands[n++] = c;
			}
			continue;
		}
		run->candidates_checked++;
		if (screen_rate(src, tg, ek_screen_hits(screen, source_index, i)) < EK_SCREEN_RATE &&
			name.score < EK_NAME_EXACT)
			continue;
		c = new_cand(tg, stab, src, name);
		c->src_is_key = src_is_key;
		c->polymorphic = polymorphic;
		measure_sets(c);
		if (c->adj < EK_RECORD_RATE && name.score < EK_NAME_EXACT)
		{
			pfree(c);
			continue;
		}
		judge(c);
		if (c->fit)
			nfit++;
		cands[n++] = c;
		CHECK_FOR_INTERRUPTS();
	}
	if (n == 0)
	{
		pfree(cands);
		return;
	}
	qsort(cands, n, sizeof(Cand *), cand_cmp);

	if (nfit > 0)
	{
		best = cands[0];
		for (i = 1; i < nfit; i++)
		{
			Cand	   *o = cands[i];

			if (o->provisional != best->provisional || same_schema(o) != same_schema(best) ||
				o->name.score != best->name.score || o->strong != best->strong ||
				o->tg->primary != best->tg->primary ||
				(o->p_low >= EK_ALPHA_SPREAD) != (best->p_low >= EK_ALPHA_SPREAD))
				break;
			/* equally named strong fits: the more general entity (a superset) wins */
			if (best->strong && target_contains(best->tg, o->tg))
				continue;
			if (best->strong && target_contains(o->tg, best->tg))
			{
				Cand	   *tmp = best;

				best = o;
				cands[i] = tmp;
				continue;
			}
			o->tie = true;
			ties = lappend(ties, o);
		}
		if (ties != NIL)
		{
			best->tie = true;
			ties = lcons(best, ties);
		}
	}

	for (i = 0; i < n; i++)
	{
		Cand	   *c = cands[i];
		EkRelationship *r;

		if (c->fit && c == best && ties == NIL)
			r = make_relationship(run, c, true, NULL, NIL);
		else if (c->fit && c->tie)
			r = make_relationship(run, c, false, "ambiguous_target", ties);
		else if (c->fit)
			r = make_relationship(run, c, false, "better_target", list_make1(best));
		else
			r = make_relationship(run, c, false, c->reason, NIL);
		/* the list lives as long as the run, not in the per-source work context */
		MemoryContextSwitchTo(run->cxt);
		run->relationships = lappend(run->relationships, r);
		MemoryContextSwitchTo(work);
	}
	list_free(ties);
}

/* Declared relationships: measured with the sets, or with SQL when the sets are partial. */
static EkRelationship *
declared_relationship(EkRun *run, EkTable *src, EkForeignKey *fk)
{
	MemoryContext old = MemoryContextSwitchTo(run->cxt);
	EkTable    *tgt = ek_find_table(run, fk->target_relid);
	EkRelationship *r = new_relationship(src, fk->source_attnums, tgt, fk->target_attnums,
										 fk->ncolumns, "fk", "declared");
	bool		need_sql = true;

	r->accepted = true;
	r->confidence = 1.0;
	r->match_rate = r->target_coverage = -1;
	r->matched_count = r->orphan_count = r->source_distinct = r->target_distinct = -1;
	r->constraint_name = fk->name;
	if (fk->ncolumns == 1)
	{
		EkColumn   *sc = ek_find_column(src, fk->source_attnums[0]);
		EkColumn   *tc = ek_find_column(tgt, fk->target_attnums[0]);

		r->source_role = ek_source_role(sc, tgt, tc);
		if (sc->max_frequency == 1 && sc->distinct_count >= sc->nonnull_profiled && sc->nonnull_profiled > 0)
			r->cardinality = "1:1";
		if (sc->nonnull_profiled == 0)
		{
			/* nothing to measure: every value is NULL (or the table is empty) */
			need_sql = false;
			r->source_distinct = 0;
			r->matched_count = 0;
			r->orphan_count = 0;
		}
		else if (sc->values && tc->values && !set_partial(src, sc) && !set_partial(tgt, tc))
		{
			Target		tg = {tgt, tc, true, true, 1.0};
			Cand		c = {0};

			c.tg = &tg;
			c.stab = src;
			c.src = sc;
			measure_sets(&c);
			r->source_distinct = c.s_distinct;
			r->matched_count = c.matched;
			r->orphan_count = c.orphan_rows;
			r->match_rate = c.match;
			r->target_distinct = tc->distinct_count;
			r->target_coverage = c.coverage;
			need_sql = false;
		}
	}
	r->fk_violated = r->orphan_count > 0;
	r->evidence_json = psprintf("{\"declared\": true, \"fk_violated\": %s}", r->fk_violated ? "true" : "false");
	if (need_sql)
		add_pending(run, r, PENDING_DECLARED, NULL, r->ncolumns);
	MemoryContextSwitchTo(old);
	return r;
}

/* Folds the exact measurement into a declared relationship. */
static void
finish_declared(Pending *p)
{
	EkRelationship *r = p->item.r;
	EkVerifyResult *v = &p->item.res;

	if (v->done)
	{
		r->inference_method = "declared+sql";
		if (r->ncolumns == 1)
			r->target_distinct = ek_find_column(r->target, r->target_attnums[0])->distinct_count;
		apply_verification(r, v, r->ncolumns == 1 ?
						   ek_find_column(r->source, r->source_attnums[0])->distinct_count : -1);
	}
	r->fk_violated = r->orphan_count > 0;
	r->evidence_json = psprintf("{\"declared\": true, \"fk_violated\": %s}", r->fk_violated ? "true" : "false");
	if (!v->done)
		leave_unmeasured(r, v->not_measured);
}

/*
 * Folds the exact measurement into a composite candidate, which only the exact measurement
 * can accept. A key no constraint declares must also be unique in the data: its key set
 * holds as many distinct tuples as the target has rows with a complete tuple.
 */
static void
finish_composite(Pending *p)
{
	EkRelationship *r = p->item.r;
	EkVerifyResult *v = &p->item.res;
	bool		measured = v->done && (!p->key_measured || v->target_rows >= 0);
	bool		unique = !p->key_measured || v->target_distinct == v->target_rows;

	/* issue 17: an undeclared key over ekaya.work_mem is not joined by SQL (discovery_verify.c) */
	if (v->unprovable)
	{
		r->accepted = false;
		r->rejection_reason = "verification_failed";
		r->confidence = 0.3;
		r->evidence_json = psprintf("{\"name\": \"composite\", \"columns\": %d, "
									"\"key\": \"measured_unique\", \"measured\": \"none\"}",
									p->key_columns);
		return;
	}
	r->target_distinct = r->target->row_count;
	apply_verification(r, v, -1);
	r->accepted = measured && unique && r->match_rate >= EK_MATCH_NAMED;
	/* measured, but the SQL joins cannot tell whether an undeclared key is unique */
	r->rejection_reason = !measured ? "verification_failed" :
		!unique ? "target_not_unique" :
		(r->accepted ? NULL : (r->match_rate <= 0 ? "no_overlap" : "low_match_rate"));
	r->confidence = r->accepted ? 0.95 * r->match_rate : 0.3;
	r->evidence_json = psprintf("{\"name\": \"composite\", \"columns\": %d, \"key\": \"%s\", "
								"\"measured\": \"sql\"}",
								p->key_columns, p->key_measured ? "measured_unique" : "declared");
	if (!v->done)
		leave_unmeasured(r, v->not_measured);
}

/*
 * Adds to the evidence how the exact measurement was made: by the verification aggregates,
 * or by SQL joins and why (a key set over ekaya.work_mem says the run fell back to spilling).
 */
static void
note_method(EkRelationship *r, EkVerifyResult *v)
{
	size_t		len;

	if (v->method == NULL || r->evidence_json == NULL)
		return;
	len = strlen(r->evidence_json);
	if (len < 2 || r->evidence_json[len - 1] != '}')
		return;
	r->evidence_json = psprintf("%.*s%s\"verified_by\": \"%s\"}", (int) len - 1,
								r->evidence_json, len > 2 ? ", " : "", v->method);
}

/* Runs the pending measurements, one query per source table, and applies them. */
static void
verify_pending(EkRun *run)
{
	ListCell   *lc;

	ek_verify_batch(run, pending_verify);
	foreach(lc, pending_verify)
	{
		Pending    *p = lfirst(lc);

		switch (p->kind)
		{
			case PENDING_INFERRED:
				finish_inferred(p);
				break;
			case PENDING_DECLARED:
				finish_declared(p);
				break;
			case PENDING_COMPOSITE:
				finish_composite(p);
				break;
		}
		note_method(p->item.r, &p->item.res);
	}
	list_free_deep(pending_verify);
	pending_verify = NIL;
}

/*
 * The columns other columns may reference. Declared single-column keys first; a table with
 * none gets its most key-like measured-unique column (ek_key_column_score), if any: a table
 * may have no key, and a unique free-text column is not one.
 */
static Target *
collect_targets(EkRun *run, int *ntargets)
{
	int			cap = 16,
				n = 0;
	Target	   *targets = palloc(sizeof(Target) * cap);
	ListCell   *lc;

	foreach(lc, run->tables)
	{
		EkTable    *t = lfirst(lc);
		ListCell   *kc;
		bool		has_declared = false;
		EkColumn   *best = NULL;
		int			best_score = 0,
					i;

		if (t->skipped)
			continue;
		foreach(kc, t->keys)
		{
			EkKey	   *k = lfirst(kc);
			EkColumn   *c;

			/*
			 * A declared composite primary key says what identifies a row: no single column
			 * is measured as the table's key instead (a child table with one row per parent
			 * so far is not the parent).
			 */
			if (k->ncolumns > 1 && strcmp(k->key_type, "primary") == 0)
				has_declared = true;
			if (k->ncolumns != 1)
				continue;
			c = ek_find_column(t, k->attnums[0]);
			if (c == NULL)
				continue;
			has_declared = true;
			if (c->values == NULL || c->nonnull_profiled == 0)
				continue;
			if (n == cap)
				targets = repalloc(targets, sizeof(Target) * (cap *= 2));
			targets[n].table = t;
			targets[n].col = c;
			targets[n].declared = true;
			targets[n].primary = strcmp(k->key_type, "primary") == 0;
			n++;
		}
		if (has_declared)
		{
			/* no declared primary key: the first declared unique key stands in for it */
			int			first = n,
						j;
			bool		any_primary = false;

			while (first > 0 && targets[first - 1].table == t)
				first--;
			for (j = first; j < n; j++)
				any_primary |= targets[j].primary;
			if (!any_primary && first < n)
				targets[first].primary = true;
			continue;
		}
		for (i = 0; i < t->ncolumns; i++)
		{
			int			s = ek_key_column_score(t, &t->columns[i]);

			/* a unique reference (supplier_id in products) yields to the table's own key */
			if (s > 0 && ek_name_names_other_table(run->tables, t, &t->columns[i]))
				s = Max(s - 4, 0);

			if (s > best_score || (s >= 0 && best == NULL))
			{
				best = &t->columns[i];
				best_score = s;
			}
		}
		if (best == NULL)
			continue;
		if (n == cap)
			targets = repalloc(targets, sizeof(Target) * (cap *= 2));
		targets[n].table = t;
		targets[n].col = best;
		targets[n].declared = false;
		targets[n].primary = true;
		n++;
	}
	for (int i = 0; i < n; i++)
	{
		EkColumn   *c = targets[i].col;

		targets[i].fraction = read_fraction(c);
	}
	*ntargets = n;
	return targets;
}

/*
 * The one column of st that references key column kcol of tt in a composite candidate: it
 * names the column (at least EK_NAME_CONTAINS) and its values are in the column's; 0 when no
 * column or several do. The tuple itself is measured by the verification aggregates (tuples
 * are not kept in memory), and only that measurement accepts a composite: where either set is
 * a sample, whose containment estimate block sampling can bias far down (fact tables stored in
 * order), any overlap lets the column through to it.
 */
static AttrNumber
composite_source(EkRun *run, EkTable *st, EkTable *tt, EkColumn *kcol)
{
	AttrNumber	found = 0;
	int			i,
				nfound = 0;

	if (kcol == NULL || kcol->values == NULL)
		return 0;
	for (i = 0; i < st->ncolumns; i++)
	{
		EkColumn   *s = &st->columns[i];
		Target		tg = {tt, kcol, true, true, 1.0};
		Cand		c = {0};
		EkNameEvidence ne;

		if (!source_capable(s) || !families_compatible(s, kcol) ||
			column_in_declared_fk(st, s->attnum))
			continue;
		ne = ek_name_evidence(st, s, tt, kcol, false);
		if (ne.score < EK_NAME_CONTAINS)
			continue;
		run->candidates_checked++;
		tg.fraction = read_fraction(kcol);
		c.tg = &tg;
		c.stab = st;
		c.src = s;
		measure_sets(&c);
		if (cand_partial(&c) ? c.matched == 0 : c.adj < EK_MATCH_NAMED)
			continue;
		nfound++;
		found = s->attnum;
	}
	return nfound == 1 ? found : 0;
}

/*
 * Records the composite candidate st(src) -> tt(key) of ncolumns columns, to be measured (and
 * for a key no constraint declares, proven unique) by the verification.
 */
static void
add_composite(EkRun *run, EkTable *st, const AttrNumber *src, EkTable *tt, const AttrNumber *key,
			  int ncolumns, bool measured)
{
	MemoryContext old = MemoryContextSwitchTo(run->cxt);
	AttrNumber *src_att = palloc(sizeof(AttrNumber) * ncolumns);
	AttrNumber *key_att = palloc(sizeof(AttrNumber) * ncolumns);
	EkRelationship *r;
	Pending    *p;

	/* issue 17: ruled out by the profiles, never measured (discovery_bound.c) */
	if (!ek_composite_plausible(run, st, src, tt, key, ncolumns, measured))
	{
		MemoryContextSwitchTo(old);
		return;
	}
	memcpy(src_att, src, sizeof(AttrNumber) * ncolumns);
	memcpy(key_att, key, sizeof(AttrNumber) * ncolumns);
	r = new_relationship(st, src_att, tt, key_att, ncolumns, "inferred", "composite_sql");
	r->target_distinct = tt->row_count;
	r->accepted = false;
	r->rejection_reason = "verification_failed";
	run->relationships = lappend(run->relationships, r);
	add_pending(run, r, PENDING_COMPOSITE, NULL, ncolumns);
	p = llast(pending_verify);
	p->key_measured = measured;
	MemoryContextSwitchTo(old);
}

/* Are the n attnums all different? */
static bool
distinct_attnums(const AttrNumber *a, int n)
{
	int			i,
				j;

	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++)
			if (a[i] == a[j])
				return false;
	return true;
}

/* Records the composite candidates of every other table for one declared key of tt. */
static void
composites_for_key(EkRun *run, EkTable *tt, AttrNumber *attnums, int ncolumns)
{
	ListCell   *sc;

	foreach(sc, run->tables)
	{
		EkTable    *st = lfirst(sc);
		AttrNumber	src[INDEX_MAX_KEYS];
		int			j;

		if (st == tt || st->skipped)
			continue;
		for (j = 0; j < ncolumns; j++)
			if ((src[j] = composite_source(run, st, tt, ek_find_column(tt, attnums[j]))) == 0)
				break;
		if (j == ncolumns && distinct_attnums(src, ncolumns))
			add_composite(run, st, src, tt, attnums, ncolumns, false);
		CHECK_FOR_INTERRUPTS();
	}
}

/*
 * Can tt have an undeclared composite key? Only a table with no declared key and no column
 * that is a key by itself: any tuple holding a unique column is unique too, and says nothing.
 */
static bool
may_have_composite_key(EkTable *tt, Target *targets, int ntargets)
{
	int			i;

	if (tt->skipped || tt->keys != NIL)
		return false;
	for (i = 0; i < ntargets; i++)
		if (targets[i].table == tt)
			return false;
	return true;
}

#define EK_COMPOSITE_MAX_COLUMNS EK_TUPLE_MAX_COLUMNS	/* key-capable columns of a keyless
														 * table tried (issue 17: 24, as fact
														 * tables hold 18 keys) */
#define EK_COMPOSITE_MAX_SHARED 6	/* more shared columns of the same names: a copy of the table, not a
									 * reference to it */

/*
 * Records the candidates of every other table for the undeclared composite keys tt may have:
 * pairs and triples of its key-capable columns, each column referenced by one column of the
 * source (composite_source, asked once per source table and column). The verification proves
 * a key unique (its key set holds as many distinct tuples as rows) before anything is
 * accepted, and a triple yields to a pair inside it (drop_larger_composites). A source that
 * shares more than EK_COMPOSITE_MAX_SHARED columns of the same names with tt is a copy of it (an archive, a
 * staging table), not a reference: all its pairs and triples would hold.
 */
static void
composites_of_keyless(EkRun *run, EkTable *tt)
{
	AttrNumber	cand[EK_COMPOSITE_MAX_COLUMNS];
	int			ncand = 0,
				shared,
				a,
				b,
				c;
	ListCell   *sc;

	/* issue 17: no pair or triple was unique in its profile sample: no composite key */
	if (tt->tuples_checked && tt->unique_tuples == NIL)
		return;
	for (a = 0; a < tt->ncolumns && ncand < EK_COMPOSITE_MAX_COLUMNS; a++)
		if (source_capable(&tt->columns[a]))
			cand[ncand++] = tt->columns[a].attnum;
	foreach(sc, run->tables)
	{
		EkTable    *st = lfirst(sc);
		AttrNumber	src_of[EK_COMPOSITE_MAX_COLUMNS];

		if (st == tt || st->skipped)
			continue;
		/* issue 17: a copy shares columns of the same names (returns share sales' columns by role) */
		for (a = 0, shared = 0; a < ncand; a++)
			if ((src_of[a] = composite_source(run, st, tt, ek_find_column(tt, cand[a]))) != 0 &&
				pg_strcasecmp(ek_find_column(st, src_of[a])->name, ek_find_column(tt, cand[a])->name) == 0)
				shared++;
		if (shared > EK_COMPOSITE_MAX_SHARED)
			continue;
		for (a = 0; a < ncand; a++)
			for (b = a + 1; b < ncand && src_of[a]; b++)
			{
				AttrNumber	key[3] = {cand[a], cand[b], 0};
				AttrNumber	src[3] = {src_of[a], src_of[b], 0};

				if (src_of[b] == 0 || !distinct_attnums(src, 2))
					continue;
				add_composite(run, st, src, tt, key, 2, true);
				for (c = b + 1; c < ncand; c++)
				{
					key[2] = cand[c];
					src[2] = src_of[c];
					if (src[2] != 0 && distinct_attnums(src, 3))
						add_composite(run, st, src, tt, key, 3, true);
				}
			}
		CHECK_FOR_INTERRUPTS();
	}
}

/*
 * Composite keys. A declared multi-column key of a target is referenced by a tuple of source
 * columns that name its columns and hold their values. A table without any key, declared or
 * measured, may still have one of two or three columns (composites_of_keyless).
 */
static void
discover_composites(EkRun *run, Target *targets, int ntargets)
{
	ListCell   *tc;

	foreach(tc, run->tables)
	{
		EkTable    *tt = lfirst(tc);
		ListCell   *kc;

		if (tt->skipped)
			continue;
		foreach(kc, tt->keys)
		{
			EkKey	   *k = lfirst(kc);

			if (k->ncolumns >= 2 && k->ncolumns <= INDEX_MAX_KEYS)
				composites_for_key(run, tt, k->attnums, k->ncolumns);
		}
		if (may_have_composite_key(tt, targets, ntargets))
			composites_of_keyless(run, tt);
	}
}

/*
 * How much r's target looks like the key of its table rather than r's source does: a
 * declared key, then a key-like name and type. Breaks a tie between the two directions of a
 * 1:1 pair (airports.iata_code and a unique flights.origin hold the same codes; the
 * reference is the one towards iata_code).
 */
static int
key_likeness(EkRelationship *r)
{
	EkColumn   *tc = ek_find_column(r->target, r->target_attnums[0]);
	EkColumn   *sc = ek_find_column(r->source, r->source_attnums[0]);
	ListCell   *lc;
	int			score = 0;

	foreach(lc, r->target->keys)
	{
		EkKey	   *k = lfirst(lc);

		if (k->ncolumns == 1 && k->attnums[0] == r->target_attnums[0])
			score += 100;
	}
	return score + ek_key_column_score(r->target, tc) - ek_key_column_score(r->source, sc);
}

/*
 * Does the accepted composite c reference, in one of its columns, what r references the
 * other way round? (returns(order_id, line_no) -> order_lines, and order_lines.order_id ->
 * returns.order_id because every order so far has one return.)
 */
static bool
reverses_composite(EkRelationship *r, EkRelationship *c)
{
	int			i;

	if (!c->accepted || c->ncolumns < 2 || r->source != c->target || r->target != c->source)
		return false;
	for (i = 0; i < c->ncolumns; i++)
		if (c->target_attnums[i] == r->source_attnums[0] && c->source_attnums[i] == r->target_attnums[0])
			return true;
	return false;
}

/*
 * A 1:1 pair accepted in both directions (two keys holding the same values, each named after
 * the other) is one relationship: the direction with the stronger evidence stays, and with
 * equal evidence the one towards the more key-like column. A single column accepted against
 * the direction of an accepted composite reference over the same column is dropped too: the
 * composite says which table is the parent.
 */
static void
drop_reverse_duplicates(EkRun *run)
{
	ListCell   *a;

	foreach(a, run->relationships)
	{
		EkRelationship *x = lfirst(a);
		ListCell   *b;

		if (!x->accepted || x->ncolumns != 1 || strcmp(x->relationship_type, "inferred") != 0)
			continue;
		foreach(b, run->relationships)
		{
			if (reverses_composite(x, lfirst(b)))
			{
				x->accepted = false;
				x->rejection_reason = "reverse_duplicate";
				break;
			}
		}
		if (!x->accepted)
			continue;
		for_each_cell(b, run->relationships, lnext(run->relationships, a))
		{
			EkRelationship *y = lfirst(b);

			if (!y->accepted || y->ncolumns != 1 || strcmp(y->relationship_type, "inferred") != 0)
				continue;
			if (x->source == y->target && x->target == y->source &&
				x->source_attnums[0] == y->target_attnums[0] && x->target_attnums[0] == y->source_attnums[0])
			{
				EkRelationship *loser;

				if (y->confidence != x->confidence)
					loser = (y->confidence > x->confidence) ? x : y;
				else
					loser = key_likeness(y) > key_likeness(x) ? x : y;
				loser->accepted = false;
				loser->rejection_reason = "reverse_duplicate";
			}
		}
	}
}

/* Does composite y use a subset of composite x's (source, target) column pairs? */
static bool
composite_within(EkRelationship *y, EkRelationship *x)
{
	int			i,
				j;

	for (i = 0; i < y->ncolumns; i++)
	{
		for (j = 0; j < x->ncolumns; j++)
			if (y->source_attnums[i] == x->source_attnums[j] && y->target_attnums[i] == x->target_attnums[j])
				break;
		if (j == x->ncolumns)
			return false;
	}
	return true;
}

/*
 * An undeclared composite key is the smallest one that holds: when a pair of a keyless table's
 * columns is unique and referenced, every triple holding it is unique and referenced too, and
 * says nothing more.
 */
static void
drop_larger_composites(EkRun *run)
{
	ListCell   *a,
			   *b;

	foreach(a, run->relationships)
	{
		EkRelationship *x = lfirst(a);

		if (!x->accepted || x->ncolumns < 3)
			continue;
		foreach(b, run->relationships)
		{
			EkRelationship *y = lfirst(b);

			if (y->accepted && y->ncolumns >= 2 && y->ncolumns < x->ncolumns &&
				y->source == x->source && y->target == x->target && composite_within(y, x))
			{
				x->accepted = false;
				x->rejection_reason = "smaller_key";
				break;
			}
		}
	}
}

/* Fills run->relationships from the profiled tables. */
void
ek_discover_relationships(EkRun *run)
{
	ListCell   *lc;
	MemoryContext old = MemoryContextSwitchTo(run->cxt);
	MemoryContext work = AllocSetContextCreate(run->cxt, "ekaya discovery", ALLOCSET_DEFAULT_SIZES);
	Target	   *targets;
	int			ntargets;
	EkColumn  **sources;
	EkTable   **source_tables;
	EkValueSet **target_sets;
	double	   *target_fractions;
	EkScreen   *screen;
	int			nsources = 0,
				s;

	pending_verify = NIL;		/* a previous run that failed may have left its list */
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

	targets = collect_targets(run, &ntargets);

	/* the sources, in the order they are decided, and the screen of all their pairs */
	foreach(lc, run->tables)
	{
		EkTable    *t = lfirst(lc);

		if (!t->skipped)
			nsources += t->ncolumns;
	}
	sources = palloc0(sizeof(EkColumn *) * Max(nsources, 1));
	source_tables = palloc0(sizeof(EkTable *) * Max(nsources, 1));
	nsources = 0;
	foreach(lc, run->tables)
	{
		EkTable    *t = lfirst(lc);
		int			i;

		if (t->skipped)
			continue;
		for (i = 0; i < t->ncolumns; i++)
			if (source_capable(&t->columns[i]) && !column_in_declared_fk(t, t->columns[i].attnum))
			{
				source_tables[nsources] = t;
				sources[nsources++] = &t->columns[i];
			}
	}
	target_sets = palloc(sizeof(EkValueSet *) * Max(ntargets, 1));
	target_fractions = palloc(sizeof(double) * Max(ntargets, 1));
	for (s = 0; s < ntargets; s++)
	{
		target_sets[s] = targets[s].col->values;
		target_fractions[s] = targets[s].fraction;	/* issue 17: the screen keeps each source's best */
	}
	screen = ek_screen_build(sources, nsources, target_sets, target_fractions, ntargets);

	for (s = 0; s < nsources; s++)
	{
		int			first = list_length(run->relationships);

		MemoryContextSwitchTo(work);
		decide_source(run, source_tables[s], sources[s], targets, ntargets, screen, s);
		MemoryContextSwitchTo(run->cxt);
		MemoryContextReset(work);
		/* issue 17: the best few rejected rows of the column are kept (discovery_bound.c) */
		ek_keep_best_rejected(run, first, ek_screen_passed_over(screen, s));
		CHECK_FOR_INTERRUPTS();
	}
	ek_screen_free(screen);
	pfree(sources);
	pfree(source_tables);
	pfree(target_sets);
	pfree(target_fractions);
	discover_composites(run, targets, ntargets);
	/* issue 17: composite candidates of keyless tables screened on samples (discovery_verify.c) */
	pending_verify = ek_screen_composites(run, pending_verify);
	verify_pending(run);
	drop_larger_composites(run);
	drop_reverse_duplicates(run);
	MemoryContextDelete(work);
	MemoryContextSwitchTo(old);
}
