-- test/accuracy/nopcommerce.sql: a nopCommerce-4.x-shaped store (the .NET e-commerce platform, as its
-- FluentMigrator migrations create it on PostgreSQL), written for issue 16 as a held-out check (round 21):
-- committed with its truth (nopcommerce_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: quoted PascalCase names, every table keyed by an int "Id"; references are <Entity>Id,
-- except the legacy mapping tables kept by nopCommerce's NameCompatibility ("CustomerAddresses" with
-- Customer_Id / Address_Id, "Customer_CustomerRole_Mapping" with Customer_Id / CustomerRole_Id,
-- "Discount_AppliedToProducts" with Discount_Id / Product_Id) and "Product_Category_Mapping" /
-- "Product_Manufacturer_Mapping" (ProductId / CategoryId / ManufacturerId, surrogate Id).  Only what the
-- builders declare is a foreign key: "Customer".BillingAddressId / ShippingAddressId (nullable),
-- "Order".CustomerId / BillingAddressId / ShippingAddressId / PickupAddressId, OrderItem, mapping tables,
-- "Address".CountryId / StateProvinceId, ProductReview (StoreId too), ActivityLog, DiscountUsageHistory ...
-- Everything else is an int with 0 for none and no FK (undeclared truth where some non-zero value occurs):
-- "Customer".VendorId / CountryId / StateProvinceId / RegisteredInStoreId, "Product".ParentGroupedProductId /
-- VendorId, "Category".ParentCategoryId (0 = root), "Vendor".AddressId, "Store".DefaultLanguageId,
-- StoreId on orders, carts and return requests, "GenericAttribute".StoreId (0 = all stores),
-- "ReturnRequest".OrderItemId and "ShipmentItem".OrderItemId (no FK in the migrations).
-- Orders do not share the customer's address rows: each order gets its own copies in "Address".
-- Guests (most customers) have no email, no role but Guests, and no address.
-- Left out of the truth (no data could decide them, or not a single reference): "GenericAttribute".EntityId
-- and "ActivityLog".EntityId are polymorphic (KeyGroup / EntityName say which table); AffiliateId,
-- "CustomerRole".PurchasedWithProductId, "OrderNote".DownloadId, "ReturnRequest".UploadedFileId,
-- PictureId, "Product".WarehouseId are 0 on every row; "Store".DefaultLanguageId (0 or 2 on the two stores)
-- has one non-zero value, too little to decide; template ids, TaxCategoryId and DeliveryDateId
-- point at tables this extract does not hold.  Deterministic: setseed.
SET client_min_messages = warning;
SELECT setseed(0.21);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;

CREATE TABLE "Language" ("Id" serial PRIMARY KEY, "Name" varchar(100) NOT NULL, "LanguageCulture" varchar(20) NOT NULL,
  "UniqueSeoCode" varchar(2), "FlagImageFileName" varchar(50), "Rtl" boolean NOT NULL, "LimitedToStores" boolean NOT NULL,
  "DefaultCurrencyId" int NOT NULL, "Published" boolean NOT NULL, "DisplayOrder" int NOT NULL);
INSERT INTO "Language" ("Name", "LanguageCulture", "UniqueSeoCode", "FlagImageFileName", "Rtl", "LimitedToStores",
                        "DefaultCurrencyId", "Published", "DisplayOrder")
VALUES ('EN', 'en-US', 'en', 'us.png', false, false, 0, true, 1), ('Deutsch', 'de-DE', 'de', 'de.png', false, false, 0, true, 2),
       ('Français', 'fr-FR', 'fr', 'fr.png', false, true, 0, false, 3);

CREATE TABLE "Store" ("Id" serial PRIMARY KEY, "Name" varchar(400) NOT NULL, "DefaultMetaKeywords" text, "DefaultTitle" text,
  "HomepageTitle" text, "Url" varchar(400) NOT NULL, "SslEnabled" boolean NOT NULL, "Hosts" varchar(1000),
  "DefaultLanguageId" int NOT NULL, "DisplayOrder" int NOT NULL, "CompanyName" varchar(1000), "CompanyAddress" varchar(1000),
  "CompanyPhoneNumber" varchar(1000), "CompanyVat" varchar(1000));
INSERT INTO "Store" ("Name", "Url", "SslEnabled", "Hosts", "DefaultLanguageId", "DisplayOrder", "CompanyName", "CompanyAddress", "CompanyPhoneNumber")
VALUES ('Your store name', 'https://www.yourstore.com/', true, 'yourstore.com,www.yourstore.com', 0, 1, 'Your company name', '21 West 52nd Street', '(123) 456-78901'),
       ('Outlet', 'https://outlet.yourstore.com/', true, 'outlet.yourstore.com', 2, 2, 'Your company name', '21 West 52nd Street', '(123) 456-78902');

CREATE TABLE "Country" ("Id" serial PRIMARY KEY, "Name" varchar(100) NOT NULL, "AllowsBilling" boolean NOT NULL,
  "AllowsShipping" boolean NOT NULL, "TwoLetterIsoCode" varchar(2), "ThreeLetterIsoCode" varchar(3), "NumericIsoCode" int NOT NULL,
  "SubjectToVat" boolean NOT NULL, "Published" boolean NOT NULL, "DisplayOrder" int NOT NULL, "LimitedToStores" boolean NOT NULL);
INSERT INTO "Country" ("Name", "AllowsBilling", "AllowsShipping", "TwoLetterIsoCode", "ThreeLetterIsoCode", "NumericIsoCode",
                       "SubjectToVat", "Published", "DisplayOrder", "LimitedToStores")
SELECT 'Country ' || c, true, true, c, c || 'X', 100 + ord * 4, ord BETWEEN 3 AND 20, ord <= 30, CASE WHEN ord <= 2 THEN ord ELSE 100 END, false
  FROM unnest(ARRAY['US','CA','DE','FR','GB','NL','BE','AT','CH','IT','ES','PT','SE','NO','DK','FI','PL','CZ','IE','GR',
                    'AU','NZ','JP','KR','CN','IN','BR','AR','MX','ZA','RU','TR','IL','EG','NG','KE','SG','MY','TH','VN']) WITH ORDINALITY u(c, ord);

CREATE TABLE "StateProvince" ("Id" serial PRIMARY KEY, "CountryId" int NOT NULL REFERENCES "Country" ON DELETE CASCADE,
  "Name" varchar(100) NOT NULL, "Abbreviation" varchar(100), "Published" boolean NOT NULL, "DisplayOrder" int NOT NULL);
INSERT INTO "StateProvince" ("CountryId", "Name", "Abbreviation", "Published", "DisplayOrder")
SELECT c, 'State ' || c || '-' || k, 'S' || k, true, k
  FROM (VALUES (1, 51), (2, 13), (3, 16), (4, 13), (5, 4), (21, 8), (27, 10)) v(c, n), generate_series(1, n) k
 WHERE k <= n ORDER BY c, k;

CREATE TABLE "CustomerRole" ("Id" serial PRIMARY KEY, "Name" varchar(255) NOT NULL, "FreeShipping" boolean NOT NULL,
  "TaxExempt" boolean NOT NULL, "Active" boolean NOT NULL, "IsSystemRole" boolean NOT NULL, "SystemName" varchar(255),
  "EnablePasswordLifetime" boolean NOT NULL, "OverrideTaxDisplayType" boolean NOT NULL, "DefaultTaxDisplayTypeId" int NOT NULL,
  "PurchasedWithProductId" int NOT NULL);
INSERT INTO "CustomerRole" ("Name", "FreeShipping", "TaxExempt", "Active", "IsSystemRole", "SystemName", "EnablePasswordLifetime",
                            "OverrideTaxDisplayType", "DefaultTaxDisplayTypeId", "PurchasedWithProductId")
VALUES ('Administrators', false, false, true, true, 'Administrators', false, false, 0, 0),
       ('Forum Moderators', false, false, true, true, 'ForumModerators', false, false, 0, 0),
       ('Registered', false, false, true, true, 'Registered', false, false, 0, 0),
       ('Guests', false, false, true, true, 'Guests', false, false, 0, 0),
       ('Vendors', false, false, true, true, 'Vendors', false, false, 0, 0),
       ('Wholesale', true, true, true, false, NULL, false, true, 10, 0);

CREATE TABLE "ActivityLogType" ("Id" serial PRIMARY KEY, "SystemKeyword" varchar(100) NOT NULL, "Name" varchar(200) NOT NULL,
  "Enabled" boolean NOT NULL);
INSERT INTO "ActivityLogType" ("SystemKeyword", "Name", "Enabled")
SELECT k, initcap(replace(k, '.', ' ')), k NOT LIKE 'Delete%'
  FROM unnest(ARRAY['AddNewCategory','AddNewCustomer','AddNewManufacturer','AddNewProduct','DeleteCategory','DeleteCustomer',
                    'DeleteProduct','EditCategory','EditCustomer','EditOrder','EditProduct','EditSettings','Impersonation.Started',
                    'Impersonation.Finished','PublicStore.AddToShoppingCart','PublicStore.AddToWishlist','PublicStore.Login',
                    'PublicStore.Logout','PublicStore.PlaceOrder','PublicStore.ViewCategory','PublicStore.ViewManufacturer',
                    'PublicStore.ViewProduct','PublicStore.AddProductReview','ImportProducts','ExportOrders','UploadNewPlugin']) k;

CREATE TABLE "Address" ("Id" serial PRIMARY KEY, "FirstName" text, "LastName" text, "Email" text, "Company" text,
  "CountryId" int REFERENCES "Country", "StateProvinceId" int REFERENCES "StateProvince", "County" text, "City" text,
  "Address1" text, "Address2" text, "ZipPostalCode" text, "PhoneNumber" text, "FaxNumber" text, "CustomAttributes" text,
  "CreatedOnUtc" timestamp NOT NULL);
-- a country with states gets a state of its own; others none
CREATE TEMP TABLE addr_src AS
SELECT g AS k, c."Id" AS country, (SELECT s."Id" FROM "StateProvince" s WHERE s."CountryId" = c."Id" ORDER BY s."Id"
                                   OFFSET (g * 7) % greatest(1, (SELECT count(*) FROM "StateProvince" s2 WHERE s2."CountryId" = c."Id")) LIMIT 1) AS state
  FROM generate_series(1, 1200) g
  JOIN "Country" c ON c."Id" = CASE WHEN g % 10 < 5 THEN 1 WHEN g % 10 < 6 THEN 2 WHEN g % 10 < 7 THEN 3
                                   WHEN g % 10 < 8 THEN 5 ELSE 4 + (g * 7) % 36 END;
-- addresses 1..8 belong to vendors
INSERT INTO "Address" ("FirstName", "LastName", "Email", "Company", "CountryId", "StateProvinceId", "City", "Address1",
                       "ZipPostalCode", "PhoneNumber", "CreatedOnUtc")
SELECT NULL, NULL, 'vendor' || g || '@example.com', 'Vendor Co ' || g, 1, 5 + g, 'City ' || g, g || ' Market St',
       lpad((10000 + g * 371)::text, 5, '0'), '555-01' || lpad(g::text, 2, '0'), timestamp '2021-01-05' + g * interval '3 days'
  FROM generate_series(1, 8) g;

CREATE TABLE "Vendor" ("Id" serial PRIMARY KEY, "Name" varchar(400) NOT NULL, "Email" varchar(400), "Description" text,
  "PictureId" int NOT NULL, "AddressId" int NOT NULL, "AdminComment" text, "Active" boolean NOT NULL, "Deleted" boolean NOT NULL,
  "DisplayOrder" int NOT NULL, "MetaKeywords" varchar(400), "MetaTitle" varchar(400), "PageSize" int NOT NULL,
  "AllowCustomersToSelectPageSize" boolean NOT NULL, "PriceRangeFiltering" boolean NOT NULL);
INSERT INTO "Vendor" ("Name", "Email", "Description", "PictureId", "AddressId", "Active", "Deleted", "DisplayOrder", "PageSize",
                      "AllowCustomersToSelectPageSize", "PriceRangeFiltering")
SELECT 'Vendor ' || g, 'vendor' || g || '@example.com', 'About vendor ' || g, 0, CASE WHEN g IN (3, 7) OR g > 8 THEN 0 ELSE g END,
       g <> 6, g = 8, g, 6, true, true
  FROM generate_series(1, 10) g;

CREATE TABLE "Customer" ("Id" serial PRIMARY KEY, "CustomerGuid" uuid NOT NULL, "Username" varchar(1000), "Email" varchar(1000),
  "EmailToRevalidate" varchar(1000), "FirstName" varchar(1000), "LastName" varchar(1000), "Gender" varchar(1000),
  "DateOfBirth" timestamp, "Company" varchar(1000), "Phone" varchar(1000), "CountryId" int NOT NULL, "StateProvinceId" int NOT NULL,
  "LanguageId" int, "TimeZoneId" varchar(1000), "VatNumber" varchar(1000), "VatNumberStatusId" int NOT NULL,
  "TaxDisplayTypeId" int, "AdminComment" text, "IsTaxExempt" boolean NOT NULL, "AffiliateId" int NOT NULL, "VendorId" int NOT NULL,
  "HasShoppingCartItems" boolean NOT NULL, "RequireReLogin" boolean NOT NULL, "FailedLoginAttempts" int NOT NULL,
  "CannotLoginUntilDateUtc" timestamp, "Active" boolean NOT NULL, "Deleted" boolean NOT NULL, "IsSystemAccount" boolean NOT NULL,
  "SystemName" varchar(400), "LastIpAddress" text, "CreatedOnUtc" timestamp NOT NULL, "LastLoginDateUtc" timestamp,
  "LastActivityDateUtc" timestamp NOT NULL, "RegisteredInStoreId" int NOT NULL,
  "BillingAddressId" int REFERENCES "Address", "ShippingAddressId" int REFERENCES "Address");
-- 1 the admin, 2 and 3 the built-in system accounts, 4..11 vendor managers; 35% of the rest registered
CREATE TEMP TABLE cust AS
SELECT g AS id, CASE WHEN g = 1 OR g BETWEEN 4 AND 11 THEN true WHEN g IN (2, 3) THEN false ELSE random() < 0.35 END AS reg,
       timestamp '2021-02-01' + (g * interval '17 hours') + random() * interval '5 hours' AS created
  FROM generate_series(1, 1500) g;
INSERT INTO "Customer"
SELECT c.id, md5('cust' || c.id)::uuid,
       CASE WHEN c.reg THEN 'user' || c.id || '@mail.example' END, CASE WHEN c.reg THEN 'user' || c.id || '@mail.example' END,
       NULL, CASE WHEN c.reg THEN 'First' || (c.id % 97) END, CASE WHEN c.reg THEN 'Last' || (c.id % 131) END,
       CASE WHEN c.reg AND random() < 0.6 THEN (ARRAY['M','F'])[pg_temp.r(2)] END,
       CASE WHEN c.reg AND random() < 0.3 THEN date '1960-01-01' + pg_temp.r(15000) END,
       CASE WHEN c.reg AND random() < 0.15 THEN 'Company ' || pg_temp.r(60) END,
       CASE WHEN c.reg AND random() < 0.5 THEN '555-' || lpad(pg_temp.r(9999)::text, 4, '0') END,
       CASE WHEN c.reg AND random() < 0.4 THEN a.country ELSE 0 END, 0,
       CASE WHEN c.reg THEN (ARRAY[1, 1, 1, 1, 2, 3])[pg_temp.r(6)] END, NULL, NULL, 0, NULL, NULL, false, 0,
       CASE WHEN c.id BETWEEN 4 AND 11 THEN c.id - 3 ELSE 0 END,
       false, false, CASE WHEN random() < 0.05 THEN pg_temp.r(3) ELSE 0 END, NULL, NOT (c.id % 97 = 0), c.reg AND c.id % 89 = 0,
       c.id IN (2, 3), CASE c.id WHEN 2 THEN 'SearchEngine' WHEN 3 THEN 'BackgroundTask' END,
       '10.' || pg_temp.r(250) || '.' || pg_temp.r(250) || '.' || pg_temp.r(250), c.created,
       CASE WHEN c.reg THEN c.created + random() * interval '200 days' END, c.created + random() * interval '300 days',
       CASE WHEN random() < 0.8 THEN 1 ELSE 2 END, NULL, NULL
  FROM cust c LEFT JOIN addr_src a ON a.k = c.id % 1200 + 1
 ORDER BY c.id;
UPDATE "Customer" SET "StateProvinceId" = a.state FROM addr_src a
 WHERE a.k = "Customer"."Id" % 1200 + 1 AND "Customer"."CountryId" <> 0 AND a.state IS NOT NULL AND "Customer"."Id" % 3 <> 0;
SELECT setval('"Customer_Id_seq"', 1500);

-- address book of registered customers: one to three addresses
CREATE TEMP TABLE cust_addr AS
SELECT row_number() OVER (ORDER BY c.id, n) + 8 AS addr_id, c.id AS cust_id, n
  FROM cust c, generate_series(1, 3) n
 WHERE c.reg AND c.id NOT IN (2, 3) AND (n = 1 OR (n = 2 AND c.id % 3 = 0) OR (n = 3 AND c.id % 7 = 0)) AND c.id % 11 <> 5;
INSERT INTO "Address"
SELECT ca.addr_id, 'First' || (ca.cust_id % 97), 'Last' || (ca.cust_id % 131), 'user' || ca.cust_id || '@mail.example',
       CASE WHEN random() < 0.15 THEN 'Company ' || pg_temp.r(60) END, a.country, a.state,
       NULL, 'City ' || pg_temp.r(300), pg_temp.r(999) || ' Main St', CASE WHEN random() < 0.2 THEN 'Apt ' || pg_temp.r(40) END,
       lpad(pg_temp.r(99999)::text, 5, '0'), '555-' || lpad(pg_temp.r(9999)::text, 4, '0'), NULL, NULL,
       (SELECT created FROM cust WHERE id = ca.cust_id) + interval '1 hour' * ca.n
  FROM cust_addr ca JOIN addr_src a ON a.k = (ca.cust_id * 3 + ca.n) % 1200 + 1
 ORDER BY ca.addr_id;

CREATE TABLE "CustomerAddresses" ("Customer_Id" int NOT NULL REFERENCES "Customer" ON DELETE CASCADE,
  "Address_Id" int NOT NULL REFERENCES "Address" ON DELETE CASCADE, PRIMARY KEY ("Customer_Id", "Address_Id"));
INSERT INTO "CustomerAddresses" SELECT cust_id, addr_id FROM cust_addr ORDER BY cust_id, addr_id;
UPDATE "Customer" c SET "BillingAddressId" = ca.addr_id,
       "ShippingAddressId" = CASE WHEN c."Id" % 5 = 0 THEN NULL
                                  ELSE coalesce((SELECT x.addr_id FROM cust_addr x WHERE x.cust_id = c."Id" AND x.n = 2), ca.addr_id) END
  FROM cust_addr ca WHERE ca.cust_id = c."Id" AND ca.n = 1 AND c."Id" % 13 <> 0;

CREATE TABLE "Customer_CustomerRole_Mapping" ("Customer_Id" int NOT NULL REFERENCES "Customer" ON DELETE CASCADE,
  "CustomerRole_Id" int NOT NULL REFERENCES "CustomerRole" ON DELETE CASCADE, PRIMARY KEY ("Customer_Id", "CustomerRole_Id"));
INSERT INTO "Customer_CustomerRole_Mapping"
SELECT id, role FROM (
  SELECT id, 1 AS role FROM cust WHERE id = 1
  UNION ALL SELECT id, 3 FROM cust WHERE reg
  UNION ALL SELECT id, 4 FROM cust WHERE NOT reg
  UNION ALL SELECT id, 5 FROM cust WHERE id BETWEEN 4 AND 11
  UNION ALL SELECT id, 2 FROM cust WHERE reg AND id IN (1, 57, 240)
  UNION ALL SELECT id, 6 FROM cust WHERE reg AND id % 23 = 0) m
 ORDER BY 1, 2;

CREATE TABLE "Category" ("Id" serial PRIMARY KEY, "Name" varchar(400) NOT NULL, "Description" text, "CategoryTemplateId" int NOT NULL,
  "MetaKeywords" varchar(400), "MetaTitle" varchar(400), "ParentCategoryId" int NOT NULL, "PictureId" int NOT NULL,
  "PageSize" int NOT NULL, "ShowOnHomepage" boolean NOT NULL, "IncludeInTopMenu" boolean NOT NULL, "SubjectToAcl" boolean NOT NULL,
  "LimitedToStores" boolean NOT NULL, "Published" boolean NOT NULL, "Deleted" boolean NOT NULL, "DisplayOrder" int NOT NULL,
  "CreatedOnUtc" timestamp NOT NULL, "UpdatedOnUtc" timestamp NOT NULL, "PriceRangeFiltering" boolean NOT NULL);
INSERT INTO "Category" ("Name", "Description", "CategoryTemplateId", "ParentCategoryId", "PictureId", "PageSize", "ShowOnHomepage",
                        "IncludeInTopMenu", "SubjectToAcl", "LimitedToStores", "Published", "Deleted", "DisplayOrder",
                        "CreatedOnUtc", "UpdatedOnUtc", "PriceRangeFiltering")
SELECT 'Category ' || g, CASE WHEN g % 3 = 0 THEN '<p>About category ' || g || '</p>' END, 1,
       CASE WHEN g <= 7 THEN 0 WHEN g <= 25 THEN 1 + (g * 5) % 7 ELSE 8 + (g * 3) % 18 END, 0, 6, g <= 4, g <= 7, false, g % 17 = 0,
       g % 19 <> 0, g = 38, g % 5, timestamp '2021-01-02' + g * interval '1 hour', timestamp '2021-06-01' + g * interval '1 day', true
  FROM generate_series(1, 42) g;

CREATE TABLE "Manufacturer" ("Id" serial PRIMARY KEY, "Name" varchar(400) NOT NULL, "Description" text,
  "ManufacturerTemplateId" int NOT NULL, "MetaKeywords" varchar(400), "PictureId" int NOT NULL, "PageSize" int NOT NULL,
  "SubjectToAcl" boolean NOT NULL, "LimitedToStores" boolean NOT NULL, "Published" boolean NOT NULL, "Deleted" boolean NOT NULL,
  "DisplayOrder" int NOT NULL, "CreatedOnUtc" timestamp NOT NULL, "UpdatedOnUtc" timestamp NOT NULL);
INSERT INTO "Manufacturer" ("Name", "ManufacturerTemplateId", "PictureId", "PageSize", "SubjectToAcl", "LimitedToStores",
                            "Published", "Deleted", "DisplayOrder", "CreatedOnUtc", "UpdatedOnUtc")
SELECT 'Brand ' || g, 1, 0, 6, false, false, g <> 14, g = 15, g, timestamp '2021-01-03' + g * interval '1 hour',
       timestamp '2021-05-01' + g * interval '2 days'
  FROM generate_series(1, 16) g;

CREATE TABLE "Product" ("Id" serial PRIMARY KEY, "ProductTypeId" int NOT NULL, "ParentGroupedProductId" int NOT NULL,
  "VisibleIndividually" boolean NOT NULL, "Name" varchar(400) NOT NULL, "ShortDescription" text, "FullDescription" text,
  "VendorId" int NOT NULL, "ProductTemplateId" int NOT NULL, "ShowOnHomepage" boolean NOT NULL, "Sku" varchar(400),
  "ManufacturerPartNumber" varchar(400), "Gtin" varchar(400), "IsGiftCard" boolean NOT NULL, "IsDownload" boolean NOT NULL,
  "IsShipEnabled" boolean NOT NULL, "IsFreeShipping" boolean NOT NULL, "DeliveryDateId" int NOT NULL, "TaxCategoryId" int NOT NULL,
  "ManageInventoryMethodId" int NOT NULL, "WarehouseId" int NOT NULL, "StockQuantity" int NOT NULL, "OrderMinimumQuantity" int NOT NULL,
  "OrderMaximumQuantity" int NOT NULL, "Price" numeric(18,4) NOT NULL, "OldPrice" numeric(18,4) NOT NULL,
  "ProductCost" numeric(18,4) NOT NULL, "Weight" numeric(18,4) NOT NULL, "MarkAsNew" boolean NOT NULL, "HasDiscountsApplied" boolean NOT NULL,
  "ApprovedRatingSum" int NOT NULL, "ApprovedTotalReviews" int NOT NULL, "SubjectToAcl" boolean NOT NULL, "LimitedToStores" boolean NOT NULL,
  "Published" boolean NOT NULL, "Deleted" boolean NOT NULL, "DisplayOrder" int NOT NULL, "CreatedOnUtc" timestamp NOT NULL,
  "UpdatedOnUtc" timestamp NOT NULL);
-- products 1..20 are grouped products (type 10); 21..80 are their associated children
INSERT INTO "Product" ("ProductTypeId", "ParentGroupedProductId", "VisibleIndividually", "Name", "ShortDescription", "FullDescription",
  "VendorId", "ProductTemplateId", "ShowOnHomepage", "Sku", "ManufacturerPartNumber", "Gtin", "IsGiftCard", "IsDownload",
  "IsShipEnabled", "IsFreeShipping", "DeliveryDateId", "TaxCategoryId", "ManageInventoryMethodId", "WarehouseId", "StockQuantity",
  "OrderMinimumQuantity", "OrderMaximumQuantity", "Price", "OldPrice", "ProductCost", "Weight", "MarkAsNew", "HasDiscountsApplied",
  "ApprovedRatingSum", "ApprovedTotalReviews", "SubjectToAcl", "LimitedToStores", "Published", "Deleted", "DisplayOrder",
  "CreatedOnUtc", "UpdatedOnUtc")
SELECT CASE WHEN g <= 20 THEN 10 ELSE 5 END, CASE WHEN g BETWEEN 21 AND 80 THEN 1 + (g - 21) / 3 ELSE 0 END, g > 80 OR g <= 20,
       'Product ' || g, 'Short description ' || g, CASE WHEN g % 4 <> 0 THEN '<p>Full description of product ' || g || '</p>' END,
       CASE WHEN random() < 0.25 THEN (ARRAY[1, 1, 2, 4, 5, 5, 9, 10])[pg_temp.r(8)] ELSE 0 END,
       CASE WHEN g <= 20 THEN 2 ELSE 1 END, g % 40 = 0, 'SKU-' || lpad(g::text, 5, '0'),
       CASE WHEN random() < 0.3 THEN 'MPN' || pg_temp.r(99999) END, CASE WHEN random() < 0.2 THEN (4000000000000 + g * 7919)::text END,
       g % 97 = 0, g % 53 = 0, g % 53 <> 0, g % 11 = 0, (ARRAY[0, 1, 2, 3])[pg_temp.r(4)], (ARRAY[1, 2, 3, 4, 5])[pg_temp.r(5)],
       CASE WHEN g % 3 = 0 THEN 0 ELSE 1 END, 0, pg_temp.r(500) - 20, 1, 10000,
       round((5 + random() * 995)::numeric, 2), CASE WHEN random() < 0.2 THEN round((50 + random() * 1000)::numeric, 2) ELSE 0 END,
       round((2 + random() * 400)::numeric, 2), round((random() * 20)::numeric, 2), random() < 0.1, false, 0, 0, false, g % 29 = 0,
       g % 31 <> 0, g % 67 = 0, g % 10, timestamp '2021-01-10' + g * interval '7 hours', timestamp '2021-09-01' + g * interval '9 hours'
  FROM generate_series(1, 640) g;

CREATE TABLE "Product_Category_Mapping" ("Id" serial PRIMARY KEY, "ProductId" int NOT NULL REFERENCES "Product" ON DELETE CASCADE,
  "CategoryId" int NOT NULL REFERENCES "Category" ON DELETE CASCADE, "IsFeaturedProduct" boolean NOT NULL, "DisplayOrder" int NOT NULL);
INSERT INTO "Product_Category_Mapping" ("ProductId", "CategoryId", "IsFeaturedProduct", "DisplayOrder")
SELECT p, c, random() < 0.05, 0 FROM (
  SELECT DISTINCT p, CASE WHEN n = 1 THEN 8 + (p * 7) % 35 ELSE pg_temp.r(42) END AS c
    FROM generate_series(1, 640) p, generate_series(1, 2) n
   WHERE (p <= 20 OR p > 80) AND (n = 1 OR p % 4 = 0)) x
 ORDER BY p, c;

CREATE TABLE "Product_Manufacturer_Mapping" ("Id" serial PRIMARY KEY, "ProductId" int NOT NULL REFERENCES "Product" ON DELETE CASCADE,
  "ManufacturerId" int NOT NULL REFERENCES "Manufacturer" ON DELETE CASCADE, "IsFeaturedProduct" boolean NOT NULL, "DisplayOrder" int NOT NULL);
INSERT INTO "Product_Manufacturer_Mapping" ("ProductId", "ManufacturerId", "IsFeaturedProduct", "DisplayOrder")
SELECT p, 1 + (p * 11) % 16, p % 50 = 0, 0 FROM generate_series(1, 640) p WHERE p % 5 <> 2 ORDER BY p;

CREATE TABLE "Discount" ("Id" serial PRIMARY KEY, "Name" varchar(200) NOT NULL, "CouponCode" varchar(100), "AdminComment" text,
  "DiscountTypeId" int NOT NULL, "UsePercentage" boolean NOT NULL, "DiscountPercentage" numeric(18,4) NOT NULL,
  "DiscountAmount" numeric(18,4) NOT NULL, "MaximumDiscountAmount" numeric(18,4), "StartDateUtc" timestamp, "EndDateUtc" timestamp,
  "RequiresCouponCode" boolean NOT NULL, "IsCumulative" boolean NOT NULL, "DiscountLimitationId" int NOT NULL,
  "LimitationTimes" int NOT NULL, "MaximumDiscountedQuantity" int, "AppliedToSubCategories" boolean NOT NULL, "IsActive" boolean NOT NULL);
INSERT INTO "Discount" ("Name", "CouponCode", "DiscountTypeId", "UsePercentage", "DiscountPercentage", "DiscountAmount",
  "MaximumDiscountAmount", "StartDateUtc", "EndDateUtc", "RequiresCouponCode", "IsCumulative", "DiscountLimitationId",
  "LimitationTimes", "AppliedToSubCategories", "IsActive")
SELECT 'Discount ' || g, CASE WHEN g % 3 = 0 THEN 'CODE' || g END, (ARRAY[1, 2, 5, 10, 20])[1 + g % 5], g % 2 = 0,
       CASE WHEN g % 2 = 0 THEN 5 * (1 + g % 4) ELSE 0 END, CASE WHEN g % 2 = 1 THEN 10 * g ELSE 0 END, NULL,
       CASE WHEN g > 4 THEN timestamp '2021-03-01' + g * interval '20 days' END,
       CASE WHEN g > 6 THEN timestamp '2021-04-01' + g * interval '25 days' END, g % 3 = 0, g % 4 = 0, 0, 1, false, g <> 11
  FROM generate_series(1, 14) g;

CREATE TABLE "Discount_AppliedToProducts" ("Discount_Id" int NOT NULL REFERENCES "Discount" ON DELETE CASCADE,
  "Product_Id" int NOT NULL REFERENCES "Product" ON DELETE CASCADE, PRIMARY KEY ("Discount_Id", "Product_Id"));
INSERT INTO "Discount_AppliedToProducts"
SELECT DISTINCT d, 80 + pg_temp.r(560) FROM (VALUES (2), (2), (2), (5), (5), (7), (9), (9), (9), (9), (12)) v(d),
       generate_series(1, 4) k ORDER BY 1, 2;

CREATE TABLE "Discount_AppliedToCategories" ("Discount_Id" int NOT NULL REFERENCES "Discount" ON DELETE CASCADE,
  "Category_Id" int NOT NULL REFERENCES "Category" ON DELETE CASCADE, PRIMARY KEY ("Discount_Id", "Category_Id"));
INSERT INTO "Discount_AppliedToCategories" VALUES (5, 3), (5, 12), (10, 2), (10, 30), (10, 31), (13, 7);

-- orders: placed by registered customers and by guests
CREATE TEMP TABLE ord AS
SELECT g AS id, c.id AS cust, timestamp '2021-03-01' + g * interval '4 hours' + random() * interval '3 hours' AS placed,
       CASE WHEN random() < 0.1 THEN 'pickup' WHEN random() < 0.04 THEN 'download' ELSE 'ship' END AS how,
       CASE WHEN random() < 0.85 THEN 1 ELSE 2 END AS store
  FROM generate_series(1, 2600) g
  JOIN cust c ON c.id = CASE WHEN g % 3 = 0 THEN 12 + (g * 37) % 1489 ELSE 12 + ((g * 101) % 1489) / 4 END;
-- order addresses are copies: billing at 10001 + k, shipping at 20001 + k, pickup (the store's own) at 30001 + k
INSERT INTO "Address"
SELECT 10000 + o.id, 'First' || (o.cust % 97), 'Last' || (o.cust % 131), coalesce('user' || o.cust || '@mail.example', 'guest' || o.id || '@anon.example'),
       NULL, a.country, a.state, NULL, 'City ' || pg_temp.r(300), pg_temp.r(999) || ' Main St', NULL, lpad(pg_temp.r(99999)::text, 5, '0'),
       '555-' || lpad(pg_temp.r(9999)::text, 4, '0'), NULL, NULL, o.placed
  FROM ord o JOIN addr_src a ON a.k = (o.cust * 3 + 1) % 1200 + 1;
INSERT INTO "Address"
SELECT 20000 + o.id, 'First' || (o.cust % 97), 'Last' || (o.cust % 131), 'user' || o.cust || '@mail.example',
       NULL, a.country, a.state, NULL, 'City ' || pg_temp.r(300), pg_temp.r(999) || ' Elm St', NULL, lpad(pg_temp.r(99999)::text, 5, '0'),
       '555-' || lpad(pg_temp.r(9999)::text, 4, '0'), NULL, NULL, o.placed
  FROM ord o JOIN addr_src a ON a.k = (o.cust * 3 + 2) % 1200 + 1 WHERE o.how = 'ship';
INSERT INTO "Address"
SELECT 30000 + o.id, NULL, NULL, NULL, 'Pickup point ' || (1 + o.id % 4), 1, 6 + o.id % 4, NULL, 'City ' || (1 + o.id % 4),
       (1 + o.id % 4) || ' Store Rd', NULL, '10001', NULL, NULL, NULL, o.placed
  FROM ord o WHERE o.how = 'pickup';
SELECT setval('"Address_Id_seq"', 40000);

CREATE TABLE "Order" ("Id" serial PRIMARY KEY, "OrderGuid" uuid NOT NULL, "CustomOrderNumber" text NOT NULL, "StoreId" int NOT NULL,
  "CustomerId" int NOT NULL REFERENCES "Customer" ON DELETE CASCADE, "BillingAddressId" int NOT NULL REFERENCES "Address",
  "ShippingAddressId" int REFERENCES "Address", "PickupAddressId" int REFERENCES "Address", "PickupInStore" boolean NOT NULL,
  "OrderStatusId" int NOT NULL, "ShippingStatusId" int NOT NULL, "PaymentStatusId" int NOT NULL, "PaymentMethodSystemName" text,
  "CustomerCurrencyCode" text, "CurrencyRate" numeric(18,8) NOT NULL, "CustomerTaxDisplayTypeId" int NOT NULL, "VatNumber" text,
  "OrderSubtotalInclTax" numeric(18,4) NOT NULL, "OrderSubtotalExclTax" numeric(18,4) NOT NULL, "OrderShippingInclTax" numeric(18,4) NOT NULL,
  "OrderTax" numeric(18,4) NOT NULL, "OrderDiscount" numeric(18,4) NOT NULL, "OrderTotal" numeric(18,4) NOT NULL,
  "RefundedAmount" numeric(18,4) NOT NULL, "RewardPointsHistoryEntryId" int, "CustomerLanguageId" int NOT NULL, "AffiliateId" int NOT NULL,
  "CustomerIp" text, "ShippingMethod" text, "ShippingRateComputationMethodSystemName" text, "PaidDateUtc" timestamp,
  "Deleted" boolean NOT NULL, "CreatedOnUtc" timestamp NOT NULL);
INSERT INTO "Order"
SELECT o.id, md5('order' || o.id)::uuid, o.id::text, o.store, o.cust, 10000 + o.id,
       CASE WHEN o.how = 'ship' THEN 20000 + o.id END, CASE WHEN o.how = 'pickup' THEN 30000 + o.id END, o.how = 'pickup',
       (ARRAY[10, 20, 20, 30, 30, 30, 30, 40])[pg_temp.r(8)], CASE WHEN o.how = 'download' THEN 10 ELSE (ARRAY[20, 30, 40, 40])[pg_temp.r(4)] END,
       (ARRAY[10, 30, 30, 30, 35, 40])[pg_temp.r(6)], (ARRAY['Payments.CheckMoneyOrder', 'Payments.Manual', 'Payments.PayPalCommerce'])[pg_temp.r(3)],
       'USD', 1, 10, NULL, 0, 0, CASE WHEN o.how = 'ship' THEN 5 ELSE 0 END, 0, CASE WHEN random() < 0.1 THEN 10 ELSE 0 END, 0, 0, NULL,
       CASE WHEN random() < 0.8 THEN 1 ELSE 2 END, 0, '10.' || pg_temp.r(250) || '.' || pg_temp.r(250) || '.1',
       CASE o.how WHEN 'ship' THEN 'Ground' WHEN 'pickup' THEN 'Pickup in store' END,
       CASE WHEN o.how = 'ship' THEN 'Shipping.FixedByWeightByTotal' END, CASE WHEN random() < 0.8 THEN o.placed + interval '1 hour' END,
       o.id % 211 = 0, o.placed
  FROM ord o ORDER BY o.id;
SELECT setval('"Order_Id_seq"', 2600);

CREATE TABLE "OrderItem" ("Id" serial PRIMARY KEY, "OrderItemGuid" uuid NOT NULL, "OrderId" int NOT NULL REFERENCES "Order" ON DELETE CASCADE,
  "ProductId" int NOT NULL REFERENCES "Product" ON DELETE CASCADE, "Quantity" int NOT NULL, "UnitPriceInclTax" numeric(18,4) NOT NULL,
  "UnitPriceExclTax" numeric(18,4) NOT NULL, "PriceInclTax" numeric(18,4) NOT NULL, "PriceExclTax" numeric(18,4) NOT NULL,
  "DiscountAmountInclTax" numeric(18,4) NOT NULL, "DiscountAmountExclTax" numeric(18,4) NOT NULL, "OriginalProductCost" numeric(18,4) NOT NULL,
  "AttributeDescription" text, "AttributesXml" text, "DownloadCount" int NOT NULL, "IsDownloadActivated" boolean NOT NULL,
  "LicenseDownloadId" int, "ItemWeight" numeric(18,4), "RentalStartDateUtc" timestamp, "RentalEndDateUtc" timestamp);
-- bestsellers: a skewed pick over the sellable products (21..640: never a grouped parent)
INSERT INTO "OrderItem" ("OrderItemGuid", "OrderId", "ProductId", "Quantity", "UnitPriceInclTax", "UnitPriceExclTax", "PriceInclTax",
  "PriceExclTax", "DiscountAmountInclTax", "DiscountAmountExclTax", "OriginalProductCost", "AttributeDescription", "AttributesXml",
  "DownloadCount", "IsDownloadActivated", "LicenseDownloadId", "ItemWeight")
SELECT md5('oi' || o || '-' || k)::uuid, o, p, q, pr, pr, pr * q, pr * q, 0, 0, round(pr * 0.6, 2),
       CASE WHEN p % 6 = 0 THEN 'Color: Red' END, CASE WHEN p % 6 = 0 THEN '<Attributes><ProductAttribute ID="1"><ProductAttributeValue><Value>2</Value></ProductAttributeValue></ProductAttribute></Attributes>' END,
       0, false, NULL, 1.5
  FROM (SELECT o, k, 21 + floor(619 * power(random(), 2.2))::int AS p, pg_temp.r(3) AS q, round((5 + random() * 300)::numeric, 2) AS pr
          FROM generate_series(1, 2600) o, generate_series(1, 4) k WHERE k <= 1 + (o * 7) % 4) x
 ORDER BY o, k;

CREATE TABLE "OrderNote" ("Id" serial PRIMARY KEY, "OrderId" int NOT NULL REFERENCES "Order" ON DELETE CASCADE, "Note" text NOT NULL,
  "DownloadId" int NOT NULL, "DisplayToCustomer" boolean NOT NULL, "CreatedOnUtc" timestamp NOT NULL);
INSERT INTO "OrderNote" ("OrderId", "Note", "DownloadId", "DisplayToCustomer", "CreatedOnUtc")
SELECT o.id, (ARRAY['Order placed', 'Order paid', 'Order status has been changed to Processing', 'Shipment has been sent',
                    'Order status has been changed to Complete'])[n], 0, n = 4, o.placed + n * interval '2 hours'
  FROM ord o, generate_series(1, 5) n WHERE n <= 1 + (o.id * 13) % 5 ORDER BY o.id, n;

CREATE TABLE "Shipment" ("Id" serial PRIMARY KEY, "OrderId" int NOT NULL REFERENCES "Order" ON DELETE CASCADE, "TrackingNumber" text,
  "TotalWeight" numeric(18,4), "ShippedDateUtc" timestamp, "DeliveryDateUtc" timestamp, "ReadyForPickupDateUtc" timestamp,
  "AdminComment" text, "CreatedOnUtc" timestamp NOT NULL);
INSERT INTO "Shipment" ("OrderId", "TrackingNumber", "TotalWeight", "ShippedDateUtc", "DeliveryDateUtc", "ReadyForPickupDateUtc", "CreatedOnUtc")
SELECT o.id, CASE WHEN o.how = 'ship' THEN '1Z' || upper(substr(md5(o.id::text), 1, 14)) END, 1.5,
       CASE WHEN o.how = 'ship' THEN o.placed + interval '1 day' END, CASE WHEN o.how = 'ship' AND o.id % 3 <> 0 THEN o.placed + interval '4 days' END,
       CASE WHEN o.how = 'pickup' THEN o.placed + interval '1 day' END, o.placed + interval '20 hours'
  FROM ord o WHERE o.how <> 'download' AND o.id % 9 <> 4 ORDER BY o.id;

CREATE TABLE "ShipmentItem" ("Id" serial PRIMARY KEY, "ShipmentId" int NOT NULL REFERENCES "Shipment" ON DELETE CASCADE,
  "OrderItemId" int NOT NULL, "Quantity" int NOT NULL, "WarehouseId" int NOT NULL);
INSERT INTO "ShipmentItem" ("ShipmentId", "OrderItemId", "Quantity", "WarehouseId")
SELECT s."Id", oi."Id", oi."Quantity", 0 FROM "Shipment" s JOIN "OrderItem" oi ON oi."OrderId" = s."OrderId" ORDER BY s."Id", oi."Id";

CREATE TABLE "ShoppingCartItem" ("Id" serial PRIMARY KEY, "StoreId" int NOT NULL, "ShoppingCartTypeId" int NOT NULL,
  "CustomerId" int NOT NULL REFERENCES "Customer" ON DELETE CASCADE, "ProductId" int NOT NULL REFERENCES "Product" ON DELETE CASCADE,
  "AttributesXml" text, "CustomerEnteredPrice" numeric(18,4) NOT NULL, "Quantity" int NOT NULL, "RentalStartDateUtc" timestamp,
  "RentalEndDateUtc" timestamp, "CreatedOnUtc" timestamp NOT NULL, "UpdatedOnUtc" timestamp NOT NULL);
INSERT INTO "ShoppingCartItem" ("StoreId", "ShoppingCartTypeId", "CustomerId", "ProductId", "AttributesXml", "CustomerEnteredPrice",
  "Quantity", "CreatedOnUtc", "UpdatedOnUtc")
SELECT CASE WHEN random() < 0.85 THEN 1 ELSE 2 END, CASE WHEN random() < 0.8 THEN 1 ELSE 2 END, c, p, NULL, 0, pg_temp.r(2), t, t + interval '5 minutes'
  FROM (SELECT 12 + pg_temp.r(1488) AS c, 21 + floor(619 * power(random(), 1.8))::int AS p,
               timestamp '2022-01-01' + random() * interval '120 days' AS t FROM generate_series(1, 1300)) x
 ORDER BY t;
UPDATE "Customer" SET "HasShoppingCartItems" = true WHERE "Id" IN (SELECT "CustomerId" FROM "ShoppingCartItem");

CREATE TABLE "ReturnRequest" ("Id" serial PRIMARY KEY, "CustomNumber" text NOT NULL, "StoreId" int NOT NULL, "OrderItemId" int NOT NULL,
  "CustomerId" int NOT NULL REFERENCES "Customer" ON DELETE CASCADE, "Quantity" int NOT NULL, "ReturnedQuantity" int NOT NULL,
  "ReasonForReturn" text NOT NULL, "RequestedAction" text NOT NULL, "CustomerComments" text, "UploadedFileId" int NOT NULL,
  "StaffNotes" text, "ReturnRequestStatusId" int NOT NULL, "CreatedOnUtc" timestamp NOT NULL, "UpdatedOnUtc" timestamp NOT NULL);
INSERT INTO "ReturnRequest" ("CustomNumber", "StoreId", "OrderItemId", "CustomerId", "Quantity", "ReturnedQuantity", "ReasonForReturn",
  "RequestedAction", "CustomerComments", "UploadedFileId", "StaffNotes", "ReturnRequestStatusId", "CreatedOnUtc", "UpdatedOnUtc")
SELECT row_number() OVER (ORDER BY oi."Id")::text, o."StoreId", oi."Id", o."CustomerId", 1, CASE WHEN oi."Id" % 3 = 0 THEN 1 ELSE 0 END,
       (ARRAY['Received Wrong Product', 'Wrong Product Ordered', 'There Was A Problem With The Product'])[1 + oi."Id" % 3],
       (ARRAY['Repair', 'Replacement', 'Store Credit'])[1 + oi."Id" % 3], CASE WHEN oi."Id" % 2 = 0 THEN 'Please help' END, 0, NULL,
       (ARRAY[0, 10, 20, 30, 40])[1 + oi."Id" % 5], o."CreatedOnUtc" + interval '10 days', o."CreatedOnUtc" + interval '12 days'
  FROM "OrderItem" oi JOIN "Order" o ON o."Id" = oi."OrderId" WHERE oi."Id" % 41 = 3 ORDER BY oi."Id";

CREATE TABLE "DiscountUsageHistory" ("Id" serial PRIMARY KEY, "DiscountId" int NOT NULL REFERENCES "Discount" ON DELETE CASCADE,
  "OrderId" int NOT NULL REFERENCES "Order" ON DELETE CASCADE, "CreatedOnUtc" timestamp NOT NULL);
INSERT INTO "DiscountUsageHistory" ("DiscountId", "OrderId", "CreatedOnUtc")
SELECT (ARRAY[1, 2, 2, 3, 5, 6, 9, 9, 9, 12, 14])[1 + o."Id" % 11], o."Id", o."CreatedOnUtc" FROM "Order" o WHERE o."OrderDiscount" > 0 ORDER BY o."Id";

CREATE TABLE "ProductReview" ("Id" serial PRIMARY KEY, "CustomerId" int NOT NULL REFERENCES "Customer" ON DELETE CASCADE,
  "ProductId" int NOT NULL REFERENCES "Product" ON DELETE CASCADE, "StoreId" int NOT NULL REFERENCES "Store" ON DELETE CASCADE,
  "IsApproved" boolean NOT NULL, "Title" text, "ReviewText" text, "ReplyText" text, "CustomerNotifiedOfReply" boolean NOT NULL,
  "Rating" int NOT NULL, "HelpfulYesTotal" int NOT NULL, "HelpfulNoTotal" int NOT NULL, "CreatedOnUtc" timestamp NOT NULL);
INSERT INTO "ProductReview" ("CustomerId", "ProductId", "StoreId", "IsApproved", "Title", "ReviewText", "ReplyText", "CustomerNotifiedOfReply",
  "Rating", "HelpfulYesTotal", "HelpfulNoTotal", "CreatedOnUtc")
SELECT oi.cust, oi.prod, oi.store, random() < 0.85, 'Review ' || n, 'Text of review ' || n, CASE WHEN n % 10 = 0 THEN 'Thanks!' END, false,
       pg_temp.r(5), CASE WHEN random() < 0.3 THEN pg_temp.r(10) ELSE 0 END, 0, oi.t + interval '7 days'
  FROM (SELECT row_number() OVER (ORDER BY oi."Id") AS n, o."CustomerId" AS cust, oi."ProductId" AS prod, o."StoreId" AS store,
               o."CreatedOnUtc" AS t
          FROM "OrderItem" oi JOIN "Order" o ON o."Id" = oi."OrderId" JOIN cust c ON c.id = o."CustomerId" AND c.reg
         WHERE oi."Id" % 9 = 1) oi ORDER BY n;

-- GenericAttribute: per-entity key/value pairs; KeyGroup names the table of EntityId
CREATE TABLE "GenericAttribute" ("Id" serial PRIMARY KEY, "EntityId" int NOT NULL, "KeyGroup" varchar(400) NOT NULL,
  "Key" varchar(400) NOT NULL, "Value" text NOT NULL, "StoreId" int NOT NULL, "CreatedOrUpdatedDateUtc" timestamp);
INSERT INTO "GenericAttribute" ("EntityId", "KeyGroup", "Key", "Value", "StoreId", "CreatedOrUpdatedDateUtc")
SELECT e, kg, k, v, s, timestamp '2022-02-01' + (e % 300) * interval '1 day' FROM (
  SELECT c.id AS e, 'Customer' AS kg, 'LastVisitedPage' AS k, 'https://www.yourstore.com/product-' || (c.id % 640) AS v, 1 AS s
    FROM cust c WHERE c.id % 2 = 0
  UNION ALL SELECT c.id, 'Customer', 'SelectedPaymentMethod', 'Payments.Manual', CASE WHEN c.id % 6 = 0 THEN 2 ELSE 1 END FROM cust c WHERE c.reg
  UNION ALL SELECT c.id, 'Customer', 'NotifiedAboutNewPrivateMessages', 'True', 0 FROM cust c WHERE c.reg AND c.id % 3 = 0
  UNION ALL SELECT c.id, 'Customer', 'PasswordRecoveryToken', md5(c.id::text), 0 FROM cust c WHERE c.reg AND c.id % 17 = 0
  UNION ALL SELECT c.id, 'Customer', 'AdminAreaStoreScopeConfiguration', '0', 0 FROM cust c WHERE c.id = 1
  UNION ALL SELECT o.id, 'Order', 'PaymentRequest', '{"CreditCardType":"Visa"}', 0 FROM ord o WHERE o.id % 4 = 0
  UNION ALL SELECT v, 'Vendor', 'VendorAttributes', '<Attributes/>', 0 FROM generate_series(1, 10) v WHERE v % 2 = 1
  UNION ALL SELECT p, 'Product', 'nop.product.attributevalue.recordid', (p * 3)::text, 0 FROM generate_series(1, 640, 9) p) x
 ORDER BY 1, 2, 3;

CREATE TABLE "ActivityLog" ("Id" serial PRIMARY KEY, "ActivityLogTypeId" int NOT NULL REFERENCES "ActivityLogType" ON DELETE CASCADE,
  "EntityId" int, "EntityName" varchar(400), "CustomerId" int NOT NULL REFERENCES "Customer" ON DELETE CASCADE, "Comment" text NOT NULL,
  "CreatedOnUtc" timestamp NOT NULL, "IpAddress" varchar(100));
INSERT INTO "ActivityLog" ("ActivityLogTypeId", "EntityId", "EntityName", "CustomerId", "Comment", "CreatedOnUtc", "IpAddress")
SELECT t, CASE t WHEN 22 THEN p WHEN 20 THEN pg_temp.r(42) WHEN 21 THEN pg_temp.r(16) WHEN 19 THEN pg_temp.r(2600)
                 WHEN 11 THEN p WHEN 9 THEN pg_temp.r(1500) WHEN 10 THEN pg_temp.r(2600) END,
       CASE t WHEN 22 THEN 'Product' WHEN 20 THEN 'Category' WHEN 21 THEN 'Manufacturer' WHEN 19 THEN 'Order'
              WHEN 11 THEN 'Product' WHEN 9 THEN 'Customer' WHEN 10 THEN 'Order' END,
       CASE WHEN t IN (9, 10, 11, 12) THEN 1 ELSE c END, 'Activity ' || t, ts, '10.0.' || pg_temp.r(250) || '.' || pg_temp.r(250)
  FROM (SELECT (ARRAY[22, 22, 22, 22, 20, 20, 21, 17, 17, 18, 15, 16, 19, 23, 9, 10, 11, 12, 13, 14])[pg_temp.r(20)] AS t,
               21 + pg_temp.r(619) AS p, 12 + pg_temp.r(1488) AS c,
               timestamp '2022-03-01' + random() * interval '200 days' AS ts FROM generate_series(1, 4200)) x
 ORDER BY ts;
