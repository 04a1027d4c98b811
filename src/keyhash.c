/*
 * keyhash.c: the one implementation of value normalisation before hashing.
 *
 * Discovery compares columns by their hashes, so the profiling pass (profile.c), which
 * builds the value sets that screen candidates, and the verification aggregates
 * (verify_agg.c), which measure accepted candidates over whole tables, must hash equal keys
 * of compatible types alike: integers of every width and whole-number numerics as int64;
 * text, varchar and char(n) (without trailing spaces) as bytes; uuids, and text holding
 * uuids, as their 16 bytes. Keeping the rules here means the two can never drift apart.
 * The functions are stateless, so rows may be hashed in any order, by any process.
 */
#include "ekaya.h"

#include "catalog/pg_type.h"
#include "utils/lsyscache.h"
#include "utils/uuid.h"

/* How values of a type (of the given family) are normalised before hashing. */
EkHashKind
ek_hash_kind(EkTypeFamily family, Oid basetypid, int16 typlen, bool typbyval)
{
	switch (family)
	{
		case EK_FAMILY_INTEGER:
			return EK_HK_INT;
		case EK_FAMILY_NUMERIC:
			return EK_HK_NUMERIC;
		case EK_FAMILY_UUID:
			return EK_HK_UUID;
		case EK_FAMILY_CHAR:
			return EK_HK_BPCHAR;
		case EK_FAMILY_TEXT:
			if (basetypid == NAMEOID)
				return EK_HK_NAME;
			return typlen == -1 ? EK_HK_TEXT : (typlen == -2 ? EK_HK_CSTRING : EK_HK_FIXED);
		default:
			break;
	}
	if (typbyval)
		return EK_HK_BYVAL;
	if (typlen > 0)
		return EK_HK_FIXED;
	return typlen == -2 ? EK_HK_CSTRING : EK_HK_VARLENA;
}

/* Fills ht for a column or argument type (a domain is hashed as its base type). */
void
ek_hash_type_init(EkHashType *ht, Oid typid)
{
	Oid			base = getBaseType(typid);
	EkTypeFamily family = ek_type_family(base);

	get_typlenbyval(base, &ht->typlen, &ht->typbyval);
	ht->basetypid = base;
	ht->kind = ek_hash_kind(family, base, ht->typlen, ht->typbyval);
	ht->string_type = (family == EK_FAMILY_TEXT || family == EK_FAMILY_CHAR);
}

/*
 * Numerics are read in their stored form instead of through numeric_normalize: printing every
 * value was a large part of profiling a table of prices. The layout is the on-disk format
 * (src/backend/utils/adt/numeric.c), which pg_upgrade keeps stable: a 16-bit header, for the
 * long form a 16-bit weight, then base-10000 digits, the first of weight 10000^weight. The
 * header's top two bits say short form, negative or special (NaN, +-Infinity).
 */
#define EK_NUM_SHORT			0x8000
#define EK_NUM_SIGN_MASK		0xC000
#define EK_NUM_NEG				0x4000
#define EK_NUM_SPECIAL			0xC000
#define EK_NUM_SHORT_NEG		0x2000
#define EK_NUM_SHORT_WSIGN		0x0040
#define EK_NUM_SHORT_WMASK		0x003F

typedef struct NumericParts
{
	bool		special;		/* NaN or an infinity: header is the whole value */
	uint16		header;
	bool		negative;
	int			weight;			/* of the first significant digit */
	int			ndigits;		/* significant digits: leading and trailing zeros dropped */
	const char *digits;			/* int16 each, in the datum, maybe unaligned */
	struct varlena *copy;		/* a detoasted copy to free, if one was made */
} NumericParts;

static inline int16
digit_at(const NumericParts *np, int k)
{
	int16		dig;

	memcpy(&dig, np->digits + k * sizeof(int16), sizeof(int16));
	return dig;
}

/* Splits a numeric datum into sign, weight and significant digits, without copying it. */
static void
numeric_parts(Datum d, NumericParts *np)
{
	struct varlena *v = PG_DETOAST_DATUM_PACKED(d);
	const char *p = VARDATA_ANY(v);
	int			len = VARSIZE_ANY_EXHDR(v);
	int			hdr;
	uint16		header;

	memset(np, 0, sizeof(NumericParts));
	np->copy = (Pointer) v != DatumGetPointer(d) ? v : NULL;
	memcpy(&header, p, sizeof(uint16));
	np->header = header;
	if ((header & EK_NUM_SIGN_MASK) == EK_NUM_SPECIAL)
	{
		np->special = true;
		return;
	}
	if (header & EK_NUM_SHORT)
	{
		hdr = sizeof(uint16);
		np->negative = (header & EK_NUM_SHORT_NEG) != 0;
		np->weight = (header & EK_NUM_SHORT_WSIGN) ? (int) (header & EK_NUM_SHORT_WMASK) - 64 :
			(int) (header & EK_NUM_SHORT_WMASK);
	}
	else
	{
		int16		w;

		hdr = 2 * sizeof(uint16);
		np->negative = (header & EK_NUM_SIGN_MASK) == EK_NUM_NEG;
		memcpy(&w, p + sizeof(uint16), sizeof(int16));
		np->weight = w;
	}
	np->digits = p + hdr;
	np->ndigits = (len - hdr) / (int) sizeof(int16);
	/* stored values are stripped already; strip anyway, so equal values always match */
	while (np->ndigits > 0 && digit_at(np, 0) == 0)
	{
		np->digits += sizeof(int16);
		np->ndigits--;
		np->weight--;
	}
	while (np->ndigits > 0 && digit_at(np, np->ndigits - 1) == 0)
		np->ndigits--;
	if (np->ndigits == 0)
		np->negative = false;
}

static void
numeric_parts_free(NumericParts *np)
{
	if (np->copy)
		pfree(np->copy);
}

/* The value of a whole number of up to 18 decimal digits; false for any other. */
static bool
parts_int64(const NumericParts *np, int64 *v)
{
	uint64		acc = 0;
	int			k;

	if (np->special)
		return false;
	if (np->ndigits == 0)
	{
		*v = 0;
		return true;
	}
	if (np->weight < np->ndigits - 1 || np->weight > 4)
		return false;			/* a fraction, or 10^20 and more */
	for (k = 0; k <= np->weight; k++)
	{
		uint64		dig = k < np->ndigits ? (uint64) digit_at(np, k) : 0;

		if (acc > (UINT64CONST(999999999999999999) - dig) / 10000)
			return false;
		acc = acc * 10000 + dig;
	}
	*v = np->negative ? -(int64) acc : (int64) acc;
	return true;
}

/*
 * Hash of a numeric: whole numbers of up to 18 digits hash like the same int64 (so they
 * match integer keys), anything else by its sign, weight and significant digits, which equal
 * values share whatever their display scale (1.5 and 1.50). *whole says which it was.
 */
uint64
ek_hash_numeric(Datum d, bool *whole)
{
	NumericParts np;
	int64		v;
	uint64		h;

	numeric_parts(d, &np);
	*whole = parts_int64(&np, &v);
	if (np.special)
		h = ek_hash_bytes((const char *) &np.header, sizeof(uint16));
	else if (*whole)
		h = ek_hash_int64(v);
	else
		h = ek_hash_combine(ek_hash_bytes(np.digits, np.ndigits * sizeof(int16)),
							(uint64) (np.negative ? -1 : 1) * (uint64) (np.weight + 65536));
	numeric_parts_free(&np);
	return h;
}

/* The int64 of a numeric that ek_hash_numeric hashes as one; false for any other numeric. */
bool
ek_numeric_int64(Datum d, int64 *v)
{
	NumericParts np;
	bool		whole;

	numeric_parts(d, &np);
	whole = parts_int64(&np, v);
	numeric_parts_free(&np);
	return whole;
}

/* Hash of a string value; in string types, text holding a uuid hashes like the uuid itself. */
uint64
ek_hash_string(const char *p, int len, bool string_type)
{
	unsigned char uuid[16];

	/* the uuid pattern is exactly what ek_parse_uuid_text accepts */
	if (string_type && (len == 36 || len == 38) && ek_parse_uuid_text(p, len, uuid))
		return ek_hash_bytes((const char *) uuid, 16);
	return ek_hash_bytes(p, len);
}

/* Length of a char(n) value without its trailing spaces, which never count in comparisons. */
int
ek_bpchar_len(const char *p, int len)
{
	while (len > 0 && p[len - 1] == ' ')
		len--;
	return len;
}

/* Normalised hash of a non-null value of the type described by ht. */
uint64
ek_hash_datum(const EkHashType *ht, Datum d)
{
	switch (ht->kind)
	{
		case EK_HK_INT:
			return ek_hash_int64(ek_int_value(ht->basetypid, d));
		case EK_HK_NUMERIC:
			{
				bool		whole;

				return ek_hash_numeric(d, &whole);
			}
		case EK_HK_TEXT:
			{
				text	   *t = DatumGetTextPP(d);

				return ek_hash_string(VARDATA_ANY(t), VARSIZE_ANY_EXHDR(t), ht->string_type);
			}
		case EK_HK_BPCHAR:
			{
				BpChar	   *t = DatumGetBpCharPP(d);
				const char *p = VARDATA_ANY(t);

				return ek_hash_string(p, ek_bpchar_len(p, VARSIZE_ANY_EXHDR(t)), ht->string_type);
			}
		case EK_HK_NAME:
			{
				const char *p = NameStr(*DatumGetName(d));

				return ek_hash_string(p, strlen(p), ht->string_type);
			}
		case EK_HK_UUID:
			return ek_hash_bytes((const char *) DatumGetUUIDP(d)->data, UUID_LEN);
		case EK_HK_BYVAL:
			return ek_hash_int64((int64) d);
		case EK_HK_FIXED:
			return ek_hash_bytes(DatumGetPointer(d), ht->typlen);
		case EK_HK_CSTRING:
			return ek_hash_bytes(DatumGetCString(d), strlen(DatumGetCString(d)));
		case EK_HK_VARLENA:
			{
				struct varlena *v = PG_DETOAST_DATUM_PACKED(d);

				return ek_hash_bytes(VARDATA_ANY(v), VARSIZE_ANY_EXHDR(v));
			}
	}
	return 0;					/* keep compiler quiet */
}

