/*
 * patterns.c: recognises what a text value holds (uuid, email, url, phone, integer, date,
 * json). Patterns feed semantic types and let a text column full of uuids be compared with a
 * uuid column. Hand-written scanners instead of regular expressions: they run on every text
 * value of every profiled row, and must stay cheap and allocation-free.
 */
#include "ekaya.h"

#include <ctype.h>

static const char *const pattern_names[EK_PATTERN_COUNT] = {
	"uuid", "email", "url", "phone", "integer", "date", "json"
};

const char *
ek_pattern_name(int bit)
{
	return (bit >= 0 && bit < EK_PATTERN_COUNT) ? pattern_names[bit] : NULL;
}

static int
hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/*
 * Parses the canonical 8-4-4-4-12 form (optionally braced), the form uuid_out prints and
 * most applications store, into 16 bytes.
 */
bool
ek_parse_uuid_text(const char *s, int len, unsigned char out[16])
{
	int			i,
				n = 0;

	if (len == 38 && s[0] == '{' && s[37] == '}')
	{
		s++;
		len -= 2;
	}
	if (len != 36)
		return false;
	for (i = 0; i < 36; i++)
	{
		if (i == 8 || i == 13 || i == 18 || i == 23)
		{
			if (s[i] != '-')
				return false;
			continue;
		}
		if (hexval(s[i]) < 0 || hexval(s[i + 1]) < 0)
			return false;
		out[n++] = (unsigned char) (hexval(s[i]) * 16 + hexval(s[i + 1]));
		i++;
	}
	return n == 16;
}

static bool
is_email(const char *s, int len)
{
	int			at = -1,
				dot_after = -1,
				i;

	for (i = 0; i < len; i++)
	{
		unsigned char c = (unsigned char) s[i];

		if (c == '@')
		{
			if (at >= 0)
				return false;
			at = i;
		}
		else if (c == '.' && at >= 0)
			dot_after = i;
		else if (isspace(c))
			return false;
	}
	return at > 0 && dot_after > at + 1 && dot_after < len - 1;
}

static bool
is_url(const char *s, int len)
{
	static const char *const schemes[] = {"http://", "https://", "ftp://", "www."};
	int			i;

	for (i = 0; i < (int) lengthof(schemes); i++)
	{
		int			sl = strlen(schemes[i]);

		if (len > sl + 2 && pg_strncasecmp(s, schemes[i], sl) == 0)
		{
			int			j;

			for (j = sl; j < len; j++)
				if (isspace((unsigned char) s[j]))
					return false;
			return true;
		}
	}
	return false;
}

/* Digits with the punctuation phone numbers carry; 7 to 15 digits as in E.164. */
static bool
is_phone(const char *s, int len)
{
	int			digits = 0,
				i;

	for (i = 0; i < len; i++)
	{
		char		c = s[i];

		if (isdigit((unsigned char) c))
			digits++;
		else if (c == '+' && i == 0)
			continue;
		else if (c != ' ' && c != '-' && c != '(' && c != ')' && c != '.')
			return false;
	}
	/* a plain run of digits is an integer, not a phone number */
	return digits >= 7 && digits <= 15 && digits < len;
}

static bool
is_integer(const char *s, int len)
{
	int			i = 0;

	if (len > 0 && (s[0] == '-' || s[0] == '+'))
		i = 1;
	if (i >= len || len - i > 19)
		return false;
	for (; i < len; i++)
		if (!isdigit((unsigned char) s[i]))
			return false;
	return true;
}

/* YYYY-MM-DD, optionally followed by a time; also YYYY/MM/DD. */
static bool
is_date(const char *s, int len)
{
	int			i,
				month,
				day;

	if (len < 10)
		return false;
	for (i = 0; i < 10; i++)
	{
		if (i == 4 || i == 7)
		{
			if (s[i] != '-' && s[i] != '/')
				return false;
		}
		else if (!isdigit((unsigned char) s[i]))
			return false;
	}
	month = (s[5] - '0') * 10 + (s[6] - '0');
	day = (s[8] - '0') * 10 + (s[9] - '0');
	if (month < 1 || month > 12 || day < 1 || day > 31)
		return false;
	return len == 10 || s[10] == ' ' || s[10] == 'T';
}

/* A cheap structural check: balanced outer braces or brackets. Full validation is not needed. */
static bool
is_json(const char *s, int len)
{
	while (len > 0 && isspace((unsigned char) s[len - 1]))
		len--;
	while (len > 0 && isspace((unsigned char) *s))
	{
		s++;
		len--;
	}
	if (len < 2)
		return false;
	return (s[0] == '{' && s[len - 1] == '}') || (s[0] == '[' && s[len - 1] == ']');
}

/* Bitmask of EK_PATTERN_* the value matches. */
int
ek_detect_patterns(const char *s, int len)
{
	unsigned char uuid[16];
	int			p = 0;

	if (len == 0 || len > 2048)
		return 0;
	if (ek_parse_uuid_text(s, len, uuid))
		return EK_PATTERN_UUID;
	if (is_integer(s, len))
		return EK_PATTERN_INTEGER;
	if (is_date(s, len))
		return EK_PATTERN_DATE;
	if (is_email(s, len))
		p |= EK_PATTERN_EMAIL;
	else if (is_url(s, len))
		p |= EK_PATTERN_URL;
	else if (is_phone(s, len))
		p |= EK_PATTERN_PHONE;
	else if (is_json(s, len))
		p |= EK_PATTERN_JSON;
	return p;
}
