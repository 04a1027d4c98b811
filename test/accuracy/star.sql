-- test/accuracy/star.sql: a star schema in the style of AdventureWorksDW, for the accuracy suite
-- (truth: star_truth.csv, every foreign key declared).
--
-- Why: warehouse schemas break the habits of OLTP ones. Names are quoted CamelCase
-- ("FactInternetSales"."OrderDateKey"); the date dimension is role-playing (order, due and
-- ship dates all reference "DimDate" by yyyymmdd integer keys); small dimensions have dense
-- 1..N keys that every other key range contains (16 promotions, 11 territories, 10 reasons),
-- so only names can place them; the fact table is keyed by (order number, line number), and
-- a bridge table references that composite key. Deterministic: no random().
SET client_min_messages = warning;
CREATE TABLE "DimDate" ("DateKey" int PRIMARY KEY, "FullDateAlternateKey" date, "CalendarYear" smallint, "MonthNumberOfYear" smallint);
INSERT INTO "DimDate" SELECT to_char(d, 'YYYYMMDD')::int, d, extract(year from d), extract(month from d) FROM generate_series('2010-01-01'::date, '2014-12-31', '1 day') d;
CREATE TABLE "DimProduct" ("ProductKey" int PRIMARY KEY, "ProductAlternateKey" varchar(25), "EnglishProductName" text, "Color" text, "ListPrice" numeric);
INSERT INTO "DimProduct" SELECT g, 'AR-' || lpad(g::text, 4, '0'), 'Product ' || g, (ARRAY['Red','Black','Silver'])[1 + g % 3], 10 + g % 90 FROM generate_series(1, 606) g;
CREATE TABLE "DimCustomer" ("CustomerKey" int PRIMARY KEY, "GeographyKey" int, "CustomerAlternateKey" varchar(15), "FirstName" text, "YearlyIncome" numeric, "TotalChildren" smallint);
CREATE TABLE "DimGeography" ("GeographyKey" int PRIMARY KEY, "City" text, "StateProvinceCode" varchar(3), "CountryRegionCode" varchar(3), "SalesTerritoryKey" int);
CREATE TABLE "DimSalesTerritory" ("SalesTerritoryKey" int PRIMARY KEY, "SalesTerritoryRegion" text, "SalesTerritoryCountry" text);
INSERT INTO "DimSalesTerritory" SELECT g, 'Region ' || g, 'Country ' || (g % 6) FROM generate_series(1, 11) g;
INSERT INTO "DimGeography" SELECT g, 'City ' || g, 'S' || (g % 50), 'C' || (g % 6), 1 + g % 10 FROM generate_series(1, 655) g;
INSERT INTO "DimCustomer" SELECT 11000 + g, 1 + (g * 7) % 655, 'AW' || lpad((11000 + g)::text, 8, '0'), 'Name ' || g, 10000 * (1 + g % 17), g % 6 FROM generate_series(0, 18483) g;
CREATE TABLE "DimPromotion" ("PromotionKey" int PRIMARY KEY, "EnglishPromotionName" text, "DiscountPct" float8);
INSERT INTO "DimPromotion" SELECT g, 'Promo ' || g, g / 100.0 FROM generate_series(1, 16) g;
CREATE TABLE "DimCurrency" ("CurrencyKey" int PRIMARY KEY, "CurrencyAlternateKey" char(3), "CurrencyName" text);
INSERT INTO "DimCurrency" SELECT g, chr(65 + g / 26 % 26) || chr(65 + g % 26) || 'X', 'Currency ' || g FROM generate_series(1, 105) g;
CREATE TABLE "DimSalesReason" ("SalesReasonKey" int PRIMARY KEY, "SalesReasonName" text);
INSERT INTO "DimSalesReason" SELECT g, 'Reason ' || g FROM generate_series(1, 10) g;
CREATE TABLE "FactInternetSales" ("ProductKey" int, "OrderDateKey" int, "DueDateKey" int, "ShipDateKey" int, "CustomerKey" int,
  "PromotionKey" int, "CurrencyKey" int, "SalesTerritoryKey" int, "SalesOrderNumber" varchar(20), "SalesOrderLineNumber" smallint,
  "OrderQuantity" smallint, "UnitPrice" numeric, "SalesAmount" numeric, PRIMARY KEY ("SalesOrderNumber", "SalesOrderLineNumber"));
INSERT INTO "FactInternetSales" SELECT 1 + (o * 37 + l * 11) % 606,
   to_char('2010-12-29'::date + (o % 1400), 'YYYYMMDD')::int, to_char('2010-12-29'::date + (o % 1400) + 12, 'YYYYMMDD')::int,
   to_char('2010-12-29'::date + (o % 1400) + 7, 'YYYYMMDD')::int, 11000 + (o * 7919) % 18484,
   CASE WHEN o % 3 = 0 THEN 1 + (o + l) % 16 ELSE 1 END, 1 + (o * 13) % 105, 1 + (o * 3) % 11,
   'SO' || (43697 + o), l, 1 + (o + l) % 4, 10 + (o + l) % 90, 10 + (o + l) % 90
  FROM generate_series(1, 27659) o, generate_series(1, 1 + o % 4) l;
CREATE TABLE "FactInternetSalesReason" ("SalesOrderNumber" varchar(20), "SalesOrderLineNumber" smallint, "SalesReasonKey" int,
  PRIMARY KEY ("SalesOrderNumber", "SalesOrderLineNumber", "SalesReasonKey"),
  FOREIGN KEY ("SalesOrderNumber", "SalesOrderLineNumber") REFERENCES "FactInternetSales");
-- one reason for most order lines, two for some, none for others
INSERT INTO "FactInternetSalesReason"
SELECT "SalesOrderNumber", "SalesOrderLineNumber", r
  FROM "FactInternetSales", generate_series(1, 10) r
 WHERE (r = 1 + (length("SalesOrderNumber") + "SalesOrderLineNumber" * 3 + substr("SalesOrderNumber", 3)::int) % 10
        OR (r = 10 AND substr("SalesOrderNumber", 3)::int % 7 = 0))
   AND substr("SalesOrderNumber", 3)::int % 5 <> 0;
ALTER TABLE "DimCustomer" ADD FOREIGN KEY ("GeographyKey") REFERENCES "DimGeography";
ALTER TABLE "DimGeography" ADD FOREIGN KEY ("SalesTerritoryKey") REFERENCES "DimSalesTerritory";
ALTER TABLE "FactInternetSales" ADD FOREIGN KEY ("ProductKey") REFERENCES "DimProduct", ADD FOREIGN KEY ("OrderDateKey") REFERENCES "DimDate",
  ADD FOREIGN KEY ("DueDateKey") REFERENCES "DimDate", ADD FOREIGN KEY ("ShipDateKey") REFERENCES "DimDate", ADD FOREIGN KEY ("CustomerKey") REFERENCES "DimCustomer",
  ADD FOREIGN KEY ("PromotionKey") REFERENCES "DimPromotion", ADD FOREIGN KEY ("CurrencyKey") REFERENCES "DimCurrency", ADD FOREIGN KEY ("SalesTerritoryKey") REFERENCES "DimSalesTerritory";
ALTER TABLE "FactInternetSalesReason" ADD FOREIGN KEY ("SalesReasonKey") REFERENCES "DimSalesReason";
ANALYZE;
