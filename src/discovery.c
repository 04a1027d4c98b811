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
 *   derived             the source is a materialized view: its rows are computed from base
 *                       tables, so the match is a derivation, not a reference
 *   sibling_composite   a 1:1 composite between two tables keyed by the same references
 *                       (item_prose and item_names, both keyed by item and language): siblings
 *                       that share their parents, not parent and child
 *   copied_name         a text column named like a label (customer_name, title), or like
 *                       another column of its row without its key word (lastposter beside
 *                       lastposteruid), holding values of the table that column references:
 *                       a copy of that row's name
 */
#include "discovery.h"

#include <math.h>

#include "catalog/pg_class.h"
#include "lib/stringinfo.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/json.h"

#define EK_ALPHA_SPREAD		0.01	/* below: the source clusters in a corner of the range */
#define EK_STRONG_LOG10		6.0		/* chance probability below 1e-6: containment is proof */
#define EK_SCREEN_RATE		0.5		/* sketch screening: below this the pair is dropped */
#define EK_MATCH_STRICT		0.98	/* match rate needed without a name that names the target */
#define EK_MATCH_NAMED		0.90	/* ... and with one (real data has a few orphans) */
#define EK_MATCH_WHOLE		0.99	/* a target that holds (nearly) every source value */
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
	bool		entity;			/* the key's name names its own table (party.partyid, a bare id) */
	bool		satellite;		/* the key's name names another table (person.partyid): a 1:1
								 * satellite of that entity, itself a child of it */
	bool		shared_key;		/* a unique column named like the key of the table it names
								 * (person.businessentityid): a subtype's key (not penalised as
								 * a reference that happens to be unique) */
	bool		generic_key;	/* the main key's name is the main key of EK_GENERIC_KEY_TABLES
								 * tables or more, none of which it names whole (entity_id,
								 * value_id, item_id of EAV schemas): a surrogate like a bare id */
	struct Target *family;		/* a main key named like no key word and like no table, shared
								 * by other tables' main keys (IMDb's tconst): the family's
								 * entity, the member holding the most keys, then the widest;
								 * NULL when none, or when this is no member */
} Target;

static void find_families(Target *targets, int n);

/* One source column measured against one target. */
typedef struct Cand
{
	Target	   *tg;
	EkTable    *stab;
	EkColumn   *src;
	EkNameEvidence name;
	bool		src_is_key;		/* the source is itself a key of its table */
	struct Target *src_key;		/* ... and that key as a target, or NULL */
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
	double		score;			/* the decision model's score (score_candidate) */
	double		runner_up;		/* score of the next best fitting target, -inf if none */
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

/* How well each column of a composite candidate names its key column (assign_composites). */
typedef struct CompositeNames
{
	EkRelationship *r;
	double	   *names;
} CompositeNames;

/* The composite candidates of the current run with their names; in the run's memory. */
static List *composite_names = NIL;

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
	return ek_date_key_column(a) && ek_date_key_column(b);
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
static bool
digit_code_range(EkColumn *c, int64 *lo, int64 *hi)
{
	char	   *end;
	long long	a,
				b;

	if (!family_is_text(c->family) || !(c->patterns & EK_PATTERN_INTEGER) ||
		c->min_value == NULL || c->max_value == NULL || c->max_length > 18 ||
		c->min_length != c->max_length)
		return false;
	a = strtoll(c->min_value, &end, 10);
	if (*end != '\0')
		return false;
	b = strtoll(c->max_value, &end, 10);
	if (*end != '\0' || b < a)
		return false;
	*lo = a;
	*hi = b;
	return true;
}

/*
 * The chance that k of the source's values all land on target keys, for integers in the
 * target's range [lo, hi] holding d keys; and how low the source's largest value sits in it.
 * The keys' density is taken where the source's values [smin, smax] are, at least: a run of
 * codes that fills its own span (gender_id 1, 2, 3; a second sequence numbered like the
 * first) lands in any key that holds that span, however sparse the key is elsewhere (a lookup
 * of ids 1-5 and 99), so its containment is no rarer than that.
 */
#define EK_SPREAD_DRAWS 20		/* values the spread test draws, whatever the source holds */

static void
weigh_int_chance(Cand *c, double k, int64 lo, int64 hi, int64 smin, int64 smax)
{
	double		range = (double) hi - (double) lo + 1;
	double		span = (double) smax - (double) smin + 1;
	double		d = Max((double) c->tg->col->distinct_count, k);
	/*
	 * A reference is not a uniform sample of the keys: the newest keys are often not
	 * referenced yet (students who take no course yet, customers without orders). So the
	 * spread asks whether EK_SPREAD_DRAWS values reach as high as a sample of the keys would,
	 * not whether every one of k values does, which a reference missing the top 3% of its
	 * target's keys fails at odds of 1e-200.
	 */
	double		kd = Min(k, EK_SPREAD_DRAWS);
	double		dens = Max(Min(1.0, d / Max(range, 1.0)), Min(1.0, k / Max(span, 1.0)));
	double		r;

	c->chance_log10 = dens < 0.999 ? -k * log10(dens) : 0;
	r = d * Min(1.0, Max(0.0, ((double) smax - (double) lo + 1) / Max(range, 1.0)));
	r = Max(r, kd);
	c->p_low = exp(lchoose(r, kd) - lchoose(d, kd));
}

#define EK_ALPHABET 36.0		/* letters and digits, one character each */

static void
weigh_chance(Cand *c)
{
	EkColumn   *s = c->src;
	EkColumn   *t = c->tg->col;
	double		k = c->matched;
	int64		slo,
				shi,
				tlo,
				thi;

	c->p_low = 1.0;
	c->chance_log10 = 0;
	if (is_uuidish(s) && is_uuidish(t))
		c->chance_log10 = Min(30.0 * k, 300.0);
	else if (family_is_text(s->family) && digit_code_range(s, &slo, &shi) &&
			 digit_code_range(t, &tlo, &thi) && k >= 1)
	{
		/*
		 * Digit-only codes of one width ('11', '24', '75') are numbers written as text: they
		 * match by chance as easily as small integers do, so they are weighed like them.
		 */
		weigh_int_chance(c, k, tlo, thi, slo, shi);
	}
	else if (family_is_text(s->family) && s->max_length == 1)
	{
		/*
		 * One-character codes ('A', 'B', filler letters) come from an alphabet of a few dozen:
		 * each falls among the target's by chance with the target's share of it (all of it,
		 * for all we know, when the target holds as many values)
		 */
		double		share = Min(1.0, (double) t->distinct_count / EK_ALPHABET);

		c->chance_log10 = share < 0.999 ? -k * log10(share) : 0;
	}
	else if (family_is_text(s->family))
		c->chance_log10 = 2.0 * k;
	else if (s->has_int_range && t->has_int_range && k >= 1)
		weigh_int_chance(c, k, t->int_min, t->int_max, s->int_min, s->int_max);

	/*
	 * The density behind the chance is the target's over its whole range. Values clustered
	 * in a corner of it say nothing about the rest: a sparse key (1..900, then 10001..10200)
	 * is dense where small values sit, so they match it by chance as easily as a 1..N key.
	 */
	if (c->p_low < EK_ALPHA_SPREAD)
		c->chance_log10 = 0;
	c->strong = c->chance_log10 >= EK_STRONG_LOG10;
}

/*
 * The type column of a polymorphic reference: commentable_id beside a commentable_type that
 * holds two or more names of tables ('Post', 'Photo') points at a different table per row
 * (Rails, Django generic relations). The ids of all types mix in one column, so whichever
 * table contains them is not what the rows reference, and joining on it alone gives wrong
 * rows. A type column of categories ('home', 'work' beside address_id) is not one. Django's
 * generic relations keep the type as a reference to its content types instead
 * (assigned_object_type_id beside assigned_object_id, content_type_id beside object_id): an
 * integer type column of two values or more beside a name that names no table
 * (address_type_id beside address_id is a category of addresses). A column named as a row of
 * whatever table (EntityId, objectid) has its type wherever its table keeps the names of
 * tables, however that column is called (nopCommerce's KeyGroup and EntityName beside
 * EntityId, RT's objecttype 'RT::Queue' beside objectid): a few names, two tables or more.
 */
#define EK_TYPE_COLUMN_NAMES	64	/* most distinct values of a column of types */

/* Is c a text column two or more of whose most frequent values name tables of the run? */
static bool
names_tables(EkRun *run, EkColumn *c)
{
	ListCell   *lc;
	int			tables_named = 0;

	if (!(family_is_text(c->family) || c->family == EK_FAMILY_ENUM))
		return false;
	foreach(lc, c->top_values)
		if (ek_value_names_table(run->tables, ((EkTopValue *) lfirst(lc))->value) && ++tables_named >= 2)
			return true;
	return false;
}

static EkColumn *
polymorphic_type_column(EkRun *run, EkTable *t, EkColumn *src)
{
	int			len = strlen(src->name),
				i;
	const char *last_word = strrchr(src->name, '_');
	char	   *noun;
	char	   *want;
	char	   *want_id;

	/*
	 * the noun before the last word, usually id (commentable_id; Snipe-IT's assigned_to beside
	 * assigned_type), or before a camelCase Id
	 */
	if (last_word != NULL && last_word > src->name)
	{
		noun = pnstrdup(src->name, last_word - src->name);
		want = psprintf("%s_type", noun);
		want_id = pg_strcasecmp(noun, "object") == 0 && pg_strcasecmp(last_word, "_id") == 0 ?
			pstrdup("content_type_id") : psprintf("%s_type_id", noun);
	}
	else if (len > 2 && strcmp(src->name + len - 2, "Id") == 0)
	{
		noun = pnstrdup(src->name, len - 2);
		want = psprintf("%sType", noun);
		want_id = psprintf("%sTypeId", noun);
	}
	else
		return NULL;
	for (i = 0; i < t->ncolumns; i++)
	{
		EkColumn   *c = &t->columns[i];

		if (c->family == EK_FAMILY_INTEGER && pg_strcasecmp(c->name, want_id) == 0 &&
			c->distinct_count >= 2 && !ek_words_name_table(run->tables, noun))
			return c;
		if (pg_strcasecmp(c->name, want) == 0 && names_tables(run, c))
			return c;
	}
	if (!ek_name_is_any_row(src))
		return NULL;
	for (i = 0; i < t->ncolumns; i++)
	{
		EkColumn   *c = &t->columns[i];

		if (c != src && c->distinct_count <= EK_TYPE_COLUMN_NAMES && names_tables(run, c))
			return c;
	}
	return NULL;
}

/*
 * Is the target in the source's schema? Among equally good targets, a reference stays in its
 * schema (sales.orders -> sales.customers, not the staging copy of customers).
 */
static bool
same_schema(const Cand *c)
{
	return strcmp(c->stab->schema_name, c->tg->table->schema_name) == 0;
}

/*
 * The decision model. Every candidate that passes the hard facts of judge() gets one score,
 * the sum of its features times their weights; it fits when the score reaches EK_ACCEPT, and
 * of a source column's fits the best one is its target (decide_source), unless another is
 * within EK_TIE_MARGIN of it (ambiguous). The weights live here, each with the class of
 * schema it serves; the README lists them. Names are one feature among others: the weights
 * are such that no name reaches EK_ACCEPT against data that speaks against it (values
 * clustered in a corner of the range, a single value, a source that is its own table's key).
 */
#define EK_ACCEPT			2.0		/* a fit from this score on */
#define EK_TIE_MARGIN		0.15	/* fits closer than this to the best are ambiguous */
#define W_CHANCE			(1.0 / 3.0)	/* per -log10 of the chance of the containment:
										 * uuids, text codes and sparse keys carry the data */
#define W_CHANCE_MAX		2.5		/* ... up to this much (1e-7.5 and less) */
#define W_CLUSTERED			(-3.0)	/* values in a corner of the key range: counts, ratings;
									 * not held against a name that names the target
									 * (a satellite or a subset of an entity's rows), unless
									 * it names it only as a qualifier (email_greeting_id) */
#define W_CLUSTERED_HIER	(-1.0)	/* ... in a hierarchy of the same table, whose parents
									 * come first (parent_id, manager_id, reports_to) */
#define W_HIERARCHY			1.0		/* a self reference named like a hierarchy */
#define W_ONE_VALUE			(-2.0)	/* one matched value: a constant as much as a reference;
									 * or two in a corner of a big range, for a name with no key
									 * word nor role (node.comment's settings 1 and 2 among
									 * 4,200 comments; an editor's ids cluster low by nature) */
#define W_FLAG				(-4.0)	/* integers 0 and 1 only, named with no key word: a yes/no
									 * flag (node_type.modified), whose 1 is no row's id */
#define W_SOURCE_IS_KEY		(-4.0)	/* the source is its own table's key, and its name does not
									 * name the target: two 1..N sequences contain each other,
									 * and sparse keys numbered alike (pokemon.id, forms.id);
									 * not uuids, which only a shared origin puts in another
									 * key: a projection or subtype keyed by its parent's key
									 * under its own name (order_summary.order_uuid, streams) */
#define W_SPREAD_UNIQUE		1.5		/* a near-unique source (>= 20 values, 90% of its rows
									 * distinct, not itself a 1..N sequence such as an
									 * "order", nor named like a quantity: qty) spread over
									 * the target's range and wholly
									 * inside it (on partial sets, as the exact measurement
									 * will say): each row picks a different parent, as
									 * district.seat -> town (an altitude with a few values
									 * above the range is no such pick) */
#define W_COVERAGE			0.5		/* at least 20 values covering 90% of the target's keys */
#define W_SPREAD			0.5		/* at least 20 values reaching the top of the range like a
									 * sample of it would (spread probability >= 0.1) */
#define W_ENTITY			0.5		/* the target key names its own table (party.partyid) */
#define W_SATELLITE			(-1.0)	/* the target key names another table (person.partyid):
									 * a 1:1 satellite of that entity, not what is referenced */
#define W_SEQUENCE			(-2.0)	/* the source is unique and a dense run of integers (an
									 * order, a position): contained in every longer key
									 * by construction, as a key is */
#define W_PRIMARY			0.3		/* the target is its table's main key */
#define W_SAME_SCHEMA		0.2		/* a reference stays in its schema (staging copies) */
#define W_PROVISIONAL		(-0.5)	/* the match rate is an estimate just under the threshold */
#define W_MEASURE			(-1.0)	/* the source is named like a quantity (count, rating) */
#define W_UNNAMED_DENSE		(-1.0)	/* the name is not even key-like and the values are no rarer than
									 * chance (a day of the month, a minute, an attribute id in
									 * a dimension of 30 rows): spread and coverage of a small
									 * dense range are no proof, and the tie-breaking features
									 * (entity, main key, schema) must not carry it alone */
#define W_REFERENCE_TARGET	(-3.0)	/* the target is no key of its table but a unique column
									 * named after another table (sales_order.billing_address_id,
									 * diagnostic_report.based_on_id): a reference itself, whose
									 * copy elsewhere (the invoice's billing_address_id) points
									 * where it points, not at it */
#define W_SELF_UNNAMED		(-3.0)	/* a self reference whose name is not even key-like nor a
									 * role (default_billing; not SUPERSEDED_BY): any two integer
									 * columns of one table overlap, and a hierarchy is named
									 * (parent_id, reports_to) */
#define EK_CHANCE_PROOF		3.0		/* -log10 of a chance that the data alone may carry */

/*
 * Is the target column named like a reference (based_on_id), not like its table's own key,
 * nor like its table's key in another system (Player.player_api_id)?
 */
static bool
reference_named(Target *tg)
{
	return (ek_name_is_keylike(tg->col->name) || ek_name_is_bare_reference(tg->table, tg->col)) &&
		!ek_name_names_own_table(tg->table, tg->col) &&
		!ek_name_qualifies_own_table(tg->table, tg->col);
}

static double
score_candidate(Cand *c, const char **weakest)
{
	double		score;
	double		worst = 0;
	bool		self = c->stab == c->tg->table;
	EkColumn   *s = c->src;
	bool		s_names_own = c->src_key != NULL && ek_name_names_own_table(c->stab, s);
	/* a family's member keyed by the family's key holds its entity's keys (find_families) */
	bool		family_member = c->src_key != NULL && c->src_key->family != NULL &&
		c->src_key->family != c->src_key && c->tg == c->src_key->family;
	bool		spread_unique = false;
	double		key_named = c->src_key != NULL && c->src_key->entity && s_names_own ?
		EK_NAME_EXACT : EK_NAME_CONTAINS;

	/*
	 * names equal only without each table's prefix (hd_demo_sk, cd_demo_sk): a column that is
	 * its own table's key is numbered like the other key, not a reference to it
	 */
	if (ek_names_differ_by_prefix(c->stab, s, c->tg->table, c->tg->col))
		key_named = EK_NAME_ABBREV;

	/*
	 * two tables keyed by one generic key name (customer_entity.entity_id and
	 * catalog_product_entity.entity_id), or by one name that names neither table (Drupal's
	 * vid: a vocabulary's id in taxonomy_vocabulary, a version's in node_revision), number
	 * their rows alike: the shared name says no more than a key word does, where the one's
	 * keys sit in a corner of the other's range (a satellite's span all of it)
	 */
	if (c->src_key != NULL && pg_strcasecmp(s->name, c->tg->col->name) == 0 &&
		((c->src_key->generic_key && c->tg->generic_key) ||
		 (c->src_key->primary && c->tg->primary && c->p_low < EK_ALPHA_SPREAD &&
		  !c->src_key->satellite && !c->tg->satellite &&
		  !ek_name_names_own_table(c->stab, s) && !ek_name_names_own_table(c->tg->table, c->tg->col))))
	{
		c->name.score = EK_NAME_KEYLIKE;
		c->name.kind = "keylike";
	}
	score = c->name.score;
	*weakest = "chance_containment";
#define WEIGH(w, why) do { double w_ = (w); score += w_; if (w_ < worst) { worst = w_; *weakest = (why); } } while (0)
	WEIGH(Min(c->chance_log10 * W_CHANCE, W_CHANCE_MAX), NULL);
	if (c->p_low < EK_ALPHA_SPREAD && (c->name.score < EK_NAME_CONTAINS || c->name.qualifier))
		WEIGH(self && c->name.hierarchical ? W_CLUSTERED_HIER : W_CLUSTERED, "clustered_range");
	if (self && c->name.hierarchical && c->name.score >= EK_NAME_SELF && c->name.score < EK_NAME_CONTAINS)
		WEIGH(W_HIERARCHY, NULL);
	if (!c->strong && (c->matched < 2 ||
					   (c->matched == 2 && c->p_low < EK_ALPHA_SPREAD && !ek_name_is_keylike(s->name) &&
						!c->name.role_noun && !c->name.hierarchical)))
		WEIGH(W_ONE_VALUE, "low_cardinality");
	if (s->has_int_range && s->int_min == 0 && s->int_max == 1 && s->distinct_count == 2 &&
		!ek_name_is_keylike(s->name) && !c->name.hierarchical)
		WEIGH(W_FLAG, "low_cardinality");
	/*
	 * a key named after its own table (term_taxonomy_id) is that table's identity: a word of
	 * another table inside it (term) is part of its own name, so only an exact name
	 * (user_profiles.user_id -> users.user_id) says it references another table; a unique
	 * column beside the main key that names only a part of the table's name (product_id in
	 * catalog_product_super_link) is a reference that is unique, not the table's identity
	 */
	if (!family_member && c->src_key != NULL && c->name.score < key_named &&
		((c->src_key->entity && (c->src_key->primary || ek_name_is_own_table(c->stab, s)) &&
		  !(c->strong && is_uuidish(s))) ||
		 (c->src_key->primary && !c->strong)))
		WEIGH(W_SOURCE_IS_KEY, "source_is_key");
	/*
	 * a column that is its own table's whole name with a key word (emailaddressid in
	 * emailaddress) identifies that table's rows: another table's key inside its name
	 * (address) is part of its own name, as for a declared key above. Only a unique one: in a
	 * link table keyed by a pair (Friend(student_id, friend_id)) the column so named repeats,
	 * and is the link's other end
	 */
	else if (c->src_key == NULL && c->name.score < EK_NAME_EXACT && !ek_name_is_bare_key(s->name) &&
			 ek_name_is_own_table(c->stab, s) && s->max_frequency <= 1)
		WEIGH(W_SOURCE_IS_KEY, "source_is_key");
	if (c->name.score < EK_NAME_CONTAINS && s->has_int_range && s->max_frequency == 1 &&
		s->distinct_count >= 3 && s->int_max - s->int_min + 1 == s->distinct_count)
		WEIGH(W_SEQUENCE, "source_is_key");
	if (c->matched >= 20 && c->p_low >= 10 * EK_ALPHA_SPREAD)
		WEIGH(W_SPREAD, NULL);
	if (!c->src_is_key && c->name.score < EK_NAME_CONTAINS && !c->name.measure && c->matched >= 20 &&
		(c->match >= 1.0 || cand_partial(c)) && c->p_low >= 5 * EK_ALPHA_SPREAD &&
		!(s->has_int_range && s->int_max - s->int_min + 1 <= s->distinct_count) &&
		s->nonnull_profiled > 0 && c->s_distinct >= 0.9 * Min(s->nonnull_profiled, s->values->used + 0.0) &&
		s->max_frequency <= 2)
	{
		WEIGH(W_SPREAD_UNIQUE, NULL);
		spread_unique = true;
	}
	if (c->matched >= 20 && c->coverage >= 0.9)
		WEIGH(W_COVERAGE, NULL);
	if (c->tg->entity)
		WEIGH(W_ENTITY, NULL);
	else if (c->tg->satellite)
		WEIGH(W_SATELLITE, NULL);
	if (!c->tg->primary && !c->tg->declared && !c->tg->shared_key &&
		(c->tg->satellite || reference_named(c->tg)))
		WEIGH(W_REFERENCE_TARGET, "better_target");
	if (self && c->name.score < EK_NAME_SELF && !c->name.role_noun)
		WEIGH(W_SELF_UNNAMED, "chance_containment");
	if (c->tg->primary)
		WEIGH(W_PRIMARY, NULL);
	if (same_schema(c))
		WEIGH(W_SAME_SCHEMA, NULL);
	if (c->provisional)
		WEIGH(W_PROVISIONAL, NULL);
	if (c->name.measure && c->name.score < EK_NAME_CONTAINS)
		WEIGH(W_MEASURE, NULL);
	if (c->name.score == 0 && c->chance_log10 < EK_CHANCE_PROOF && !spread_unique)
		WEIGH(W_UNNAMED_DENSE, "chance_containment");
#undef WEIGH
	if (*weakest == NULL)
		*weakest = "chance_containment";
	return score;
}

/* The match rate a candidate needs: a name that names the target lets a few values miss. */
static double
match_needed(const Cand *c)
{
	return c->name.score >= EK_NAME_CONTAINS && !c->name.by_place ? EK_MATCH_NAMED : EK_MATCH_STRICT;
}

/* t's column of this name, NULL if none */
static EkColumn *
column_named(EkTable *t, const char *name)
{
	for (int i = 0; i < t->ncolumns; i++)
		if (pg_strcasecmp(t->columns[i].name, name) == 0)
			return &t->columns[i];
	return NULL;
}

/*
 * Does t hold a unique column of key's name with the same values as far as the profiles tell
 * (as many, the same range): the same rows' key, as a copy holds it? An archive of versions
 * (people_archive.personid, several rows a person) or a journal keyed apart does not.
 */
static bool
holds_same_key(EkTable *t, EkColumn *key)
{
	EkColumn   *c = column_named(t, key->name);

	return c != NULL && c->max_frequency == 1 && key->max_frequency == 1 &&
		c->distinct_count == key->distinct_count &&
		(!c->has_int_range || !key->has_int_range ||
		 (c->int_min == key->int_min && c->int_max == key->int_max));
}

/* the share of the wider table's columns that both must hold to be copies of one another */
#define EK_COPY_COLUMNS 0.8

/* Do a and b hold (nearly) the same columns, four at least: one a copy of the other? */
static bool
tables_are_copies(EkTable *a, EkTable *b)
{
	int			shared = 0;

	for (int i = 0; i < a->ncolumns; i++)
		shared += column_named(b, a->columns[i].name) != NULL;
	return shared >= 4 && shared >= EK_COPY_COLUMNS * Max(a->ncolumns, b->ncolumns);
}

/* The hard facts that rule a candidate out, then the decision model's score. */
static void
judge(Cand *c)
{
	double		need = match_needed(c);
	const char *weakest;

	c->fit = false;
	c->score = -100;
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

	/*
	 * An entity's own key (businessentity.businessentityid) is what the tables keyed after it
	 * reference (its subtypes and satellites), never a reference to one of them.
	 */
	if (c->src_key != NULL && c->src_key->entity && c->tg->satellite &&
		ek_name_is_own_table(c->stab, c->src) && ek_name_is_own_table(c->stab, c->tg->col))
	{
		c->reason = "source_is_key";
		return;
	}

	/*
	 * A row number that a data-frame loader adds to every table it writes (pandas' "index",
	 * 0..n-1): a unique dense run named like a position or an index is each row's place in its
	 * own table, not a reference, however the same run of a longer table holds it
	 */
	if (c->name.measure && !ek_name_is_keylike(c->src->name) && c->src->has_int_range &&
		c->src->max_frequency == 1 && c->src->distinct_count >= 3 &&
		c->src->int_max - c->src->int_min + 1 == c->src->distinct_count)
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
	 * ... and so is a copy under another name, a table of (nearly) the same columns and the
	 * same rows' key (FoodMart's store_ragged of store, reserve_employee of employee): between
	 * the two, a column that both hold, into that key, is each copy's own
	 * (reserve_employee.supervisor_id names a reserve employee), not a reference into the other
	 */
	if (c->stab != c->tg->table && column_named(c->tg->table, c->src->name) &&
		holds_same_key(c->stab, c->tg->col) && tables_are_copies(c->stab, c->tg->table))
	{
		c->reason = "table_copy";
		return;
	}

	/*
	 * A self reference that maps every row to a distinct row of the whole table is a copy of
	 * the key, not a hierarchy (a hierarchy has roots, and parents with several children);
	 * so is a unique code or name that says no structure or role (stops.stop_code, the
	 * stop's own id as its public code; replaces_id, acceptedanswerid name other rows)
	 */
	if (c->stab == c->tg->table && c->src->max_frequency == 1 &&
		(c->coverage >= 0.9 ||
		 (!c->name.hierarchical && !c->name.role_noun && !ek_name_ends_with_id_word(c->src->name))))
	{
		c->reason = "self_bijection";
		return;
	}
	c->score = score_candidate(c, &weakest);
	if (c->score < EK_ACCEPT)
	{
		c->reason = weakest;
		return;
	}
	/* a materialized view is computed from its base tables: what it holds is derived */
	if (c->stab->relkind == RELKIND_MATVIEW)
	{
		c->reason = "derived";
		return;
	}
	c->fit = true;
	c->reason = NULL;
}

/* Orders fits best first: by the decision model's score, then deterministically. */
static int
cand_cmp(const void *a, const void *b)
{
	const Cand *x = *(Cand *const *) a;
	const Cand *y = *(Cand *const *) b;

	if (x->fit != y->fit)
		return x->fit ? -1 : 1;
	if (x->score != y->score)
		return x->score > y->score ? -1 : 1;
	if (x->adj != y->adj)
		return x->adj > y->adj ? -1 : 1;
	/* the target whose range the source spans before one it fills only in a corner */
	if ((x->p_low < EK_ALPHA_SPREAD) != (y->p_low < EK_ALPHA_SPREAD))
		return x->p_low > y->p_low ? -1 : 1;
	if (x->tg->table->relid != y->tg->table->relid)
		return x->tg->table->relid < y->tg->table->relid ? -1 : 1;
	return x->tg->col->attnum - y->tg->col->attnum;
}

/* Moves cands[at] to the front, the others keeping their order behind it. */
static void
promote(Cand **cands, int at)
{
	Cand	   *c = cands[at];

	memmove(&cands[1], &cands[0], sizeof(Cand *) * at);
	cands[0] = c;
}

/* Does target a's set hold (nearly) all of b's values, as many of them at least? */
static bool
target_holds(Target *a, Target *b)
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
		a->col->distinct_count >= b->col->distinct_count;
}

/* Does target a's set hold (nearly) all of b's values, and more? Then a is the more general entity. */
static bool
target_contains(Target *a, Target *b)
{
	return target_holds(a, b) && a->col->distinct_count > b->col->distinct_count;
}

/* Are the two targets keys of one name over as many values (a table and its 1:1 satellite)? */
static bool
same_key_set(Target *a, Target *b)
{
	return a->col->distinct_count == b->col->distinct_count &&
		pg_strcasecmp(a->col->name, b->col->name) == 0;
}

/*
 * Subtypes over their supertype. A key shared down a chain of tables under one name
 * (businessentity -> person -> employee -> salesperson, each keyed by businessentityid) is
 * referenced under that name too, and every table of the chain above the referenced one
 * holds the source's values as well. The reference is to the narrowest table that holds them
 * all (a pay history to employee, a password to person), when that table's keys are a strict
 * part of the others' and chance alone would not put the source's values inside that part
 * (each value falls there with the share of keys it holds: below 10^-EK_CHANCE_PROOF for all
 * of them), and when other tables name it as an entity (customer.personid, salespersonid): a
 * satellite holding some of the keys (a party's credentials) is no subtype, and a reference
 * to the party whose values happen to be persons only still goes to the party. Tables of one
 * set (person and its 1:1 password) are told apart the same way. A bare generic key (id) numbers unrelated
 * tables alike and is no chain. Moves the narrowest fit first; true when it did.
 */
static bool
narrowest_subtype(EkRun *run, Cand **cands, int nfit)
{
	Cand	   *top = cands[0],
			   *pick = NULL;
	int			i,
				at = -1;

	if (top->tg->generic_key || pg_strcasecmp(top->src->name, top->tg->col->name) != 0 ||
		!ek_name_is_keylike(top->src->name) || ek_name_is_bare_key(top->src->name))
		return false;
	for (i = 1; i < nfit; i++)
	{
		Cand	   *o = cands[i];
		Cand	   *ref = pick ? pick : top;
		double		share;

		if (pg_strcasecmp(o->tg->col->name, top->tg->col->name) != 0 || o->adj + 1e-9 < ref->adj ||
			o->tg->table == o->stab || !(o->tg->primary || o->tg->shared_key))
			continue;
		/*
		 * a table keyed like the source's own (a person's 1:1 password, for person's key) is
		 * its satellite, unless it is the entity of the two
		 */
		if (top->src_is_key && o->tg->col->distinct_count == top->src->distinct_count &&
			!(ek_table_named_by_columns(run->tables, o->tg->table) &&
			  !ek_table_named_by_columns(run->tables, o->stab)))
			continue;
		if (pick != NULL && same_key_set(o->tg, pick->tg))
		{
			/* one set: the table other tables name is the entity, the rest its satellites */
			if (ek_table_named_by_columns(run->tables, o->tg->table) &&
				!ek_table_named_by_columns(run->tables, pick->tg->table))
			{
				pick = o;
				at = i;
			}
			continue;
		}
		/* a subtype is an entity other tables name (salespersonid); a satellite is not */
		if (!target_contains(ref->tg, o->tg) || !ek_table_named_by_columns(run->tables, o->tg->table))
			continue;
		share = (double) o->tg->col->distinct_count / Max(ref->tg->col->distinct_count, 1);
		if (share > 0.98 || o->matched * log10(Max(share, 1e-300)) > -EK_CHANCE_PROOF)
			continue;
		pick = o;
		at = i;
	}
	if (pick == NULL)
		return false;
	promote(cands, at);
	return true;
}

/*
 * Calibrated confidence: a logistic curve of the score, lowered when another target came
 * close (the margin to the runner-up) and by the match rate. Calibrated on every accuracy
 * database (README, "Reliability"): accepted rows at 0.9 and above are right at least 95% of
 * the time.
 */
#define EK_CONF_MID			2.0		/* score where the curve passes 0.5 */
#define EK_CONF_SLOPE		1.6		/* per point of score */
#define EK_CONF_MARGIN		1.0		/* a runner-up closer than this lowers the confidence */

static double
confidence_of(Cand *c)
{
	double		conf = 1.0 / (1.0 + exp(-EK_CONF_SLOPE * (c->score - EK_CONF_MID)));

	if (c->runner_up > -50 && c->score - c->runner_up < EK_CONF_MARGIN)
		conf *= 0.85 + 0.15 * Max(0.0, c->score - c->runner_up) / EK_CONF_MARGIN;
	return Max(0.0, Min(0.99, conf * Min(1.0, c->adj)));
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
	json_num(&buf, "score", c->score);
	appendStringInfo(&buf, ", \"target_is\": \"%s\"",
					 c->tg->entity ? "entity" : (c->tg->satellite ? "satellite" : "key"));
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
	double		need = match_needed(c);

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
	Target	   *src_key = NULL;
	Cand	  **cands = palloc(sizeof(Cand *) * Max(ntargets, 1));
	int			n = 0,
				i,
				nfit = 0;
	Cand	   *best = NULL;
	List	   *ties = NIL;
	bool		entity_first = false,
				subtype_first = false,
				whole_first = false;
	MemoryContext work = CurrentMemoryContext;

	for (i = 0; i < ntargets; i++)
		if (targets[i].col == src)
		{
			src_is_key = true;
			src_key = &targets[i];
		}
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
			name.score < EK_NAME_ROLE_KEY)
			continue;
		c = new_cand(tg, stab, src, name);
		c->src_is_key = src_is_key;
		c->src_key = src_key;
		c->polymorphic = polymorphic;
		measure_sets(c);
		if (c->adj < EK_RECORD_RATE && name.score < EK_NAME_ROLE_KEY)
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

	/*
	 * Assignment: a source column gets its best fit, unless another comes within
	 * EK_TIE_MARGIN of it; then the data cannot decide, and the candidate is rejected as
	 * ambiguous with the alternatives listed. Of two strong fits that close, one holding
	 * (nearly) all of the other's keys is the more general entity and wins.
	 */
	if (nfit > 0)
	{
		/*
		 * Entities over satellites: when the best fit is a satellite (person.partyid) and the
		 * entity it shares its key with, or another table that is no satellite, is named at
		 * least as well and fits too, the reference goes there.
		 */
		if (cands[0]->tg->satellite)
			for (i = 1; i < nfit; i++)
				if (!cands[i]->tg->satellite && cands[i]->name.score >= cands[0]->name.score)
				{
					promote(cands, i);
					break;
				}

		/*
		 * ... and by the data alone: when the best fit lacks some of the source's values
		 * (hs_hr_emp_locations, a satellite holding nine employees in ten) and a target named
		 * as well holds its keys and the values it lacks (hs_hr_employee), the best fit is a
		 * part of that target, and the source references the whole.
		 */
		if (cands[0]->adj < EK_MATCH_WHOLE)
			for (i = 1; i < nfit; i++)
				if (cands[i]->adj >= EK_MATCH_WHOLE && cands[i]->name.score >= cands[0]->name.score &&
					target_contains(cands[i]->tg, cands[0]->tg))
				{
					promote(cands, i);
					whole_first = true;
					break;
				}

		/*
		 * ... and by the data: when the best fit's key does not name its own table
		 * (accounts_profile.user_id) and an entity that the source names too (user_id, the
		 * noun of auth_user) fits and holds all of its keys, the best fit is a 1:1 satellite
		 * sharing the entity's key, whatever its name says; also when the two hold the same
		 * keys (Taiga's custom attribute values, a row for every user story, keyed by
		 * user_story_id as the stories' references are named): the table the column names is
		 * the target.
		 */
		if (!cands[0]->tg->entity)
			for (i = 1; i < nfit; i++)
				if (cands[i]->tg->entity && cands[i]->name.score >= EK_NAME_CONTAINS &&
					target_holds(cands[i]->tg, cands[0]->tg))
				{
					promote(cands, i);
					entity_first = true;
					break;
				}
		/* ... and a family's entity over its members (find_families) */
		if (cands[0]->tg->family != NULL && cands[0]->tg->family != cands[0]->tg)
			for (i = 1; i < nfit; i++)
				if (cands[i]->tg == cands[0]->tg->family && cands[i]->name.score >= cands[0]->name.score)
				{
					promote(cands, i);
					break;
				}
		if (narrowest_subtype(run, cands, nfit))
			subtype_first = true;
		best = cands[0];
		best->runner_up = -100;
		for (i = 1; i < nfit; i++)
		{
			Cand	   *o = cands[i];

			/* the supertypes holding the subtype's keys, and its satellites, are no rivals */
			if (subtype_first && (target_contains(o->tg, best->tg) || same_key_set(o->tg, best->tg)))
				continue;
			if (o->tg->satellite && !best->tg->satellite)
				continue;
			/* the members of a family whose entity is the best fit are no rivals of it */
			if (best->tg->family == best->tg && o->tg->family == best->tg)
				continue;
			/* the satellites whose keys the entity holds are no rivals of it */
			if (entity_first && !o->tg->entity && target_contains(best->tg, o->tg))
				continue;
			/* nor are the parts of the whole that lack some of the source's values */
			if (whole_first && o->adj < EK_MATCH_WHOLE && target_contains(best->tg, o->tg))
				continue;
			if (best->runner_up < -50)
				best->runner_up = o->score;
			if (best->score - o->score >= EK_TIE_MARGIN)
				break;
			if (best->strong && o->strong && target_contains(best->tg, o->tg))
				continue;
			/*
			 * a target the source fills only in a corner of its range (three vocabularies'
			 * ids among 2,403 revisions' vid) is no more general entity than one it spans
			 */
			if (o->p_low < EK_ALPHA_SPREAD && best->p_low >= EK_ALPHA_SPREAD &&
				target_contains(o->tg, best->tg))
				continue;
			if (best->strong && o->strong && target_contains(o->tg, best->tg))
			{
				Cand	   *tmp = best;

				best = o;
				best->runner_up = tmp->score;
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
			Target		tg = {tgt, tc, true, true, 1.0, true, false};
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
 * Confidence of an accepted composite: its tuples were measured, and its columns named their
 * key columns; less where a column was named only by a role or a hierarchy word, or by the
 * key column's last words (weak fills, composite_sources).
 */
#define EK_CONF_COMPOSITE		0.95
#define EK_CONF_COMPOSITE_WEAK	0.85

static bool
weakly_named(EkRelationship *r)
{
	ListCell   *lc;
	int			i;

	foreach(lc, composite_names)
	{
		CompositeNames *cn = lfirst(lc);

		if (cn->r != r)
			continue;
		for (i = 0; i < r->ncolumns; i++)
			if (cn->names[i] < EK_NAME_ROLE_KEY)
				return true;
	}
	return false;
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
	bool		weak;
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
	weak = weakly_named(r);
	r->confidence = r->accepted ? (weak ? EK_CONF_COMPOSITE_WEAK : EK_CONF_COMPOSITE) * r->match_rate : 0.3;
	r->evidence_json = psprintf("{\"name\": \"composite\", \"columns\": %d, \"key\": \"%s\", "
								"\"measured\": \"sql\"%s}",
								p->key_columns, p->key_measured ? "measured_unique" : "declared",
								weak ? ", \"names\": \"weak\"" : "");
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

static Target *
add_target(Target *targets, int *n, int *cap, EkTable *t, EkColumn *c, bool declared, bool primary)
{
	if (*n == *cap)
		targets = repalloc(targets, sizeof(Target) * (*cap *= 2));
	memset(&targets[*n], 0, sizeof(Target));
	targets[*n].table = t;
	targets[*n].col = c;
	targets[*n].declared = declared;
	targets[*n].primary = primary;
	(*n)++;
	return targets;
}

/* Tables whose main keys share one name that names none of them: a generic key name. */
#define EK_GENERIC_KEY_TABLES 3

/*
 * A unique text column too long for a code (a film star's name) is still a key where other
 * tables name it as one (starsin.starname for moviestar.name): the natural keys of textbook
 * schemas; or where it is the table's first column and other tables' text columns are named
 * after the table itself (noun_named: "tabCompany".name for company, parent_company): rows
 * keyed by their names, as Frappe keys its doctypes. Not free text of any length, nor emails, addresses of
 * the web, phone numbers.
 */
static bool
named_text_key(EkRun *run, EkTable *t, EkColumn *c, bool noun_named)
{
	return family_is_text(c->family) && c->values != NULL && c->null_count == 0 &&
		c->max_frequency == 1 && c->nonnull_profiled >= 2 &&
		c->distinct_count >= c->nonnull_profiled && c->max_length <= 64 &&
		!(c->patterns & (EK_PATTERN_EMAIL | EK_PATTERN_URL | EK_PATTERN_PHONE | EK_PATTERN_DATE |
						 EK_PATTERN_JSON)) &&
		(ek_column_named_elsewhere(run->tables, t, c) || (c->ordinal == 1 && noun_named));
}

/* Has t a key named after itself (payments.payment_id) among its n targets, or as best? */
static bool
own_named_key(EkTable *t, Target *targets, int n, EkColumn *best)
{
	if (best != NULL && ek_name_names_own_table(t, best))
		return true;
	for (int i = 0; i < n; i++)
		if (ek_name_names_own_table(t, targets[i].col))
			return true;
	return false;
}

/* Least key score (ek_key_column_score) of a measured unique column kept as a second key. */
#define EK_SECOND_KEY_SCORE 3

/*
 * The columns other columns may reference; a table may have several (a surrogate id and a
 * natural code are both referenced). Declared single-column keys, and measured-unique columns
 * that are key-like (ek_key_column_score): the most key-like one is the table's main key when
 * no primary key is declared, and the others named like a key (a generic key word) are kept
 * too. A unique column named after another table (supplier_id in products, a plain unique
 * index on store.manager_staff_id) is a reference that happens to be unique: it stays a
 * target, but never the table's main key. A declared composite primary key says what
 * identifies a row: no single column is measured as the table's key instead (a child table
 * with one row per parent so far is not the parent). Materialized views are derived from
 * their base tables and are never targets: a reference goes to the base table.
 */
static Target *
collect_targets(EkRun *run, int *ntargets)
{
	int			cap = 16,
				n = 0;
	Target	   *targets = palloc(sizeof(Target) * cap);
	bool	   *named_by_noun = ek_tables_named_by_noun(run->tables);
	ListCell   *lc;

	foreach(lc, run->tables)
	{
		EkTable    *t = lfirst(lc);
		ListCell   *kc;
		bool		composite_pk = false,
					has_primary = false;
		EkColumn   *best = NULL;
		int			best_score = -1,
					first = n,
					i,
					j;

		if (t->skipped || t->relkind == RELKIND_MATVIEW || t->aggregate)
			continue;
		foreach(kc, t->keys)
		{
			EkKey	   *k = lfirst(kc);
			EkColumn   *c;
			bool		primary;

			if (k->ncolumns > 1 && strcmp(k->key_type, "primary") == 0)
				composite_pk = true;
			if (k->ncolumns != 1)
				continue;
			c = ek_find_column(t, k->attnums[0]);
			if (c == NULL || c->values == NULL || c->nonnull_profiled == 0)
				continue;
			for (j = first; j < n && targets[j].col != c; j++)
				;
			if (j < n)
				continue;
			primary = strcmp(k->key_type, "primary") == 0;
			has_primary |= primary;
			targets = add_target(targets, &n, &cap, t, c, true, primary);
		}
		if (!composite_pk)
		{
			int		   *scores = palloc(sizeof(int) * Max(t->ncolumns, 1));
			bool	   *declared = palloc0(sizeof(bool) * Max(t->ncolumns, 1));
			bool	   *names_other = palloc0(sizeof(bool) * Max(t->ncolumns, 1));

			/* the main key when none is declared: the most key-like unique column */
			for (i = 0; i < t->ncolumns; i++)
			{
				EkColumn   *c = &t->columns[i];

				scores[i] = ek_key_column_score(t, c);
				for (j = first; j < n && targets[j].col != c; j++)
					;
				declared[i] = j < n;
				if (scores[i] < 0)
					continue;
				names_other[i] = ek_name_names_other_table(run->tables, t, c);
				if (names_other[i])
					scores[i] = -1 - Max(scores[i] - 4, 0);	/* never the main key */
				if (!has_primary && scores[i] >= 0 && (scores[i] > best_score || best == NULL))
				{
					best = c;
					best_score = scores[i];
				}
			}
			if (!has_primary && best == NULL)
			{
				/* only references are unique: the most key-like of them */
				for (i = 0; i < t->ncolumns; i++)
					if (scores[i] < -1 && (best == NULL || -scores[i] > best_score))
					{
						best = &t->columns[i];
						best_score = -scores[i];
					}
			}
			if (!has_primary && best != NULL)
			{
				for (j = first; j < n && targets[j].col != best; j++)
					;
				if (j == n)
					targets = add_target(targets, &n, &cap, t, best, false, true);
				else
					targets[j].primary = true;
				has_primary = true;
			}
			/*
			 * second keys: unique columns named like a key, not after another table, and
			 * unique columns other tables name as references name a key (patientMrn), and
			 * a key shared with the table it names (person.businessentityid beside a unique
			 * rowguid): a subtype's own key, which its own subtypes reference
			 */
			for (i = 0; i < t->ncolumns; i++)
				if (!declared[i] && &t->columns[i] != best &&
					(scores[i] >= EK_SECOND_KEY_SCORE ||
					 (scores[i] >= 0 && ek_column_named_elsewhere(run->tables, t, &t->columns[i])) ||
					 (names_other[i] && !own_named_key(t, targets + first, n - first, best) &&
					  ek_name_shares_key_of_other(run->tables, t, &t->columns[i])) ||
					 (scores[i] < 0 &&
					  named_text_key(run, t, &t->columns[i], named_by_noun[foreach_current_index(lc)]))))
					targets = add_target(targets, &n, &cap, t, &t->columns[i], false, false);
			pfree(scores);
			pfree(declared);
			pfree(names_other);
		}
		/* no declared primary key and nothing measured: the first declared unique key */
		if (!has_primary && first < n)
			targets[first].primary = true;
	}
	for (int i = 0; i < n; i++)
	{
		EkColumn   *c = targets[i].col;

		targets[i].fraction = read_fraction(c);
		targets[i].satellite = ek_name_is_other_table(run->tables, targets[i].table, c) ||
			ek_name_names_other_table(run->tables, targets[i].table, c);
		targets[i].entity = !targets[i].satellite && ek_name_names_own_table(targets[i].table, c);
	}
	/*
	 * a shared key is its table's identity: a table with a key of its own name (payments'
	 * payment_id) holds the one it shares (order_id) as a reference that is unique
	 */
	for (int i = 0; i < n; i++)
	{
		targets[i].shared_key = targets[i].satellite &&
			ek_name_shares_key_of_other(run->tables, targets[i].table, targets[i].col);
		for (int j = 0; j < n && targets[i].shared_key; j++)
			if (targets[j].table == targets[i].table && targets[j].entity)
				targets[i].shared_key = false;
	}
	for (int i = 0; i < n; i++)
	{
		int			same = 0;
		bool		names_one = false;

		if (!targets[i].primary)
			continue;
		for (int j = 0; j < n; j++)
			if (targets[j].primary && pg_strcasecmp(targets[j].col->name, targets[i].col->name) == 0)
			{
				same++;
				names_one |= ek_name_is_own_table(targets[j].table, targets[j].col);
			}
		targets[i].generic_key = same >= EK_GENERIC_KEY_TABLES && !names_one &&
			ek_name_is_keylike(targets[i].col->name);
		/* its own table's surrogate, as a bare id is, whatever other tables' names hold */
		if (targets[i].generic_key)
		{
			targets[i].entity = true;
			targets[i].satellite = false;
		}
	}
	pfree(named_by_noun);
	find_families(targets, n);
	*ntargets = n;
	return targets;
}

/*
 * Families of tables keyed by one name that is no key word and names no table (IMDb's
 * tconst in title_basics, title_crew, title_ratings, title_episode): the tables of one
 * dataset cut by subject, each keyed by the dataset's key. Nothing in the names says which is
 * the entity; the data does, a little: the entity holds every key (the others hold all of them
 * or some), and of tables holding as many, the widest holds the entity's attributes (a 1:1
 * table of a few more columns is its satellite), and a member's integer keys reach into the
 * upper half of the entity's range. Each member gets its family's entity; a family whose
 * entity the data cannot tell (two as wide holding as many keys) gets none.
 */
static void
find_families(Target *targets, int n)
{
	for (int i = 0; i < n; i++)
	{
		Target	   *best = NULL;
		int			members = 0;
		bool		tied = false;

		if (!targets[i].primary || targets[i].generic_key || targets[i].entity || targets[i].satellite ||
			ek_name_is_keylike(targets[i].col->name))
			continue;
		for (int j = 0; j < n; j++)
		{
			Target	   *t = &targets[j];

			if (!t->primary || t->generic_key || t->entity || t->satellite ||
				pg_strcasecmp(t->col->name, targets[i].col->name) != 0 ||
				t->col->family != targets[i].col->family)
				continue;
			members++;
			if (best == NULL || t->col->distinct_count > best->col->distinct_count ||
				(t->col->distinct_count == best->col->distinct_count &&
				 t->table->ncolumns > best->table->ncolumns))
			{
				best = t;
				tied = false;
			}
			else if (t->col->distinct_count == best->col->distinct_count &&
					 t->table->ncolumns == best->table->ncolumns)
				tied = true;
		}
		/*
		 * integer keys of one name that stop in the bottom half of the entity's range are
		 * two sequences, not one key cut by subject (Drupal's vid: three vocabularies,
		 * 2,403 revisions)
		 */
		if (best != NULL && best != &targets[i] && targets[i].col->has_int_range &&
			best->col->has_int_range &&
			targets[i].col->int_max < best->col->int_min + (best->col->int_max - best->col->int_min) / 2)
			continue;
		if (members >= 2 && !tied)
			targets[i].family = best;
	}
}

/*
 * The columns of st that may fill key column kcol of tt (one of the ncolumns columns of key)
 * in a composite candidate, best named first, at most EK_FILLS of them. A fill holds the key
 * column's values, and either names it (at least EK_NAME_ROLE_KEY), or names it more weakly
 * and spreads over its range as a reference does (not clustered like a count or a rank): a
 * role people play pointing at a table of people's own key ((tenant_id, reporter_id) ->
 * users (tenant_id, id)), a hierarchy word pointing at its own table's key ((tenant_id,
 * parent_id) -> issues), or the key column's last words when its first ones are another
 * column of the key ((stream_id, version) -> events (stream_id, stream_version)); a tuple
 * needs one column that names its key column well (add_fill_tuples). In a self reference the
 * key column itself fills its place (the tenant a parent shares). A table may name one key
 * column twice, plainly and with a role (ol_w_id and ol_supply_w_id both name a warehouse):
 * each is tried, and the assignment after the exact measurement (assign_composites) keeps the
 * one the names and the table's other references point to. The tuple itself is measured by
 * the verification aggregates (tuples are not kept in memory), and only that measurement
 * accepts a composite: where either set is a sample, whose containment estimate block
 * sampling can bias far down (fact tables stored in order), any overlap lets the column
 * through to it.
 */
#define EK_FILLS			3		/* columns tried for one key column */
#define EK_FILL_TUPLES		8		/* tuples tried for one key and one source table */

typedef struct KeyFill
{
	AttrNumber	att;
	double		name;			/* how well its name names the key column */
} KeyFill;

/* Does src name key column kcol of tt weakly, the way a reference may (see above)? */
static bool
weak_fill_name(EkTable *st, EkColumn *src, EkTable *tt, EkColumn *kcol, EkNameEvidence *ne,
			   const AttrNumber *key, int ncolumns)
{
	EkColumn   *others[INDEX_MAX_KEYS];
	int			i,
				n = 0;

	if (strcmp(ne->kind, "role") == 0 || strcmp(ne->kind, "actor") == 0 ||
		(st == tt && ne->hierarchical && ne->score >= EK_NAME_SELF))
		return ek_name_names_own_table(tt, kcol);
	for (i = 0; i < ncolumns; i++)
		if (key[i] != kcol->attnum)
			others[n++] = ek_find_column(tt, key[i]);
	if (n > 0 && ek_name_key_tail(src, kcol, others, n))
	{
		ne->score = EK_NAME_CONTAINS;
		return true;
	}
	return false;
}

static int
composite_sources(EkRun *run, EkTable *st, EkTable *tt, const AttrNumber *key, int ncolumns,
				  int k, KeyFill *fills)
{
	EkColumn   *kcol = ek_find_column(tt, key[k]);
	int			i,
				j,
				n = 0;

	if (kcol == NULL || kcol->values == NULL)
		return 0;
	for (i = 0; i < st->ncolumns; i++)
	{
		EkColumn   *s = &st->columns[i];
		Target		tg = {tt, kcol, true, true, 1.0, true, false};
		Cand		c = {0};
		EkNameEvidence ne;
		bool		weak = false,
					unnamed = false;

		if (!source_capable(s) || !families_compatible(s, kcol) ||
			column_in_declared_fk(st, s->attnum))
			continue;
		if (s == kcol)
		{
			/* a self reference: the key column itself fills its place */
			if (st != tt)
				continue;
			ne.score = EK_NAME_EXACT;
		}
		else
		{
			ne = ek_name_evidence(st, s, tt, kcol, true);
			if (ne.score < EK_NAME_ROLE_KEY &&
				!(weak = weak_fill_name(st, s, tt, kcol, &ne, key, ncolumns)))
			{
				/*
				 * a text code the data alone may carry (below), unless a column named like it
				 * is in the target (T005.LAND1 is what KNA1.LAND1 fills, not LANDK beside it)
				 */
				if (st == tt || !family_is_text(s->family) || column_named(tt, s->name))
					continue;
				unnamed = true;
				ne.score = EK_NAME_NONE;
			}
			/* in a self reference, only a hierarchy (parent, manager) points at another row */
			if (st == tt && !ne.hierarchical)
				continue;
		}
		run->candidates_checked++;
		tg.fraction = read_fraction(kcol);
		c.tg = &tg;
		c.stab = st;
		c.src = s;
		measure_sets(&c);
		if (cand_partial(&c) ? c.matched == 0 : c.adj < EK_MATCH_NAMED)
			continue;
		/* a weak name needs values spread like a reference's; a hierarchy's parents come first */
		if (weak && st != tt)
		{
			weigh_chance(&c);
			if (c.p_low < EK_ALPHA_SPREAD)
				continue;
		}
		/*
		 * no name at all: text codes that do not match by chance (currencies, units: WAERK
		 * for WAERS, GEWEI for MSEHI), or digit-only codes of one width, at least 20 of them
		 * spread over the key's whole range like a reference (KUNAG, a sold-to customer, for
		 * KUNNR; not four company codes inside the plants' range), each beside a column that
		 * names its own key column (the client MANDT) in the tuple
		 */
		if (unnamed)
		{
			int64		lo,
						hi;

			weigh_chance(&c);
			if (digit_code_range(s, &lo, &hi) ? !(c.matched >= 20 && c.p_low >= 10 * EK_ALPHA_SPREAD) :
				!c.strong)
				continue;
		}
		/* insert by name, best first; the weakest falls off the end */
		for (j = Min(n, EK_FILLS - 1); j > 0 && fills[j - 1].name < ne.score; j--)
			fills[j] = fills[j - 1];
		if (j < EK_FILLS)
		{
			fills[j].att = s->attnum;
			fills[j].name = ne.score;
			n = Min(n + 1, EK_FILLS);
		}
	}
	return n;
}

/*
 * Records the composite candidate st(src) -> tt(key) of ncolumns columns, to be measured (and
 * for a key no constraint declares, proven unique) by the verification.
 */
static void
add_composite(EkRun *run, EkTable *st, const AttrNumber *src, EkTable *tt, const AttrNumber *key,
			  int ncolumns, bool measured, const double *names)
{
	MemoryContext old = MemoryContextSwitchTo(run->cxt);
	AttrNumber *src_att = palloc(sizeof(AttrNumber) * ncolumns);
	AttrNumber *key_att = palloc(sizeof(AttrNumber) * ncolumns);
	EkRelationship *r;
	Pending    *p;
	CompositeNames *cn = palloc(sizeof(CompositeNames));

	/* issue 17: ruled out by the profiles, never measured (discovery_bound.c) */
	if (!ek_composite_plausible(run, st, src, tt, key, ncolumns, measured))
	{
		MemoryContextSwitchTo(old);
		return;
	}
	memcpy(src_att, src, sizeof(AttrNumber) * ncolumns);
	memcpy(key_att, key, sizeof(AttrNumber) * ncolumns);
	r = new_relationship(st, src_att, tt, key_att, ncolumns, "inferred", "composite_sql");
	cn->r = r;
	cn->names = palloc(sizeof(double) * ncolumns);
	memcpy(cn->names, names, sizeof(double) * ncolumns);
	composite_names = lappend(composite_names, cn);
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

/*
 * Records the composite candidates st(tuple) -> tt(key) for the tuples of the columns that
 * may fill each key column (fills[i][0 .. nfills[i] - 1]), best named first, at most
 * EK_FILL_TUPLES of them, each column used once in a tuple, one of them naming its key column
 * at least as EK_NAME_ROLE_KEY does; a tuple of tt's own is not its key. Returns how many.
 */
static int
add_fill_tuples(EkRun *run, EkTable *st, EkTable *tt, const AttrNumber *key, int ncolumns,
				KeyFill *const *fills, const int *nfills, bool measured)
{
	int			pick[INDEX_MAX_KEYS] = {0};
	AttrNumber	src[INDEX_MAX_KEYS];
	double		names[INDEX_MAX_KEYS];
	int			tuples = 0,
				i;

	for (i = 0; i < ncolumns; i++)
		if (nfills[i] == 0)
			return 0;
	for (;;)
	{
		bool		named = false,
					moved = false;

		for (i = 0; i < ncolumns; i++)
		{
			src[i] = fills[i][pick[i]].att;
			names[i] = fills[i][pick[i]].name;
			named |= names[i] >= EK_NAME_ROLE_KEY;
			moved |= src[i] != key[i];
		}
		/* one column names its key column well; a self reference is not the key itself */
		if (named && (st != tt || moved) && distinct_attnums(src, ncolumns))
		{
			add_composite(run, st, src, tt, key, ncolumns, measured, names);
			if (++tuples >= EK_FILL_TUPLES)
				return tuples;
		}
		/* the next tuple: the last column's next fill first */
		for (i = ncolumns - 1; i >= 0 && ++pick[i] == nfills[i]; i--)
			pick[i] = 0;
		if (i < 0)
			return tuples;
	}
}

/*
 * Records the composite candidates of every table for one declared key of tt: other tables'
 * references, and tt's own hierarchy ((tenant_id, parent_id) -> (tenant_id, id)).
 */
static void
composites_for_key(EkRun *run, EkTable *tt, AttrNumber *attnums, int ncolumns)
{
	ListCell   *sc;
	KeyFill		fill_space[INDEX_MAX_KEYS][EK_FILLS];
	KeyFill    *fills[INDEX_MAX_KEYS];
	int			nfills[INDEX_MAX_KEYS];

	foreach(sc, run->tables)
	{
		EkTable    *st = lfirst(sc);
		int			j;

		if (st->skipped)
			continue;
		for (j = 0; j < ncolumns; j++)
		{
			fills[j] = fill_space[j];
			if ((nfills[j] = composite_sources(run, st, tt, attnums, ncolumns, j, fills[j])) == 0)
				break;
		}
		if (j == ncolumns)
			add_fill_tuples(run, st, tt, attnums, ncolumns, fills, nfills, false);
		CHECK_FOR_INTERRUPTS();
	}
}

/*
 * A measured key that may be unique by accident: short text named like no key (a person's
 * full name, a title), no declaration behind it. It stays a target, but says nothing about
 * what identifies the table's rows.
 */
static bool
unique_by_accident(Target *tg)
{
	return !tg->declared && family_is_text(tg->col->family) && !ek_name_is_keylike(tg->col->name) &&
		!(tg->col->patterns & EK_PATTERN_UUID);
}

/*
 * Can tt have an undeclared composite key? Only a table with no declared key and no column
 * that is a key by itself: any tuple holding a unique column is unique too, and says nothing.
 * A unique name that may be so by accident (unique_by_accident) does not count: a tenant's
 * users keyed by (tenant_id, id) may have unique full names so far.
 */
static bool
may_have_composite_key(EkTable *tt, Target *targets, int ntargets)
{
	int			i;

	if (tt->skipped || tt->keys != NIL)
		return false;
	for (i = 0; i < ntargets; i++)
		if (targets[i].table == tt && !unique_by_accident(&targets[i]))
			return false;
	return true;
}

#define EK_COMPOSITE_MAX_COLUMNS EK_TUPLE_MAX_COLUMNS	/* key-capable columns of a keyless
														 * table tried (issue 17: 24, as fact
														 * tables hold 18 keys) */
#define EK_COMPOSITE_MAX_SHARED 6	/* more shared columns of the same names: a copy of the table, not a
									 * reference to it */

#define EK_SELF_KEYS 16			/* keys of a keyless table tried for its own hierarchy */

/* Adds key (of n columns) to the keys tried, once; returns how many there are. */
static int
remember_key(AttrNumber (*tried)[3], int *ntried, int nkeys, const AttrNumber *key, int n)
{
	int			i;

	for (i = 0; i < nkeys; i++)
		if (ntried[i] == n && memcmp(tried[i], key, sizeof(AttrNumber) * n) == 0)
			return nkeys;
	if (nkeys == EK_SELF_KEYS)
		return nkeys;
	memcpy(tried[nkeys], key, sizeof(AttrNumber) * n);
	ntried[nkeys] = n;
	return nkeys + 1;
}

/*
 * Records the candidates of every other table for the undeclared composite keys tt may have:
 * pairs and triples of its key-capable columns, each column referenced by columns of the
 * source (composite_sources, asked once per source table and column), and the whole tuple of
 * the columns they share when it is wider. The verification proves
 * a key unique (its key set holds as many distinct tuples as rows) before anything is
 * accepted, and a triple yields to a pair inside it (drop_larger_composites). A source that
 * shares more than EK_COMPOSITE_MAX_SHARED columns of the same names with tt is a copy of it (an
 * archive, a staging table), not a reference: all its pairs and triples would hold. The keys
 * other tables reference are then tried for tt's own hierarchy (issues' (tenant_id, parent_id)
 * beside the (tenant_id, id) that comments reference), which needs no key set of its own.
 */
static void
composites_of_keyless(EkRun *run, EkTable *tt)
{
	AttrNumber	cand[EK_COMPOSITE_MAX_COLUMNS];
	KeyFill		fill_of[EK_COMPOSITE_MAX_COLUMNS][EK_FILLS];
	int			nfill_of[EK_COMPOSITE_MAX_COLUMNS];
	bool		small_keys;
	int			ncand = 0,
				shared,
				same_named,
				a,
				b,
				c;
	ListCell   *sc;

	AttrNumber	tried[EK_SELF_KEYS][3];
	int			ntried[EK_SELF_KEYS],
				nkeys = 0;

	/*
	 * issue 17: no pair or triple was unique in its profile sample: no key of two or three
	 * columns (a wider one, such as a section's (course, section, term, year), may still be)
	 */
	small_keys = !(tt->tuples_checked && tt->unique_tuples == NIL);
	/*
	 * a key identifies every row: a column with NULLs is no part of one (archived attributes),
	 * nor is one with one value on every row (a docstatus, an owner: the rest is the key)
	 */
	for (a = 0; a < tt->ncolumns && ncand < EK_COMPOSITE_MAX_COLUMNS; a++)
		if (source_capable(&tt->columns[a]) && tt->columns[a].null_count == 0 &&
			tt->columns[a].distinct_count > 1)
			cand[ncand++] = tt->columns[a].attnum;
	foreach(sc, run->tables)
	{
		EkTable    *st = lfirst(sc);
		AttrNumber	key[EK_COMPOSITE_MAX_SHARED];
		KeyFill    *fills[EK_COMPOSITE_MAX_SHARED];
		int			nfills[EK_COMPOSITE_MAX_SHARED];

		if (st == tt || st->skipped)
			continue;
		/* issue 17: a copy shares columns of the same names (returns share sales' columns by role) */
		for (a = 0, shared = 0, same_named = 0; a < ncand; a++)
		{
			const char *kname = ek_find_column(tt, cand[a])->name;

			nfill_of[a] = composite_sources(run, st, tt, cand, ncand, a, fill_of[a]);
			shared += nfill_of[a] != 0;
			for (c = 0; c < nfill_of[a]; c++)
				if (pg_strcasecmp(ek_find_column(st, fill_of[a][c].att)->name, kname) == 0)
				{
					same_named++;
					break;
				}
		}
		if (same_named > EK_COMPOSITE_MAX_SHARED)
			continue;
		for (a = 0; a < ncand && small_keys; a++)
			for (b = a + 1; b < ncand && nfill_of[a]; b++)
			{
				if (nfill_of[b] == 0)
					continue;
				key[0] = cand[a];
				key[1] = cand[b];
				fills[0] = fill_of[a];
				fills[1] = fill_of[b];
				nfills[0] = nfill_of[a];
				nfills[1] = nfill_of[b];
				if (add_fill_tuples(run, st, tt, key, 2, fills, nfills, true) > 0)
					nkeys = remember_key(tried, ntried, nkeys, key, 2);
				for (c = b + 1; c < ncand; c++)
				{
					key[2] = cand[c];
					fills[2] = fill_of[c];
					nfills[2] = nfill_of[c];
					if (add_fill_tuples(run, st, tt, key, 3, fills, nfills, true) > 0)
						nkeys = remember_key(tried, ntried, nkeys, key, 3);
				}
			}
		/*
		 * the whole tuple of shared columns, when it is wider than a triple: a key of four to
		 * EK_COMPOSITE_MAX_SHARED columns (course, section, term, year) that the source repeats
		 * in full; only if no pair or triple inside it holds (a source filling more key columns
		 * under other names is a returns table's row of its sale, not a wider key)
		 */
		if (shared > 3 && shared <= EK_COMPOSITE_MAX_SHARED)
		{
			int			n = 0;

			for (a = 0; a < ncand; a++)
				if (nfill_of[a])
				{
					key[n] = cand[a];
					fills[n] = fill_of[a];
					nfills[n++] = nfill_of[a];
				}
			add_fill_tuples(run, st, tt, key, n, fills, nfills, true);
		}
		CHECK_FOR_INTERRUPTS();
	}
	/* tt's own hierarchy, on the keys other tables reference: (tenant_id, parent_id) */
	for (a = 0; a < nkeys; a++)
	{
		KeyFill    *fills[3];
		int			nfills[3];

		for (b = 0; b < ntried[a]; b++)
		{
			fills[b] = fill_of[b];
			nfills[b] = composite_sources(run, tt, tt, tried[a], ntried[a], b, fill_of[b]);
		}
		add_fill_tuples(run, tt, tt, tried[a], ntried[a], fills, nfills, true);
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

		if (tt->skipped || tt->aggregate)
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

				/*
				 * the direction is structural first: the side whose column is its table's key
				 * is the one referenced (both directions measure alike in a 1:1, and both
				 * names may fit); confidence decides between equally key-like sides
				 */
				if (key_likeness(y) != key_likeness(x))
					loser = key_likeness(y) > key_likeness(x) ? x : y;
				else
					loser = (y->confidence > x->confidence) ? x : y;
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
 * says nothing more; so is every pair holding a referenced unique column (a currency's name
 * with its constant docstatus beside it).
 */
static void
drop_larger_composites(EkRun *run)
{
	ListCell   *a,
			   *b;

	foreach(a, run->relationships)
	{
		EkRelationship *x = lfirst(a);

		if (!x->accepted || x->ncolumns < 2)
			continue;
		foreach(b, run->relationships)
		{
			EkRelationship *y = lfirst(b);

			if (y->accepted && y->ncolumns < x->ncolumns &&
				y->source == x->source && y->target == x->target && composite_within(y, x))
			{
				x->accepted = false;
				x->rejection_reason = "smaller_key";
				break;
			}
		}
	}
}

static double
names_total(CompositeNames *cn)
{
	double		total = 0;
	int			i;

	for (i = 0; i < cn->r->ncolumns; i++)
		total += cn->names[i];
	return total;
}

/* Wider composites first, then the better named: the order assign_composites decides in. */
static int
composite_order(const ListCell *a, const ListCell *b)
{
	CompositeNames *x = lfirst(a);
	CompositeNames *y = lfirst(b);
	double		tx = names_total(x),
				ty = names_total(y);

	if (x->r->ncolumns != y->r->ncolumns)
		return y->r->ncolumns - x->r->ncolumns;
	return tx > ty ? -1 : (tx < ty ? 1 : 0);
}

/* Is source column att one of r's? */
static bool
uses_source_column(EkRelationship *r, AttrNumber att)
{
	int			i;

	for (i = 0; i < r->ncolumns; i++)
		if (r->source_attnums[i] == att)
			return true;
	return false;
}

/*
 * Is x's source column att taken by a reference decided before x (earlier in `order`, still
 * accepted) from the same table to another table or key, one whose columns do not hold all of
 * x's? A tuple inside a wider reference's columns follows the same path (order_line's
 * (ol_w_id, ol_d_id) is the district of its (ol_w_id, ol_d_id, ol_o_id) order), so it takes
 * nothing from it.
 */
static bool
column_taken(List *order, CompositeNames *x, AttrNumber att)
{
	ListCell   *lc;

	foreach(lc, order)
	{
		EkRelationship *k = ((CompositeNames *) lfirst(lc))->r;
		int			i;

		if (lfirst(lc) == x)
			return false;
		if (!k->accepted || k->source != x->r->source || !uses_source_column(k, att) ||
			(k->target == x->r->target && k->ncolumns == x->r->ncolumns &&
			 memcmp(k->target_attnums, x->r->target_attnums, sizeof(AttrNumber) * k->ncolumns) == 0))
			continue;
		for (i = 0; i < x->r->ncolumns && uses_source_column(k, x->r->source_attnums[i]); i++)
			;
		if (i < x->r->ncolumns)
			return true;
	}
	return false;
}

/*
 * Does x name the key better than y where their columns differ (at least as well in each
 * column, better in one)? Then y is another reading of x's reference, not a second reference
 * of its own (two roles naming a key alike, reporter and assignee, are two references). In a
 * self reference, a column naming a key column with a hierarchy word (OFBiz's invoice_item:
 * parent_invoice_id, parent_invoice_item_seq_id) reads it better than the key column itself,
 * which fills its own place only where the parent shares it (a tenant).
 */
static bool
names_better(CompositeNames *x, CompositeNames *y)
{
	bool		better = false;
	bool		self = x->r->source == x->r->target;
	int			i;

	for (i = 0; i < x->r->ncolumns; i++)
	{
		bool		x_own,
					y_own;

		if (x->r->source_attnums[i] == y->r->source_attnums[i])
			continue;
		x_own = self && x->r->source_attnums[i] == x->r->target_attnums[i];
		y_own = self && y->r->source_attnums[i] == y->r->target_attnums[i];
		if (x_own != y_own)
		{
			if (x_own)
				return false;
			better = true;
			continue;
		}
		if (x->names[i] < y->names[i])
			return false;
		better |= x->names[i] > y->names[i];
	}
	return better;
}

/* Are the columns of x that differ from y's taken by a reference decided before x? */
static bool
differing_taken(List *order, CompositeNames *x, CompositeNames *y)
{
	int			i;

	for (i = 0; i < x->r->ncolumns; i++)
		if (x->r->source_attnums[i] != y->r->source_attnums[i] &&
			column_taken(order, x, x->r->source_attnums[i]))
			return true;
	return false;
}

/*
 * One reference, several readings. A table that names a key column twice, plainly and with a
 * role (ol_w_id and ol_supply_w_id both name a warehouse; h_w_id and h_c_w_id), has tuples that
 * hold for the same key in several ways when the data cannot tell them apart (every warehouse
 * stocks every item). Of two accepted tuples of one source table for one key, differing in
 * columns the one names better than the other (h_c_w_id names customer's c_w_id through its
 * abbreviation; h_w_id only the same word), the better named is the reference, unless its
 * differing columns are taken by another reference of the table decided before it, wider or
 * better named (order_line's (ol_w_id, ol_d_id, ol_o_id) -> oorder), while the other's are
 * free: one table referencing two others through overlapping tuples gives each reference its
 * own columns where it has them, so (ol_supply_w_id, ol_i_id) -> stock, not (ol_w_id, ol_i_id).
 */
static void
assign_composites(EkRun *run)
{
	List	   *order = list_copy(composite_names);
	ListCell   *a,
			   *b;

	list_sort(order, composite_order);
	foreach(a, order)
	{
		CompositeNames *x = lfirst(a);

		if (!x->r->accepted)
			continue;
		foreach(b, order)
		{
			CompositeNames *y = lfirst(b);
			CompositeNames *better,
					   *worse;
			EkRelationship *loser;

			if (y == x || !y->r->accepted || y->r->source != x->r->source ||
				y->r->target != x->r->target || y->r->ncolumns != x->r->ncolumns ||
				memcmp(y->r->target_attnums, x->r->target_attnums,
					   sizeof(AttrNumber) * x->r->ncolumns) != 0)
				continue;
			if (names_better(x, y))
				better = x, worse = y;
			else if (names_better(y, x))
				better = y, worse = x;
			else
				continue;
			loser = differing_taken(order, better, worse) && !differing_taken(order, worse, better) ?
				better->r : worse->r;
			loser->accepted = false;
			loser->rejection_reason = "better_target";
			if (loser == x->r)
				break;
		}
	}
	list_free(order);
}

/* The table that the accepted single-column relationship from t.att points at, or NULL. */
static EkTable *
referenced_by_column(EkRun *run, EkTable *t, AttrNumber att)
{
	ListCell   *lc;

	foreach(lc, run->relationships)
	{
		EkRelationship *r = lfirst(lc);

		if (r->accepted && r->ncolumns == 1 && r->source == t && r->source_attnums[0] == att)
			return r->target;
	}
	return NULL;
}

/*
 * Do both columns i of composite r name the same third table's key through its abbreviation
 * (o_c_id in oorder and h_c_id in history both say customer's c_id)? Then each is a part of a
 * reference to that table, as a single-column reference would be.
 */
static bool
same_prefixed_owner(EkRun *run, EkRelationship *r, int i)
{
	EkTable    *a = ek_name_prefixed_owner(run->tables, r->source,
										   ek_find_column(r->source, r->source_attnums[i]), r->target);
	EkTable    *b = ek_name_prefixed_owner(run->tables, r->target,
										   ek_find_column(r->target, r->target_attnums[i]), r->source);

	return a != NULL && a == b;
}

/*
 * Sibling tables are not references: two tables keyed by references (item_prose and
 * item_names, each keyed by (item_id, local_language_id), each column a reference to items
 * and to languages) hold the same tuples 1:1 or one a subset of the other's, because both
 * describe parents, the same ones or ones numbered alike (stat_names and
 * conquest_stat_names). A 1:1 composite whose every column, on both sides, is itself a
 * single-column reference, or names the same third table's key through its abbreviation (an
 * order's (o_w_id, o_d_id, o_c_id) and a payment's (h_w_id, h_d_id, h_c_id) both say which
 * customer: two children of customer, one payment per customer so far), is such a pair. A
 * composite key with a column of its own
 * (order_lines' line_no) is an entity that others reference, and many-to-one composites
 * (lineitem -> partsupp) are references whatever their columns are.
 */
/*
 * Was a column of composite r taken for its key column by the data alone (composite_sources)?
 * Such a tuple is a reference only many-to-one: 1:1, two tables keyed by (language, label)
 * such as contest_type_names (local_language_id, color) and pokemon_color_names
 * (local_language_id, name) hold the same labels as siblings do.
 */
static bool
has_unnamed_fill(EkRelationship *r)
{
	ListCell   *lc;

	foreach(lc, composite_names)
	{
		CompositeNames *cn = lfirst(lc);

		if (cn->r != r)
			continue;
		for (int i = 0; i < r->ncolumns; i++)
			if (cn->names[i] <= EK_NAME_NONE)
				return true;
	}
	return false;
}

/*
 * Does the source of composite r reference r's target by another accepted tuple too (a
 * shipment's (order, line) beside its (order, item))? Then r copies columns of that row.
 */
static bool
other_composite_between(EkRun *run, EkRelationship *r)
{
	ListCell   *lc;

	foreach(lc, run->relationships)
	{
		EkRelationship *o = lfirst(lc);

		if (o != r && o->accepted && o->ncolumns >= 2 && o->source == r->source &&
			o->target == r->target)
			return true;
	}
	return false;
}

/* Does every column of composite r name its key column with a role (party_id_to, role_type_id_to)? */
static bool
all_role_named(EkRelationship *r)
{
	for (int i = 0; i < r->ncolumns; i++)
		if (!ek_name_plays_role(r->target, ek_find_column(r->source, r->source_attnums[i]),
								ek_find_column(r->target, r->target_attnums[i])))
			return false;
	return true;
}

/* Are r's columns named as the target's, pair by pair? */
static bool
same_column_names(EkRelationship *r)
{
	for (int i = 0; i < r->ncolumns; i++)
		if (strcmp(ek_find_column(r->source, r->source_attnums[i])->name,
				   ek_find_column(r->target, r->target_attnums[i])->name) != 0)
			return false;
	return true;
}

/* Is r an accepted composite that the data found, not a declared one? */
static bool
inferred_composite(EkRelationship *r)
{
	return r->accepted && r->ncolumns >= 2 && strcmp(r->relationship_type, "inferred") == 0;
}

static void
drop_sibling_composites(EkRun *run)
{
	ListCell   *lc;

	foreach(lc, run->relationships)
	{
		EkRelationship *r = lfirst(lc);
		int			i;
		bool		by_owner;

		if (!inferred_composite(r) || strcmp(r->cardinality, "1:1") != 0)
			continue;
		for (i = 0, by_owner = false; i < r->ncolumns; i++)
		{
			bool		referenced = referenced_by_column(run, r->source, r->source_attnums[i]) != NULL &&
				referenced_by_column(run, r->target, r->target_attnums[i]) != NULL;

			if (!referenced && !same_prefixed_owner(run, r, i))
				break;
			by_owner |= !referenced;
		}
		/*
		 * a strict part of a link table's tuples, the tables named apart (boarding_passes of
		 * ticket_flights): the child of that link, not its sibling
		 */
		if (i == r->ncolumns && !by_owner && r->target_coverage >= 0 && r->target_coverage < 0.9 &&
			!ek_tables_share_word(r->source, r->target) && !has_unnamed_fill(r) &&
			!other_composite_between(run, r))
			continue;
		/* the two ends of a relationship between rows of the target (OFBiz's party_relationship) */
		if (i == r->ncolumns && all_role_named(r))
			continue;
		/*
		 * tables of one kind for different owners, keyed by columns of the same names: the
		 * translations of payment methods and of taxons, both (translatable_id, locale), are
		 * siblings whether or not their owners' references were found (a few rows each:
		 * chance_containment)
		 */
		if (i == r->ncolumns || has_unnamed_fill(r) ||
			(same_column_names(r) && ek_tables_are_siblings(r->source, r->target)))
		{
			r->accepted = false;
			r->rejection_reason = "sibling_composite";
		}
	}
}

/*
 * Pairs that meet in a link are not made from it. Where each column of a many-to-one
 * composite references the same table as the link's column it matches (posts' (topic_id,
 * user_id) and topic_users' (topic_id, user_id), both to topics and to users), the pair lands
 * in the link wherever people act on what they follow, so most of its pairs are there without
 * any reference: a pair made from a link row (an event logged for a campaign's member) misses
 * none but deleted rows, as a reference to a whole does (EK_MATCH_WHOLE), while a history of
 * visits that mostly meets the albums' photos (0.91) or posts that mostly meet their topics'
 * followers (0.98) do not.
 */
static void
drop_cooccurring_composites(EkRun *run)
{
	ListCell   *lc;

	foreach(lc, run->relationships)
	{
		EkRelationship *r = lfirst(lc);
		int			i;

		if (!inferred_composite(r) || strcmp(r->cardinality, "1:1") == 0 ||
			r->match_rate >= EK_MATCH_WHOLE)
			continue;
		for (i = 0; i < r->ncolumns; i++)
		{
			EkTable    *from = referenced_by_column(run, r->source, r->source_attnums[i]);

			if (from == NULL || from != referenced_by_column(run, r->target, r->target_attnums[i]))
				break;
		}
		if (i < r->ncolumns)
			continue;
		r->accepted = false;
		r->rejection_reason = "low_match_rate";
		r->confidence = 0.3;
	}
}

/*
 * A row's name copied beside its reference: a text column named like a label (customer_name,
 * title) whose values are keys of the table another column of its row already references
 * (customer, in schemas keyed by names such as Frappe's) repeats that row's name, and so does
 * one named as that reference without its key word (MyBB's lastposter beside lastposteruid,
 * into the users' names); it is no second reference, however its values match.
 */
static void
drop_copied_names(EkRun *run)
{
	ListCell   *lc,
			   *lc2;

	foreach(lc, run->relationships)
	{
		EkRelationship *r = lfirst(lc);
		EkColumn   *c;
		bool		copied = false;

		if (!r->accepted || r->ncolumns != 1 || strcmp(r->relationship_type, "inferred") != 0 ||
			r->source == r->target)
			continue;
		c = ek_find_column(r->source, r->source_attnums[0]);
		if (c == NULL || !family_is_text(c->family))
			continue;
		/* its keyed form beside it (lastposteruid), whatever that one was found to reference */
		for (int i = 0; i < r->source->ncolumns && !copied; i++)
			copied = &r->source->columns[i] != c && !family_is_text(r->source->columns[i].family) &&
				ek_name_keyed_form_of(c->name, r->source->columns[i].name);
		/* a label beside a reference to the same table (customer_name beside customer) */
		if (ek_name_is_label(c->name))
			foreach(lc2, run->relationships)
			{
				EkRelationship *o = lfirst(lc2);
				EkColumn   *oc;

				if (copied)
					break;
				if (o == r || !o->accepted || o->ncolumns != 1 || o->source != r->source ||
					o->target != r->target)
					continue;
				oc = ek_find_column(o->source, o->source_attnums[0]);
				copied = oc != NULL && !ek_name_is_label(oc->name);
			}
		if (copied)
		{
			r->accepted = false;
			r->rejection_reason = "copied_name";
		}
	}
}

/* Does accepted relationship r go from src's columns sa to dst's columns da (same order)? */
static bool
links(EkRelationship *r, EkTable *src, const AttrNumber *sa, EkTable *dst, const AttrNumber *da, int n)
{
	return r->accepted && r->source == src && r->target == dst && r->ncolumns == n &&
		memcmp(r->source_attnums, sa, sizeof(AttrNumber) * n) == 0 &&
		memcmp(r->target_attnums, da, sizeof(AttrNumber) * n) == 0;
}

/*
 * Entities over satellites, for composite keys: when a source's tuple references both a table
 * T1 and a table T2, and T1's tuple itself references T2's, T1 is a satellite of T2 (a
 * section's teaching assignment beside the section) and the source references T2. The same
 * rule the single-column targets follow, applied after the exact measurement.
 */
static int
names_own_table(EkRelationship *r)
{
	int			i,
				n = 0;

	for (i = 0; i < r->ncolumns; i++)
		n += ek_name_names_own_table(r->target, ek_find_column(r->target, r->target_attnums[i]));
	return n;
}

static void
drop_satellite_composites(EkRun *run)
{
	ListCell   *a,
			   *b,
			   *c;

	/*
	 * a 1:1 pair of tuples accepted both ways: the table is the entity whose key names it
	 * (section's sec_id), the other its satellite; confidence decides a tie
	 */
	foreach(a, run->relationships)
	{
		EkRelationship *x = lfirst(a);

		if (!x->accepted || x->ncolumns < 2 || strcmp(x->relationship_type, "inferred") != 0)
			continue;
		foreach(b, run->relationships)
		{
			EkRelationship *y = lfirst(b);

			if (y != x && links(y, x->target, x->target_attnums, x->source, x->source_attnums, x->ncolumns) &&
				strcmp(y->relationship_type, "inferred") == 0)
			{
				EkRelationship *loser = names_own_table(x) != names_own_table(y) ?
					(names_own_table(x) > names_own_table(y) ? y : x) :
					(x->confidence >= y->confidence ? y : x);

				loser->accepted = false;
				loser->rejection_reason = "reverse_duplicate";
				if (loser == x)
					break;
			}
		}
	}

	foreach(a, run->relationships)
	{
		EkRelationship *x = lfirst(a);

		if (!x->accepted || x->ncolumns < 2 || strcmp(x->relationship_type, "inferred") != 0)
			continue;
		foreach(b, run->relationships)
		{
			EkRelationship *y = lfirst(b);
			bool		satellite = false;

			if (y == x || !y->accepted || y->source != x->source || y->target == x->target ||
				y->ncolumns != x->ncolumns ||
				memcmp(y->source_attnums, x->source_attnums, sizeof(AttrNumber) * x->ncolumns) != 0)
				continue;
			foreach(c, run->relationships)
				if (links(lfirst(c), x->target, x->target_attnums, y->target, y->target_attnums, x->ncolumns))
					satellite = true;
			if (satellite)
			{
				x->accepted = false;
				x->rejection_reason = "better_target";
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
	composite_names = NIL;
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
	assign_composites(run);
	drop_sibling_composites(run);
	drop_cooccurring_composites(run);
	drop_satellite_composites(run);
	drop_copied_names(run);
	drop_reverse_duplicates(run);
	composite_names = NIL;		/* in the run's memory, freed with it */
	MemoryContextDelete(work);
	MemoryContextSwitchTo(old);
}
