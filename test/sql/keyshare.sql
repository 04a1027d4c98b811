-- Key sets in shared memory (keyshare.c): the aggregates are callable by anyone, and a
-- reference names a shared memory segment; one that the analysis worker did not offer to the
-- query (ekaya.shared_key_sets, superusers only) or that lacks the segment's token is refused
-- before anything of the segment is read.
-- a reference to segment 12345, forged: magic "EKR1", handle, size 64, a token of zeros
\set ref '\'\\x31524b453930000000000000400000000000000000000000000000000000000000000000\'::bytea'
SELECT ekaya._orphans(:ref, 1000, 1::int);
SELECT ekaya._orphans_each(1000, '{1,0}'::int2[], (SELECT ekaya._key_bundle(:ref)), 1::int);
-- not a setting a role can make for itself
CREATE ROLE ks_plain;
SET ROLE ks_plain;
SET ekaya.shared_key_sets = '12345';
RESET ROLE;
-- offered, but no such segment: nothing to map
SET ekaya.shared_key_sets = '12345';
SELECT ekaya._orphans(:ref, 1000, 1::int);
RESET ekaya.shared_key_sets;
-- a key set of the same size that is no reference is read as a key set (and refused as one)
SELECT ekaya._orphans(('\x00000000' || substr(:ref, 5))::bytea, 1000, 1::int);
DROP ROLE ks_plain;
