/*
 * discovery.h: what the files of relationship discovery share (discovery.c decides,
 * discovery_names.c reads names, discovery_verify.c checks accepted candidates with SQL).
 * Kept out of ekaya.h because nothing outside discovery needs it.
 */
#ifndef EKAYA_DISCOVERY_H
#define EKAYA_DISCOVERY_H

#include "ekaya.h"

/*
 * Name evidence, strongest first. Names rank candidates and break ties; the decision rules in
 * discovery.c never accept on a name alone (containment is always required).
 */
#define EK_NAME_ABBREV		4.2		/* c_w_id -> warehouse.w_id, h_c_id -> customer.c_id: the
									 * column, without its own table's abbreviation, is the
									 * target's name, which carries its table's abbreviation */
#define EK_NAME_EXACT		4.0		/* artist_id -> artist.artist_id, l_partkey -> p_partkey */
#define EK_NAME_MODULE		3.7		/* items.category_id -> item_categories.id: the target's table
									 * is the column's noun behind a prefix the source table
									 * shares (a module: item_*, conquest_*) */
#define EK_NAME_ACTOR_LOGIN	3.3		/* create_uid, changed_by -> the table of logins (users), over a
									 * table of people (person) the same name evidence reaches */
#define EK_NAME_ROLE_KEY	3.4		/* billingpartyid -> party.partyid, local_language_id ->
									 * languages.id: a role in front of the target's key */
#define EK_NAME_SUFFIX		3.15		/* stats.damage_class_id -> move_damage_classes.id: the
									 * column's noun behind a prefix the source does not share */
#define EK_NAME_CONTAINS	3.0		/* manager_staff_id -> staff.staff_id */
#define EK_NAME_QUALIFIED	2.5		/* location_dest_id -> stock_location.id: the table's noun
									 * with a qualifier behind it */
#define EK_NAME_PREFIX		2.0		/* ship_via -> shippers.shipper_id */
#define EK_NAME_ROLE		1.5		/* support_rep_id -> a table of people */
#define EK_NAME_SELF		1.0		/* reports_to -> its own table's key */
#define EK_NAME_KEYLIKE		0.5		/* foo_id: says "a reference", not to what */
#define EK_NAME_NONE		0.0

typedef struct EkNameEvidence
{
	double		score;
	const char *kind;			/* abbrev, exact, module, role_key, suffix, owner, link_end,
								 * contains, noun, lookup, actor, qualified, prefix, role, self,
								 * keylike, own_key, none, measure */
	bool		by_place;		/* names the target by its place in a link (subject_id), not
								 * by its noun: the values must fit as an unnamed column's */
	bool		hierarchical;	/* the name carries a role noun (manager, parent, reports ...) */
	bool		role_noun;		/* a role people play (author, host, created_by ...) */
	bool		measure;		/* named like a quantity (count, rating, order ...) */
	bool		qualifier;		/* the target's noun only qualifies the column's (email in
								 * email_greeting_id): a reference if its values say so */
} EkNameEvidence;

/* discovery_names.c */
extern EkNameEvidence ek_name_evidence(EkTable *stab, EkColumn *src, EkTable *ttab, EkColumn *tgt,
									   bool target_primary);
extern char *ek_source_role(EkColumn *src, EkTable *ttab, EkColumn *tgt);
extern int	ek_key_column_score(EkTable *t, EkColumn *c);
extern bool ek_name_names_other_table(List *tables, EkTable *t, EkColumn *c);
extern bool ek_name_shares_key_of_other(List *tables, EkTable *t, EkColumn *c);
extern bool ek_table_named_by_columns(List *tables, EkTable *t);
extern bool ek_name_is_bare_key(const char *name);
extern bool ek_tables_share_word(EkTable *a, EkTable *b);
extern bool ek_tables_are_siblings(EkTable *a, EkTable *b);
extern bool ek_value_names_table(List *tables, const char *value);
extern bool ek_words_name_table(List *tables, const char *words);
extern bool ek_name_is_keylike(const char *name);
extern bool ek_name_is_any_row(EkColumn *c);
extern bool ek_name_is_bare_reference(EkTable *t, EkColumn *c);
extern bool ek_name_plays_role(EkTable *ttab, EkColumn *src, EkColumn *tgt);
extern bool ek_name_names_own_table(EkTable *t, EkColumn *c);
extern bool ek_name_is_own_table(EkTable *t, EkColumn *c);
extern bool ek_name_qualifies_own_table(EkTable *t, EkColumn *c);
extern bool ek_name_ends_with_id_word(const char *name);
extern bool ek_name_is_label(const char *name);
extern bool ek_name_keyed_form_of(const char *name, const char *keyed);
extern bool ek_names_differ_by_prefix(EkTable *st, EkColumn *s, EkTable *tt, EkColumn *t);
extern bool ek_column_named_elsewhere(List *tables, EkTable *t, EkColumn *c);
extern bool *ek_tables_named_by_noun(List *tables);
extern bool ek_name_is_other_table(List *tables, EkTable *t, EkColumn *c);
extern bool ek_table_is_person_like(EkTable *t);
extern EkTable *ek_name_prefixed_owner(List *tables, EkTable *t, EkColumn *c, EkTable *other);
extern bool ek_name_key_tail(EkColumn *src, EkColumn *kcol, EkColumn *const *others, int nothers);

/* The lowest match rate that accepts any candidate (EK_MATCH_NAMED in discovery.c). */
#define EK_MATCH_LOWEST		0.90

/* discovery_bound.c */
extern bool ek_composite_plausible(EkRun *run, EkTable *st, const AttrNumber *src, EkTable *tt,
								   const AttrNumber *key, int n, bool key_measured);
extern void ek_keep_best_rejected(EkRun *run, int first, int passed_over);
extern bool ek_declared_key(EkTable *t, const AttrNumber *attnums, int n);

/* discovery_screen.c */
typedef struct EkScreen EkScreen;
extern EkScreen *ek_screen_build(EkColumn **sources, int nsources, EkValueSet **target_sets,
								 const double *fractions, int ntargets);
extern int	ek_screen_hits(EkScreen *screen, int source, int target);
extern int	ek_screen_passed_over(EkScreen *screen, int source);
extern void ek_screen_free(EkScreen *screen);

/* discovery_verify.c */
typedef struct EkVerifyResult
{
	bool		done;
	int64		orphan_rows;	/* source rows whose non-null key has no match */
	int64		orphan_distinct;	/* distinct unmatched values (tuples) */
	int64		matched_distinct;	/* distinct matched values (tuples), -1 if not measured */
	int64		matched_rows;	/* source rows whose key has a match, -1 if not measured */
	int64		target_distinct;	/* distinct target keys, -1 if not measured */
	int64		target_rows;	/* target rows with a non-null key, -1 if not measured */
	const char *method;			/* how it was measured, for the evidence: aggregate, or
								 * sql_join and why */
	const char *not_measured;	/* when not done: gave_way, lock_timeout, statement_timeout,
								 * privileges, dropped_or_changed or error */
	bool		unprovable;		/* done, but nothing measured: the target key is an undeclared
								 * composite whose key set did not fit ekaya.work_mem, and SQL
								 * joins could not prove it unique, so none ran */
} EkVerifyResult;

/* One relationship to measure exactly; res is filled by ek_verify_batch. */
typedef struct EkVerifyItem
{
	EkRelationship *r;
	EkVerifyResult res;
} EkVerifyItem;

extern void ek_verify_batch(EkRun *run, List *items);
extern List *ek_screen_composites(EkRun *run, List *items);

#endif							/* EKAYA_DISCOVERY_H */
