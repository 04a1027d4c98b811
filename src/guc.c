/*
 * guc.c: the ekaya.* settings. They bound what an analysis may cost the server (memory,
 * time, locks) and tune how much of each table it reads; all live in one place so the README
 * table and the code cannot drift apart.
 */
#include "ekaya.h"
#include "job.h"
#include "keyshare.h"

#include <limits.h>

#include "lib/stringinfo.h"
#include "miscadmin.h"
#include "utils/guc.h"
#include "utils/json.h"

int			ekaya_enum_max_values = 50;
int			ekaya_sample_rows = 30000;
int			ekaya_work_mem_kb = 65536;
int			ekaya_statement_timeout_ms = 300000;
int			ekaya_lock_timeout_ms = 1000;
int			ekaya_analysis_time_limit_ms = 3600000;
int			ekaya_max_workers = 2;
int			ekaya_refresh_interval_s = 3600;
char	   *ekaya_curator_role = NULL;
char	   *ekaya_refresh_role = NULL;
int			ekaya_untrusted_bridges = EK_BRIDGES_WARN;

static const struct config_enum_entry untrusted_bridges_options[] = {
	{"warn", EK_BRIDGES_WARN, false},
	{"exclude", EK_BRIDGES_EXCLUDE, false},
	{NULL, 0, false}
};

/* Called once per backend from _PG_init. */
void
ekaya_define_gucs(void)
{
	DefineCustomIntVariable("ekaya.enum_max_values",
							"Columns with at most this many distinct values get enum_values.",
							NULL, &ekaya_enum_max_values, 50, 0, 10000,
							PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomIntVariable("ekaya.sample_rows",
							"Tables with more rows than this are profiled on a TABLESAMPLE of about this many rows.",
							"The default is the sample ANALYZE takes at the default statistics target: profiles "
							"only screen the candidates, and accepted ones are measured on the whole tables.",
							&ekaya_sample_rows, 30000, 1000, INT_MAX,
							PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomIntVariable("ekaya.work_mem",
							"Memory an analysis may hold for value sets.",
							"Columns whose values do not fit are estimated from sketches and verified with SQL.",
							&ekaya_work_mem_kb, 65536, 1024, MAX_KILOBYTES,
							PGC_USERSET, GUC_UNIT_KB, NULL, NULL, NULL);
	DefineCustomIntVariable("ekaya.statement_timeout",
							"statement_timeout applied to every query an analysis runs.",
							NULL, &ekaya_statement_timeout_ms, 300000, 0, INT_MAX,
							PGC_USERSET, GUC_UNIT_MS, NULL, NULL, NULL);
	DefineCustomIntVariable("ekaya.lock_timeout",
							"How long an analysis waits for a table's AccessShareLock before skipping it.",
							"Skipped tables are retried once at the end of the run and reported.",
							&ekaya_lock_timeout_ms, 1000, 0, INT_MAX,
							PGC_USERSET, GUC_UNIT_MS, NULL, NULL, NULL);
	DefineCustomIntVariable("ekaya.analysis_time_limit",
							"How long an analysis may run; 0 for no limit.",
							"When it is reached, the run publishes what it measured and reports the "
							"relationships it could not measure (not_verified) and the tables it could not "
							"read (skipped).",
							&ekaya_analysis_time_limit_ms, 3600000, 0, INT_MAX,
							PGC_USERSET, GUC_UNIT_MS, NULL, NULL, NULL);
	DefineCustomIntVariable("ekaya.max_workers",
							"Maximum number of analysis workers running at once in the cluster.",
							"At most one runs per database; each takes a max_worker_processes slot.",
							&ekaya_max_workers, 2, 1, 64,
							PGC_SIGHUP, 0, NULL, NULL, NULL);
	DefineCustomIntVariable("ekaya.refresh_interval",
							"How often the launcher re-analyses databases whose tables changed.",
							"Only with ekaya_ontology in shared_preload_libraries; 0 disables the refresh.",
							&ekaya_refresh_interval_s, 3600, 0, INT_MAX / 1000,
							PGC_SIGHUP, GUC_UNIT_S, NULL, NULL, NULL);
	DefineCustomStringVariable("ekaya.curator_role",
							   "Role whose members may curate every relationship and alias.",
							   "Without it, only the owner of a relationship's source table (or of an alias's table) "
							   "may curate it. Only superusers can set it.",
							   &ekaya_curator_role, "", PGC_SUSET, 0, NULL, NULL, NULL);
	DefineCustomStringVariable("ekaya.refresh_role",
							   "Role the launcher's scheduled refresh analyses as; empty disables the refresh.",
							   "Only with ekaya_ontology in shared_preload_libraries.",
							   &ekaya_refresh_role, "", PGC_SIGHUP, 0, NULL, NULL, NULL);
	DefineCustomEnumVariable("ekaya.untrusted_bridges",
							 "Whether join paths and plans may pass through tables owned by a role other than the endpoints' owners.",
							 "warn: such paths rank below the others and carry a warning; exclude: they are not offered.",
							 &ekaya_untrusted_bridges, EK_BRIDGES_WARN, untrusted_bridges_options,
							 PGC_USERSET, 0, NULL, NULL, NULL);
	/* set by the analysis worker for one query at a time (keyshare.h); superusers only */
	DefineCustomStringVariable("ekaya.shared_key_sets",
							   "Shared memory segments whose key sets the current verification query may read.",
							   "Set by the analysis worker for its own queries; parallel workers inherit it.",
							   &ekaya_shared_key_sets, "", PGC_SUSET,
							   GUC_NO_SHOW_ALL | GUC_NOT_IN_SAMPLE | GUC_DISALLOW_IN_FILE | GUC_NO_RESET_ALL,
							   NULL, NULL, NULL);
	MarkGUCPrefixReserved("ekaya");
}

/* The settings that shape an analysis; a job carries the requester's values to its worker. */
static const char *const analysis_settings[] = {
	"ekaya.enum_max_values", "ekaya.sample_rows", "ekaya.work_mem",
	"ekaya.statement_timeout", "ekaya.lock_timeout", "ekaya.analysis_time_limit"
};

/* {"ekaya.work_mem": "65536", ...}: this session's analysis settings, in their base units. */
char *
ek_analysis_settings_json(void)
{
	StringInfoData buf;
	int			i;

	initStringInfo(&buf);
	appendStringInfoChar(&buf, '{');
	for (i = 0; i < (int) lengthof(analysis_settings); i++)
	{
		const char *value = GetConfigOption(analysis_settings[i], false, false);

		if (i)
			appendStringInfoString(&buf, ", ");
		escape_json(&buf, analysis_settings[i]);
		appendStringInfoString(&buf, ": ");
		escape_json(&buf, value);
	}
	appendStringInfoChar(&buf, '}');
	return buf.data;
}

/* One capped setting: over cap, or 0 (no limit at all), becomes cap. */
static void
cap_setting(const char *name, int value, int cap)
{
	char		buf[32];

	if (value > 0 && value <= cap)
		return;
	snprintf(buf, sizeof(buf), "%d", cap);
	(void) set_config_option(name, buf, PGC_USERSET, PGC_S_SESSION, GUC_ACTION_SET, true, 0, false);
}

/*
 * A non-superuser's job may not hold locks or a worker for longer than the caps: otherwise one
 * role could keep tables and worker slots busy for everyone (a lock_timeout of 10 minutes on a
 * table it holds locked).
 */
void
ek_cap_analysis_settings(Oid role)
{
	if (superuser_arg(role))
		return;
	cap_setting("ekaya.lock_timeout", ekaya_lock_timeout_ms, EK_CAP_LOCK_TIMEOUT_MS);
	cap_setting("ekaya.statement_timeout", ekaya_statement_timeout_ms, EK_CAP_STATEMENT_TIMEOUT_MS);
}
