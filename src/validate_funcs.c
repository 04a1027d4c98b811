/*
 * validate_funcs.c: classify the functions a statement would call.
 *
 * Why by class and by volatility: an agent's read query has no business reading server files,
 * opening large objects, talking to other servers, signalling sessions, changing settings,
 * sleeping or advancing sequences, and the names of those functions are known; anything else
 * that is not STABLE or IMMUTABLE may have side effects the catalog cannot describe, so it is a
 * warning. Operators count too: check_functions_in_node (called on every node by sql_walk.c)
 * reports the function behind each operator, cast and I/O coercion.
 */
#include "validate.h"

#include "catalog/pg_proc.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"

typedef struct FuncClass
{
	const char *name;			/* exact name, or prefix when it ends with '*' */
	const char *klass;
	const char *what;
} FuncClass;

static const FuncClass func_classes[] = {
	{"pg_read_file", "files", "reads a server file"},
	{"pg_read_binary_file", "files", "reads a server file"},
	{"pg_ls_*", "files", "lists server directories"},
	{"pg_stat_file", "files", "inspects a server file"},
	{"pg_file_*", "files", "writes or removes a server file"},
	{"pg_logdir_ls", "files", "lists server directories"},
	{"pg_current_logfile", "files", "reveals server file paths"},
	{"lo_*", "large_objects", "accesses large objects"},
	{"loread", "large_objects", "accesses large objects"},
	{"lowrite", "large_objects", "accesses large objects"},
	{"dblink*", "other_servers", "connects to another server"},
	{"postgres_fdw_*", "other_servers", "manages connections to other servers"},
	{"pg_replication_*", "other_servers", "manipulates replication"},
	{"pg_create_*", "other_servers", "creates replication state"},
	{"pg_drop_replication_slot", "other_servers", "manipulates replication"},
	{"pg_logical_*", "other_servers", "manipulates replication"},
	{"pg_terminate_backend", "sessions", "terminates another session"},
	{"pg_cancel_backend", "sessions", "cancels another session's query"},
	{"pg_advisory_*", "sessions", "takes or releases advisory locks"},
	{"pg_try_advisory_*", "sessions", "takes advisory locks"},
	{"pg_notify", "sessions", "sends notifications to other sessions"},
	{"pg_reload_conf", "settings", "reloads the server configuration"},
	{"pg_rotate_logfile", "settings", "rotates the server log"},
	{"set_config", "settings", "changes a setting"},
	{"pg_switch_wal", "settings", "forces a WAL switch"},
	{"pg_promote", "settings", "promotes a standby"},
	{"pg_sleep", "sleep", "sleeps"},
	{"pg_sleep_for", "sleep", "sleeps"},
	{"pg_sleep_until", "sleep", "sleeps"},
	{"nextval", "sequences", "advances a sequence"},
	{"setval", "sequences", "sets a sequence"},
	{"currval", "sequences", "reads session sequence state"},
	{"lastval", "sequences", "reads session sequence state"},
	{"txid_current", "sessions", "assigns a transaction id"},
	{"pg_current_xact_id", "sessions", "assigns a transaction id"},
};

static const FuncClass *
classify(const char *name)
{
	for (int i = 0; i < (int) lengthof(func_classes); i++)
	{
		const char *pat = func_classes[i].name;
		size_t		n = strlen(pat);

		if (pat[n - 1] == '*')
		{
			if (strncmp(name, pat, n - 1) == 0)
				return &func_classes[i];
		}
		else if (strcmp(name, pat) == 0)
			return &func_classes[i];
	}
	return NULL;
}

/* Turn res->funcs into validate_sql issues: errors for dangerous classes, warnings for volatility. */
void
validate_check_functions(VResult *res)
{
	ListCell   *lc;

	foreach(lc, res->funcs)
	{
		VFunc	   *f = (VFunc *) lfirst(lc);
		char	   *name = get_func_name(f->funcid);
		const FuncClass *fc;
		char		vol;
		VIssue	   *is;

		if (name == NULL)
			continue;
		fc = classify(name);
		vol = func_volatile(f->funcid);
		if (fc == NULL && vol != PROVOLATILE_VOLATILE)
			continue;
		is = palloc0(sizeof(VIssue));
		is->position = f->location >= 0 ? validate_char_position(res->sql, f->location) : 0;
		if (fc)
		{
			is->severity = "error";
			is->code = "unsafe_function";
			is->message = psprintf("function %s %s (class %s)", name, fc->what, fc->klass);
			is->suggestion = pstrdup("remove the call; a read query must not have side effects");
		}
		else
		{
			is->severity = "warning";
			is->code = "volatile_function";
			is->message = psprintf("function %s is volatile: it may have side effects and is evaluated for every row",
								   name);
			is->suggestion = NULL;
		}
		res->issues = lappend(res->issues, is);
	}
}
