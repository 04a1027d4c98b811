/*
 * keyshare.h: key sets in dynamic shared memory, mapped by parallel workers instead of copied.
 *
 * A verification scan hands its key sets to ekaya._orphans_each as query parameters, and the
 * executor gives every parallel worker its own copy of each. A big key set then leaves no room
 * in ekaya.work_mem for a worker (TPC-H SF 10: lineitem probed against 48 MB of key sets, its
 * scan without workers). A key set moved into a segment of its own is passed as a small
 * reference instead, which the workers resolve by mapping the segment.
 *
 * A reference names a segment by its handle, and any role can call the aggregates with any
 * bytes; so a reference is resolved only when its handle is listed in ekaya.shared_key_sets,
 * a setting only a superuser can make (the analysis worker sets it for the query it runs, and
 * parallel workers inherit it), and only when it carries the random token the segment starts
 * with, which no code inside the query can read.
 */
#ifndef EKAYA_KEYSHARE_H
#define EKAYA_KEYSHARE_H

#include "ekaya.h"

#include "storage/dsm.h"

extern char *ekaya_shared_key_sets;

extern bytea *ek_keyshare_put(const bytea *ks, dsm_segment **seg);
extern bytea *ek_keyshare_address(dsm_segment *seg);
extern void ek_keyshare_release(dsm_segment *seg);
extern const struct varlena *ek_keyshare_resolve(const struct varlena *raw);
extern Size ek_keyshare_bytes(void);

#endif							/* EKAYA_KEYSHARE_H */
