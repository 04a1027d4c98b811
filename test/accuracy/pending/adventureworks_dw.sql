-- test/accuracy/adventureworks_dw.sql: Microsoft's AdventureWorksDW (the data warehouse sample, 2019
-- edition) as ported to PostgreSQL with its quoted PascalCase names kept, scaled down; written for
-- issue 16 as a held-out check (eleventh round): committed with its truth
-- (adventureworks_dw_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; Dim* and Fact* tables keyed by "<Name>Key" integer surrogates
-- beside a "<Name>AlternateKey" business key with its own unique index (text 'AW00011000' for
-- customers, 'AW00000001' for resellers, char(3) ISO codes for currencies, but for product
-- categories, subcategories, promotions and sales reasons an integer equal to the surrogate itself,
-- and for sales territories an integer one below it with 0 for the 'NA' territory 11); the date
-- dimension keyed by an integer yyyymmdd ("DateKey" 20050101..20141231) with the date itself in
-- "FullDateAlternateKey"; role-playing dates (OrderDateKey, DueDateKey, ShipDateKey) on both fact
-- tables, which also carry the dates again as timestamps (OrderDate, DueDate, ShipDate); DimProduct
-- and DimEmployee are slowly changing (several rows per ProductAlternateKey or national id, with
-- StartDate / EndDate / Status 'Current'), so those business keys are not unique;
-- ProductSubcategoryKey is NULL on the components never sold; DimEmployee nests by
-- ParentEmployeeKey (NULL for the chief executive) and repeats its parent's national id in
-- ParentEmployeeNationalIDAlternateKey (no reference: the national id is not unique); its
-- SalesTerritoryKey is 11 ('NA') for everyone but the sales people. FactInternetSalesReason points
-- at a fact line by the composite (SalesOrderNumber, SalesOrderLineNumber). Declared foreign keys
-- are the real warehouse's (none from DimEmployee's national ids, none between the facts and
-- FactCurrencyRate, none from the timestamp copies). Undeclared truth: every date column whose
-- values all fall in the calendar refers to DimDate."FullDateAlternateKey" (the timestamps of
-- the facts and of FactCurrencyRate and FactSalesQuota, DateFirstPurchase, the SCD StartDate / EndDate of products
-- and employees, HireDate, the promotions' StartDate / EndDate; BirthDate does not fall in it);
-- each fact line's (CurrencyKey, OrderDateKey) has its day's rate in FactCurrencyRate (the rate
-- the warehouse converts with; the same pair with DueDateKey or ShipDateKey also holds by the
-- same calendar but is no reference, left out). Keys equal to their alternate keys make
-- ProductSubcategoryKey -> "ProductSubcategoryAlternateKey" and the like hold by construction:
-- no reference, left out. No orphans: the warehouse enforces its keys. Skewed: a few countries
-- and products sell most; internet orders almost all with no promotion; reseller orders fall
-- on a few days a month.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2019);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.dk(d date) RETURNS int LANGUAGE sql IMMUTABLE AS $$ SELECT to_char(d, 'YYYYMMDD')::int $$;

-- DimDate: 2005-01-01 .. 2014-12-31, fiscal year starting in July.
CREATE TABLE "DimDate" (
  "DateKey" integer NOT NULL PRIMARY KEY, "FullDateAlternateKey" date NOT NULL,
  "DayNumberOfWeek" smallint NOT NULL, "EnglishDayNameOfWeek" varchar(10) NOT NULL, "SpanishDayNameOfWeek" varchar(10) NOT NULL,
  "FrenchDayNameOfWeek" varchar(10) NOT NULL, "DayNumberOfMonth" smallint NOT NULL, "DayNumberOfYear" smallint NOT NULL,
  "WeekNumberOfYear" smallint NOT NULL, "EnglishMonthName" varchar(10) NOT NULL, "SpanishMonthName" varchar(10) NOT NULL,
  "FrenchMonthName" varchar(10) NOT NULL, "MonthNumberOfYear" smallint NOT NULL, "CalendarQuarter" smallint NOT NULL,
  "CalendarYear" smallint NOT NULL, "CalendarSemester" smallint NOT NULL, "FiscalQuarter" smallint NOT NULL,
  "FiscalYear" smallint NOT NULL, "FiscalSemester" smallint NOT NULL);
CREATE UNIQUE INDEX "AK_DimDate_FullDateAlternateKey" ON "DimDate" ("FullDateAlternateKey");
INSERT INTO "DimDate"
SELECT pg_temp.dk(d), d, extract(dow FROM d)::int + 1, to_char(d, 'FMDay'),
       (ARRAY['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'])[extract(dow FROM d)::int + 1],
       (ARRAY['Dimanche', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'])[extract(dow FROM d)::int + 1],
       extract(day FROM d), extract(doy FROM d), extract(week FROM d), to_char(d, 'FMMonth'),
       (ARRAY['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'])[extract(month FROM d)::int],
       (ARRAY['Janvier', 'Février', 'Mars', 'Avril', 'Mai', 'Juin', 'Juillet', 'Août', 'Septembre', 'Octobre', 'Novembre', 'Décembre'])[extract(month FROM d)::int],
       extract(month FROM d), extract(quarter FROM d), extract(year FROM d), CASE WHEN extract(month FROM d) <= 6 THEN 1 ELSE 2 END,
       1 + ((extract(quarter FROM d)::int + 1) % 4), extract(year FROM d)::int + CASE WHEN extract(month FROM d) >= 7 THEN 1 ELSE 0 END,
       CASE WHEN extract(month FROM d) >= 7 THEN 1 ELSE 2 END
  FROM generate_series(date '2005-01-01', date '2014-12-31', interval '1 day') g, LATERAL (SELECT g::date AS d) x;

CREATE TABLE "DimCurrency" ("CurrencyKey" serial PRIMARY KEY, "CurrencyAlternateKey" char(3) NOT NULL, "CurrencyName" varchar(50) NOT NULL);
CREATE UNIQUE INDEX "AK_DimCurrency_CurrencyAlternateKey" ON "DimCurrency" ("CurrencyAlternateKey");
INSERT INTO "DimCurrency" ("CurrencyAlternateKey", "CurrencyName")
SELECT c, c || ' ' || (ARRAY['Dollar', 'Peso', 'Franc', 'Mark', 'Dinar', 'Krone', 'Rupee', 'Pound', 'Shilling', 'Real'])[1 + i % 10]
  FROM unnest(ARRAY['AED', 'AFA', 'ALL', 'AMD', 'ANG', 'AOA', 'ARS', 'ATS', 'AUD', 'AWG', 'AZM', 'BBD', 'BDT', 'BEF', 'BGN',
                    'BHD', 'BND', 'BOB', 'BRL', 'BSD', 'BTN', 'CAD', 'CHF', 'CLP', 'CNY', 'COP', 'CRC', 'CYP', 'CZK', 'DEM',
                    'DKK', 'DOP', 'DZD', 'EEK', 'EGP', 'ESP', 'EUR', 'FIM', 'FJD', 'FRF', 'GBP', 'GHC', 'GRD', 'GTQ', 'HKD',
                    'HRK', 'HUF', 'IDR', 'IEP', 'ILS', 'INR', 'ISK', 'ITL', 'JMD', 'JOD', 'JPY', 'KES', 'KRW', 'KWD', 'LBP',
                    'LKR', 'LTL', 'LVL', 'MAD', 'MTL', 'MUR', 'MVR', 'MXN', 'MXV', 'MYR', 'NAD', 'NGN', 'NLG', 'NOK', 'NPR',
                    'NZD', 'OMR', 'PAB', 'PEN', 'PHP', 'PKR', 'PLN', 'PLZ', 'PTE', 'PYG', 'ROL', 'RUB', 'RUR', 'SAR', 'SEK',
                    'SGD', 'SIT', 'SKK', 'SVC', 'THB', 'TND', 'TRL', 'TTD', 'TWD', 'USD', 'UYU', 'VEB', 'VND', 'XOF', 'ZAR'])
       WITH ORDINALITY u(c, i) ORDER BY i;

CREATE TABLE "DimSalesTerritory" ("SalesTerritoryKey" serial PRIMARY KEY, "SalesTerritoryAlternateKey" integer,
  "SalesTerritoryRegion" varchar(50) NOT NULL, "SalesTerritoryCountry" varchar(50) NOT NULL, "SalesTerritoryGroup" varchar(50),
  "SalesTerritoryImage" bytea);
CREATE UNIQUE INDEX "AK_DimSalesTerritory_SalesTerritoryAlternateKey" ON "DimSalesTerritory" ("SalesTerritoryAlternateKey");
INSERT INTO "DimSalesTerritory" ("SalesTerritoryAlternateKey", "SalesTerritoryRegion", "SalesTerritoryCountry", "SalesTerritoryGroup") VALUES
  (1, 'Northwest', 'United States', 'North America'), (2, 'Northeast', 'United States', 'North America'),
  (3, 'Central', 'United States', 'North America'), (4, 'Southwest', 'United States', 'North America'),
  (5, 'Southeast', 'United States', 'North America'), (6, 'Canada', 'Canada', 'North America'),
  (7, 'France', 'France', 'Europe'), (8, 'Germany', 'Germany', 'Europe'), (9, 'Australia', 'Australia', 'Pacific'),
  (10, 'United Kingdom', 'United Kingdom', 'Europe'), (0, 'NA', 'NA', 'NA');

-- DimGeography: 420 cities; US cities split over the five US territories.
CREATE TABLE "DimGeography" ("GeographyKey" serial PRIMARY KEY, "City" varchar(30), "StateProvinceCode" varchar(3),
  "StateProvinceName" varchar(50), "CountryRegionCode" varchar(3), "EnglishCountryRegionName" varchar(50),
  "SpanishCountryRegionName" varchar(50), "FrenchCountryRegionName" varchar(50), "PostalCode" varchar(15),
  "SalesTerritoryKey" integer REFERENCES "DimSalesTerritory" ("SalesTerritoryKey"), "IpAddressLocator" varchar(15));
CREATE TEMP TABLE country (cc text, en text, es text, fr text, lo float8, hi float8, cur char(3));
INSERT INTO country VALUES ('US', 'United States', 'Estados Unidos', 'États-Unis', 0.00, 0.40, 'USD'),
  ('AU', 'Australia', 'Australia', 'Australie', 0.40, 0.58, 'AUD'), ('GB', 'United Kingdom', 'Reino Unido', 'Royaume-Uni', 0.58, 0.70, 'GBP'),
  ('DE', 'Germany', 'Alemania', 'Allemagne', 0.70, 0.80, 'EUR'), ('FR', 'France', 'Francia', 'France', 0.80, 0.90, 'EUR'),
  ('CA', 'Canada', 'Canada', 'Canada', 0.90, 1.00, 'CAD');
INSERT INTO "DimGeography" ("City", "StateProvinceCode", "StateProvinceName", "CountryRegionCode", "EnglishCountryRegionName",
  "SpanishCountryRegionName", "FrenchCountryRegionName", "PostalCode", "SalesTerritoryKey", "IpAddressLocator")
SELECT (ARRAY['Alexandria', 'Bellflower', 'Berkeley', 'Bothell', 'Burien', 'Calgary', 'Chula Vista', 'Concord', 'Coffs Harbour',
              'Darmstadt', 'Frankfurt', 'Hamburg', 'London', 'Paris', 'Lyon', 'Melbourne', 'Newcastle', 'Portland', 'Redmond',
              'Seattle', 'Spokane', 'Sydney', 'Toronto', 'Vancouver', 'Wollongong', 'York', 'Orleans', 'Bonn'])[1 + i % 28] || CASE WHEN i > 28 THEN ' ' || i ELSE '' END,
       upper(substr(md5('st' || i), 1, 2)), 'Province ' || (i % 37), c.cc, c.en, c.es, c.fr,
       lpad((10000 + i * 37 % 89999)::text, 5, '0'),
       CASE c.cc WHEN 'US' THEN 1 + i % 5 WHEN 'CA' THEN 6 WHEN 'FR' THEN 7 WHEN 'DE' THEN 8 WHEN 'AU' THEN 9 ELSE 10 END,
       '192.168.' || (i % 256) || '.' || (i * 7 % 256)
  FROM (SELECT i, random() AS u FROM generate_series(1, 420) i) r
  JOIN country c ON r.u >= c.lo AND r.u < c.hi ORDER BY i;

CREATE TABLE "DimCustomer" ("CustomerKey" serial PRIMARY KEY, "GeographyKey" integer REFERENCES "DimGeography" ("GeographyKey"),
  "CustomerAlternateKey" varchar(15) NOT NULL, "Title" varchar(8), "FirstName" varchar(50), "MiddleName" varchar(50),
  "LastName" varchar(50), "NameStyle" boolean, "BirthDate" date, "MaritalStatus" char(1), "Suffix" varchar(10),
  "Gender" varchar(1), "EmailAddress" varchar(50), "YearlyIncome" numeric(19, 4), "TotalChildren" smallint,
  "NumberChildrenAtHome" smallint, "EnglishEducation" varchar(40), "EnglishOccupation" varchar(100),
  "HouseOwnerFlag" char(1), "NumberCarsOwned" smallint, "AddressLine1" varchar(120), "AddressLine2" varchar(120),
  "Phone" varchar(20), "DateFirstPurchase" date, "CommuteDistance" varchar(15));
CREATE UNIQUE INDEX "IX_DimCustomer_CustomerAlternateKey" ON "DimCustomer" ("CustomerAlternateKey");
SELECT setval(pg_get_serial_sequence('"DimCustomer"', 'CustomerKey'), 10999);
INSERT INTO "DimCustomer" ("GeographyKey", "CustomerAlternateKey", "Title", "FirstName", "MiddleName", "LastName", "NameStyle",
  "BirthDate", "MaritalStatus", "Suffix", "Gender", "EmailAddress", "YearlyIncome", "TotalChildren", "NumberChildrenAtHome",
  "EnglishEducation", "EnglishOccupation", "HouseOwnerFlag", "NumberCarsOwned", "AddressLine1", "AddressLine2", "Phone", "CommuteDistance")
SELECT pg_temp.sk(420, 1.4), 'AW' || lpad((10999 + i)::text, 8, '0'),
       CASE WHEN random() < 0.005 THEN 'Mr.' END,
       (ARRAY['Jon', 'Eugene', 'Ruben', 'Christy', 'Elizabeth', 'Julio', 'Janet', 'Marco', 'Rob', 'Shannon', 'Jacquelyn', 'Curtis', 'Lauren', 'Ian', 'Sydney'])[pg_temp.r(15)],
       CASE WHEN random() < 0.58 THEN chr(65 + floor(random() * 26)::int) END,
       (ARRAY['Yang', 'Huang', 'Torres', 'Zhu', 'Johnson', 'Ruiz', 'Alvarez', 'Mehta', 'Verhoff', 'Carlson', 'Suarez', 'Lu', 'Walker', 'Jenkins', 'Bennett'])[pg_temp.r(15)],
       false, date '1916-02-01' + floor(random() * 23000)::int, CASE WHEN random() < 0.54 THEN 'M' ELSE 'S' END,
       CASE WHEN random() < 0.002 THEN 'Jr.' END, CASE WHEN random() < 0.5 THEN 'M' ELSE 'F' END,
       'customer' || i || '@adventure-works.com', (10000 * pg_temp.r(17))::numeric, pg_temp.r(6) - 1, 0,
       (ARRAY['Bachelors', 'Partial College', 'High School', 'Graduate Degree', 'Partial High School'])[pg_temp.r(5)],
       (ARRAY['Professional', 'Skilled Manual', 'Management', 'Clerical', 'Manual'])[pg_temp.r(5)],
       CASE WHEN random() < 0.68 THEN '1' ELSE '0' END, pg_temp.r(5) - 1,
       pg_temp.r(9000) || ' ' || (ARRAY['Rainier Dr.', 'Hill Drive', 'Bay Street', 'Mt. Hood Circle', 'Oak Grove Rd.'])[pg_temp.r(5)],
       CASE WHEN random() < 0.017 THEN '# ' || pg_temp.r(500) END,
       pg_temp.r(899) + 100 || '-555-0' || lpad(pg_temp.r(999)::text, 3, '0'),
       (ARRAY['0-1 Miles', '1-2 Miles', '2-5 Miles', '5-10 Miles', '10+ Miles'])[pg_temp.r(5)]
  FROM generate_series(1, 3000) i;
UPDATE "DimCustomer" SET "NumberChildrenAtHome" = floor(random() * ("TotalChildren" + 1))::int;

CREATE TABLE "DimProductCategory" ("ProductCategoryKey" serial PRIMARY KEY, "ProductCategoryAlternateKey" integer,
  "EnglishProductCategoryName" varchar(50) NOT NULL, "SpanishProductCategoryName" varchar(50) NOT NULL, "FrenchProductCategoryName" varchar(50) NOT NULL);
CREATE UNIQUE INDEX "AK_DimProductCategory_ProductCategoryAlternateKey" ON "DimProductCategory" ("ProductCategoryAlternateKey");
INSERT INTO "DimProductCategory" ("ProductCategoryAlternateKey", "EnglishProductCategoryName", "SpanishProductCategoryName", "FrenchProductCategoryName") VALUES
  (1, 'Bikes', 'Bicicleta', 'Vélo'), (2, 'Components', 'Componente', 'Composant'), (3, 'Clothing', 'Prenda', 'Vêtements'), (4, 'Accessories', 'Accesorio', 'Accessoire');

CREATE TABLE "DimProductSubcategory" ("ProductSubcategoryKey" serial PRIMARY KEY, "ProductSubcategoryAlternateKey" integer,
  "EnglishProductSubcategoryName" varchar(50) NOT NULL, "SpanishProductSubcategoryName" varchar(50) NOT NULL,
  "FrenchProductSubcategoryName" varchar(50) NOT NULL,
  "ProductCategoryKey" integer REFERENCES "DimProductCategory" ("ProductCategoryKey"));
CREATE UNIQUE INDEX "AK_DimProductSubcategory_ProductSubcategoryAlternateKey" ON "DimProductSubcategory" ("ProductSubcategoryAlternateKey");
INSERT INTO "DimProductSubcategory" ("ProductSubcategoryAlternateKey", "EnglishProductSubcategoryName", "SpanishProductSubcategoryName",
  "FrenchProductSubcategoryName", "ProductCategoryKey")
SELECT i, n, n || ' (es)', n || ' (fr)', CASE WHEN i <= 3 THEN 1 WHEN i <= 17 THEN 2 WHEN i <= 25 THEN 3 ELSE 4 END
  FROM unnest(ARRAY['Mountain Bikes', 'Road Bikes', 'Touring Bikes', 'Handlebars', 'Bottom Brackets', 'Brakes', 'Chains', 'Cranksets',
                    'Derailleurs', 'Forks', 'Headsets', 'Mountain Frames', 'Pedals', 'Road Frames', 'Saddles', 'Touring Frames', 'Wheels',
                    'Bib-Shorts', 'Caps', 'Gloves', 'Jerseys', 'Shorts', 'Socks', 'Tights', 'Vests', 'Bike Racks', 'Bike Stands',
                    'Bottles and Cages', 'Cleaners', 'Fenders', 'Helmets', 'Hydration Packs', 'Lights', 'Locks', 'Panniers', 'Pumps',
                    'Tires and Tubes']) WITH ORDINALITY u(n, i) ORDER BY i;

-- DimProduct: 300 products, about a third components with no subcategory (never sold); some finished
-- goods have two or three versions (a new row on each list price change, 2011-07-01 .. 2013-07-01).
CREATE TABLE "DimProduct" ("ProductKey" serial PRIMARY KEY, "ProductAlternateKey" varchar(25),
  "ProductSubcategoryKey" integer REFERENCES "DimProductSubcategory" ("ProductSubcategoryKey"),
  "WeightUnitMeasureCode" char(3), "SizeUnitMeasureCode" char(3), "EnglishProductName" varchar(50) NOT NULL,
  "StandardCost" numeric(19, 4), "FinishedGoodsFlag" boolean NOT NULL, "Color" varchar(15) NOT NULL,
  "SafetyStockLevel" smallint, "ReorderPoint" smallint, "ListPrice" numeric(19, 4), "Size" varchar(50), "SizeRange" varchar(50),
  "Weight" float8, "DaysToManufacture" integer, "ProductLine" char(2), "DealerPrice" numeric(19, 4), "Class" char(2),
  "Style" char(2), "ModelName" varchar(50), "StartDate" timestamp, "EndDate" timestamp, "Status" varchar(7));
CREATE UNIQUE INDEX "AK_DimProduct_ProductAlternateKey_StartDate" ON "DimProduct" ("ProductAlternateKey", "StartDate");
CREATE TEMP TABLE prod0 AS
SELECT i, CASE WHEN i % 3 = 0 THEN NULL ELSE pg_temp.sk(37, 1.3) END AS subcat,
       CASE WHEN random() < 0.25 THEN 1 + floor(random() * 2)::int ELSE 0 END AS changes,
       (10 + random() * 2000)::numeric(19, 4) AS price
  FROM generate_series(1, 230) i;
INSERT INTO "DimProduct" ("ProductAlternateKey", "ProductSubcategoryKey", "WeightUnitMeasureCode", "SizeUnitMeasureCode",
  "EnglishProductName", "StandardCost", "FinishedGoodsFlag", "Color", "SafetyStockLevel", "ReorderPoint", "ListPrice", "Size",
  "SizeRange", "Weight", "DaysToManufacture", "ProductLine", "DealerPrice", "Class", "Style", "ModelName", "StartDate", "EndDate", "Status")
SELECT CASE WHEN p.subcat IS NULL THEN (ARRAY['AR', 'BA', 'BE', 'BL', 'CA', 'CB', 'CN', 'CR', 'DC', 'FW'])[1 + p.i % 10] || '-' || (5000 + p.i)
            ELSE (ARRAY['BK', 'FR', 'HB', 'WH', 'CL', 'AC', 'HL', 'TI'])[1 + p.subcat % 8] || '-' || upper(substr(md5('pak' || p.i), 1, 4)) || '-' || (38 + p.i % 25) END,
       p.subcat, CASE WHEN p.subcat <= 17 THEN 'LB ' END, CASE WHEN p.subcat <= 17 THEN 'CM ' END,
       (ARRAY['Mountain-200', 'Road-150', 'Touring-1000', 'HL Road Frame', 'Sport-100 Helmet', 'Long-Sleeve Logo Jersey',
              'Water Bottle', 'Patch Kit', 'Chainring Bolts', 'Thin-Jam Hex Nut'])[1 + p.i % 10] || ', ' || p.i,
       round(p.price * (0.45 + 0.02 * v), 4), p.subcat IS NOT NULL,
       (ARRAY['Black', 'Silver', 'Red', 'Yellow', 'Blue', 'Multi', 'NA'])[1 + p.i % 7], 500, 375,
       CASE WHEN p.subcat IS NOT NULL THEN round(p.price * (1 + 0.05 * v), 4) END,
       CASE WHEN p.subcat <= 3 THEN (38 + 2 * (p.i % 6))::text END, CASE WHEN p.subcat <= 3 THEN '38-40 CM' ELSE 'NA' END,
       CASE WHEN p.subcat <= 17 THEN round((random() * 30)::numeric, 2)::float8 END, CASE WHEN p.subcat <= 3 THEN 4 ELSE 0 END,
       CASE WHEN p.subcat IS NOT NULL THEN (ARRAY['M ', 'R ', 'T ', 'S '])[1 + p.i % 4] END,
       CASE WHEN p.subcat IS NOT NULL THEN round(p.price * (1 + 0.05 * v) * 0.6, 4) END,
       CASE WHEN p.subcat IS NOT NULL THEN (ARRAY['H ', 'M ', 'L '])[1 + p.i % 3] END,
       CASE WHEN p.subcat IS NOT NULL THEN (ARRAY['U ', 'W ', 'M '])[1 + p.i % 3] END,
       CASE WHEN p.subcat IS NOT NULL THEN 'Model ' || (p.i % 60) END,
       CASE WHEN v = 0 THEN timestamp '2005-07-01' ELSE (date '2010-07-01' + make_interval(years => v))::timestamp END,
       CASE WHEN v < p.changes THEN (date '2010-06-30' + make_interval(years => v + 1))::timestamp END,
       CASE WHEN v = p.changes THEN 'Current' END
  FROM prod0 p, LATERAL generate_series(0, p.changes) v
 ORDER BY p.i, v;

CREATE TABLE "DimPromotion" ("PromotionKey" serial PRIMARY KEY, "PromotionAlternateKey" integer,
  "EnglishPromotionName" varchar(255), "SpanishPromotionName" varchar(255), "FrenchPromotionName" varchar(255),
  "DiscountPct" float8, "EnglishPromotionType" varchar(50), "EnglishPromotionCategory" varchar(50),
  "StartDate" timestamp NOT NULL, "EndDate" timestamp, "MinQty" integer, "MaxQty" integer);
CREATE UNIQUE INDEX "AK_DimPromotion_PromotionAlternateKey" ON "DimPromotion" ("PromotionAlternateKey");
INSERT INTO "DimPromotion" ("PromotionAlternateKey", "EnglishPromotionName", "SpanishPromotionName", "FrenchPromotionName",
  "DiscountPct", "EnglishPromotionType", "EnglishPromotionCategory", "StartDate", "EndDate", "MinQty", "MaxQty")
SELECT i, n, 'Es ' || n, 'Fr ' || n, CASE WHEN i = 1 THEN 0 ELSE 0.02 + (i % 8) * 0.05 END,
       CASE WHEN i = 1 THEN 'No Discount' WHEN i <= 6 THEN 'Volume Discount' ELSE (ARRAY['Discontinued Product', 'Seasonal Discount', 'Excess Inventory', 'New Product'])[1 + i % 4] END,
       CASE WHEN i = 1 THEN 'No Discount' WHEN i <= 6 THEN 'Reseller' ELSE 'Customer' END,
       (date '2010-12-29' + (CASE WHEN i = 1 THEN 0 ELSE (i::int * 61) % 900 END))::timestamp,
       (date '2014-11-30' - (CASE WHEN i = 1 THEN 0 ELSE (i::int * 37) % 500 END))::timestamp,
       CASE WHEN i BETWEEN 2 AND 6 THEN (ARRAY[11, 15, 25, 41, 61])[i - 1] ELSE 0 END,
       CASE WHEN i BETWEEN 2 AND 5 THEN (ARRAY[14, 24, 40, 60])[i - 1] END
  FROM unnest(ARRAY['No Discount', 'Volume Discount 11 to 14', 'Volume Discount 15 to 24', 'Volume Discount 25 to 40',
                    'Volume Discount 41 to 60', 'Volume Discount over 60', 'Mountain-100 Clearance Sale', 'Sport Helmet Discount-2002',
                    'Road-650 Overstock', 'Mountain Tire Sale', 'Sport Helmet Discount-2003', 'LL Road Frame Sale',
                    'Touring-3000 Promotion', 'Touring-1000 Promotion', 'Half-Price Pedal Sale', 'Mountain-500 Silver Clearance Sale'])
       WITH ORDINALITY u(n, i) ORDER BY i;

CREATE TABLE "DimSalesReason" ("SalesReasonKey" serial PRIMARY KEY, "SalesReasonAlternateKey" integer NOT NULL,
  "SalesReasonName" varchar(50) NOT NULL, "SalesReasonReasonType" varchar(50) NOT NULL);
INSERT INTO "DimSalesReason" ("SalesReasonAlternateKey", "SalesReasonName", "SalesReasonReasonType")
SELECT i, n, CASE WHEN i IN (1, 2, 5, 10) THEN 'Marketing' WHEN i = 7 THEN 'Promotion' ELSE 'Other' END
  FROM unnest(ARRAY['Price', 'On Promotion', 'Magazine Advertisement', 'Television  Advertisement', 'Manufacturer', 'Review',
                    'Demo Event', 'Sponsorship', 'Quality', 'Other']) WITH ORDINALITY u(n, i) ORDER BY i;

-- DimEmployee: 150 people under a chief executive; 17 sales people in territories 1..10, everyone else 'NA' (11);
-- four people have a second row (the old one closed by EndDate, the new one Current).
CREATE TABLE "DimEmployee" ("EmployeeKey" serial PRIMARY KEY, "ParentEmployeeKey" integer REFERENCES "DimEmployee" ("EmployeeKey"),
  "EmployeeNationalIDAlternateKey" varchar(15), "ParentEmployeeNationalIDAlternateKey" varchar(15),
  "SalesTerritoryKey" integer REFERENCES "DimSalesTerritory" ("SalesTerritoryKey"), "FirstName" varchar(50) NOT NULL,
  "LastName" varchar(50) NOT NULL, "MiddleName" varchar(50), "NameStyle" boolean NOT NULL, "Title" varchar(50),
  "HireDate" date, "BirthDate" date, "LoginID" varchar(256), "EmailAddress" varchar(50), "Phone" varchar(25),
  "MaritalStatus" char(1), "EmergencyContactName" varchar(50), "EmergencyContactPhone" varchar(25), "SalariedFlag" boolean,
  "Gender" char(1), "PayFrequency" smallint, "BaseRate" numeric(19, 4), "VacationHours" smallint, "SickLeaveHours" smallint,
  "CurrentFlag" boolean NOT NULL, "SalesPersonFlag" boolean NOT NULL, "DepartmentName" varchar(50), "StartDate" date,
  "EndDate" date, "Status" varchar(50));
CREATE TEMP TABLE emp0 AS
SELECT i, lpad((10000000 + (i::bigint * 7919 * 104729) % 899999999)::text, 9, '0') AS natid,
       CASE WHEN i = 1 THEN NULL WHEN i <= 7 THEN 1 WHEN i <= 30 THEN pg_temp.r(6) + 1 ELSE 7 + pg_temp.r(23) END AS parent_i,
       CASE WHEN i BETWEEN 31 AND 47 THEN 1 + (i - 31) % 10 ELSE 11 END AS territory,
       date '2006-01-01' + floor(random() * 2500)::int AS hire
  FROM generate_series(1, 150) i;
-- sales people report to the sales vice president (person 3) or a regional manager (8..10)
UPDATE emp0 SET parent_i = CASE WHEN i < 40 THEN 8 WHEN i < 44 THEN 9 ELSE 10 END WHERE i BETWEEN 31 AND 47;
CREATE TEMP TABLE empv AS
SELECT e.*, v, count(*) OVER (PARTITION BY e.i) - 1 AS nv
  FROM emp0 e, LATERAL generate_series(0, CASE WHEN e.i IN (12, 33, 58, 101) THEN 1 ELSE 0 END) v;
ALTER TABLE empv ADD COLUMN k int;
UPDATE empv SET k = s.k FROM (SELECT i, v, row_number() OVER (ORDER BY md5('ek' || i), v) AS k FROM empv) s
 WHERE (empv.i, empv.v) = (s.i, s.v);
INSERT INTO "DimEmployee" ("EmployeeKey", "ParentEmployeeKey", "EmployeeNationalIDAlternateKey", "ParentEmployeeNationalIDAlternateKey",
  "SalesTerritoryKey", "FirstName", "LastName", "MiddleName", "NameStyle", "Title", "HireDate", "BirthDate", "LoginID",
  "EmailAddress", "Phone", "MaritalStatus", "EmergencyContactName", "EmergencyContactPhone", "SalariedFlag", "Gender",
  "PayFrequency", "BaseRate", "VacationHours", "SickLeaveHours", "CurrentFlag", "SalesPersonFlag", "DepartmentName",
  "StartDate", "EndDate", "Status")
SELECT e.k, (SELECT p.k FROM empv p WHERE p.i = e.parent_i ORDER BY p.v DESC LIMIT 1), e.natid,
       (SELECT p.natid FROM emp0 p WHERE p.i = e.parent_i), e.territory,
       (ARRAY['Guy', 'Kevin', 'Roberto', 'Rob', 'Thierry', 'David', 'JoLynn', 'Ruth', 'Gail', 'Barry', 'Jossef', 'Terri', 'Sidney', 'Taylor', 'Jeffrey'])[1 + e.i % 15],
       (ARRAY['Gilbert', 'Brown', 'Tamburello', 'Walters', 'D''Hers', 'Bradley', 'Dobney', 'Ellerbrock', 'Erickson', 'Johnson', 'Goldberg', 'Duffy', 'Higa', 'Maxwell', 'Ford'])[1 + (e.i * 7) % 15],
       CASE WHEN e.i % 3 = 0 THEN chr(65 + e.i % 26) END, false,
       CASE WHEN e.i = 1 THEN 'Chief Executive Officer' WHEN e.i <= 7 THEN 'Vice President' WHEN e.territory < 11 THEN 'Sales Representative'
            WHEN e.i <= 30 THEN 'Manager' ELSE 'Production Technician - WC' || (10 + e.i % 50) END,
       e.hire, date '1951-01-01' + floor(random() * 12000)::int, 'adventure-works\' || lower(substr('abcdefghij', 1 + e.i % 9, 3)) || e.i,
       'employee' || e.i || '@adventure-works.com', pg_temp.r(899) + 100 || '-555-0' || lpad(pg_temp.r(999)::text, 3, '0'),
       CASE WHEN random() < 0.5 THEN 'M' ELSE 'S' END, 'Contact ' || e.i, '555-0' || (100 + e.i), e.i <= 47,
       CASE WHEN random() < 0.7 THEN 'M' ELSE 'F' END, CASE WHEN e.i <= 47 THEN 2 ELSE 1 END, (9 + random() * 60)::numeric(19, 4),
       pg_temp.r(99), 20 + pg_temp.r(60), e.v = e.nv, e.territory < 11,
       CASE WHEN e.i = 1 THEN 'Executive' WHEN e.territory < 11 OR e.i IN (3, 8, 9, 10) THEN 'Sales' WHEN e.i <= 30 THEN 'Engineering' ELSE 'Production' END,
       CASE WHEN e.v = 0 THEN e.hire ELSE e.hire + 400 END,
       CASE WHEN e.v < e.nv THEN e.hire + 400 END, CASE WHEN e.v = e.nv THEN 'Current' END
  FROM empv e ORDER BY e.k;
SELECT setval(pg_get_serial_sequence('"DimEmployee"', 'EmployeeKey'), (SELECT max("EmployeeKey") FROM "DimEmployee"));

-- DimReseller: 320 shops; about a tenth never ordered (order columns NULL).
CREATE TABLE "DimReseller" ("ResellerKey" serial PRIMARY KEY, "GeographyKey" integer REFERENCES "DimGeography" ("GeographyKey"),
  "ResellerAlternateKey" varchar(15), "Phone" varchar(25), "BusinessType" varchar(20) NOT NULL, "ResellerName" varchar(50) NOT NULL,
  "NumberEmployees" integer, "OrderFrequency" char(1), "OrderMonth" smallint, "FirstOrderYear" integer, "LastOrderYear" integer,
  "ProductLine" varchar(50), "AddressLine1" varchar(60), "AddressLine2" varchar(60), "AnnualSales" numeric(19, 4),
  "BankName" varchar(50), "MinPaymentType" smallint, "MinPaymentAmount" numeric(19, 4), "AnnualRevenue" numeric(19, 4),
  "YearOpened" integer);
CREATE UNIQUE INDEX "AK_DimReseller_ResellerAlternateKey" ON "DimReseller" ("ResellerAlternateKey");
INSERT INTO "DimReseller" ("GeographyKey", "ResellerAlternateKey", "Phone", "BusinessType", "ResellerName", "NumberEmployees",
  "OrderFrequency", "OrderMonth", "FirstOrderYear", "LastOrderYear", "ProductLine", "AddressLine1", "AddressLine2", "AnnualSales",
  "BankName", "MinPaymentType", "MinPaymentAmount", "AnnualRevenue", "YearOpened")
SELECT pg_temp.r(420), 'AW' || lpad(i::text, 8, '0'), '245-555-0' || lpad((i % 1000)::text, 3, '0'),
       (ARRAY['Value Added Reseller', 'Specialty Bike Shop', 'Warehouse'])[1 + i % 3],
       (ARRAY['A Bike Store', 'Progressive Sports', 'Advanced Bike Components', 'Modular Cycle Systems', 'Metropolitan Sports Supply', 'Aerobic Exercise Company'])[1 + i % 6] || ' ' || i,
       pg_temp.r(100), CASE WHEN i % 10 <> 0 THEN (ARRAY['A', 'S', 'Q'])[1 + i % 3] END,
       CASE WHEN i % 10 <> 0 THEN pg_temp.r(12) END, CASE WHEN i % 10 <> 0 THEN 2011 + i % 3 END, CASE WHEN i % 10 <> 0 THEN 2013 END,
       (ARRAY['Road', 'Mountain', 'Touring'])[1 + i % 3], pg_temp.r(9999) || ' Main St.', NULL,
       (300000 * pg_temp.r(10))::numeric, (ARRAY['Primary Bank & Reserve', 'International Bank', 'United Security', 'Reserve Security'])[1 + i % 4],
       CASE WHEN i % 7 = 0 THEN NULL ELSE pg_temp.r(3) END, CASE WHEN i % 7 = 0 THEN NULL ELSE (100 * pg_temp.r(6))::numeric END,
       (30000 * pg_temp.r(10))::numeric, 1970 + pg_temp.r(35)
  FROM generate_series(1, 320) i;

-- Sales: internet orders (one customer each, one to four lines, bikes until mid-2013 then accessories
-- and clothing too) and reseller orders (on a few days a month, many lines, any finished product);
-- order numbers from one sequence in date order.
CREATE TEMP TABLE sellable AS
SELECT p."ProductKey", p."ProductAlternateKey", p."StartDate", coalesce(p."EndDate", timestamp '2099-01-01') AS "EndDate",
       c."ProductCategoryKey" AS cat, p."ListPrice", p."StandardCost", p."DealerPrice"
  FROM "DimProduct" p JOIN "DimProductSubcategory" s USING ("ProductSubcategoryKey") JOIN "DimProductCategory" c USING ("ProductCategoryKey");
CREATE TEMP TABLE palt AS SELECT row_number() OVER (ORDER BY md5(a)) AS n, a, cat
  FROM (SELECT DISTINCT "ProductAlternateKey" AS a, cat FROM sellable) s;

CREATE TEMP TABLE iorder AS
SELECT c."CustomerKey" AS cust, o,
       date '2010-12-29' + floor(1126 * random() ^ 0.7)::int AS odate,
       1 + floor(random() ^ 2.5 * 4)::int AS nlines, random() AS u
  FROM "DimCustomer" c, LATERAL generate_series(1, CASE WHEN random() < 0.45 + 0 * c."CustomerKey" THEN 1 + floor(random() * 3)::int ELSE 1 END) o;
CREATE TEMP TABLE rorder AS
SELECT r."ResellerKey" AS res, o,
       (date_trunc('month', date '2011-05-01' + (31 * pg_temp.r(32))) + interval '1 month' - interval '1 day'
          - (CASE WHEN random() < 0.7 THEN 0 ELSE 14 END) * interval '1 day')::date AS odate,
       1 + floor(random() * 20)::int AS nlines, random() AS u
  FROM "DimReseller" r, LATERAL generate_series(1, pg_temp.r(3) + 0 * r."ResellerKey") o
 WHERE r."OrderFrequency" IS NOT NULL;
CREATE TEMP TABLE allorders AS
SELECT row_number() OVER (ORDER BY odate, kind, id, o) + 43658 AS sono, *
  FROM (SELECT 'I' AS kind, cust AS id, o, odate, nlines FROM iorder
        UNION ALL SELECT 'R', res, o, odate, nlines FROM rorder) s;

CREATE TABLE "FactInternetSales" ("ProductKey" integer NOT NULL REFERENCES "DimProduct" ("ProductKey"),
  "OrderDateKey" integer NOT NULL REFERENCES "DimDate" ("DateKey"), "DueDateKey" integer NOT NULL REFERENCES "DimDate" ("DateKey"),
  "ShipDateKey" integer NOT NULL REFERENCES "DimDate" ("DateKey"), "CustomerKey" integer NOT NULL REFERENCES "DimCustomer" ("CustomerKey"),
  "PromotionKey" integer NOT NULL REFERENCES "DimPromotion" ("PromotionKey"), "CurrencyKey" integer NOT NULL REFERENCES "DimCurrency" ("CurrencyKey"),
  "SalesTerritoryKey" integer NOT NULL REFERENCES "DimSalesTerritory" ("SalesTerritoryKey"), "SalesOrderNumber" varchar(20) NOT NULL,
  "SalesOrderLineNumber" smallint NOT NULL, "RevisionNumber" smallint NOT NULL, "OrderQuantity" smallint NOT NULL,
  "UnitPrice" numeric(19, 4) NOT NULL, "ExtendedAmount" numeric(19, 4) NOT NULL, "UnitPriceDiscountPct" float8 NOT NULL,
  "DiscountAmount" float8 NOT NULL, "ProductStandardCost" numeric(19, 4) NOT NULL, "TotalProductCost" numeric(19, 4) NOT NULL,
  "SalesAmount" numeric(19, 4) NOT NULL, "TaxAmt" numeric(19, 4) NOT NULL, "Freight" numeric(19, 4) NOT NULL,
  "CarrierTrackingNumber" varchar(25), "CustomerPONumber" varchar(25), "OrderDate" timestamp, "DueDate" timestamp, "ShipDate" timestamp,
  CONSTRAINT "PK_FactInternetSales_SalesOrderNumber_SalesOrderLineNumber" PRIMARY KEY ("SalesOrderNumber", "SalesOrderLineNumber"));
CREATE TEMP TABLE iline AS
SELECT a.sono, l, a.id AS cust, a.odate,
       (SELECT s."ProductKey" FROM sellable s JOIN palt p ON p.a = s."ProductAlternateKey"
         WHERE p.n = x.pn AND a.odate::timestamp >= s."StartDate" AND a.odate::timestamp < s."EndDate" LIMIT 1) AS prod,
       CASE WHEN random() < 0.97 THEN 1 ELSE (ARRAY[2, 13, 14])[pg_temp.r(3)] END AS promo
  FROM allorders a, LATERAL generate_series(1, a.nlines) l,
       LATERAL (SELECT (SELECT n FROM palt WHERE ((a.odate >= date '2013-07-01' AND cat <> 2) OR cat = 1) AND a.o = a.o AND l = l
                         ORDER BY md5(n::text || random()::text) LIMIT 1) AS pn) x
 WHERE a.kind = 'I';
DELETE FROM iline WHERE prod IS NULL;
INSERT INTO "FactInternetSales"
SELECT l.prod, pg_temp.dk(l.odate), pg_temp.dk(l.odate + 12), pg_temp.dk(l.odate + 7), l.cust, l.promo,
       (SELECT "CurrencyKey" FROM "DimCurrency" WHERE "CurrencyAlternateKey" = co.cur), g."SalesTerritoryKey",
       'SO' || l.sono, row_number() OVER (PARTITION BY l.sono ORDER BY l.l), 1, 1, s."ListPrice", s."ListPrice", 0, 0,
       s."StandardCost", s."StandardCost", s."ListPrice", round(s."ListPrice" * 0.08, 4), round(s."ListPrice" * 0.025, 4),
       NULL, NULL, l.odate, l.odate + 12, l.odate + 7
  FROM iline l JOIN sellable s ON s."ProductKey" = l.prod
  JOIN "DimCustomer" c ON c."CustomerKey" = l.cust JOIN "DimGeography" g USING ("GeographyKey")
  JOIN country co ON co.cc = g."CountryRegionCode"
 ORDER BY l.sono, l.l;
-- customers are made by their first purchase: those left with no line lose their row
DELETE FROM "DimCustomer" c WHERE NOT EXISTS (SELECT 1 FROM "FactInternetSales" f WHERE f."CustomerKey" = c."CustomerKey");
UPDATE "DimCustomer" c SET "DateFirstPurchase" = f.d
  FROM (SELECT "CustomerKey", min("OrderDate")::date AS d FROM "FactInternetSales" GROUP BY 1) f WHERE f."CustomerKey" = c."CustomerKey";

CREATE TABLE "FactInternetSalesReason" ("SalesOrderNumber" varchar(20) NOT NULL, "SalesOrderLineNumber" smallint NOT NULL,
  "SalesReasonKey" integer NOT NULL REFERENCES "DimSalesReason" ("SalesReasonKey"),
  CONSTRAINT "PK_FactInternetSalesReason_SalesOrderNumber_SalesOrderLineNumber_SalesReasonKey"
    PRIMARY KEY ("SalesOrderNumber", "SalesOrderLineNumber", "SalesReasonKey"),
  CONSTRAINT "FK_FactInternetSalesReason_FactInternetSales" FOREIGN KEY ("SalesOrderNumber", "SalesOrderLineNumber")
    REFERENCES "FactInternetSales" ("SalesOrderNumber", "SalesOrderLineNumber"));
INSERT INTO "FactInternetSalesReason"
SELECT DISTINCT f."SalesOrderNumber", f."SalesOrderLineNumber",
       CASE WHEN r = 1 THEN (ARRAY[1, 1, 1, 2, 5, 6, 9, 10, 4])[pg_temp.r(9)] ELSE (ARRAY[1, 5, 2])[r - 1] END
  FROM "FactInternetSales" f, LATERAL generate_series(1, 1 + floor(random() ^ 2 * 3)::int + 0 * f."SalesOrderLineNumber") r
 WHERE random() < 0.85;

CREATE TABLE "FactResellerSales" ("ProductKey" integer NOT NULL REFERENCES "DimProduct" ("ProductKey"),
  "OrderDateKey" integer NOT NULL REFERENCES "DimDate" ("DateKey"), "DueDateKey" integer NOT NULL REFERENCES "DimDate" ("DateKey"),
  "ShipDateKey" integer NOT NULL REFERENCES "DimDate" ("DateKey"), "ResellerKey" integer NOT NULL REFERENCES "DimReseller" ("ResellerKey"),
  "EmployeeKey" integer NOT NULL REFERENCES "DimEmployee" ("EmployeeKey"), "PromotionKey" integer NOT NULL REFERENCES "DimPromotion" ("PromotionKey"),
  "CurrencyKey" integer NOT NULL REFERENCES "DimCurrency" ("CurrencyKey"),
  "SalesTerritoryKey" integer NOT NULL REFERENCES "DimSalesTerritory" ("SalesTerritoryKey"), "SalesOrderNumber" varchar(20) NOT NULL,
  "SalesOrderLineNumber" smallint NOT NULL, "RevisionNumber" smallint, "OrderQuantity" smallint, "UnitPrice" numeric(19, 4),
  "ExtendedAmount" numeric(19, 4), "UnitPriceDiscountPct" float8, "DiscountAmount" float8, "ProductStandardCost" numeric(19, 4),
  "TotalProductCost" numeric(19, 4), "SalesAmount" numeric(19, 4), "TaxAmt" numeric(19, 4), "Freight" numeric(19, 4),
  "CarrierTrackingNumber" varchar(25), "CustomerPONumber" varchar(25), "OrderDate" timestamp, "DueDate" timestamp, "ShipDate" timestamp,
  CONSTRAINT "PK_FactResellerSales_SalesOrderNumber_SalesOrderLineNumber" PRIMARY KEY ("SalesOrderNumber", "SalesOrderLineNumber"));
-- the sales person of an order: the current row of a sales person of the reseller's territory
CREATE TEMP TABLE rep AS
SELECT "SalesTerritoryKey" AS terr, array_agg("EmployeeKey" ORDER BY "EmployeeKey") AS keys
  FROM "DimEmployee" WHERE "SalesPersonFlag" AND "CurrentFlag" GROUP BY 1;
CREATE TEMP TABLE rline AS
SELECT a.sono, l, a.id AS res, a.odate,
       (SELECT s."ProductKey" FROM sellable s JOIN palt p ON p.a = s."ProductAlternateKey"
         WHERE p.n = x.pn AND a.odate::timestamp >= s."StartDate" AND a.odate::timestamp < s."EndDate" LIMIT 1) AS prod,
       CASE WHEN random() < 0.85 THEN 1 ELSE 1 + pg_temp.r(15) END AS promo,
       pg_temp.r(30) AS qty
  FROM allorders a, LATERAL generate_series(1, a.nlines) l,
       LATERAL (SELECT pg_temp.sk((SELECT count(*) FROM palt)::int, 1.6) + 0 * l AS pn) x
 WHERE a.kind = 'R';
DELETE FROM rline WHERE prod IS NULL;
INSERT INTO "FactResellerSales"
SELECT l.prod, pg_temp.dk(l.odate), pg_temp.dk(l.odate + 12), pg_temp.dk(l.odate + 7), l.res,
       rp.keys[1 + l.sono % array_length(rp.keys, 1)], l.promo,
       (SELECT "CurrencyKey" FROM "DimCurrency" WHERE "CurrencyAlternateKey" = co.cur), g."SalesTerritoryKey",
       'SO' || l.sono, row_number() OVER (PARTITION BY l.sono ORDER BY l.l), 1, l.qty, s."DealerPrice", s."DealerPrice" * l.qty, 0, 0,
       s."StandardCost", s."StandardCost" * l.qty, s."DealerPrice" * l.qty, round(s."DealerPrice" * l.qty * 0.08, 4),
       round(s."DealerPrice" * l.qty * 0.025, 4),
       upper(substr(md5('ct' || l.sono), 1, 4)) || '-' || upper(substr(md5('ct' || l.sono), 5, 4)) || '-' || upper(substr(md5('ct' || l.sono), 9, 2)),
       'PO' || (1000000000 + l.sono * 7919 % 9000000000), l.odate, l.odate + 12, l.odate + 7
  FROM rline l JOIN sellable s ON s."ProductKey" = l.prod
  JOIN "DimReseller" r ON r."ResellerKey" = l.res JOIN "DimGeography" g USING ("GeographyKey")
  JOIN country co ON co.cc = g."CountryRegionCode" JOIN rep rp ON rp.terr = g."SalesTerritoryKey"
 ORDER BY l.sono, l.l;

-- FactCurrencyRate: 14 currencies, one row a day over the sales period.
CREATE TABLE "FactCurrencyRate" ("CurrencyKey" integer NOT NULL REFERENCES "DimCurrency" ("CurrencyKey"),
  "DateKey" integer NOT NULL REFERENCES "DimDate" ("DateKey"), "AverageRate" float8 NOT NULL, "EndOfDayRate" float8 NOT NULL,
  "Date" timestamp, CONSTRAINT "PK_FactCurrencyRate_CurrencyKey_DateKey" PRIMARY KEY ("CurrencyKey", "DateKey"));
INSERT INTO "FactCurrencyRate"
SELECT c."CurrencyKey", pg_temp.dk(d::date), round((base * (1 + 0.05 * sin(extract(epoch FROM d) / 5e6)))::numeric, 4)::float8,
       round((base * (1 + 0.05 * sin(extract(epoch FROM d) / 5e6) + 0.002 * (random() - 0.5)))::numeric, 4)::float8, d
  FROM (SELECT "CurrencyKey", CASE "CurrencyAlternateKey" WHEN 'USD' THEN 1.0 WHEN 'JPY' THEN 110.0 WHEN 'GBP' THEN 0.63
                                   WHEN 'EUR' THEN 0.75 WHEN 'CAD' THEN 1.02 WHEN 'AUD' THEN 1.05 ELSE 1.5 + "CurrencyKey" / 10.0 END AS base
          FROM "DimCurrency"
         WHERE "CurrencyAlternateKey" IN ('ARS', 'AUD', 'BRL', 'CAD', 'CNY', 'DEM', 'EUR', 'FRF', 'GBP', 'JPY', 'MXN', 'SAR', 'USD', 'VEB')) c,
       generate_series(timestamp '2010-12-29', timestamp '2014-05-31', interval '1 day') d
 ORDER BY 1, 2;

-- FactSalesQuota: a quota per sales person per quarter since hire (dated the quarter's first day).
CREATE TABLE "FactSalesQuota" ("SalesQuotaKey" serial PRIMARY KEY,
  "EmployeeKey" integer NOT NULL REFERENCES "DimEmployee" ("EmployeeKey"), "DateKey" integer NOT NULL REFERENCES "DimDate" ("DateKey"),
  "CalendarYear" smallint NOT NULL, "CalendarQuarter" smallint NOT NULL, "SalesAmountQuota" numeric(19, 4) NOT NULL, "Date" timestamp);
INSERT INTO "FactSalesQuota" ("EmployeeKey", "DateKey", "CalendarYear", "CalendarQuarter", "SalesAmountQuota", "Date")
SELECT e."EmployeeKey", pg_temp.dk(q::date), extract(year FROM q), extract(quarter FROM q), (1000 * pg_temp.r(900))::numeric, q
  FROM "DimEmployee" e, generate_series(timestamp '2011-01-01', timestamp '2014-01-01', interval '3 months') q
 WHERE e."SalesPersonFlag" AND e."CurrentFlag" AND q >= date_trunc('quarter', e."HireDate")
 ORDER BY 1, 2;

ANALYZE;
