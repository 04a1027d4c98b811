/*
 * stage.c: writes a run's in-memory model into the stage tables under its job_id. The rows
 * become visible to readers only when ekaya._publish() swaps them in, in the same transaction,
 * so a run that dies before that leaves the published results untouched.
 */
#include "ekaya.h"

#include "catalog/pg_class.h"
#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "lib/stringinfo.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/json.h"

/* Parameters of one prepared insert, filled column by column. */
typedef struct Params
{
	int			n;
	Oid			types[40];
	Datum		values[40];
	char		nulls[40];
} Params;

static void
p_add(Params *p, Oid type, Datum value, bool isnull)
{
	p->types[p->n] = type;
	p->values[p->n] = value;
	p->nulls[p->n] = isnull ? 'n' : ' ';
	p->n++;
}

static void
p_text(Params *p, const char *s)
{
	p_add(p, TEXTOID, s ? CStringGetTextDatum(s) : (Datum) 0, s == NULL);
}

static void
p_int8(Params *p, int64 v, bool isnull)
{
	p_add(p, INT8OID, Int64GetDatum(v), isnull);
}

static void
p_float4(Params *p, double v, bool isnull)
{
	p_add(p, FLOAT4OID, Float4GetDatum((float4) v), isnull);
}

static void
p_bool(Params *p, bool v)
{
	p_add(p, BOOLOID, BoolGetDatum(v), false);
}

static Datum
text_array(List *strings)
{
	Datum	   *elems = palloc(sizeof(Datum) * Max(list_length(strings), 1));
	ListCell   *lc;
	int			i = 0;

	foreach(lc, strings)
		elems[i++] = CStringGetTextDatum((char *) lfirst(lc));
	return PointerGetDatum(construct_array(elems, i, TEXTOID, -1, false, TYPALIGN_INT));
}

static Datum
int2_array(AttrNumber *attnums, int n)
{
	Datum	   *elems = palloc(sizeof(Datum) * Max(n, 1));
	int			i;

	for (i = 0; i < n; i++)
		elems[i] = Int16GetDatum(attnums[i]);
	return PointerGetDatum(construct_array(elems, n, INT2OID, 2, true, TYPALIGN_SHORT));
}

static Datum
names_array(char **names, int n)
{
	List	   *l = NIL;
	int			i;

	for (i = 0; i < n; i++)
		l = lappend(l, names[i]);
	return text_array(l);
}

/* [{"value": ..., "count": ...}, ...] for the first limit entries (all when limit < 0). */
static char *
values_json(List *values, int limit)
{
	StringInfoData buf;
	ListCell   *lc;
	int			i = 0;

	initStringInfo(&buf);
	appendStringInfoChar(&buf, '[');
	foreach(lc, values)
	{
		EkTopValue *tv = lfirst(lc);

		if (limit >= 0 && i >= limit)
			break;
		if (i++ > 0)
			appendStringInfoString(&buf, ", ");
		appendStringInfoString(&buf, "{\"value\": ");
		escape_json(&buf, tv->value);
		appendStringInfo(&buf, ", \"count\": " INT64_FORMAT "}", tv->count);
	}
	appendStringInfoChar(&buf, ']');
	return buf.data;
}

/*
 * Plans of the staging inserts, prepared once per run: a wide schema stages tens of thousands
 * of relationship rows (every candidate turned down keeps its reason), and planning each one
 * again was most of the time of publishing them. Keyed by the statement's text, which is a
 * literal of this file; valid until ek_stage_run disconnects from SPI.
 */
#define EK_STAGE_PLANS 9
static struct
{
	const char *sql;
	SPIPlanPtr	plan;
}			stage_plans[EK_STAGE_PLANS];

static void
exec(const char *sql, Params *p)
{
	SPIPlanPtr	plan = NULL;
	int			i,
				rc;

	for (i = 0; i < EK_STAGE_PLANS && stage_plans[i].sql != NULL && plan == NULL; i++)
		if (stage_plans[i].sql == sql)
			plan = stage_plans[i].plan;
	if (plan == NULL)
	{
		plan = SPI_prepare(sql, p->n, p->types);
		if (plan == NULL)
			elog(ERROR, "staging insert could not be prepared: %s", SPI_result_code_string(SPI_result));
		if (i < EK_STAGE_PLANS)
		{
			stage_plans[i].sql = sql;
			stage_plans[i].plan = plan;
		}
	}
	rc = SPI_execute_plan(plan, p->values, p->nulls, false, 0);
	if (rc != SPI_OK_INSERT)
		elog(ERROR, "staging insert failed: %s", SPI_result_code_string(rc));
}

/* The base column a view column copies, or a row with none when it is computed. */
static void
stage_lineage(EkRun *run, EkTable *t, EkColumn *c)
{
	Params		p = {0};
	bool		computed = !OidIsValid(c->base_relid);

	p_add(&p, OIDOID, ObjectIdGetDatum(t->relid), false);
	p_add(&p, INT2OID, Int16GetDatum(c->attnum), false);
	p_text(&p, c->name);
	p_add(&p, OIDOID, ObjectIdGetDatum(c->base_relid), computed);
	p_text(&p, c->base_schema);
	p_text(&p, c->base_table);
	p_text(&p, c->base_column);
	p_int8(&p, run->job_id, false);
	exec("INSERT INTO ekaya.stage_column_lineage (table_oid, attnum, column_name, base_table_oid, "
		 "base_schema, base_table, base_column, job_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)", &p);
}

static void
stage_table(EkRun *run, EkTable *t)
{
	Params		p = {0};
	List	   *pk = NIL;
	ListCell   *lc;
	int			i;

	foreach(lc, t->keys)
	{
		EkKey	   *k = lfirst(lc);

		if (strcmp(k->key_type, "primary") == 0)
			for (i = 0; i < k->ncolumns; i++)
				pk = lappend(pk, k->columns[i]);
	}
	p_add(&p, OIDOID, ObjectIdGetDatum(t->relid), false);
	p_text(&p, t->schema_name);
	p_text(&p, t->table_name);
	p_text(&p, t->qualified_name);
	p_add(&p, OIDOID, ObjectIdGetDatum(t->owner), false);
	p_text(&p, t->kind);
	p_bool(&p, t->row_count_exact);
	p_bool(&p, t->sampled);
	p_add(&p, TEXTARRAYOID, pk ? text_array(pk) : (Datum) 0, pk == NIL);
	p_text(&p, t->description);
	p_int8(&p, run->job_id, false);
	exec("INSERT INTO ekaya.stage_schema_tables (table_oid, schema_name, table_name, qualified_name, owner, "
		 "kind, row_count_exact, sampled, primary_key, description, job_id) "
		 "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)", &p);

	/*
	 * what the data says lives apart: readers under row security do not see it (10_tables.sql);
	 * a plain view is never read, so it has none
	 */
	if (t->relkind != RELKIND_VIEW)
	{
		memset(&p, 0, sizeof(p));
		p_add(&p, OIDOID, ObjectIdGetDatum(t->relid), false);
		p_int8(&p, t->row_count, false);
		p_int8(&p, t->rows_scanned, false);
		p_int8(&p, run->job_id, false);
		exec("INSERT INTO ekaya.stage_table_values (table_oid, row_count, rows_scanned, job_id) "
			 "VALUES ($1, $2, $3, $4)", &p);
	}

	foreach(lc, t->keys)
	{
		EkKey	   *k = lfirst(lc);
		Params		kp = {0};

		p_add(&kp, OIDOID, ObjectIdGetDatum(t->relid), false);
		p_text(&kp, k->name);
		p_text(&kp, k->key_type);
		p_add(&kp, TEXTARRAYOID, names_array(k->columns, k->ncolumns), false);
		p_add(&kp, INT2ARRAYOID, int2_array(k->attnums, k->ncolumns), false);
		p_int8(&kp, run->job_id, false);
		exec("INSERT INTO ekaya.stage_schema_keys (table_oid, key_name, key_type, columns, attnums, job_id) "
			 "VALUES ($1, $2, $3, $4, $5, $6)", &kp);
	}

	for (i = 0; i < t->ncolumns; i++)
	{
		EkColumn   *c = &t->columns[i];
		Params		cp = {0};
		List	   *patterns = NIL;
		int			b;
		bool		enums = c->top_values_complete && c->distinct_count <= ekaya_enum_max_values &&
			c->top_values != NIL;

		for (b = 0; b < EK_PATTERN_COUNT; b++)
			if (c->patterns & (1 << b))
				patterns = lappend(patterns, (char *) ek_pattern_name(b));
		p_add(&cp, OIDOID, ObjectIdGetDatum(t->relid), false);
		p_add(&cp, INT2OID, Int16GetDatum(c->attnum), false);
		p_text(&cp, c->name);
		p_add(&cp, INT4OID, Int32GetDatum(c->ordinal), false);
		p_text(&cp, c->data_type);
		p_add(&cp, OIDOID, ObjectIdGetDatum(c->typid), false);
		p_text(&cp, ek_family_name(c->family));
		p_bool(&cp, c->not_null);
		p_text(&cp, c->default_expr);
		p_text(&cp, c->generated == 's' ? "stored" : NULL);
		p_bool(&cp, c->is_pk);
		p_add(&cp, INT2OID, Int16GetDatum(c->pk_position), c->pk_position == 0);
		p_bool(&cp, c->is_unique);
		p_text(&cp, c->description);
		p_bool(&cp, c->profiled);
		p_int8(&cp, c->rows_profiled, !c->profiled);
		p_bool(&cp, t->sampled);
		p_add(&cp, BOOLOID, BoolGetDatum(c->distinct_exact), !c->profiled);
		p_add(&cp, INT4OID, Int32GetDatum(c->min_length), c->min_length < 0);
		p_add(&cp, INT4OID, Int32GetDatum(c->max_length), c->max_length < 0);
		p_add(&cp, TEXTARRAYOID, patterns ? text_array(patterns) : (Datum) 0, patterns == NIL);
		p_text(&cp, c->semantic_type);
		p_text(&cp, c->role);
		p_int8(&cp, run->job_id, false);
		exec("INSERT INTO ekaya.stage_schema_columns (table_oid, attnum, column_name, ordinal, data_type, "
			 "type_oid, type_family, not_null, column_default, generated, is_primary_key, pk_position, "
			 "is_unique, description, profiled, rows_profiled, sampled, distinct_exact, min_length, "
			 "max_length, patterns, semantic_type, role, job_id) "
			 "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, "
			 "$19, $20, $21, $22, $23, $24)", &cp);

		if (c->lineage_read)
			stage_lineage(run, t, c);
		if (t->relkind == RELKIND_VIEW)
			continue;
		memset(&cp, 0, sizeof(cp));
		p_add(&cp, OIDOID, ObjectIdGetDatum(t->relid), false);
		p_add(&cp, INT2OID, Int16GetDatum(c->attnum), false);
		p_int8(&cp, c->null_count, !c->profiled);
		p_float4(&cp, t->row_count > 0 ? (double) c->null_count / t->row_count : 0, !c->profiled);
		p_int8(&cp, c->distinct_count, !c->profiled);
		p_text(&cp, c->min_value);
		p_text(&cp, c->max_value);
		p_text(&cp, c->top_values ? values_json(c->top_values, 10) : NULL);
		p_text(&cp, enums ? values_json(c->top_values, -1) : NULL);
		p_add(&cp, TEXTARRAYOID, c->sample_values ? text_array(c->sample_values) : (Datum) 0,
			  c->sample_values == NIL);
		p_int8(&cp, run->job_id, false);
		exec("INSERT INTO ekaya.stage_column_values (table_oid, attnum, null_count, null_fraction, "
			 "distinct_count, min_value, max_value, top_values, enum_values, sample_values, job_id) "
			 "VALUES ($1, $2, $3, $4, $5, $6, $7, $8::pg_catalog.jsonb, $9::pg_catalog.jsonb, $10, $11)", &cp);
	}
}

static void
stage_relationship(EkRun *run, EkRelationship *r)
{
	Params		p = {0};
	List	   *src = NIL,
			   *tgt = NIL;
	ListCell   *lc;
	int			i;

	for (i = 0; i < r->ncolumns; i++)
	{
		src = lappend(src, ek_find_column(r->source, r->source_attnums[i])->name);
		tgt = lappend(tgt, ek_find_column(r->target, r->target_attnums[i])->name);
	}
	p_add(&p, OIDOID, ObjectIdGetDatum(r->source->relid), false);
	p_add(&p, TEXTARRAYOID, text_array(src), false);
	p_add(&p, INT2ARRAYOID, int2_array(r->source_attnums, r->ncolumns), false);
	p_add(&p, OIDOID, ObjectIdGetDatum(r->target->relid), false);
	p_add(&p, TEXTARRAYOID, text_array(tgt), false);
	p_add(&p, INT2ARRAYOID, int2_array(r->target_attnums, r->ncolumns), false);
	p_text(&p, r->relationship_type);
	p_text(&p, r->inference_method);
	p_text(&p, r->accepted ? "accepted" : "rejected");
	p_text(&p, r->rejection_reason);
	p_text(&p, r->cardinality);
	p_float4(&p, r->confidence, false);
	p_float4(&p, r->match_rate, r->match_rate < 0);
	p_int8(&p, r->matched_count, r->matched_count < 0);
	p_int8(&p, r->orphan_count, r->orphan_count < 0);
	p_int8(&p, r->source_distinct, r->source_distinct < 0);
	p_int8(&p, r->target_distinct, r->target_distinct < 0);
	p_float4(&p, r->target_coverage, r->target_coverage < 0);
	p_text(&p, r->source_role);
	p_text(&p, r->constraint_name);
	p_add(&p, BOOLOID, BoolGetDatum(r->fk_violated), r->constraint_name == NULL);
	p_text(&p, r->evidence_json ? r->evidence_json : "{}");
	p_int8(&p, run->job_id, false);
	p_add(&p, INT4OID, Int32GetDatum(r->rejected_not_stored), false);
	exec("INSERT INTO ekaya.stage_schema_relationships (source_table_oid, source_columns, source_attnums, "
		 "target_table_oid, target_columns, target_attnums, relationship_type, inference_method, status, "
		 "rejection_reason, cardinality, confidence, match_rate, matched_count, orphan_count, "
		 "source_distinct, target_distinct, target_coverage, source_role, constraint_name, fk_violated, "
		 "evidence, job_id, rejected_not_stored) "
		 "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, "
		 "$20, $21, $22::pg_catalog.jsonb, $23, $24)", &p);

	foreach(lc, r->alternatives)
	{
		EkAlternative *a = lfirst(lc);
		Params		ap = {0};

		p_add(&ap, OIDOID, ObjectIdGetDatum(r->source->relid), false);
		p_add(&ap, INT2ARRAYOID, int2_array(r->source_attnums, r->ncolumns), false);
		p_add(&ap, OIDOID, ObjectIdGetDatum(r->target->relid), false);
		p_add(&ap, INT2ARRAYOID, int2_array(r->target_attnums, r->ncolumns), false);
		p_add(&ap, OIDOID, ObjectIdGetDatum(a->table->relid), false);
		p_text(&ap, a->column->name);
		p_int8(&ap, run->job_id, false);
		exec("INSERT INTO ekaya.stage_relationship_alternatives (source_table_oid, source_attnums, "
			 "target_table_oid, target_attnums, alternative_oid, alternative_column, job_id) "
			 "VALUES ($1, $2, $3, $4, $5, $6, $7)", &ap);
	}
}

/* Staging runs as the extension owner (the requester may not be able to write ekaya's tables). */
static void
stage_begin(Oid *saved_user, int *saved_secctx)
{
	ek_become_owner(saved_user, saved_secctx);
	SPI_connect();
	memset(stage_plans, 0, sizeof(stage_plans));
}

static void
stage_end(Oid saved_user, int saved_secctx)
{
	SPI_finish();
	memset(stage_plans, 0, sizeof(stage_plans));
	ek_restore_user(saved_user, saved_secctx);
}

/* Stages every analysed table, every catalogued view and every relationship of the run. */
void
ek_stage_run(EkRun *run)
{
	Oid			saved_user;
	int			saved_secctx;
	ListCell   *lc;

	stage_begin(&saved_user, &saved_secctx);
	foreach(lc, run->tables)
	{
		EkTable    *t = lfirst(lc);

		if (!t->skipped)
			stage_table(run, t);
		CHECK_FOR_INTERRUPTS();
	}
	foreach(lc, run->views)
		stage_table(run, lfirst(lc));
	foreach(lc, run->relationships)
		stage_relationship(run, lfirst(lc));
	foreach(lc, run->to_stage)
		stage_relationship(run, lfirst(lc));
	stage_end(saved_user, saved_secctx);
}

/*
 * Stages relationships discovery has finished with while it goes on (discovery_bound.c), so
 * that a wide schema's rejected candidates are written in batches instead of all held until
 * publishing.
 */
void
ek_stage_relationships(EkRun *run, List *relationships)
{
	Oid			saved_user;
	int			saved_secctx;
	ListCell   *lc;

	stage_begin(&saved_user, &saved_secctx);
	foreach(lc, relationships)
		stage_relationship(run, lfirst(lc));
	stage_end(saved_user, saved_secctx);
}
