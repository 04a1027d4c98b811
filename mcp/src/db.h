/*
 * db.h
 *	  The libpq connections ekaya-mcp talks through.
 *
 * Tools never see a PGconn: a thread binds one from the pool with
 * db_acquire (on behalf of a request that may be cancelled), hands over
 * statements and parameters, gets rows or a readable error, and gives the
 * connection back with db_release.  Connections are opened when concurrent
 * calls need them, up to --max-connections, and reused.
 */
#ifndef EKAYA_MCP_DB_H
#define EKAYA_MCP_DB_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <libpq-fe.h>

/* Open the first connection from dsn (NULL: PG* environment) and check the
 * extension.  On failure returns false with *error malloc'd and *exit_code
 * set to the documented exit status. */
bool		db_start(const char *dsn, int max_connections, char **error, int *exit_code);

/* Bind a connection to this thread for one request; *cancelled is watched
 * while statements run (the statement is cancelled on the server when it
 * becomes true).  False with *error when no connection can be had. */
bool		db_acquire(const atomic_bool *cancelled, char **error);
void		db_release(void);

/* Run one parameterized statement (text parameters and results) on this
 * thread's connection.  Returns the result, or NULL with *error set to a
 * malloc'd "ERROR/DETAIL/HINT" text.  error_position_shift is subtracted from
 * a reported error position, for statements wrapped around the caller's
 * text.  types may be NULL. */
PGresult   *db_exec(const char *sql, int nparams, const Oid *types, const char *const *values,
					int error_position_shift, char **error);

/* Prepare sql as the unnamed statement and describe it (columns and
 * parameter types); parse analysis only, nothing is planned or run. */
PGresult   *db_describe(const char *sql, int nparams, char **error);

/* Run a statement in single-row mode: row(arg, res) is called for every row
 * while it returns true; the rest is read and dropped.  False with *error
 * when the statement failed. */
bool		db_stream(const char *sql, bool (*row) (void *arg, const PGresult *res), void *arg,
					  char **error);

/* The single text value of a one-row, one-column statement, as the server
 * sent it (malloc'd, *len its length); NULL with *error.  A value longer
 * than max_len is an error that says so. */
char	   *db_call_text(const char *sql, int nparams, const char *const *values,
						 size_t max_len, char **error, size_t *len);

/* The SQLSTATE of the last failed statement on this thread ("" if none). */
const char *db_last_sqlstate(void);

/* True when the request this thread serves was cancelled. */
bool		db_cancelled(void);

/* Roll back the query tool's transaction, if one is open, and reset the
 * session (DISCARD ALL) so that nothing survives the call. */
void		db_reset_session(void);

/* format_type(oid, typmod) into buf, cached; the caller holds a connection. */
void		db_type_name(Oid type, int typmod, char *buf, size_t size);

/* Close every connection at exit. */
void		db_stop(void);

/* printf into a malloc'd string (NULL on failure). */
char	   *format_text(const char *fmt,...) __attribute__((format(printf, 1, 2)));

#endif
