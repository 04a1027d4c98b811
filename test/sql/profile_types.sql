-- Every built-in type family is profiled without error, and each gets the family,
-- semantic type and role the README documents.
CREATE SCHEMA types;
CREATE TYPE types.mood AS ENUM ('sad', 'ok', 'happy');
CREATE TYPE types.pair AS (a int, b text);
CREATE DOMAIN types.posint AS integer CHECK (VALUE > 0);
CREATE TABLE types.everything (
    id          bigint PRIMARY KEY,
    small       smallint,
    dom         types.posint,
    amount      numeric(10,2),
    whole       numeric,
    ratio       double precision,
    code        char(6),
    label       varchar(20),
    body        text,
    flag        boolean,
    born        date,
    seen        timestamptz,
    span        interval,
    doc         jsonb,
    raw         bytea,
    tags        text[],
    during      int4range,
    feeling     types.mood,
    both_       types.pair,
    addr        inet,
    spot        point,
    ident       uuid,
    total       numeric GENERATED ALWAYS AS (amount * 2) STORED,
    nothing     text
);
INSERT INTO types.everything (id, small, dom, amount, whole, ratio, code, label, body, flag, born, seen,
                              span, doc, raw, tags, during, feeling, both_, addr, spot, ident)
SELECT g, g % 7, g, g * 1.25, g * 10, g / 3.0, 'C' || g, 'label ' || (g % 3),
       repeat('long text ', 3) || g, g % 2 = 0, date '2024-01-01' + g,
       timestamptz '2024-01-01 00:00+00' + g * interval '1 hour', g * interval '1 minute',
       jsonb_build_object('k', g), decode(lpad(to_hex(g), 4, '0'), 'hex'), ARRAY['a' || g, 'b'],
       int4range(g, g + 10), (ARRAY['sad','ok','happy']::types.mood[])[1 + g % 3],
       ROW(g, 'x')::types.pair, ('10.0.0.' || g)::inet, point(g, g),
       md5(g::text)::uuid
FROM generate_series(1, 40) g;
-- NaN and an empty string do not disturb the profile
INSERT INTO types.everything (id, ratio, amount, label) VALUES (41, 'NaN', 'NaN', '');
SELECT ekaya.analyze(ARRAY['types'], wait => true) > 0 AS analysed;
SELECT column_name, data_type, type_family, semantic_type, role, null_fraction > 0 AS has_nulls,
       distinct_count, distinct_exact, min_value, max_value, min_length, max_length, patterns
  FROM ekaya.columns WHERE table_name = 'types.everything' ORDER BY ordinal;
-- char(n) padding is not part of the value
SELECT sample_values[1] NOT LIKE '% ' AS unpadded FROM ekaya.columns
 WHERE table_name = 'types.everything' AND column_name = 'code';
-- a category column gets enum values with counts; a column of all NULLs gets none
SELECT column_name, enum_values FROM ekaya.columns
 WHERE table_name = 'types.everything' AND column_name IN ('label', 'feeling', 'flag', 'nothing')
 ORDER BY column_name;
-- enum_values obeys ekaya.enum_max_values
SET ekaya.enum_max_values = 2;
SELECT ekaya.analyze(ARRAY['types'], wait => true) > 0 AS analysed;
SELECT column_name, enum_values IS NOT NULL AS has_enum FROM ekaya.columns
 WHERE table_name = 'types.everything' AND column_name IN ('label', 'flag') ORDER BY 1;
RESET ekaya.enum_max_values;
-- generated columns are marked
SELECT column_name, generated FROM ekaya.engine_schema_columns
 WHERE table_oid = 'types.everything'::regclass AND generated IS NOT NULL;
DROP SCHEMA types CASCADE;
