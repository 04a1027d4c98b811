/*
 * strbuf.h
 *	  A growable byte buffer, JSON string escaping and base64url.
 *
 * Replies are assembled as text: a tool's structured result is embedded
 * verbatim (the server already produced JSON) and escaped once for the text
 * block, instead of being parsed and re-serialized.  An allocation failure
 * is remembered in the buffer and reported once by sb_finish.
 */
#ifndef EKAYA_MCP_STRBUF_H
#define EKAYA_MCP_STRBUF_H

#include <stdbool.h>
#include <stddef.h>

typedef struct StrBuf
{
	char	   *data;
	size_t		len;
	size_t		cap;
	bool		failed;			/* an allocation failed; the content is incomplete */
} StrBuf;

void		sb_init(StrBuf *sb);
void		sb_append(StrBuf *sb, const char *text, size_t len);
void		sb_puts(StrBuf *sb, const char *text);
void		sb_printf(StrBuf *sb, const char *fmt,...) __attribute__((format(printf, 2, 3)));

/* Append text as a quoted JSON string (UTF-8 passes through). */
void		sb_json_string(StrBuf *sb, const char *text, size_t len);

/* Bytes sb_json_string would append for text, quotes included. */
size_t		json_string_size(const char *text, size_t len);

/* The NUL-terminated content (the caller frees it), or NULL when an
 * allocation failed (the buffer is then freed). */
char	   *sb_finish(StrBuf *sb);
void		sb_free(StrBuf *sb);

/* base64url without padding, and back (NULL on malformed input). */
char	   *base64url_encode(const char *data, size_t len);
char	   *base64url_decode(const char *text, size_t *len);

#endif
