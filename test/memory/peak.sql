-- peak.sql: what a backend can tell about its own memory, for the suites that bound it
-- (test/corpus/hostile.sql, test/bounds). Peak resident memory comes from /proc/self (Linux; the
-- functions need a superuser, for pg_read_file and COPY TO a file) and is NULL / false
-- elsewhere; memory contexts work everywhere.

-- Reads the backend's own peak resident memory (VmHWM, kB) or NULL where it cannot.
CREATE FUNCTION public.ek_peak_kb() RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
    RETURN substring(pg_read_file('/proc/self/status') FROM 'VmHWM:\s*(\d+)')::bigint;
EXCEPTION WHEN OTHERS THEN
    RETURN NULL;
END $$;

-- Resets it (Linux: writing 5 to clear_refs); false where it cannot.
CREATE FUNCTION public.ek_reset_peak() RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
    COPY (SELECT 5) TO '/proc/self/clear_refs';
    RETURN true;
EXCEPTION WHEN OTHERS THEN
    RETURN false;
END $$;

CREATE FUNCTION public.ek_contexts_kb() RETURNS bigint LANGUAGE sql AS $$
    SELECT (sum(total_bytes) / 1024)::bigint FROM pg_backend_memory_contexts
$$;


-- A measured call: ek_measure_start before it, ek_measure_end after it. too_much says why the
-- peak broke peak_limit_kb (NULL when it did not, or could not be measured); note gives the peak
-- and the time, which no suite asserts.
CREATE FUNCTION public.ek_measure_start(OUT measured boolean, OUT started timestamptz) LANGUAGE sql AS $$
    SELECT public.ek_reset_peak(), clock_timestamp()
$$;

CREATE FUNCTION public.ek_measure_end(measured boolean, started timestamptz, peak_limit_kb bigint,
                                      OUT too_much text, OUT note text) LANGUAGE plpgsql AS $$
DECLARE
    took interval := clock_timestamp() - started;
    peak bigint := CASE WHEN measured THEN public.ek_peak_kb() END;
BEGIN
    too_much := CASE WHEN peak > peak_limit_kb THEN format('peak memory %s kB > %s kB', peak, peak_limit_kb) END;
    note := concat_ws('; ', CASE WHEN peak IS NOT NULL THEN format('peak %s MB', peak / 1024) ELSE 'peak not measured' END,
                      format('%s ms (not asserted)', round(extract(epoch FROM took) * 1000)));
END $$;
