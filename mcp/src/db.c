/*
 * db.c
 *	  libpq connection pool, cancellable statements, error texts.
 *
 * An MCP server lives as long as the agent's session, often hours, so a
 * connection will be lost sometimes (server restart, idle timeout, an
 * administrator's pg_terminate_backend).  It is re-established on the next
 * call, with the extension checked again.  Server errors become the text a
 * model needs to correct itself: message, detail and the did-you-mean hint.
 *
 * Every statement is sent asynchronously and waited for in slices of
 * CANCEL_POLL_MS, so that a request cancelled by the client (or the
 * server's shutdown) cancels its statement on the server (libpq's
 * PQcancel) within that time, whichever thread noticed the cancellation.
 */
#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "ekaya_mcp.h"
#include "session.h"

#define CANCEL_POLL_MS	50
#define MAX_CONNECTIONS	64

typedef struct DbConn
{
	PGconn	   *conn;
	bool		in_use;
} DbConn;

static DbConn pool[MAX_CONNECTIONS];
static int	pool_size;
static const char *pool_dsn;
static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t pool_free = PTHREAD_COND_INITIALIZER;

/* This thread's connection and the flag of the request it serves. */
static __thread DbConn *cur;
static __thread const atomic_bool *cur_cancelled;
static __thread char last_sqlstate[6];

char *
format_text(const char *fmt,...)
{
	char	   *buf = NULL;
	size_t		len;
	FILE	   *f = open_memstream(&buf, &len);
	va_list		ap;

	if (f == NULL)
		return NULL;
	va_start(ap, fmt);
	vfprintf(f, fmt, ap);
	va_end(ap);
	fclose(f);
	return buf;
}

/* libpq's own message without its trailing newline. */
static char *
connection_message(PGconn *conn)
{
	char	   *msg = strdup(PQerrorMessage(conn));
	size_t		len = msg ? strlen(msg) : 0;

	while (len > 0 && msg[len - 1] == '\n')
		msg[--len] = '\0';
	return msg;
}

/*
 * Connect.  client_encoding is forced to UTF8 because everything we hand
 * back is JSON; the application name lets a DBA find the session in
 * pg_stat_activity.
 */
static PGconn *
connect_db(void)
{
	const char *const keywords[] = {"dbname", "fallback_application_name",
	"client_encoding", NULL};
	const char *const values[] = {pool_dsn, "ekaya-mcp", "UTF8", NULL};

	return PQconnectdbParams(keywords, values, 1);
}

/*
 * Compare the installed extension with the version this binary was built
 * for.  The answer names the database and the exact command to run, since
 * the person reading it is setting up an MCP client, not debugging C.
 */
static char *
extension_problem(PGconn *conn)
{
	PGresult   *res;
	char	   *problem = NULL;
	const char *db = PQdb(conn);

	res = PQexec(conn, "SELECT extversion FROM pg_catalog.pg_extension "
				 "WHERE extname = 'ekaya_ontology'");
	if (PQresultStatus(res) != PGRES_TUPLES_OK)
		problem = format_text("could not check for the ekaya_ontology extension: %s",
							  PQresultErrorMessage(res));
	else if (PQntuples(res) == 0)
		problem = format_text(
			"the extension ekaya_ontology is not installed in database \"%s\".\n"
			"Install it (as a superuser) and analyze the schema, then start ekaya-mcp again:\n"
			"  psql -d %s -c 'CREATE EXTENSION ekaya_ontology' -c 'SELECT ekaya.analyze(wait => true)'",
			db, db);
	else if (strcmp(PQgetvalue(res, 0, 0), EKAYA_VERSION) != 0)
		problem = format_text(
			"ekaya-mcp %s needs ekaya_ontology %s, but database \"%s\" has version %s.\n"
			"Update the extension:\n"
			"  psql -d %s -c \"ALTER EXTENSION ekaya_ontology UPDATE TO '%s'\"\n"
			"or run the ekaya-mcp built with ekaya_ontology %s.",
			EKAYA_VERSION, EKAYA_VERSION, db, PQgetvalue(res, 0, 0),
			db, EKAYA_VERSION, PQgetvalue(res, 0, 0));
	PQclear(res);
	return problem;
}

bool
db_start(const char *dsn, int max_connections, char **error, int *exit_code)
{
	PGconn	   *conn;

	pool_dsn = dsn;
	pool_size = max_connections < MAX_CONNECTIONS ? max_connections : MAX_CONNECTIONS;
	conn = connect_db();
	if (PQstatus(conn) != CONNECTION_OK)
	{
		*error = connection_message(conn);
		PQfinish(conn);
		*exit_code = 3;
		return false;
	}
	*error = extension_problem(conn);
	if (*error != NULL)
	{
		PQfinish(conn);
		*exit_code = 4;
		return false;
	}
	pool[0].conn = conn;
	return true;
}

void
db_stop(void)
{
	pthread_mutex_lock(&pool_lock);
	for (int i = 0; i < pool_size; i++)
	{
		PQfinish(pool[i].conn);
		pool[i].conn = NULL;
	}
	pthread_mutex_unlock(&pool_lock);
}

bool
db_cancelled(void)
{
	return atomic_load(&mcp_shutting_down) ||
		(cur_cancelled != NULL && atomic_load(cur_cancelled));
}

/*
 * Take a connection: an idle open one first, then an unopened slot, else
 * wait for one to come back (giving up when the request is cancelled).
 */
bool
db_acquire(const atomic_bool *cancelled, char **error)
{
	DbConn	   *slot = NULL;

	cur_cancelled = cancelled;
	pthread_mutex_lock(&pool_lock);
	while (slot == NULL)
	{
		for (int i = 0; i < pool_size && slot == NULL; i++)
			if (!pool[i].in_use && pool[i].conn != NULL)
				slot = &pool[i];
		for (int i = 0; i < pool_size && slot == NULL; i++)
			if (!pool[i].in_use)
				slot = &pool[i];
		if (slot == NULL)
		{
			struct timespec until;

			if (db_cancelled())
				break;
			clock_gettime(CLOCK_REALTIME, &until);
			until.tv_nsec += CANCEL_POLL_MS * 1000000L;
			if (until.tv_nsec >= 1000000000L)
			{
				until.tv_sec++;
				until.tv_nsec -= 1000000000L;
			}
			pthread_cond_timedwait(&pool_free, &pool_lock, &until);
		}
	}
	if (slot)
		slot->in_use = true;
	pthread_mutex_unlock(&pool_lock);
	if (slot == NULL)
	{
		*error = strdup("ERROR:  cancelled while waiting for a database connection");
		cur_cancelled = NULL;
		return false;
	}
	cur = slot;
	if (slot->conn == NULL)
	{
		slot->conn = connect_db();
		if (PQstatus(slot->conn) != CONNECTION_OK)
		{
			char	   *msg = connection_message(slot->conn);

			*error = format_text("ERROR:  could not connect to the database: %s", msg ? msg : "");
			free(msg);
			PQfinish(slot->conn);
			slot->conn = NULL;
			db_release();
			return false;
		}
		if ((*error = extension_problem(slot->conn)) != NULL)
		{
			PQfinish(slot->conn);
			slot->conn = NULL;
			db_release();
			return false;
		}
	}
	return true;
}

void
db_release(void)
{
	pthread_mutex_lock(&pool_lock);
	if (cur)
		cur->in_use = false;
	pthread_cond_signal(&pool_free);
	pthread_mutex_unlock(&pool_lock);
	cur = NULL;
	cur_cancelled = NULL;
}

/*
 * Re-establish a lost connection.  The extension is checked again because
 * the server we come back to may not be the one we left (restored backup,
 * failover).
 */
static bool
reconnect(char **error)
{
	mcp_log("connection to the database lost; reconnecting");
	PQreset(cur->conn);
	if (PQstatus(cur->conn) != CONNECTION_OK)
	{
		char	   *msg = connection_message(cur->conn);

		*error = format_text("ERROR:  could not reconnect to the database: %s", msg);
		free(msg);
		return false;
	}
	return (*error = extension_problem(cur->conn)) == NULL;
}

/*
 * Wait until a result can be read without blocking, cancelling the
 * statement on the server once the request is cancelled.  False when the
 * connection broke.
 */
static bool
wait_ready(PGconn *conn)
{
	bool		cancel_sent = false;

	while (PQisBusy(conn))
	{
		struct pollfd pfd = {PQsocket(conn), POLLIN, 0};
		int			n = poll(&pfd, 1, CANCEL_POLL_MS);

		if (n < 0 && errno != EINTR)
			return false;
		if (n > 0 && !PQconsumeInput(conn))
			return false;
		if (!cancel_sent && db_cancelled())
		{
			PGcancel   *c = PQgetCancel(conn);
			char		buf[256];

			if (c)
			{
				PQcancel(c, buf, sizeof(buf));
				PQfreeCancel(c);
			}
			cancel_sent = true;
		}
	}
	return true;
}

/* The next result of the statement in progress (NULL when there is none). */
static PGresult *
next_result(PGconn *conn)
{
	if (!wait_ready(conn))
		return PQgetResult(conn);	/* reports the broken connection */
	return PQgetResult(conn);
}

/*
 * Collect the results of the statement just sent: the first failure, or
 * else the last result, as PQexec would.
 */
static PGresult *
collect(PGconn *conn)
{
	PGresult   *keep = NULL;
	PGresult   *res;

	while ((res = next_result(conn)) != NULL)
	{
		if (keep != NULL && (PQresultStatus(keep) == PGRES_FATAL_ERROR ||
							 PQstatus(conn) == CONNECTION_BAD))
		{
			PQclear(res);
			if (PQstatus(conn) == CONNECTION_BAD)
				break;
			continue;
		}
		PQclear(keep);
		keep = res;
		if (PQstatus(conn) == CONNECTION_BAD)
			break;
	}
	return keep;
}

/*
 * Turn a failed result into "ERROR: ... DETAIL: ... HINT: ..." text.  The
 * hint is where the extension puts its did-you-mean suggestions, so it must
 * reach the model unchanged.
 */
static char *
format_error(PGconn *conn, const PGresult *res, int position_shift)
{
	const char *severity = PQresultErrorField(res, PG_DIAG_SEVERITY);
	const char *primary = PQresultErrorField(res, PG_DIAG_MESSAGE_PRIMARY);
	const char *detail = PQresultErrorField(res, PG_DIAG_MESSAGE_DETAIL);
	const char *hint = PQresultErrorField(res, PG_DIAG_MESSAGE_HINT);
	const char *sqlstate = PQresultErrorField(res, PG_DIAG_SQLSTATE);
	const char *position = PQresultErrorField(res, PG_DIAG_STATEMENT_POSITION);
	char	   *buf = NULL;
	size_t		len;
	FILE	   *f;

	if (primary == NULL)
	{
		char	   *msg = connection_message(conn);

		buf = format_text("ERROR:  %s", msg && *msg ? msg : "the statement failed");
		free(msg);
		return buf;
	}
	f = open_memstream(&buf, &len);
	if (f == NULL)
		return NULL;
	fprintf(f, "%s:  %s", severity ? severity : "ERROR", primary);
	if (detail)
		fprintf(f, "\nDETAIL:  %s", detail);
	if (hint)
		fprintf(f, "\nHINT:  %s", hint);
	if (position && atoi(position) > position_shift)
		fprintf(f, "\nPOSITION:  %d", atoi(position) - position_shift);
	if (sqlstate)
		fprintf(f, "\nSQLSTATE:  %s", sqlstate);
	fclose(f);
	return buf;
}

/* Record a failure: *error and the SQLSTATE. */
static void
failed(const PGresult *res, int shift, char **error)
{
	const char *state = res ? PQresultErrorField(res, PG_DIAG_SQLSTATE) : NULL;

	*error = format_error(cur->conn, res, shift);
	snprintf(last_sqlstate, sizeof(last_sqlstate), "%s", state ? state : "");
}

/*
 * Execute with text parameters.  A statement that fails because the
 * connection died is retried once on a fresh connection, but only when no
 * transaction was open: every tool is read-only, and outside a transaction
 * nothing else depended on the old session.
 */
PGresult *
db_exec(const char *sql, int nparams, const Oid *types, const char *const *values,
		int error_position_shift, char **error)
{
	last_sqlstate[0] = '\0';
	for (int attempt = 0;; attempt++)
	{
		PGresult   *res;
		bool		was_idle;
		ExecStatusType status;

		if (db_cancelled())
		{
			*error = strdup("ERROR:  canceling statement due to user request\nSQLSTATE:  57014");
			strcpy(last_sqlstate, "57014");
			return NULL;
		}
		if (PQstatus(cur->conn) != CONNECTION_OK && !reconnect(error))
			return NULL;
		was_idle = PQtransactionStatus(cur->conn) == PQTRANS_IDLE;
		if (!PQsendQueryParams(cur->conn, sql, nparams, types, values, NULL, NULL, 0))
			res = NULL;
		else
			res = collect(cur->conn);
		status = PQresultStatus(res);
		if (res && (status == PGRES_TUPLES_OK || status == PGRES_COMMAND_OK))
			return res;
		if (PQstatus(cur->conn) == CONNECTION_BAD && was_idle && attempt == 0)
		{
			PQclear(res);
			continue;
		}
		failed(res, error_position_shift, error);
		PQclear(res);
		return NULL;
	}
}

PGresult *
db_describe(const char *sql, int nparams, char **error)
{
	PGresult   *res;

	last_sqlstate[0] = '\0';
	if (PQsendPrepare(cur->conn, "", sql, nparams, NULL))
	{
		res = collect(cur->conn);
		if (PQresultStatus(res) == PGRES_COMMAND_OK)
		{
			PQclear(res);
			if (PQsendDescribePrepared(cur->conn, ""))
			{
				res = collect(cur->conn);
				if (PQresultStatus(res) == PGRES_COMMAND_OK)
					return res;
			}
			else
				res = NULL;
		}
	}
	else
		res = NULL;
	failed(res, 0, error);
	PQclear(res);
	return NULL;
}

bool
db_stream(const char *sql, bool (*row) (void *arg, const PGresult *res), void *arg,
		  char **error)
{
	PGresult   *res;
	PGresult   *bad = NULL;
	bool		wanted = true;

	last_sqlstate[0] = '\0';
	if (db_cancelled())
	{
		*error = strdup("ERROR:  canceling statement due to user request\nSQLSTATE:  57014");
		return false;
	}
	if (!PQsendQueryParams(cur->conn, sql, 0, NULL, NULL, NULL, NULL, 0))
	{
		failed(NULL, 0, error);
		return false;
	}
	PQsetSingleRowMode(cur->conn);
	while ((res = next_result(cur->conn)) != NULL)
	{
		ExecStatusType status = PQresultStatus(res);

		if (status == PGRES_SINGLE_TUPLE && wanted)
			wanted = row(arg, res);
		else if (status == PGRES_FATAL_ERROR && bad == NULL)
		{
			bad = res;
			continue;
		}
		PQclear(res);
		if (PQstatus(cur->conn) == CONNECTION_BAD)
			break;
	}
	if (bad == NULL && PQstatus(cur->conn) == CONNECTION_OK)
		return true;
	failed(bad, 0, error);
	PQclear(bad);
	return false;
}

char *
db_call_text(const char *sql, int nparams, const char *const *values,
			 size_t max_len, char **error, size_t *len)
{
	PGresult   *res = db_exec(sql, nparams, NULL, values, 0, error);
	char	   *text;

	if (res == NULL)
		return NULL;
	if (PQntuples(res) != 1 || PQnfields(res) != 1)
	{
		PQclear(res);
		*error = strdup("ERROR:  the ekaya function returned no result");
		return NULL;
	}
	if (PQgetisnull(res, 0, 0))
	{
		PQclear(res);
		*len = 4;
		return strdup("null");
	}
	*len = (size_t) PQgetlength(res, 0, 0);
	if (*len > max_len)
	{
		*error = format_text("ERROR:  the result is %zu bytes, more than --max-bytes=%zu allows\n"
							 "HINT:  ask for less (fewer tables, a lower detail level, fewer results), "
							 "or start ekaya-mcp with a larger --max-bytes",
							 *len, max_len);
		PQclear(res);
		return NULL;
	}
	text = malloc(*len + 1);
	if (text)
		memcpy(text, PQgetvalue(res, 0, 0), *len + 1);
	else
		*error = strdup("ERROR:  out of memory");
	PQclear(res);
	return text;
}

const char *
db_last_sqlstate(void)
{
	return last_sqlstate;
}

/*
 * End the query tool's call so that nothing it did outlives it.  The
 * transaction is rolled back (never committed), then DISCARD ALL drops what
 * a rollback keeps: session advisory locks, settings, temporary objects,
 * prepared statements, open cursors and LISTEN registrations.
 *
 * What ekaya-mcp needs from its session survives DISCARD ALL: the
 * connection's client_encoding and application_name are startup parameters,
 * which RESET ALL restores rather than clears, and every statement is sent
 * unnamed, so there are no prepared statements to lose.
 *
 * When the reset cannot be done the session is replaced by a new one, which
 * has no state at all; when the connection is gone there is nothing to reset,
 * and the next call reconnects.  The reset runs even for a cancelled
 * request: it is not cancelled itself.
 */
void
db_reset_session(void)
{
	PGconn	   *conn = cur->conn;
	PGresult   *res;

	if (PQstatus(conn) != CONNECTION_OK)
		return;
	if (PQtransactionStatus(conn) != PQTRANS_IDLE)
		PQclear(PQexec(conn, "ROLLBACK"));
	res = PQexec(conn, "DISCARD ALL");
	if (PQresultStatus(res) != PGRES_COMMAND_OK && PQstatus(conn) == CONNECTION_OK)
	{
		char	   *msg = connection_message(conn);

		mcp_log("could not reset the session (%s); starting a new one", msg ? msg : "");
		free(msg);
		PQreset(conn);
	}
	PQclear(res);
}

/* ---- type names ------------------------------------------------------------ */

typedef struct TypeName
{
	Oid			type;
	int			typmod;
	char		name[64];
} TypeName;

#define TYPE_CACHE 512
static TypeName type_cache[TYPE_CACHE];
static int	type_cached;
static pthread_mutex_t type_lock = PTHREAD_MUTEX_INITIALIZER;

/*
 * The SQL name of a column type as format_type prints it (character
 * varying(20), numeric(10,2), bit(3)), so that a model reads a type, not an
 * OID.  Names are cached: a type's name does not change while we run, and
 * most results repeat a few types.
 */
void
db_type_name(Oid type, int typmod, char *buf, size_t size)
{
	char		oid_text[16];
	char		mod_text[16];
	const char *values[] = {oid_text, mod_text};
	char	   *error = NULL;
	PGresult   *res;

	pthread_mutex_lock(&type_lock);
	for (int i = 0; i < type_cached; i++)
		if (type_cache[i].type == type && type_cache[i].typmod == typmod)
		{
			snprintf(buf, size, "%s", type_cache[i].name);
			pthread_mutex_unlock(&type_lock);
			return;
		}
	pthread_mutex_unlock(&type_lock);

	snprintf(oid_text, sizeof(oid_text), "%u", type);
	snprintf(mod_text, sizeof(mod_text), "%d", typmod);
	res = db_exec("SELECT pg_catalog.format_type($1::pg_catalog.oid, $2::pg_catalog.int4)",
				  2, NULL, values, 0, &error);
	if (res == NULL || PQntuples(res) != 1 || PQgetisnull(res, 0, 0))
	{
		snprintf(buf, size, "oid %u", type);
		free(error);
		PQclear(res);
		return;
	}
	snprintf(buf, size, "%s", PQgetvalue(res, 0, 0));
	PQclear(res);
	pthread_mutex_lock(&type_lock);
	if (type_cached < TYPE_CACHE)
	{
		type_cache[type_cached].type = type;
		type_cache[type_cached].typmod = typmod;
		snprintf(type_cache[type_cached].name, sizeof(type_cache[type_cached].name), "%s", buf);
		type_cached++;
	}
	pthread_mutex_unlock(&type_lock);
}
