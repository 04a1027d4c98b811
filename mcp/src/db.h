/*
 * db.h
 *	  The one libpq connection ekaya-mcp talks through.
 *
 * Tools never see the PGconn: they hand over a statement and parameters and
 * get rows or a readable error, and the connection's life (reconnects,
 * extension checks) stays in db.c.
 */
#ifndef EKAYA_MCP_DB_H
#define EKAYA_MCP_DB_H

#include <stdbool.h>
#include <jansson.h>
#include <libpq-fe.h>

/* Connect from dsn (NULL: PG* environment).  On failure returns false and
 * sets *error to a malloc'd explanation. */
bool		db_connect(const char *dsn, char **error);

/* NULL when ekaya_ontology is installed at our version, else a malloc'd
 * text telling the user exactly what to do. */
char	   *db_extension_problem(void);

/* Run one parameterized statement (text parameters and results).  Returns
 * the result, or NULL with *error set to a malloc'd "ERROR/DETAIL/HINT"
 * text.  error_position_shift is subtracted from a reported error position,
 * for statements wrapped around the caller's text. */
PGresult   *db_exec(const char *sql, int nparams, const char *const *values,
					int error_position_shift, char **error);

/* Run a statement returning one row with one JSON text column, parsed. */
json_t	   *db_call_json(const char *sql, int nparams, const char *const *values,
						 char **error);

/* The SQLSTATE of the last failed db_exec ("" when none was reported). */
const char *db_last_sqlstate(void);

/* Roll back the query tool's transaction, if one is open, and reset the
 * session (DISCARD ALL) so that nothing survives the call. */
void		db_reset_session(void);

/* Close the connection at exit. */
void		db_disconnect(void);

#endif
