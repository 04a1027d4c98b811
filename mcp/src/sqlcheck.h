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
 * reason.  *fingerprint receives a malloc'd query fingerprint (or NULL). */
char	   *sqlcheck_readonly_select(const char *sql, char **fingerprint);

#endif
