/*
 * db.c
 *	  libpq connection management for ekaya-mcp.
 *
 * An MCP server lives as long as the agent's session, often hours, so the
 * connection will be lost sometimes (server restart, idle timeout, an
 * administrator's pg_terminate_backend).  This file re-establishes it on the
 * next call, re-checks the extension, and turns server errors into the text
 * a model needs to correct itself: message, detail and the did-you-mean
 * hint.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "ekaya_mcp.h"

static PGconn *conn;

/* SQLSTATE of the last failed db_exec, "" when it had none. */
static char last_sqlstate[6];

/* Build a malloc'd string with printf formatting, checked by the compiler. */
static char *format_text(const char *fmt,...) __attribute__((format(printf, 1, 2)));

/* open_memstream sizes the buffer, so messages are never cut short. */
static char *
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
connection_message(void)
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
bool
db_connect(const char *dsn, char **error)
{
	const char *const keywords[] = {"dbname", "fallback_application_name",
	"client_encoding", NULL};
	const char *const values[] = {dsn, "ekaya-mcp", "UTF8", NULL};

	conn = PQconnectdbParams(keywords, values, 1);
	if (PQstatus(conn) == CONNECTION_OK)
		return true;
	*error = connection_message();
	return false;
}

/* Close the connection so the server sees a clean goodbye on EOF. */
void
db_disconnect(void)
{
	PQfinish(conn);
	conn = NULL;
}

/*
 * Compare the installed extension with the version this binary was built
 * for.  The answer names the database and the exact command to run, since
 * the person reading it is setting up an MCP client, not debugging C.
 */
char *
db_extension_problem(void)
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

/*
 * Re-establish a lost connection.  The extension is checked again because
 * the server we come back to may not be the one we left (restored backup,
 * failover).
 */
static bool
reconnect(char **error)
{
	char	   *problem;

	mcp_log("connection to the database lost; reconnecting");
	PQreset(conn);
	if (PQstatus(conn) != CONNECTION_OK)
	{
		char	   *msg = connection_message();

		*error = format_text("could not reconnect to the database: %s", msg);
		free(msg);
		return false;
	}
	problem = db_extension_problem();
	if (problem != NULL)
	{
		*error = problem;
		return false;
	}
	return true;
}

/*
 * Turn a failed result into "ERROR: ... DETAIL: ... HINT: ..." text.  The
 * hint is where the extension puts its did-you-mean suggestions, so it must
 * reach the model unchanged.
 */
static char *
format_error(const PGresult *res, int position_shift)
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
		char	   *msg = connection_message();

		buf = format_text("ERROR:  %s", msg);
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

/*
 * Execute with text parameters.  A statement that fails because the
 * connection died is retried once on a fresh connection, but only when no
 * transaction was open: every tool is read-only, and outside a transaction
 * nothing else depended on the old session.
 */
PGresult *
db_exec(const char *sql, int nparams, const char *const *values,
		int error_position_shift, char **error)
{
	last_sqlstate[0] = '\0';
	for (int attempt = 0;; attempt++)
	{
		PGresult   *res;
		bool		was_idle;
		ExecStatusType status;

		if (PQstatus(conn) != CONNECTION_OK && !reconnect(error))
			return NULL;
		was_idle = PQtransactionStatus(conn) == PQTRANS_IDLE;
		res = PQexecParams(conn, sql, nparams, NULL, values, NULL, NULL, 0);
		status = PQresultStatus(res);
		if (status == PGRES_TUPLES_OK || status == PGRES_COMMAND_OK)
			return res;
		if (PQstatus(conn) == CONNECTION_BAD && was_idle && attempt == 0)
		{
			PQclear(res);
			continue;
		}
		*error = format_error(res, error_position_shift);
		snprintf(last_sqlstate, sizeof(last_sqlstate), "%s",
				 PQresultErrorField(res, PG_DIAG_SQLSTATE) ? PQresultErrorField(res, PG_DIAG_SQLSTATE) : "");
		PQclear(res);
		return NULL;
	}
}

/* See db.h. */
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
 * and the next call reconnects.
 */
void
db_reset_session(void)
{
	PGresult   *res;

	if (PQstatus(conn) != CONNECTION_OK)
		return;
	if (PQtransactionStatus(conn) != PQTRANS_IDLE)
		PQclear(PQexec(conn, "ROLLBACK"));
	res = PQexec(conn, "DISCARD ALL");
	if (PQresultStatus(res) != PGRES_COMMAND_OK && PQstatus(conn) == CONNECTION_OK)
	{
		char	   *msg = connection_message();

		mcp_log("could not reset the session (%s); starting a new one", msg ? msg : "");
		free(msg);
		PQreset(conn);
	}
	PQclear(res);
}

/*
 * The tools' common path: the server builds the JSON (jsonb_agg, to_jsonb)
 * and we parse it once, so there is no per-column conversion in C.
 */
json_t *
db_call_json(const char *sql, int nparams, const char *const *values,
			 char **error)
{
	PGresult   *res = db_exec(sql, nparams, values, 0, error);
	json_t	   *value;
	json_error_t jerr;

	if (res == NULL)
		return NULL;
	if (PQntuples(res) != 1 || PQnfields(res) != 1)
	{
		PQclear(res);
		*error = strdup("ERROR:  the ekaya function returned no result");
		return NULL;
	}
	if (PQgetisnull(res, 0, 0))
		value = json_null();
	else
	{
		value = json_loads(PQgetvalue(res, 0, 0), JSON_DECODE_ANY, &jerr);
		if (value == NULL)
			*error = format_text("ERROR:  the server returned invalid JSON: %s", jerr.text);
	}
	PQclear(res);
	return value;
}
