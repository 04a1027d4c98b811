/*
 * validate_funcs.c: classify the functions a statement would call, by an allow-list.
 *
 * A read query has no business reading server files, opening large objects, talking to other
 * servers, signalling sessions, taking locks, changing settings, sleeping or advancing
 * sequences. A deny-list of such names can never be complete, and a function's declared
 * volatility is only its author's word (an IMMUTABLE wrapper can hide a write). So what is
 * allowed is what can be vouched for: built-in functions (created by initdb) and functions of
 * installed extensions (installed by a superuser) that are not volatile, plus a few volatile
 * built-ins that only produce values (random numbers, clocks). Everything else is an error row:
 * unsafe_function for built-in and extension functions with side effects, untrusted_function
 * for code someone created in the database, whose effects nothing here can know.
 * check_functions_in_node (called on every node of the statement, views and row-security
 * policies expanded, by sql_walk.c and validate_parse.c) reports the function behind each
 * operator, cast and I/O conversion too.
 */
#include "validate.h"

#include "access/transam.h"
#include "catalog/dependency.h"
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

/* Volatile functions that only produce values: a read query may call them. */
static const char *const harmless_volatile[] = {
	"random", "random_normal", "clock_timestamp", "timeofday", "gen_random_uuid",
	"uuid_generate_v1", "uuid_generate_v1mc", "uuid_generate_v4", "gen_random_bytes",
};

static bool
harmless(const char *name)
{
	for (int i = 0; i < (int) lengthof(harmless_volatile); i++)
		if (strcmp(name, harmless_volatile[i]) == 0)
			return true;
	return false;
}

/*
 * Is funcid code the database's administrators vouch for: built in (created by initdb), or a
 * member of an installed extension?
 */
bool
validate_system_function(Oid funcid)
{
	return funcid < FirstNormalObjectId ||
		OidIsValid(getExtensionOfObject(ProcedureRelationId, funcid));
}

/* Turn res->funcs into validate_sql issues: the allow-list in the file header. */
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
		bool		system;

		if (name == NULL)
			continue;
		system = validate_system_function(f->funcid);
		fc = system ? classify(name) : NULL;
		vol = func_volatile(f->funcid);
		if (system && fc == NULL && vol != PROVOLATILE_VOLATILE)
			continue;
		is = palloc0(sizeof(VIssue));
		is->position = f->location >= 0 ? validate_char_position(res->sql, f->location) : 0;
		is->severity = "error";
		is->code = "unsafe_function";
		is->suggestion = pstrdup("remove the call; a read query must not have side effects");
		if (!system)
		{
			is->code = "untrusted_function";
			is->message = psprintf("function %s.%s is not a built-in or extension function: its effects cannot be vouched for%s",
								   get_namespace_name(get_func_namespace(f->funcid)), name,
								   f->location < 0 ? " (it is called by a view or a row-security policy)" : "");
			is->suggestion = pstrdup("call only built-in functions; validate_sql does not plan statements that call other code");
		}
		else if (fc)
			is->message = psprintf("function %s %s (class %s)", name, fc->what, fc->klass);
		else if (!harmless(name))
			is->message = psprintf("function %s is volatile: it may change data or session state", name);
		else
		{
			is->severity = "warning";
			is->code = "volatile_function";
			is->message = psprintf("function %s is volatile: it is evaluated for every row", name);
			is->suggestion = NULL;
		}
		res->issues = lappend(res->issues, is);
	}
}
