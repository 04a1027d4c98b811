/*
 * strbuf.c
 *	  Growable buffer, JSON string escaping, base64url.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "strbuf.h"

void
sb_init(StrBuf *sb)
{
	sb->data = NULL;
	sb->len = 0;
	sb->cap = 0;
	sb->failed = false;
}

/* Make room for extra more bytes plus the terminating NUL. */
static bool
reserve(StrBuf *sb, size_t extra)
{
	size_t		want;
	char	   *grown;

	if (sb->failed)
		return false;
	want = sb->len + extra + 1;
	if (want <= sb->cap)
		return true;
	if (want < 256)
		want = 256;
	if (want < sb->cap * 2)
		want = sb->cap * 2;
	grown = realloc(sb->data, want);
	if (grown == NULL)
	{
		sb->failed = true;
		return false;
	}
	sb->data = grown;
	sb->cap = want;
	return true;
}

void
sb_append(StrBuf *sb, const char *text, size_t len)
{
	if (!reserve(sb, len))
		return;
	memcpy(sb->data + sb->len, text, len);
	sb->len += len;
	sb->data[sb->len] = '\0';
}

void
sb_puts(StrBuf *sb, const char *text)
{
	sb_append(sb, text, strlen(text));
}

void
sb_printf(StrBuf *sb, const char *fmt,...)
{
	va_list		ap;
	int			n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0 || !reserve(sb, (size_t) n))
		return;
	va_start(ap, fmt);
	vsnprintf(sb->data + sb->len, (size_t) n + 1, fmt, ap);
	va_end(ap);
	sb->len += (size_t) n;
}

/* The escape of byte c, or NULL when it stands for itself. */
static const char *
escape_of(unsigned char c, char *buf)
{
	switch (c)
	{
		case '"':
			return "\\\"";
		case '\\':
			return "\\\\";
		case '\n':
			return "\\n";
		case '\r':
			return "\\r";
		case '\t':
			return "\\t";
		case '\b':
			return "\\b";
		case '\f':
			return "\\f";
	}
	if (c < 0x20)
	{
		snprintf(buf, 7, "\\u%04x", c);
		return buf;
	}
	return NULL;
}

size_t
json_string_size(const char *text, size_t len)
{
	size_t		size = 2;
	char		buf[8];

	for (size_t i = 0; i < len; i++)
	{
		const char *e = escape_of((unsigned char) text[i], buf);

		size += e ? strlen(e) : 1;
	}
	return size;
}

void
sb_json_string(StrBuf *sb, const char *text, size_t len)
{
	size_t		run = 0;
	char		buf[8];

	if (!reserve(sb, len + 2))
		return;
	sb_append(sb, "\"", 1);
	for (size_t i = 0; i < len; i++)
	{
		const char *e = escape_of((unsigned char) text[i], buf);

		if (e == NULL)
			continue;
		sb_append(sb, text + run, i - run);
		sb_puts(sb, e);
		run = i + 1;
	}
	sb_append(sb, text + run, len - run);
	sb_append(sb, "\"", 1);
}

char *
sb_finish(StrBuf *sb)
{
	char	   *data;

	if (sb->failed || !reserve(sb, 0))
	{
		sb_free(sb);
		return NULL;
	}
	data = sb->data;
	sb_init(sb);
	return data;
}

void
sb_free(StrBuf *sb)
{
	free(sb->data);
	sb_init(sb);
}

static const char b64url[] =
"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

char *
base64url_encode(const char *data, size_t len)
{
	const unsigned char *in = (const unsigned char *) data;
	char	   *out = malloc(len / 3 * 4 + 5);
	size_t		o = 0;
	size_t		i;

	if (out == NULL)
		return NULL;
	for (i = 0; i + 2 < len; i += 3)
	{
		unsigned	v = in[i] << 16 | in[i + 1] << 8 | in[i + 2];

		out[o++] = b64url[v >> 18 & 63];
		out[o++] = b64url[v >> 12 & 63];
		out[o++] = b64url[v >> 6 & 63];
		out[o++] = b64url[v & 63];
	}
	if (len - i == 1)
	{
		out[o++] = b64url[in[i] >> 2];
		out[o++] = b64url[(in[i] & 3) << 4];
	}
	else if (len - i == 2)
	{
		unsigned	v = in[i] << 8 | in[i + 1];

		out[o++] = b64url[v >> 10 & 63];
		out[o++] = b64url[v >> 4 & 63];
		out[o++] = b64url[(v & 15) << 2];
	}
	out[o] = '\0';
	return out;
}

char *
base64url_decode(const char *text, size_t *len)
{
	size_t		n = strlen(text);
	char	   *out = malloc(n / 4 * 3 + 4);
	unsigned	acc = 0;
	int			bits = 0;
	size_t		o = 0;

	if (out == NULL)
		return NULL;
	for (size_t i = 0; i < n; i++)
	{
		const char *p = text[i] ? strchr(b64url, text[i]) : NULL;

		if (p == NULL)
		{
			free(out);
			return NULL;
		}
		acc = acc << 6 | (unsigned) (p - b64url);
		bits += 6;
		if (bits >= 8)
		{
			bits -= 8;
			out[o++] = (char) (acc >> bits & 0xff);
		}
	}
	if (bits >= 6)
	{
		free(out);
		return NULL;
	}
	out[o] = '\0';
	*len = o;
	return out;
}
