/*
 * keyshare.c: key sets in dynamic shared memory (keyshare.h).
 *
 * The analysis worker moves a big key set into a segment of its own (ek_keyshare_put) and
 * passes a reference to it; ekaya._orphans and ekaya._orphans_each resolve the reference
 * (ek_keyshare_resolve), in the worker by its own mapping and in a parallel worker by mapping
 * the segment for the rest of its life, which ends with the query (a mapping left to the query's
 * resource owner would be reported as leaked when the worker commits). The worker keeps
 * its mappings (dsm_pin_mapping) until it releases them, or until it exits. At most
 * EK_KEYSHARE_MAX_SEGMENTS are held at once: the cluster's segments are few (64 plus five a
 * connection) and other sessions' parallel queries need them too.
 */
#include "keyshare.h"

#include <stdlib.h>

#include "access/parallel.h"
#include "miscadmin.h"
#include "port.h"

#define EK_KEYREF_MAGIC 0x454B5231	/* "EKR1" */
#define EK_KEYSHARE_MAX_SEGMENTS 16

/*
 * A segment starts with a random token, which only the references the worker passes as
 * query parameters carry: code that runs inside the query (a table owner's) can read
 * ekaya.shared_key_sets but not the parameters, so it cannot make a reference of its own.
 */
#define EK_KEYSHARE_TOKEN 16
#define EK_KEYSHARE_HEADER MAXALIGN(EK_KEYSHARE_TOKEN)

typedef struct EkKeyRef
{
	int32		vl_len_;		/* varlena header */
	uint32		magic;
	uint32		handle;			/* the segment's dsm_handle */
	uint32		unused;
	uint64		size;			/* the key set's VARSIZE, behind the segment's header */
	uint8		token[EK_KEYSHARE_TOKEN];
} EkKeyRef;

char	   *ekaya_shared_key_sets = NULL;

static Size held_bytes = 0;
static int	held_segments = 0;

typedef struct PutArgs
{
	const bytea *ks;
	const uint8 *token;
	dsm_segment *seg;
} PutArgs;

/*
 * Creates the segment and copies the key set into it, in a subtransaction of its own: a
 * segment the system cannot give (no room in /dev/shm) fails only this, and the key set is
 * then passed as it is.
 */
static void
put_guarded(void *arg)
{
	PutArgs    *a = arg;
	dsm_segment *seg = dsm_create(EK_KEYSHARE_HEADER + VARSIZE(a->ks), DSM_CREATE_NULL_IF_MAXSEGMENTS);
	char	   *base;

	if (seg == NULL)
		return;
	base = dsm_segment_address(seg);
	memcpy(base, a->token, EK_KEYSHARE_TOKEN);
	memcpy(base + EK_KEYSHARE_HEADER, a->ks, VARSIZE(a->ks));
	/* kept past the subtransaction, which releases its resources */
	dsm_pin_mapping(seg);
	a->seg = seg;
}

/*
 * A copy of key set ks in a new segment (*seg), and a reference to it to pass as the key
 * set; NULL (and *seg NULL) when no segment could be had. The caller frees ks.
 */
bytea *
ek_keyshare_put(const bytea *ks, dsm_segment **seg)
{
	PutArgs		a;
	ErrorData  *edata;
	bool		timed_out;
	EkKeyRef   *ref = palloc0(sizeof(EkKeyRef));

	*seg = NULL;
	if (held_segments >= EK_KEYSHARE_MAX_SEGMENTS ||
		!pg_strong_random(ref->token, EK_KEYSHARE_TOKEN))
	{
		pfree(ref);
		return NULL;
	}
	a.ks = ks;
	a.token = ref->token;
	a.seg = NULL;
	edata = ek_run_guarded_release(put_guarded, &a, &timed_out);
	if (edata != NULL)
	{
		ereport(DEBUG1,
				(errmsg_internal("ekaya: key set not moved to shared memory: %s", edata->message)));
		FreeErrorData(edata);
		pfree(ref);
		return NULL;
	}
	if (a.seg == NULL)
	{
		pfree(ref);
		return NULL;
	}
	SET_VARSIZE(ref, sizeof(EkKeyRef));
	ref->magic = EK_KEYREF_MAGIC;
	ref->handle = dsm_segment_handle(a.seg);
	ref->size = VARSIZE(ks);
	held_bytes += VARSIZE(ks);
	held_segments++;
	*seg = a.seg;
	return (bytea *) ref;
}

/* The key set in a segment of ek_keyshare_put. */
bytea *
ek_keyshare_address(dsm_segment *seg)
{
	return (bytea *) ((char *) dsm_segment_address(seg) + EK_KEYSHARE_HEADER);
}

/* Unmaps a segment of ek_keyshare_put; the last mapping gone, the segment is too. */
void
ek_keyshare_release(dsm_segment *seg)
{
	held_bytes -= Min(held_bytes, (Size) VARSIZE(ek_keyshare_address(seg)));
	held_segments--;
	dsm_detach(seg);
}

/* Is handle listed in ekaya.shared_key_sets (handles separated by spaces)? */
static bool
handle_offered(uint32 handle)
{
	const char *p = ekaya_shared_key_sets;

	while (p != NULL && *p != '\0')
	{
		char	   *end;
		unsigned long h;

		while (*p == ' ')
			p++;
		if (*p == '\0')
			break;
		h = strtoul(p, &end, 10);
		if (end == p)
			return false;
		if (h == handle)
			return true;
		p = end;
	}
	return false;
}

/*
 * The key set raw refers to when it is a reference (mapped in this process if it was not),
 * else raw itself. A reference to a segment ekaya.shared_key_sets does not offer, or one
 * that does not hold what it says, is an error.
 */
const struct varlena *
ek_keyshare_resolve(const struct varlena *raw)
{
	const EkKeyRef *ref = (const EkKeyRef *) raw;
	dsm_segment *seg;
	const struct varlena *ks;

	if (VARSIZE(raw) != sizeof(EkKeyRef) || ref->magic != EK_KEYREF_MAGIC)
		return raw;
	if (!handle_offered(ref->handle))
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
				 errmsg("key set reference to a segment this query was not given"),
				 errdetail("Only the analysis worker passes key sets in shared memory.")));
	seg = dsm_find_mapping(ref->handle);
	if (seg == NULL)
	{
		seg = dsm_attach(ref->handle);
		if (seg == NULL)
			ereport(ERROR,
					(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
					 errmsg("key set segment %u is gone", ref->handle)));
		/* a parallel worker exits with its query: the mapping goes with it */
		if (IsParallelWorker())
			dsm_pin_mapping(seg);
	}
	if (dsm_segment_map_length(seg) < EK_KEYSHARE_HEADER + VARHDRSZ ||
		memcmp(dsm_segment_address(seg), ref->token, EK_KEYSHARE_TOKEN) != 0)
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
				 errmsg("key set reference to a segment this query was not given")));
	ks = (const struct varlena *) ((char *) dsm_segment_address(seg) + EK_KEYSHARE_HEADER);
	if (ref->size > dsm_segment_map_length(seg) - EK_KEYSHARE_HEADER || VARSIZE(ks) != ref->size)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
				 errmsg("key set segment %u does not hold the key set it is said to", ref->handle)));
	return ks;
}

/* Bytes of key sets this process holds in shared memory, for the job's memory figures. */
Size
ek_keyshare_bytes(void)
{
	return held_bytes;
}
