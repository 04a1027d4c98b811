-- Hostile identifiers (capitals, spaces, quotes, semicolons, newlines, unicode, 63 bytes)
-- survive every generated query: profiles are stored under the exact names.
CREATE SCHEMA "Hostile; Schema";
CREATE TABLE "Hostile; Schema"."Tab""le; DROP TABLE x; --" (
    "ID" int PRIMARY KEY,
    "col with space" text,
    "quote""d" text,
    "semi;colon" int,
    "new
line" int,
    "ünïcödé_列" text,
    "a23456789012345678901234567890123456789012345678901234567890123" int
);
INSERT INTO "Hostile; Schema"."Tab""le; DROP TABLE x; --"
SELECT g, 'v' || g, 'q' || g, g % 3, g, 'ü' || g, g FROM generate_series(1, 10) g;
CREATE TABLE "Hostile; Schema"."ünïcödé表" ("ID" int, "Ref" int);
INSERT INTO "Hostile; Schema"."ünïcödé表" SELECT g, g FROM generate_series(1, 5) g;
SELECT ekaya.analyze(ARRAY['Hostile; Schema'], wait => true) > 0 AS analysed;
SELECT table_name, row_count FROM ekaya.tables WHERE table_name LIKE '"Hostile; Schema".%' ORDER BY 1;
SELECT column_name, octet_length(column_name::text) AS bytes, distinct_count, min_value, max_value
  FROM ekaya.columns WHERE table_name LIKE '"Hostile; Schema".%' ORDER BY table_name, ordinal;
DROP SCHEMA "Hostile; Schema" CASCADE;
