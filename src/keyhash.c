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
#include "utils/numeric.h"
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

/* An integer column's value as int64, whatever its width. */
int64
ek_int_value(Oid basetypid, Datum d)
{
	return basetypid == INT2OID ? DatumGetInt16(d) :
		basetypid == INT4OID ? DatumGetInt32(d) : DatumGetInt64(d);
}

/* Is the normalised text of a numeric a whole number of up to 18 digits? Its value in *v. */
static bool
whole_text(const char *s, int64 *v)
{
	if (strchr(s, '.') != NULL || strlen(s) > 18)
		return false;
	*v = strtoll(s, NULL, 10);
	return true;
}

/*
 * Hash of a numeric: whole numbers of up to 18 digits hash like the same int64, anything else
 * as its normalised text. *whole says whether the value was such a whole number.
 */
uint64
ek_hash_numeric(Numeric n, bool *whole)
{
	char	   *s;
	uint64		h;
	int64		v;

	if (numeric_is_nan(n) || numeric_is_inf(n))
	{
		*whole = false;
		return ek_hash_bytes(numeric_is_nan(n) ? "NaN" : "Inf", 3);
	}
	s = numeric_normalize(n);
	*whole = whole_text(s, &v);
	h = *whole ? ek_hash_int64(v) : ek_hash_bytes(s, strlen(s));
	pfree(s);
	return h;
}

/* The int64 of a numeric that ek_hash_numeric hashes as one; false for any other numeric. */
bool
ek_numeric_int64(Numeric n, int64 *v)
{
	char	   *s;
	bool		whole;

	if (numeric_is_nan(n) || numeric_is_inf(n))
		return false;
	s = numeric_normalize(n);
	whole = whole_text(s, v);
	pfree(s);
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

				return ek_hash_numeric(DatumGetNumeric(d), &whole);
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

/*
 * Hash of a tuple from the hashes of its columns, in key order. A single column keeps its own
 * hash, so one-column key sets are the profiler's value sets. The mixing is order-sensitive:
 * (1, 2) and (2, 1) differ.
 */
uint64
ek_hash_combine(uint64 acc, uint64 next)
{
	return ek_hash_int64((int64) (acc * UINT64CONST(0x9E3779B97F4A7C15) ^ next));
}
