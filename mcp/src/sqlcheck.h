/*
 * sqlcheck.h
 *	  Client-side gate for the query tool's SQL.
 *
 * Refusing a statement before any round trip means a model's DELETE never
 * reaches the server, whatever the role's privileges are.
 */
#ifndef EKAYA_MCP_SQLCHECK_H
#define EKAYA_MCP_SQLCHECK_H

/* NULL when sql is exactly one plain read-only SELECT, else a malloc'd
 * reason.  *fingerprint receives a malloc'd query fingerprint (or NULL);
 * the statement is the bytes sql[*stmt_start .. *stmt_start + *stmt_len)
 * (without a trailing semicolon), *stmt_len 0 meaning to the end. */
char	   *sqlcheck_readonly_select(const char *sql, char **fingerprint, int *stmt_start,
									 int *stmt_len);

#endif
