-- test/accuracy/sylius112.sql: a Sylius 1.12 shop (Symfony 5.4, Doctrine ORM 2.x) on PostgreSQL, 60 of the 78 tables of a
-- Sylius-Standard 1.12 install, exactly as Doctrine generates them for the PostgreSQL platform: INT ids fed by one
-- <table>_id_seq sequence per table (no column default), TIMESTAMP(0), BOOLEAN, JSON for json columns, TEXT with
-- '(DC2Type:array)' for serialized PHP arrays, unique keys as CREATE UNIQUE INDEX, foreign keys named FK_<hash>.
-- The shop: "Northwind", an outdoor apparel brand selling from Portland (channel FASHION_WEB, USD) and Hamburg
-- (FASHION_EU, EUR) from March 2021 to June 2024. Written for issue 16 as a held-out check (round 24): committed with
-- its truth (sylius112_truth.csv) BEFORE discovery was ever run on it. Separate from sylius.sql (round 22), an earlier
-- and independent replica of Sylius; this one was written without reading it.
--
-- Left out of the install: catalog promotions (6 tables; this shop only ran cart promotions), product associations
-- (4), avatar images, user OAuth, payment security tokens, shipping-method rules, the order-number sequence, taxon
-- images and the migrations table.
--
-- Conventions: bare "id" keys; references are <role>_id, often a role rather than the table: customer_id, order_id,
-- variant_id (order items, image variants) but product_variant_id (channel pricing), method_id (payment -> payment
-- method, shipment -> shipping method), category_id (tax_rate -> tax category, shipping_method -> shipping category),
-- owner_id (product images), author_id (reviews -> customer), translatable_id in every *_translation table,
-- belongs_to (zone members), parent_id and tree_root (taxon nested set, tree_root is the root's own id on a root),
-- main_taxon_id, menu_taxon_id, default_address_id, shipping_address_id / billing_address_id, promotion_coupon_id,
-- default_locale_id, base_currency_id, default_tax_zone_id, gateway_config_id, shop_billing_data_id, option_value_id,
-- and source_currency / target_currency (no _id) in sylius_exchange_rate. sylius_shop_user has its own ids and a
-- unique customer_id (a subset of customers registered, in a different order).
-- Declared: Doctrine declares every association, 82 foreign keys, all in the truth as declared.
-- Undeclared: Sylius refers by CODE where the model holds a string: sylius_channel_pricing.channel_code ->
-- sylius_channel.code, sylius_order.currency_code and sylius_payment.currency_code -> sylius_currency.code,
-- sylius_order.locale_code and sylius_product_attribute_value.locale_code -> sylius_locale.code, the "locale" of the
-- eight *_translation tables -> sylius_locale.code, sylius_address.country_code -> sylius_country.code,
-- sylius_address.province_code -> sylius_province.code, sylius_shop_billing_data.country_code -> sylius_country.code;
-- and Gedmo Loggable's sylius_address_log_entries.object_id, a VARCHAR(64) holding the address id (object_class is
-- always Sylius\Component\Core\Model\Address).
-- None is NULL, never 0 or '': customer_id is NULL on the addresses copied into orders (only address-book entries
-- carry it) and on anonymous carts; shipping/billing address NULL on carts not yet addressed; number, token_value and
-- customer_ip NULL on carts; promotion_coupon_id, default_address_id, customer_group_id, main_taxon_id, a variant's
-- tax and shipping categories, province_code (outside the US and Canada) NULL when absent; product_attribute_value.
-- locale_code NULL for non-translatable attributes; order_item.original_unit_price NULL before the 1.11 upgrade;
-- sylius_adjustment.order_item_id NULL on every row (core Sylius puts no adjustment on an order item, only on its
-- units, the order or the shipment): declared all the same, so in the truth as declared.
-- Polymorphic, left out of the truth: sylius_adjustment.origin_code (a promotion, tax-rate or shipping-method code by
-- adjustment type) and sylius_zone_member.code (a country, province or zone code by sylius_zone.type). An adjustment
-- hangs on an order item unit (promotions, item taxes) or on an order and its shipment (shipping, shipping promotion,
-- shipping tax): those are separate declared foreign keys, in the truth.
-- Orphans, where Sylius leaves them: channel pricings of FASHION_B2B, a wholesale channel (id 3) set up in 2022 and
-- deleted before it took an order (pricings are keyed by channel code, nothing removes them); address history of
-- removed addresses: address-book entries customers deleted, and the addresses of carts purged by
-- sylius:remove-expired-carts (run daily from June 2022; carts abandoned earlier are still there). In the truth.
-- Also left out: serialized configurations (shipping_method.configuration keyed by channel code, promotion rules and
-- actions holding channel and taxon codes), JSON details (taxRateCode, shippingMethodCode), admin_user.locale_code
-- (the admin panel language, chosen from every ICU locale: pl_PL is not a shop locale), address_log_entries.username
-- (a shop user's e-mail, an admin's username, or NULL for guests and the cron), gateway_config.gateway_name (equal
-- to the payment method code by habit only), order_item.product_name / variant_name and shop_user.username (copies).
-- Gaps: purged carts leave holes in orders, items, units, shipments, payments, adjustments and addresses;
-- adjustments are dropped and recreated at every cart recalculation, so their ids run about three times ahead of the
-- row count; products and variants deleted before anyone ordered them; three taxons, an option value, an attribute,
-- a tax rate, a payment method and gateway, two promotions, one creator coupon, a customer group and an admin removed.
-- Measures inside key ranges: quantities, stock, positions, nested-set bounds, versions, ratings, usage counters,
-- amounts in cents. Skewed: a few products sell most (best of four draws on a Pareto popularity), a few US states
-- and German cities carry most addresses, most customers order once. Deterministic: setseed, hash-keyed draws,
-- no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2424);
-- deterministic pseudo-random numbers keyed by (row key, salt): independent of plan and row order
CREATE FUNCTION pg_temp.u(k bigint, s int) RETURNS float8 LANGUAGE sql IMMUTABLE AS
  $$ SELECT (hashint8(k * 7919 + s * 1000003) & 2147483647)::float8 / 2147483648.0 $$;
CREATE FUNCTION pg_temp.pick(k bigint, s int, n int) RETURNS int LANGUAGE sql IMMUTABLE AS
  $$ SELECT 1 + floor(pg_temp.u(k, s) * n)::int $$;
CREATE FUNCTION pg_temp.sk(k bigint, s int, n int, e float8) RETURNS int LANGUAGE sql IMMUTABLE AS
  $$ SELECT least(n, 1 + floor(n * pg_temp.u(k, s) ^ e)::int) $$;

-- ===================== schema (Doctrine ORM 2.x on PostgreSQL: one sequence per table, INT ids, unique indexes) =====================
CREATE SEQUENCE sylius_address_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_address_log_entries_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_adjustment_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_admin_user_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_channel_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_channel_pricing_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_country_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_currency_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_customer_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_customer_group_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_exchange_rate_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_gateway_config_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_locale_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_order_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_order_item_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_order_item_unit_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_payment_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_payment_method_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_payment_method_translation_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_product_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_product_attribute_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_product_attribute_translation_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_product_attribute_value_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_product_image_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_product_option_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_product_option_translation_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_product_option_value_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_product_option_value_translation_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_product_review_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_product_taxon_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_product_translation_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_product_variant_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_product_variant_translation_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_promotion_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_promotion_action_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_promotion_coupon_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_promotion_rule_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_province_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_shipment_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_shipping_category_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_shipping_method_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_shipping_method_translation_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_shop_billing_data_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_shop_user_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_tax_category_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_tax_rate_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_taxon_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_taxon_translation_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_zone_id_seq INCREMENT BY 1 MINVALUE 1 START 1;
CREATE SEQUENCE sylius_zone_member_id_seq INCREMENT BY 1 MINVALUE 1 START 1;

CREATE TABLE sylius_address (id INT NOT NULL, customer_id INT DEFAULT NULL, first_name VARCHAR(255) NOT NULL, last_name VARCHAR(255) NOT NULL,
  phone_number VARCHAR(255) DEFAULT NULL, street VARCHAR(255) NOT NULL, company VARCHAR(255) DEFAULT NULL, city VARCHAR(255) NOT NULL,
  postcode VARCHAR(255) NOT NULL, created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL, updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL,
  country_code VARCHAR(255) NOT NULL, province_code VARCHAR(255) DEFAULT NULL, province_name VARCHAR(255) DEFAULT NULL, PRIMARY KEY(id));
CREATE INDEX IDX_B97FF0589395C3F3 ON sylius_address (customer_id);
CREATE TABLE sylius_address_log_entries (id INT NOT NULL, action VARCHAR(255) NOT NULL, logged_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL,
  object_id VARCHAR(64) DEFAULT NULL, object_class VARCHAR(255) NOT NULL, version INT NOT NULL, data TEXT NOT NULL, username VARCHAR(255) DEFAULT NULL, PRIMARY KEY(id));
COMMENT ON COLUMN sylius_address_log_entries.data IS '(DC2Type:array)';
CREATE TABLE sylius_adjustment (id INT NOT NULL, order_id INT DEFAULT NULL, order_item_id INT DEFAULT NULL, order_item_unit_id INT DEFAULT NULL,
  type VARCHAR(255) NOT NULL, label VARCHAR(255) DEFAULT NULL, amount INT NOT NULL, is_neutral BOOLEAN NOT NULL, is_locked BOOLEAN NOT NULL,
  origin_code VARCHAR(255) DEFAULT NULL, created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL, updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL,
  shipment_id INT DEFAULT NULL, details JSON NOT NULL, PRIMARY KEY(id));
CREATE INDEX IDX_ACA6E0F28D9F6D38 ON sylius_adjustment (order_id);
CREATE INDEX IDX_ACA6E0F2E415FB15 ON sylius_adjustment (order_item_id);
CREATE INDEX IDX_ACA6E0F2F720C233 ON sylius_adjustment (order_item_unit_id);
CREATE INDEX IDX_ACA6E0F27BE036FC ON sylius_adjustment (shipment_id);
CREATE TABLE sylius_admin_user (id INT NOT NULL, username VARCHAR(255) DEFAULT NULL, username_canonical VARCHAR(255) DEFAULT NULL, enabled BOOLEAN NOT NULL,
  salt VARCHAR(255) NOT NULL, password VARCHAR(255) DEFAULT NULL, last_login TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL,
  password_reset_token VARCHAR(255) DEFAULT NULL, password_requested_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL,
  email_verification_token VARCHAR(255) DEFAULT NULL, verified_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, locked BOOLEAN NOT NULL,
  expires_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, credentials_expire_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, roles TEXT NOT NULL,
  email VARCHAR(255) DEFAULT NULL, email_canonical VARCHAR(255) DEFAULT NULL, created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL,
  updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, first_name VARCHAR(255) DEFAULT NULL, last_name VARCHAR(255) DEFAULT NULL,
  locale_code VARCHAR(12) NOT NULL, encoder_name VARCHAR(255) DEFAULT NULL, PRIMARY KEY(id));
COMMENT ON COLUMN sylius_admin_user.roles IS '(DC2Type:array)';
CREATE UNIQUE INDEX UNIQ_88D5CC4D6B7BA4B6 ON sylius_admin_user (password_reset_token);
CREATE UNIQUE INDEX UNIQ_88D5CC4DC4995C67 ON sylius_admin_user (email_verification_token);
CREATE TABLE sylius_channel (id INT NOT NULL, default_locale_id INT NOT NULL, base_currency_id INT NOT NULL, default_tax_zone_id INT DEFAULT NULL,
  code VARCHAR(255) NOT NULL, name VARCHAR(255) NOT NULL, color VARCHAR(255) DEFAULT NULL, description TEXT DEFAULT NULL, enabled BOOLEAN NOT NULL,
  hostname VARCHAR(255) DEFAULT NULL, created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL, updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL,
  theme_name VARCHAR(255) DEFAULT NULL, tax_calculation_strategy VARCHAR(255) NOT NULL, contact_email VARCHAR(255) DEFAULT NULL,
  skipping_shipping_step_allowed BOOLEAN NOT NULL, account_verification_required BOOLEAN NOT NULL, skipping_payment_step_allowed BOOLEAN NOT NULL,
  shop_billing_data_id INT DEFAULT NULL, menu_taxon_id INT DEFAULT NULL, contact_phone_number VARCHAR(255) DEFAULT NULL,
  shipping_address_in_checkout_required BOOLEAN DEFAULT false NOT NULL, PRIMARY KEY(id));
CREATE UNIQUE INDEX UNIQ_16C8119E77153098 ON sylius_channel (code);
CREATE UNIQUE INDEX UNIQ_16C8119EB5282EDF ON sylius_channel (shop_billing_data_id);
CREATE INDEX IDX_16C8119E743BF776 ON sylius_channel (default_locale_id);
CREATE INDEX IDX_16C8119E3101778E ON sylius_channel (base_currency_id);
CREATE INDEX IDX_16C8119EA978C17 ON sylius_channel (default_tax_zone_id);
CREATE INDEX IDX_16C8119EE551C011 ON sylius_channel (hostname);
CREATE INDEX IDX_16C8119EF242B1E6 ON sylius_channel (menu_taxon_id);
CREATE TABLE sylius_channel_countries (channel_id INT NOT NULL, country_id INT NOT NULL, PRIMARY KEY(channel_id, country_id));
CREATE INDEX IDX_D96E51AE72F5A1AA ON sylius_channel_countries (channel_id);
CREATE INDEX IDX_D96E51AEF92F3E70 ON sylius_channel_countries (country_id);
CREATE TABLE sylius_channel_currencies (channel_id INT NOT NULL, currency_id INT NOT NULL, PRIMARY KEY(channel_id, currency_id));
CREATE INDEX IDX_AE491F9372F5A1AA ON sylius_channel_currencies (channel_id);
CREATE INDEX IDX_AE491F9338248176 ON sylius_channel_currencies (currency_id);
CREATE TABLE sylius_channel_locales (channel_id INT NOT NULL, locale_id INT NOT NULL, PRIMARY KEY(channel_id, locale_id));
CREATE INDEX IDX_786B7A8472F5A1AA ON sylius_channel_locales (channel_id);
CREATE INDEX IDX_786B7A84E559DFD1 ON sylius_channel_locales (locale_id);
CREATE TABLE sylius_channel_pricing (id INT NOT NULL, product_variant_id INT NOT NULL, price INT DEFAULT NULL, channel_code VARCHAR(255) NOT NULL,
  original_price INT DEFAULT NULL, minimum_price INT DEFAULT 0, PRIMARY KEY(id));
CREATE UNIQUE INDEX product_variant_channel_idx ON sylius_channel_pricing (product_variant_id, channel_code);
CREATE INDEX IDX_7801820CA80EF684 ON sylius_channel_pricing (product_variant_id);
CREATE TABLE sylius_country (id INT NOT NULL, code VARCHAR(2) NOT NULL, enabled BOOLEAN NOT NULL, PRIMARY KEY(id));
CREATE UNIQUE INDEX UNIQ_E74256BF77153098 ON sylius_country (code);
CREATE INDEX IDX_E74256BF77153098 ON sylius_country (code);
CREATE TABLE sylius_currency (id INT NOT NULL, code VARCHAR(3) NOT NULL, created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL,
  updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, PRIMARY KEY(id));
CREATE UNIQUE INDEX UNIQ_96EDD3D077153098 ON sylius_currency (code);
CREATE TABLE sylius_customer (id INT NOT NULL, customer_group_id INT DEFAULT NULL, default_address_id INT DEFAULT NULL, email VARCHAR(255) NOT NULL,
  email_canonical VARCHAR(255) NOT NULL, first_name VARCHAR(255) DEFAULT NULL, last_name VARCHAR(255) DEFAULT NULL,
  birthday TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, gender VARCHAR(1) DEFAULT 'u' NOT NULL, created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL,
  updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, phone_number VARCHAR(255) DEFAULT NULL, subscribed_to_newsletter BOOLEAN NOT NULL, PRIMARY KEY(id));
CREATE UNIQUE INDEX UNIQ_7E82D5E6E7927C74 ON sylius_customer (email);
CREATE UNIQUE INDEX UNIQ_7E82D5E6A0D96FBF ON sylius_customer (email_canonical);
CREATE UNIQUE INDEX UNIQ_7E82D5E6BD94FB16 ON sylius_customer (default_address_id);
CREATE INDEX IDX_7E82D5E6D2919A68 ON sylius_customer (customer_group_id);
CREATE INDEX created_at_index ON sylius_customer (created_at DESC);
CREATE TABLE sylius_customer_group (id INT NOT NULL, code VARCHAR(255) NOT NULL, name VARCHAR(255) NOT NULL, PRIMARY KEY(id));
CREATE UNIQUE INDEX UNIQ_7FCF9B0577153098 ON sylius_customer_group (code);
CREATE TABLE sylius_exchange_rate (id INT NOT NULL, source_currency INT NOT NULL, target_currency INT NOT NULL, ratio NUMERIC(10, 5) NOT NULL,
  created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL, updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, PRIMARY KEY(id));
CREATE UNIQUE INDEX UNIQ_5F52B852A76BEEDB3FD5856 ON sylius_exchange_rate (source_currency, target_currency);
CREATE INDEX IDX_5F52B852A76BEED ON sylius_exchange_rate (source_currency);
CREATE INDEX IDX_5F52B85B3FD5856 ON sylius_exchange_rate (target_currency);
CREATE TABLE sylius_gateway_config (id INT NOT NULL, config JSON NOT NULL, gateway_name VARCHAR(255) NOT NULL, factory_name VARCHAR(255) NOT NULL, PRIMARY KEY(id));
CREATE TABLE sylius_locale (id INT NOT NULL, code VARCHAR(12) NOT NULL, created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL,
  updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, PRIMARY KEY(id));
CREATE UNIQUE INDEX UNIQ_7BA1286477153098 ON sylius_locale (code);
CREATE TABLE sylius_order (id INT NOT NULL, shipping_address_id INT DEFAULT NULL, billing_address_id INT DEFAULT NULL, channel_id INT DEFAULT NULL,
  promotion_coupon_id INT DEFAULT NULL, customer_id INT DEFAULT NULL, number VARCHAR(255) DEFAULT NULL, notes TEXT DEFAULT NULL, state VARCHAR(255) NOT NULL,
  checkout_completed_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, items_total INT NOT NULL, adjustments_total INT NOT NULL, total INT NOT NULL,
  created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL, updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, currency_code VARCHAR(3) NOT NULL,
  locale_code VARCHAR(255) NOT NULL, checkout_state VARCHAR(255) NOT NULL, payment_state VARCHAR(255) NOT NULL, shipping_state VARCHAR(255) NOT NULL,
  token_value VARCHAR(255) DEFAULT NULL, customer_ip VARCHAR(255) DEFAULT NULL, created_by_guest BOOLEAN DEFAULT true NOT NULL, PRIMARY KEY(id));
CREATE UNIQUE INDEX UNIQ_6196A1F996901F54 ON sylius_order (number);
CREATE UNIQUE INDEX UNIQ_6196A1F94D4CFF2B ON sylius_order (shipping_address_id);
CREATE UNIQUE INDEX UNIQ_6196A1F979D0C0E4 ON sylius_order (billing_address_id);
CREATE UNIQUE INDEX UNIQ_6196A1F9BEA95C75 ON sylius_order (token_value);
CREATE INDEX IDX_6196A1F972F5A1AA ON sylius_order (channel_id);
CREATE INDEX IDX_6196A1F917B24436 ON sylius_order (promotion_coupon_id);
CREATE INDEX IDX_6196A1F99395C3F3 ON sylius_order (customer_id);
CREATE INDEX IDX_6196A1F9A393D2FB43625D9F ON sylius_order (state, updated_at);
CREATE TABLE sylius_order_item (id INT NOT NULL, order_id INT NOT NULL, variant_id INT NOT NULL, quantity INT NOT NULL, unit_price INT NOT NULL,
  units_total INT NOT NULL, adjustments_total INT NOT NULL, total INT NOT NULL, is_immutable BOOLEAN NOT NULL, product_name VARCHAR(255) DEFAULT NULL,
  variant_name VARCHAR(255) DEFAULT NULL, version INT DEFAULT 1 NOT NULL, original_unit_price INT DEFAULT NULL, PRIMARY KEY(id));
CREATE INDEX IDX_77B587ED8D9F6D38 ON sylius_order_item (order_id);
CREATE INDEX IDX_77B587ED3B69A9AF ON sylius_order_item (variant_id);
CREATE TABLE sylius_order_item_unit (id INT NOT NULL, order_item_id INT NOT NULL, shipment_id INT DEFAULT NULL, adjustments_total INT NOT NULL,
  created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL, updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, PRIMARY KEY(id));
CREATE INDEX IDX_82BF226EE415FB15 ON sylius_order_item_unit (order_item_id);
CREATE INDEX IDX_82BF226E7BE036FC ON sylius_order_item_unit (shipment_id);
CREATE TABLE sylius_payment (id INT NOT NULL, method_id INT DEFAULT NULL, order_id INT NOT NULL, currency_code VARCHAR(3) NOT NULL, amount INT NOT NULL,
  state VARCHAR(255) NOT NULL, details JSON NOT NULL, created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL, updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, PRIMARY KEY(id));
CREATE INDEX IDX_D9191BD419883967 ON sylius_payment (method_id);
CREATE INDEX IDX_D9191BD48D9F6D38 ON sylius_payment (order_id);
CREATE TABLE sylius_payment_method (id INT NOT NULL, gateway_config_id INT DEFAULT NULL, code VARCHAR(255) NOT NULL, environment VARCHAR(255) DEFAULT NULL,
  is_enabled BOOLEAN NOT NULL, position INT NOT NULL, created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL, updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, PRIMARY KEY(id));
CREATE UNIQUE INDEX UNIQ_A75B0B0D77153098 ON sylius_payment_method (code);
CREATE INDEX IDX_A75B0B0DF23D6140 ON sylius_payment_method (gateway_config_id);
CREATE TABLE sylius_payment_method_channels (payment_method_id INT NOT NULL, channel_id INT NOT NULL, PRIMARY KEY(payment_method_id, channel_id));
CREATE INDEX IDX_543AC0CC5AA1164F ON sylius_payment_method_channels (payment_method_id);
CREATE INDEX IDX_543AC0CC72F5A1AA ON sylius_payment_method_channels (channel_id);
CREATE TABLE sylius_payment_method_translation (id INT NOT NULL, translatable_id INT NOT NULL, name VARCHAR(255) NOT NULL, description TEXT DEFAULT NULL,
  instructions TEXT DEFAULT NULL, locale VARCHAR(255) NOT NULL, PRIMARY KEY(id));
CREATE INDEX IDX_966BE3A12C2AC5D3 ON sylius_payment_method_translation (translatable_id);
CREATE UNIQUE INDEX sylius_payment_method_translation_uniq_trans ON sylius_payment_method_translation (translatable_id, locale);
CREATE TABLE sylius_product (id INT NOT NULL, main_taxon_id INT DEFAULT NULL, code VARCHAR(255) NOT NULL, created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL,
  updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, enabled BOOLEAN NOT NULL, variant_selection_method VARCHAR(255) NOT NULL,
  average_rating DOUBLE PRECISION DEFAULT '0' NOT NULL, PRIMARY KEY(id));
CREATE UNIQUE INDEX UNIQ_677B9B7477153098 ON sylius_product (code);
CREATE INDEX IDX_677B9B74731E505 ON sylius_product (main_taxon_id);
CREATE TABLE sylius_product_attribute (id INT NOT NULL, code VARCHAR(255) NOT NULL, type VARCHAR(255) NOT NULL, storage_type VARCHAR(255) NOT NULL,
  configuration TEXT NOT NULL, created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL, updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, position INT NOT NULL,
  translatable BOOLEAN DEFAULT true NOT NULL, PRIMARY KEY(id));
COMMENT ON COLUMN sylius_product_attribute.configuration IS '(DC2Type:array)';
CREATE UNIQUE INDEX UNIQ_BFAF484A77153098 ON sylius_product_attribute (code);
CREATE TABLE sylius_product_attribute_translation (id INT NOT NULL, translatable_id INT NOT NULL, name VARCHAR(255) NOT NULL, locale VARCHAR(255) NOT NULL, PRIMARY KEY(id));
CREATE INDEX IDX_93850EBA2C2AC5D3 ON sylius_product_attribute_translation (translatable_id);
CREATE UNIQUE INDEX sylius_product_attribute_translation_uniq_trans ON sylius_product_attribute_translation (translatable_id, locale);
CREATE TABLE sylius_product_attribute_value (id INT NOT NULL, product_id INT NOT NULL, attribute_id INT NOT NULL, text_value TEXT DEFAULT NULL,
  boolean_value BOOLEAN DEFAULT NULL, integer_value INT DEFAULT NULL, float_value DOUBLE PRECISION DEFAULT NULL, datetime_value TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL,
  date_value DATE DEFAULT NULL, json_value JSON DEFAULT NULL, locale_code VARCHAR(255) DEFAULT NULL, PRIMARY KEY(id));
CREATE INDEX IDX_8A053E544584665A ON sylius_product_attribute_value (product_id);
CREATE INDEX IDX_8A053E54B6E62EFA ON sylius_product_attribute_value (attribute_id);
CREATE TABLE sylius_product_channels (product_id INT NOT NULL, channel_id INT NOT NULL, PRIMARY KEY(product_id, channel_id));
CREATE INDEX IDX_F9EF269B4584665A ON sylius_product_channels (product_id);
CREATE INDEX IDX_F9EF269B72F5A1AA ON sylius_product_channels (channel_id);
CREATE TABLE sylius_product_image (id INT NOT NULL, owner_id INT NOT NULL, type VARCHAR(255) DEFAULT NULL, path VARCHAR(255) NOT NULL, PRIMARY KEY(id));
CREATE INDEX IDX_88C64B2D7E3C61F9 ON sylius_product_image (owner_id);
CREATE TABLE sylius_product_option (id INT NOT NULL, code VARCHAR(255) NOT NULL, created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL,
  updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, position INT NOT NULL, PRIMARY KEY(id));
CREATE UNIQUE INDEX UNIQ_E4C0EBEF77153098 ON sylius_product_option (code);
CREATE TABLE sylius_product_option_translation (id INT NOT NULL, translatable_id INT NOT NULL, name VARCHAR(255) NOT NULL, locale VARCHAR(255) NOT NULL, PRIMARY KEY(id));
CREATE INDEX IDX_CBA491AD2C2AC5D3 ON sylius_product_option_translation (translatable_id);
CREATE UNIQUE INDEX sylius_product_option_translation_uniq_trans ON sylius_product_option_translation (translatable_id, locale);
CREATE TABLE sylius_product_option_value (id INT NOT NULL, option_id INT NOT NULL, code VARCHAR(255) NOT NULL, PRIMARY KEY(id));
CREATE UNIQUE INDEX UNIQ_F7FF7D4B77153098 ON sylius_product_option_value (code);
CREATE INDEX IDX_F7FF7D4BA7C41D6F ON sylius_product_option_value (option_id);
CREATE TABLE sylius_product_option_value_translation (id INT NOT NULL, translatable_id INT NOT NULL, value VARCHAR(255) NOT NULL, locale VARCHAR(255) NOT NULL, PRIMARY KEY(id));
CREATE INDEX IDX_8D4382DC2C2AC5D3 ON sylius_product_option_value_translation (translatable_id);
CREATE UNIQUE INDEX sylius_product_option_value_translation_uniq_trans ON sylius_product_option_value_translation (translatable_id, locale);
CREATE TABLE sylius_product_options (product_id INT NOT NULL, option_id INT NOT NULL, PRIMARY KEY(product_id, option_id));
CREATE INDEX IDX_2B5FF0094584665A ON sylius_product_options (product_id);
CREATE INDEX IDX_2B5FF009A7C41D6F ON sylius_product_options (option_id);
CREATE TABLE sylius_product_review (id INT NOT NULL, product_id INT NOT NULL, author_id INT NOT NULL, title VARCHAR(255) DEFAULT NULL, rating INT NOT NULL,
  comment TEXT DEFAULT NULL, status VARCHAR(255) NOT NULL, created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL, updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, PRIMARY KEY(id));
CREATE INDEX IDX_C7056A994584665A ON sylius_product_review (product_id);
CREATE INDEX IDX_C7056A99F675F31B ON sylius_product_review (author_id);
CREATE TABLE sylius_product_taxon (id INT NOT NULL, product_id INT NOT NULL, taxon_id INT NOT NULL, position INT NOT NULL, PRIMARY KEY(id));
CREATE INDEX IDX_169C6CD94584665A ON sylius_product_taxon (product_id);
CREATE INDEX IDX_169C6CD9DE13F470 ON sylius_product_taxon (taxon_id);
CREATE UNIQUE INDEX product_taxon_idx ON sylius_product_taxon (product_id, taxon_id);
CREATE TABLE sylius_product_translation (id INT NOT NULL, translatable_id INT NOT NULL, name VARCHAR(255) NOT NULL, slug VARCHAR(255) NOT NULL,
  description TEXT DEFAULT NULL, meta_keywords VARCHAR(255) DEFAULT NULL, meta_description VARCHAR(255) DEFAULT NULL, short_description TEXT DEFAULT NULL,
  locale VARCHAR(255) NOT NULL, PRIMARY KEY(id));
CREATE INDEX IDX_105A9082C2AC5D3 ON sylius_product_translation (translatable_id);
CREATE UNIQUE INDEX sylius_product_translation_uniq_trans ON sylius_product_translation (translatable_id, locale);
CREATE UNIQUE INDEX UNIQ_105A9084180C698989D9B62 ON sylius_product_translation (locale, slug);
CREATE TABLE sylius_product_variant (id INT NOT NULL, product_id INT NOT NULL, tax_category_id INT DEFAULT NULL, shipping_category_id INT DEFAULT NULL,
  code VARCHAR(255) NOT NULL, created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL, updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, on_hold INT NOT NULL,
  on_hand INT NOT NULL, tracked BOOLEAN NOT NULL, width DOUBLE PRECISION DEFAULT NULL, height DOUBLE PRECISION DEFAULT NULL, depth DOUBLE PRECISION DEFAULT NULL,
  weight DOUBLE PRECISION DEFAULT NULL, position INT NOT NULL, shipping_required BOOLEAN NOT NULL, version INT DEFAULT 1 NOT NULL, enabled BOOLEAN NOT NULL, PRIMARY KEY(id));
CREATE UNIQUE INDEX UNIQ_A29B52377153098 ON sylius_product_variant (code);
CREATE INDEX IDX_A29B5234584665A ON sylius_product_variant (product_id);
CREATE INDEX IDX_A29B5239DF894ED ON sylius_product_variant (tax_category_id);
CREATE INDEX IDX_A29B5239E2D1A41 ON sylius_product_variant (shipping_category_id);
CREATE TABLE sylius_product_variant_option_value (variant_id INT NOT NULL, option_value_id INT NOT NULL, PRIMARY KEY(variant_id, option_value_id));
CREATE INDEX IDX_76CDAFA13B69A9AF ON sylius_product_variant_option_value (variant_id);
CREATE INDEX IDX_76CDAFA1D957CA06 ON sylius_product_variant_option_value (option_value_id);
CREATE TABLE sylius_product_variant_translation (id INT NOT NULL, translatable_id INT NOT NULL, name VARCHAR(255) DEFAULT NULL, locale VARCHAR(255) NOT NULL, PRIMARY KEY(id));
CREATE INDEX IDX_8DC18EDC2C2AC5D3 ON sylius_product_variant_translation (translatable_id);
CREATE UNIQUE INDEX sylius_product_variant_translation_uniq_trans ON sylius_product_variant_translation (translatable_id, locale);
CREATE TABLE sylius_promotion (id INT NOT NULL, code VARCHAR(255) NOT NULL, name VARCHAR(255) NOT NULL, description VARCHAR(255) DEFAULT NULL, priority INT NOT NULL,
  exclusive BOOLEAN NOT NULL, usage_limit INT DEFAULT NULL, used INT NOT NULL, coupon_based BOOLEAN NOT NULL, starts_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL,
  ends_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL, updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL,
  applies_to_discounted BOOLEAN DEFAULT true NOT NULL, PRIMARY KEY(id));
CREATE UNIQUE INDEX UNIQ_F157396377153098 ON sylius_promotion (code);
CREATE TABLE sylius_promotion_action (id INT NOT NULL, promotion_id INT DEFAULT NULL, type VARCHAR(255) NOT NULL, configuration TEXT NOT NULL, PRIMARY KEY(id));
COMMENT ON COLUMN sylius_promotion_action.configuration IS '(DC2Type:array)';
CREATE INDEX IDX_933D0915139DF194 ON sylius_promotion_action (promotion_id);
CREATE TABLE sylius_promotion_channels (promotion_id INT NOT NULL, channel_id INT NOT NULL, PRIMARY KEY(promotion_id, channel_id));
CREATE INDEX IDX_1A044F64139DF194 ON sylius_promotion_channels (promotion_id);
CREATE INDEX IDX_1A044F6472F5A1AA ON sylius_promotion_channels (channel_id);
CREATE TABLE sylius_promotion_coupon (id INT NOT NULL, promotion_id INT DEFAULT NULL, code VARCHAR(255) NOT NULL, usage_limit INT DEFAULT NULL, used INT NOT NULL,
  expires_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL, updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL,
  per_customer_usage_limit INT DEFAULT NULL, reusable_from_cancelled_orders BOOLEAN DEFAULT true NOT NULL, PRIMARY KEY(id));
CREATE UNIQUE INDEX UNIQ_B04EBA8577153098 ON sylius_promotion_coupon (code);
CREATE INDEX IDX_B04EBA85139DF194 ON sylius_promotion_coupon (promotion_id);
CREATE TABLE sylius_promotion_order (order_id INT NOT NULL, promotion_id INT NOT NULL, PRIMARY KEY(order_id, promotion_id));
CREATE INDEX IDX_BF9CF6FB8D9F6D38 ON sylius_promotion_order (order_id);
CREATE INDEX IDX_BF9CF6FB139DF194 ON sylius_promotion_order (promotion_id);
CREATE TABLE sylius_promotion_rule (id INT NOT NULL, promotion_id INT DEFAULT NULL, type VARCHAR(255) NOT NULL, configuration TEXT NOT NULL, PRIMARY KEY(id));
COMMENT ON COLUMN sylius_promotion_rule.configuration IS '(DC2Type:array)';
CREATE INDEX IDX_2C188EA8139DF194 ON sylius_promotion_rule (promotion_id);
CREATE TABLE sylius_province (id INT NOT NULL, country_id INT NOT NULL, code VARCHAR(255) NOT NULL, name VARCHAR(255) NOT NULL, abbreviation VARCHAR(255) DEFAULT NULL, PRIMARY KEY(id));
CREATE UNIQUE INDEX UNIQ_B5618FE477153098 ON sylius_province (code);
CREATE UNIQUE INDEX UNIQ_B5618FE4F92F3E705E237E06 ON sylius_province (country_id, name);
CREATE INDEX IDX_B5618FE4F92F3E70 ON sylius_province (country_id);
CREATE TABLE sylius_shipment (id INT NOT NULL, method_id INT NOT NULL, order_id INT NOT NULL, state VARCHAR(255) NOT NULL, tracking VARCHAR(255) DEFAULT NULL,
  created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL, updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, shipped_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL,
  adjustments_total INT NOT NULL, PRIMARY KEY(id));
CREATE INDEX IDX_FD707B3319883967 ON sylius_shipment (method_id);
CREATE INDEX IDX_FD707B338D9F6D38 ON sylius_shipment (order_id);
CREATE TABLE sylius_shipping_category (id INT NOT NULL, code VARCHAR(255) NOT NULL, name VARCHAR(255) NOT NULL, description TEXT DEFAULT NULL,
  created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL, updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, PRIMARY KEY(id));
CREATE UNIQUE INDEX UNIQ_B1D6465277153098 ON sylius_shipping_category (code);
CREATE TABLE sylius_shipping_method (id INT NOT NULL, category_id INT DEFAULT NULL, zone_id INT NOT NULL, tax_category_id INT DEFAULT NULL, code VARCHAR(255) NOT NULL,
  configuration TEXT NOT NULL, category_requirement INT NOT NULL, calculator VARCHAR(255) NOT NULL, is_enabled BOOLEAN NOT NULL, position INT NOT NULL,
  created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL, updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, archived_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, PRIMARY KEY(id));
COMMENT ON COLUMN sylius_shipping_method.configuration IS '(DC2Type:array)';
CREATE UNIQUE INDEX UNIQ_5FB0EE1177153098 ON sylius_shipping_method (code);
CREATE INDEX IDX_5FB0EE1112469DE2 ON sylius_shipping_method (category_id);
CREATE INDEX IDX_5FB0EE119F2C3FAB ON sylius_shipping_method (zone_id);
CREATE INDEX IDX_5FB0EE119DF894ED ON sylius_shipping_method (tax_category_id);
CREATE TABLE sylius_shipping_method_channels (shipping_method_id INT NOT NULL, channel_id INT NOT NULL, PRIMARY KEY(shipping_method_id, channel_id));
CREATE INDEX IDX_2D9833355F7D6850 ON sylius_shipping_method_channels (shipping_method_id);
CREATE INDEX IDX_2D98333572F5A1AA ON sylius_shipping_method_channels (channel_id);
CREATE TABLE sylius_shipping_method_translation (id INT NOT NULL, translatable_id INT NOT NULL, name VARCHAR(255) NOT NULL, description VARCHAR(255) DEFAULT NULL,
  locale VARCHAR(255) NOT NULL, PRIMARY KEY(id));
CREATE INDEX IDX_2B37DB3D2C2AC5D3 ON sylius_shipping_method_translation (translatable_id);
CREATE UNIQUE INDEX sylius_shipping_method_translation_uniq_trans ON sylius_shipping_method_translation (translatable_id, locale);
CREATE TABLE sylius_shop_billing_data (id INT NOT NULL, company VARCHAR(255) DEFAULT NULL, tax_id VARCHAR(255) DEFAULT NULL, country_code VARCHAR(255) DEFAULT NULL,
  street VARCHAR(255) DEFAULT NULL, city VARCHAR(255) DEFAULT NULL, postcode VARCHAR(255) DEFAULT NULL, PRIMARY KEY(id));
CREATE TABLE sylius_shop_user (id INT NOT NULL, customer_id INT NOT NULL, username VARCHAR(255) DEFAULT NULL, username_canonical VARCHAR(255) DEFAULT NULL,
  enabled BOOLEAN NOT NULL, salt VARCHAR(255) NOT NULL, password VARCHAR(255) DEFAULT NULL, last_login TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL,
  password_reset_token VARCHAR(255) DEFAULT NULL, password_requested_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, email_verification_token VARCHAR(255) DEFAULT NULL,
  verified_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, locked BOOLEAN NOT NULL, expires_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL,
  credentials_expire_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, roles TEXT NOT NULL, email VARCHAR(255) DEFAULT NULL, email_canonical VARCHAR(255) DEFAULT NULL,
  created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL, updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, encoder_name VARCHAR(255) DEFAULT NULL, PRIMARY KEY(id));
COMMENT ON COLUMN sylius_shop_user.roles IS '(DC2Type:array)';
CREATE UNIQUE INDEX UNIQ_7C2B74809395C3F3 ON sylius_shop_user (customer_id);
CREATE UNIQUE INDEX UNIQ_7C2B74806B7BA4B6 ON sylius_shop_user (password_reset_token);
CREATE UNIQUE INDEX UNIQ_7C2B7480C4995C67 ON sylius_shop_user (email_verification_token);
CREATE TABLE sylius_tax_category (id INT NOT NULL, code VARCHAR(255) NOT NULL, name VARCHAR(255) NOT NULL, description TEXT DEFAULT NULL,
  created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL, updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, PRIMARY KEY(id));
CREATE UNIQUE INDEX UNIQ_221EB0BE77153098 ON sylius_tax_category (code);
CREATE TABLE sylius_tax_rate (id INT NOT NULL, category_id INT NOT NULL, zone_id INT NOT NULL, code VARCHAR(255) NOT NULL, name VARCHAR(255) NOT NULL,
  amount NUMERIC(10, 5) NOT NULL, included_in_price BOOLEAN NOT NULL, calculator VARCHAR(255) NOT NULL, created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL,
  updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, start_date TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, end_date TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, PRIMARY KEY(id));
CREATE UNIQUE INDEX UNIQ_3CD86B2E77153098 ON sylius_tax_rate (code);
CREATE INDEX IDX_3CD86B2E12469DE2 ON sylius_tax_rate (category_id);
CREATE INDEX IDX_3CD86B2E9F2C3FAB ON sylius_tax_rate (zone_id);
CREATE TABLE sylius_taxon (id INT NOT NULL, tree_root INT DEFAULT NULL, parent_id INT DEFAULT NULL, code VARCHAR(255) NOT NULL, tree_left INT NOT NULL,
  tree_right INT NOT NULL, tree_level INT NOT NULL, position INT NOT NULL, created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL,
  updated_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, enabled BOOLEAN NOT NULL, PRIMARY KEY(id));
CREATE UNIQUE INDEX UNIQ_CFD811CA77153098 ON sylius_taxon (code);
CREATE INDEX IDX_CFD811CAA977936C ON sylius_taxon (tree_root);
CREATE INDEX IDX_CFD811CA727ACA70 ON sylius_taxon (parent_id);
CREATE TABLE sylius_taxon_translation (id INT NOT NULL, translatable_id INT NOT NULL, name VARCHAR(255) NOT NULL, slug VARCHAR(255) NOT NULL,
  description TEXT DEFAULT NULL, locale VARCHAR(255) NOT NULL, PRIMARY KEY(id));
CREATE INDEX IDX_1487DFCF2C2AC5D3 ON sylius_taxon_translation (translatable_id);
CREATE UNIQUE INDEX slug_uidx ON sylius_taxon_translation (locale, slug);
CREATE UNIQUE INDEX sylius_taxon_translation_uniq_trans ON sylius_taxon_translation (translatable_id, locale);
CREATE TABLE sylius_zone (id INT NOT NULL, code VARCHAR(255) NOT NULL, name VARCHAR(255) NOT NULL, type VARCHAR(8) NOT NULL, scope VARCHAR(255) DEFAULT NULL, PRIMARY KEY(id));
CREATE UNIQUE INDEX UNIQ_7BE2258E77153098 ON sylius_zone (code);
CREATE TABLE sylius_zone_member (id INT NOT NULL, belongs_to INT DEFAULT NULL, code VARCHAR(255) NOT NULL, PRIMARY KEY(id));
CREATE INDEX IDX_E8B5ABF34B0E929B ON sylius_zone_member (belongs_to);
CREATE UNIQUE INDEX UNIQ_E8B5ABF34B0E929B77153098 ON sylius_zone_member (belongs_to, code);
-- ===================== configuration: locales, currencies, geography, taxes, shipping, payment, channels =====================
INSERT INTO sylius_locale VALUES (1,'en_US','2021-03-01 09:12:04','2021-03-01 09:12:04'),(2,'de_DE','2021-03-01 09:12:41','2021-03-01 09:12:41'),
  (3,'fr_FR','2021-03-01 09:13:02','2021-03-01 09:13:02'),(4,'es_ES','2022-04-11 14:02:55','2022-04-11 14:02:55');
INSERT INTO sylius_currency VALUES (1,'USD','2021-03-01 09:12:05','2021-03-01 09:12:05'),(2,'EUR','2021-03-01 09:14:30','2021-03-01 09:14:30'),
  (3,'GBP','2021-08-20 10:31:12','2021-08-20 10:31:12');
INSERT INTO sylius_exchange_rate VALUES (1,1,2,0.92310,'2021-03-01 09:20:00','2024-06-28 06:00:02'),(2,1,3,0.79050,'2021-08-20 10:32:40','2024-06-28 06:00:02'),
  (3,2,3,0.85640,'2021-08-20 10:33:05','2024-06-28 06:00:02');
INSERT INTO sylius_country (id, code, enabled)
SELECT n, c, c NOT IN ('CH','NO') FROM unnest(ARRAY['US','CA','DE','AT','FR','BE','NL','LU','ES','IT','PL','CZ','DK','SE','IE','PT','GB','CH','NO','FI']) WITH ORDINALITY AS t(c, n);
CREATE TEMP TABLE prov AS
SELECT n::int AS id, CASE WHEN n <= 51 THEN 1 ELSE 2 END AS country_id, code, name FROM unnest(
  ARRAY['US-AL','US-AK','US-AZ','US-AR','US-CA','US-CO','US-CT','US-DE','US-DC','US-FL','US-GA','US-HI','US-ID','US-IL','US-IN','US-IA','US-KS','US-KY',
        'US-LA','US-ME','US-MD','US-MA','US-MI','US-MN','US-MS','US-MO','US-MT','US-NE','US-NV','US-NH','US-NJ','US-NM','US-NY','US-NC','US-ND','US-OH',
        'US-OK','US-OR','US-PA','US-RI','US-SC','US-SD','US-TN','US-TX','US-UT','US-VT','US-VA','US-WA','US-WV','US-WI','US-WY',
        'CA-AB','CA-BC','CA-MB','CA-NB','CA-NL','CA-NS','CA-NT','CA-NU','CA-ON','CA-PE','CA-QC','CA-SK','CA-YT'],
  ARRAY['Alabama','Alaska','Arizona','Arkansas','California','Colorado','Connecticut','Delaware','District of Columbia','Florida','Georgia','Hawaii',
        'Idaho','Illinois','Indiana','Iowa','Kansas','Kentucky','Louisiana','Maine','Maryland','Massachusetts','Michigan','Minnesota','Mississippi',
        'Missouri','Montana','Nebraska','Nevada','New Hampshire','New Jersey','New Mexico','New York','North Carolina','North Dakota','Ohio','Oklahoma',
        'Oregon','Pennsylvania','Rhode Island','South Carolina','South Dakota','Tennessee','Texas','Utah','Vermont','Virginia','Washington',
        'West Virginia','Wisconsin','Wyoming','Alberta','British Columbia','Manitoba','New Brunswick','Newfoundland and Labrador','Nova Scotia',
        'Northwest Territories','Nunavut','Ontario','Prince Edward Island','Quebec','Saskatchewan','Yukon']) WITH ORDINALITY AS t(code, name, n);
INSERT INTO sylius_province SELECT id, country_id, code, name, NULL FROM prov;
-- US state weights for addresses (population-like skew): a handful of states carry most orders
CREATE TEMP TABLE us_state AS SELECT row_number() OVER (ORDER BY w DESC, code) AS k, code FROM (
  SELECT code, CASE code WHEN 'US-CA' THEN 40 WHEN 'US-TX' THEN 29 WHEN 'US-FL' THEN 22 WHEN 'US-NY' THEN 20 WHEN 'US-PA' THEN 13 WHEN 'US-IL' THEN 13
    WHEN 'US-OH' THEN 12 WHEN 'US-GA' THEN 11 WHEN 'US-NC' THEN 11 WHEN 'US-MI' THEN 10 WHEN 'US-WA' THEN 9 WHEN 'US-OR' THEN 8 WHEN 'US-CO' THEN 7
    WHEN 'US-AK' THEN 1 WHEN 'US-HI' THEN 1 ELSE 3 END AS w FROM prov WHERE country_id = 1) s;

INSERT INTO sylius_zone VALUES (1,'US','United States','country','all'),(2,'EU','European Union','country','all'),(3,'WORLD','Rest of the world','zone','shipping'),
  (4,'US_REMOTE','Alaska and Hawaii','province','shipping'),(5,'CA','Canada','country','all'),(6,'GB','United Kingdom','country','all');
INSERT INTO sylius_zone_member (id, belongs_to, code)
SELECT row_number() OVER (ORDER BY z, c), z, c FROM (VALUES (1,'US'),(2,'AT'),(2,'BE'),(2,'DE'),(2,'FR'),(2,'LU'),(2,'NL'),(2,'ES'),(2,'IT'),(2,'PL'),
  (2,'CZ'),(2,'DK'),(2,'SE'),(2,'IE'),(2,'PT'),(2,'FI'),(3,'CA'),(3,'EU'),(3,'GB'),(4,'US-AK'),(4,'US-HI'),(5,'CA'),(6,'GB')) v(z, c);

INSERT INTO sylius_shop_billing_data VALUES (1,'Northwind Apparel Inc.','84-2719043','US','1220 SW Morrison St','Portland','97205'),
  (2,'Northwind Apparel Europe GmbH','DE314159265','DE','Grosse Elbstrasse 145','Hamburg','22767');
INSERT INTO sylius_tax_category VALUES (1,'clothing','Clothing',NULL,'2021-03-01 09:30:00',NULL),(2,'footwear','Footwear',NULL,'2021-03-01 09:30:40',NULL),
  (3,'accessories','Accessories','Bags, hats, belts, small leather goods','2021-03-01 09:31:10','2021-05-04 11:00:00'),
  (4,'gift_card','Gift cards','Not taxed at sale','2021-11-02 16:20:00',NULL);
INSERT INTO sylius_tax_rate VALUES
  (1,1,1,'us_sales_clothing','Sales tax',0.07250,false,'default','2021-03-01 09:35:00',NULL,NULL,NULL),
  (2,2,1,'us_sales_footwear','Sales tax',0.07250,false,'default','2021-03-01 09:35:30',NULL,NULL,NULL),
  (3,3,1,'us_sales_accessories','Sales tax',0.07250,false,'default','2021-03-01 09:36:00',NULL,NULL,NULL),
  (4,1,2,'eu_vat_clothing','VAT',0.19000,true,'default','2021-03-01 09:40:00',NULL,NULL,NULL),
  (5,2,2,'eu_vat_footwear','VAT',0.19000,true,'default','2021-03-01 09:40:30',NULL,NULL,NULL),
  (6,3,2,'eu_vat_accessories','VAT',0.19000,true,'default','2021-03-01 09:41:00',NULL,NULL,NULL),
  (7,1,5,'ca_gst_clothing','GST',0.05000,false,'default','2021-04-12 10:00:00',NULL,NULL,NULL),
  (8,2,5,'ca_gst_footwear','GST',0.05000,false,'default','2021-04-12 10:01:00',NULL,NULL,NULL),
  (10,1,6,'gb_vat_clothing','VAT',0.20000,true,'default','2021-08-20 10:40:00',NULL,NULL,NULL),
  (11,2,6,'gb_vat_footwear','VAT',0.20000,true,'default','2021-08-20 10:41:00',NULL,NULL,NULL),
  (12,3,6,'gb_vat_accessories','VAT',0.20000,true,'default','2021-08-20 10:42:00',NULL,NULL,NULL);
INSERT INTO sylius_shipping_category VALUES (1,'standard','Standard parcel',NULL,'2021-03-01 09:50:00',NULL),
  (2,'bulky','Bulky items','Down jackets, boots in boxes over 5 kg','2021-10-05 08:15:00',NULL);
INSERT INTO sylius_shipping_method VALUES
  (1,NULL,1,1,'ups_ground','a:1:{s:11:"FASHION_WEB";a:1:{s:6:"amount";i:795;}}',1,'flat_rate',true,0,'2021-03-01 10:00:00','2023-02-01 09:00:00',NULL),
  (2,NULL,1,1,'ups_2nd_day_air','a:1:{s:11:"FASHION_WEB";a:1:{s:6:"amount";i:1895;}}',1,'flat_rate',true,1,'2021-03-01 10:01:00','2023-02-01 09:00:00',NULL),
  (3,NULL,4,NULL,'usps_priority_remote','a:1:{s:11:"FASHION_WEB";a:1:{s:6:"amount";i:2495;}}',1,'flat_rate',true,2,'2021-03-20 12:00:00',NULL,NULL),
  (4,NULL,1,1,'fedex_express_saver','a:1:{s:11:"FASHION_WEB";a:1:{s:6:"amount";i:1495;}}',1,'flat_rate',false,3,'2021-05-10 15:00:00','2022-11-30 17:45:00','2022-11-30 17:45:00'),
  (5,1,2,1,'dhl_paket','a:1:{s:10:"FASHION_EU";a:1:{s:6:"amount";i:495;}}',1,'flat_rate',true,0,'2021-03-01 10:05:00',NULL,NULL),
  (6,NULL,2,1,'dhl_express','a:1:{s:10:"FASHION_EU";a:1:{s:6:"amount";i:1290;}}',1,'flat_rate',true,1,'2021-03-01 10:06:00',NULL,NULL),
  (7,1,3,1,'ups_standard_international','a:2:{s:11:"FASHION_WEB";a:1:{s:6:"amount";i:1995;}s:10:"FASHION_EU";a:1:{s:6:"amount";i:1590;}}',1,'flat_rate',true,4,'2021-04-12 10:10:00','2021-08-20 11:00:00',NULL),
  (8,NULL,5,1,'canada_post_expedited','a:1:{s:11:"FASHION_WEB";a:1:{s:6:"amount";i:1295;}}',1,'flat_rate',true,5,'2021-04-12 10:12:00',NULL,NULL),
  (9,2,2,1,'dhl_sperrgut','a:1:{s:10:"FASHION_EU";a:1:{s:6:"amount";i:990;}}',1,'flat_rate',true,2,'2021-10-05 08:20:00',NULL,NULL);
CREATE TEMP TABLE smname (id int, loc text, name text);
INSERT INTO smname VALUES (1,'en_US','UPS Ground'),(1,'es_ES','UPS Terrestre'),(2,'en_US','UPS 2nd Day Air'),(3,'en_US','USPS Priority (Alaska, Hawaii)'),
  (4,'en_US','FedEx Express Saver'),(5,'en_US','DHL Parcel'),(5,'de_DE','DHL Paket'),(5,'fr_FR','DHL Colis'),(5,'es_ES','DHL Paquete'),
  (6,'en_US','DHL Express'),(6,'de_DE','DHL Express'),(6,'fr_FR','DHL Express'),(7,'en_US','UPS Standard International'),(7,'de_DE','UPS Standard International'),
  (7,'fr_FR','UPS Standard International'),(8,'en_US','Canada Post Expedited'),(9,'en_US','DHL Bulky goods'),(9,'de_DE','DHL Sperrgut'),(9,'fr_FR','DHL Colis encombrant');
INSERT INTO sylius_shipping_method_translation SELECT row_number() OVER (ORDER BY id, loc), id, name,
  CASE WHEN id IN (1,5) THEN CASE loc WHEN 'de_DE' THEN '2-4 Werktage' WHEN 'fr_FR' THEN '2 a 4 jours ouvres' ELSE '2-4 business days' END END, loc FROM smname;
INSERT INTO sylius_gateway_config VALUES (1,'[]','cash_on_delivery','offline'),(2,'[]','bank_transfer','offline'),
  (3,'{"username":"payments_api1.northwind-apparel.com","password":"X7QK2M9DLP4RT8ZB","signature":"AFcWxV21C7fd0v3bYYYRCpSSRl31A-pr2a","sandbox":false}','paypal','paypal_express_checkout'),
  (4,'{"publishable_key":"pk_live_51Hx8e2Lkd7Qq","secret_key":"sk_live_51Hx8e2Lkd7Qq","webhook_secret_keys":["whsec_4f1a"]}','stripe','stripe_checkout'),
  (6,'[]','purchase_order','offline');
INSERT INTO sylius_payment_method VALUES (1,1,'cash_on_delivery',NULL,true,3,'2021-03-01 10:20:00','2021-03-01 10:20:00'),
  (2,2,'bank_transfer',NULL,true,2,'2021-03-01 10:21:00','2022-01-10 09:00:00'),(3,3,'paypal',NULL,true,1,'2021-03-01 10:25:00','2023-05-02 14:11:00'),
  (4,4,'stripe',NULL,true,0,'2021-03-01 10:30:00','2023-05-02 14:12:00'),(6,6,'purchase_order',NULL,false,4,'2022-02-14 11:00:00','2022-10-03 16:40:00');
CREATE TEMP TABLE pmname (id int, loc text, name text);
INSERT INTO pmname VALUES (1,'en_US','Cash on delivery'),(1,'de_DE','Nachnahme'),(1,'fr_FR','Paiement a la livraison'),(2,'en_US','Bank transfer'),
  (2,'de_DE','Vorkasse (Ueberweisung)'),(2,'fr_FR','Virement bancaire'),(2,'es_ES','Transferencia bancaria'),(3,'en_US','PayPal'),(3,'de_DE','PayPal'),
  (3,'fr_FR','PayPal'),(3,'es_ES','PayPal'),(4,'en_US','Credit card'),(4,'de_DE','Kreditkarte'),(4,'fr_FR','Carte bancaire'),(4,'es_ES','Tarjeta de credito'),
  (6,'en_US','Purchase order (B2B)');
INSERT INTO sylius_payment_method_translation SELECT row_number() OVER (ORDER BY id, loc), id, name, NULL,
  CASE WHEN id = 2 THEN 'IBAN DE89 3704 0044 0532 0130 00, reference: your order number' END, loc FROM pmname;
INSERT INTO sylius_customer_group VALUES (1,'retail','Retail'),(2,'wholesale','Wholesale'),(3,'vip','VIP club'),(5,'staff','Staff');

-- admins: locale_code is the admin panel language, picked from every ICU locale (pl_PL is not a shop locale)
INSERT INTO sylius_admin_user (id, username, username_canonical, enabled, salt, password, last_login, locked, roles, email, email_canonical, created_at, updated_at,
  first_name, last_name, locale_code, encoder_name)
SELECT id, u, u, id <> 4, substr(md5('salt' || id), 1, 31), '$argon2i$v=19$m=65536,t=4,p=1$' || md5('pw' || id), ('2024-06-2' || (id % 9) || ' 08:1' || id || ':00')::timestamp,
       false, 'a:1:{i:0;s:26:"ROLE_ADMINISTRATION_ACCESS";}', u || '@northwind-apparel.com', u || '@northwind-apparel.com',
       c::timestamp, c::timestamp + interval '3 days', f, l, loc, 'argon2i'
  FROM (VALUES (1,'sylius','2021-03-01 09:00:00','Shop','Admin','en_US'),(2,'sarah.keller','2021-03-02 10:00:00','Sarah','Keller','en_US'),
               (3,'tom.weber','2021-03-02 10:05:00','Tom','Weber','de_DE'),(4,'agency.dev','2021-03-05 08:00:00','Piotr','Nowak','pl_PL'),
               (6,'julia.martin','2021-09-01 09:00:00','Julia','Martin','fr_FR'),(7,'mike.ross','2022-05-16 09:30:00','Mike','Ross','en_US'),
               (8,'lena.brandt','2023-01-09 08:45:00','Lena','Brandt','de_DE')) v(id, u, c, f, l, loc);

-- channels: the US web store and the EU store; FASHION_B2B (id 3) was set up in 2022 and deleted before it took an order
INSERT INTO sylius_channel VALUES
  (1,1,1,1,'FASHION_WEB','Northwind US','Navy','Outdoor and city apparel, shipped from Portland.',true,'shop.northwind-apparel.com','2021-03-01 09:15:00','2023-05-02 14:20:00',
   NULL,'order_items_based','service@northwind-apparel.com',false,true,false,1,NULL,'+1 503 555 0142',false),
  (2,2,2,2,'FASHION_EU','Northwind Europe','Teal','Outdoor- und Stadtbekleidung, Versand aus Hamburg.',true,'eu.northwind-apparel.com','2021-03-01 09:16:00','2023-05-02 14:21:00',
   NULL,'order_items_based','service@northwind-apparel.eu',false,false,false,2,NULL,'+49 40 5555 0199',true);
INSERT INTO sylius_channel_locales VALUES (1,1),(1,4),(2,1),(2,2),(2,3),(2,4);
INSERT INTO sylius_channel_currencies VALUES (1,1),(2,2),(2,3);
INSERT INTO sylius_channel_countries SELECT 1, id FROM sylius_country WHERE code IN ('US','CA')
  UNION ALL SELECT 2, id FROM sylius_country WHERE code IN ('DE','AT','FR','BE','NL','LU','ES','IT','PL','CZ','DK','SE','IE','PT','GB','FI');
INSERT INTO sylius_shipping_method_channels VALUES (1,1),(2,1),(3,1),(4,1),(5,2),(6,2),(7,1),(7,2),(8,1),(9,2);
INSERT INTO sylius_payment_method_channels VALUES (1,2),(2,2),(3,1),(3,2),(4,1),(4,2);
-- ===================== catalogue: taxons, options, attributes, products, variants, prices =====================
CREATE TEMP TABLE tx (id int, parent int, code text, en text, de text, fr text, es text, pos int, created timestamp, kind text);
INSERT INTO tx VALUES
 (1,NULL,'MENU_CATEGORY','Category','Kategorie','Categorie','Categoria',0,'2021-03-01 11:00',NULL),
 (2,1,'men','Men','Herren','Homme','Hombre',0,'2021-03-01 11:01',NULL),(3,1,'women','Women','Damen','Femme','Mujer',1,'2021-03-01 11:02',NULL),
 (4,1,'kids','Kids','Kinder','Enfant','Ninos',2,'2021-03-01 11:03',NULL),(5,1,'accessories','Accessories','Accessoires','Accessoires','Accesorios',3,'2021-03-01 11:04',NULL),
 (6,1,'sale','Sale','Sale','Soldes','Rebajas',6,'2021-03-01 11:05',NULL),
 (7,2,'men_t_shirts','T-shirts','T-Shirts','T-shirts','Camisetas',0,'2021-03-01 11:10','app'),(8,2,'men_shirts','Shirts','Hemden','Chemises','Camisas',1,'2021-03-01 11:11','app'),
 (9,2,'men_jackets','Jackets','Jacken','Vestes','Chaquetas',2,'2021-03-01 11:12','jacket'),(10,2,'men_pants','Pants','Hosen','Pantalons','Pantalones',3,'2021-03-01 11:13','app'),
 (11,2,'men_knitwear','Knitwear','Strick','Maille','Punto',4,'2021-03-01 11:14','app'),(12,2,'men_shoes','Shoes','Schuhe','Chaussures','Zapatos',5,'2021-03-01 11:15','shoe'),
 (13,3,'women_t_shirts','T-shirts','T-Shirts','T-shirts','Camisetas',0,'2021-03-01 11:20','app'),(14,3,'women_dresses','Dresses','Kleider','Robes','Vestidos',1,'2021-03-01 11:21','app'),
 (15,3,'women_jackets','Jackets','Jacken','Vestes','Chaquetas',2,'2021-03-01 11:22','jacket'),(16,3,'women_pants','Pants','Hosen','Pantalons','Pantalones',3,'2021-03-01 11:23','app'),
 (17,3,'women_knitwear','Knitwear','Strick','Maille','Punto',4,'2021-03-01 11:24','app'),(18,3,'women_shoes','Shoes','Schuhe','Chaussures','Zapatos',5,'2021-03-01 11:25','shoe'),
 (20,4,'kids_tops','Tops','Oberteile','Hauts','Camisetas',0,'2021-03-01 11:30','kid'),(21,4,'kids_bottoms','Bottoms','Hosen','Bas','Pantalones',1,'2021-03-01 11:31','kid'),
 (22,4,'kids_outerwear','Outerwear','Jacken','Manteaux','Abrigos',2,'2021-03-01 11:32','kid'),(23,4,'kids_shoes','Shoes','Schuhe','Chaussures','Zapatos',3,'2021-03-01 11:33','shoe'),
 (24,5,'bags','Bags','Taschen','Sacs','Bolsos',0,'2021-03-01 11:40','acc'),(25,5,'hats_and_caps','Hats and caps','Muetzen und Caps','Bonnets et casquettes','Gorros',1,'2021-03-01 11:41','acc'),
 (26,5,'scarves_and_gloves','Scarves and gloves','Schals und Handschuhe','Echarpes et gants','Bufandas y guantes',2,'2021-03-01 11:42','acc'),
 (27,5,'belts','Belts','Guertel','Ceintures','Cinturones',3,'2021-03-01 11:43','acc'),(28,5,'socks','Socks','Socken','Chaussettes','Calcetines',4,'2021-03-01 11:44','acc'),
 (30,9,'men_rain_jackets','Rain jackets','Regenjacken','Vestes de pluie','Chubasqueros',0,'2021-03-02 09:00','jacket'),
 (31,9,'men_down_jackets','Down jackets','Daunenjacken','Doudounes','Plumiferos',1,'2021-03-02 09:01','jacket'),
 (32,9,'men_softshell','Softshell','Softshell','Softshell','Softshell',2,'2021-03-02 09:02','jacket'),
 (33,15,'women_rain_jackets','Rain jackets','Regenjacken','Vestes de pluie','Chubasqueros',0,'2021-03-02 09:03','jacket'),
 (34,15,'women_down_jackets','Down jackets','Daunenjacken','Doudounes','Plumiferos',1,'2021-03-02 09:04','jacket'),
 (35,15,'women_softshell','Softshell','Softshell','Softshell','Softshell',2,'2021-03-02 09:05','jacket'),
 (36,12,'men_sneakers','Sneakers','Sneaker','Baskets','Zapatillas',0,'2021-03-02 09:10','shoe'),(37,12,'men_boots','Boots','Stiefel','Bottes','Botas',1,'2021-03-02 09:11','shoe'),
 (38,12,'men_hiking_shoes','Hiking shoes','Wanderschuhe','Chaussures de randonnee','Zapatillas de trekking',2,'2021-03-02 09:12','shoe'),
 (39,18,'women_sneakers','Sneakers','Sneaker','Baskets','Zapatillas',0,'2021-03-02 09:13','shoe'),(40,18,'women_boots','Boots','Stiefel','Bottes','Botas',1,'2021-03-02 09:14','shoe'),
 (41,18,'women_hiking_shoes','Hiking shoes','Wanderschuhe','Chaussures de randonnee','Zapatillas de trekking',2,'2021-03-02 09:15','shoe'),
 (42,NULL,'BRANDS','Brands','Marken','Marques','Marcas',0,'2021-03-03 10:00',NULL),
 (61,1,'new_arrivals','New arrivals','Neuheiten','Nouveautes','Novedades',5,'2022-01-17 09:00',NULL),
 (62,1,'gift_cards','Gift cards','Gutscheine','Cartes cadeaux','Tarjetas regalo',7,'2021-11-02 16:30','gift'),
 (63,5,'sunglasses','Sunglasses','Sonnenbrillen','Lunettes de soleil','Gafas de sol',5,'2023-03-06 10:00','acc'),
 (64,3,'women_skirts','Skirts','Roecke','Jupes','Faldas',6,'2023-02-20 10:00','app');
INSERT INTO tx SELECT 42 + n, 42, 'brand_' || lower(replace(replace(b, ' & ', '_and_'), ' ', '_')), b, b, b, b, n - 1, '2021-03-03 10:00'::timestamp + n * interval '3 min', 'brand'
  FROM unnest(ARRAY['Northwind','Fjellsen','Cascade Ridge','Moor & Co','Alpenglow','Tidewater','Urban Pine','Kestrel','Saltmarsh','Drift','Hollis',
                    'Norrland','Copperline','Blackcomb','Ember Wool','Meridian','Outpost','Harbor Lane']) WITH ORDINALITY AS t(b, n)
 WHERE n <> 13;   -- brand_copperline was removed in 2022 (id 55 is a gap)
-- nested set per tree (Gedmo tree): preorder rank p, depth d, subtree size s -> left = 2p - d - 1, right = left + 2s - 1
CREATE TEMP TABLE txn AS
WITH RECURSIVE t AS (
  SELECT id, id AS root, 0 AS lvl, ARRAY[pos, id] AS path FROM tx WHERE parent IS NULL
  UNION ALL SELECT c.id, t.root, t.lvl + 1, t.path || ARRAY[c.pos, c.id] FROM tx c JOIN t ON c.parent = t.id)
SELECT id, root, lvl, row_number() OVER (PARTITION BY root ORDER BY path) AS p,
       (SELECT count(*) FROM t d WHERE d.path[1:array_length(t.path, 1)] = t.path) AS s FROM t;
INSERT INTO sylius_taxon SELECT tx.id, n.root, tx.parent, tx.code, 2 * n.p - n.lvl - 1, 2 * n.p - n.lvl - 1 + 2 * n.s - 1, n.lvl, tx.pos, tx.created,
       tx.created + interval '2 days', true FROM tx JOIN txn n ON n.id = tx.id;
UPDATE sylius_channel SET menu_taxon_id = 1;
CREATE TEMP TABLE txpath AS
WITH RECURSIVE t AS (SELECT id, lower(en) AS sl FROM tx WHERE parent IS NULL UNION ALL
  SELECT c.id, t.sl || '/' || lower(replace(c.en, ' ', '-')) FROM tx c JOIN t ON c.parent = t.id) SELECT * FROM t;
INSERT INTO sylius_taxon_translation (id, translatable_id, name, slug, description, locale)
SELECT row_number() OVER (ORDER BY tx.id, l.n), tx.id, CASE l.loc WHEN 'en_US' THEN tx.en WHEN 'de_DE' THEN tx.de WHEN 'fr_FR' THEN tx.fr ELSE tx.es END,
       CASE WHEN l.loc = 'en_US' THEN tp.sl ELSE tp.sl || '-' || lower(substr(l.loc, 1, 2)) END,
       CASE WHEN tx.kind IS NOT NULL AND tx.kind <> 'brand' AND l.loc = 'en_US' THEN 'Shop ' || lower(tx.en) || ' at Northwind.' END, l.loc
  FROM tx JOIN txpath tp ON tp.id = tx.id
  CROSS JOIN (VALUES (1,'en_US'),(2,'de_DE'),(3,'fr_FR'),(4,'es_ES')) l(n, loc)
 WHERE l.loc = 'en_US' OR (l.loc IN ('de_DE','fr_FR') AND tx.kind IS DISTINCT FROM 'brand') OR (l.loc = 'es_ES' AND tx.id <= 23);

-- options: size, color, shoe size, kids size (color "pink" was deleted in 2022: id 19 is a gap)
INSERT INTO sylius_product_option VALUES (1,'size','2021-03-01 12:00:00',NULL,0),(2,'color','2021-03-01 12:01:00',NULL,1),
  (3,'shoe_size','2021-03-01 12:02:00',NULL,2),(4,'kids_size','2021-03-04 08:30:00',NULL,3);
INSERT INTO sylius_product_option_translation SELECT row_number() OVER (ORDER BY o, loc), o, nm, loc FROM (VALUES
  (1,'en_US','Size'),(1,'de_DE','Groesse'),(1,'fr_FR','Taille'),(1,'es_ES','Talla'),(2,'en_US','Color'),(2,'de_DE','Farbe'),(2,'fr_FR','Couleur'),(2,'es_ES','Color'),
  (3,'en_US','Shoe size'),(3,'de_DE','Schuhgroesse'),(3,'fr_FR','Pointure'),(4,'en_US','Kids size'),(4,'de_DE','Kindergroesse'),(4,'fr_FR','Taille enfant')) v(o, loc, nm);
CREATE TEMP TABLE ov (id int, option_id int, code text, en text, de text, fr text, k int);
INSERT INTO ov SELECT n, 1, 'size_' || lower(s), s, s, s, n FROM unnest(ARRAY['XS','S','M','L','XL','XXL']) WITH ORDINALITY t(s, n);
INSERT INTO ov SELECT 6 + n + (n >= 13)::int, 2, 'color_' || e, initcap(e), d, f, n FROM unnest(
  ARRAY['black','white','navy','grey','olive','beige','red','blue','green','burgundy','orange','yellow','teal'],
  ARRAY['Schwarz','Weiss','Marine','Grau','Oliv','Beige','Rot','Blau','Gruen','Bordeaux','Orange','Gelb','Petrol'],
  ARRAY['Noir','Blanc','Marine','Gris','Olive','Beige','Rouge','Bleu','Vert','Bordeaux','Orange','Jaune','Canard']) WITH ORDINALITY t(e, d, f, n);
INSERT INTO ov SELECT 20 + n, 3, 'shoe_size_' || (35 + n), (35 + n)::text, (35 + n)::text, (35 + n)::text, n FROM generate_series(1, 12) n;
INSERT INTO ov SELECT 32 + n, 4, 'kids_size_' || s, s, s, s, n FROM unnest(ARRAY['92','104','116','128','140','152']) WITH ORDINALITY t(s, n);
INSERT INTO sylius_product_option_value SELECT id, option_id, code FROM ov;
INSERT INTO sylius_product_option_value_translation SELECT row_number() OVER (ORDER BY ov.id, l.loc), ov.id,
       CASE l.loc WHEN 'de_DE' THEN ov.de WHEN 'fr_FR' THEN ov.fr ELSE ov.en END, l.loc
  FROM ov CROSS JOIN (VALUES ('en_US'),('de_DE'),('fr_FR'),('es_ES')) l(loc) WHERE l.loc <> 'es_ES' OR ov.option_id IN (1,2);

-- attributes ("season" id 6 was deleted with its values)
INSERT INTO sylius_product_attribute VALUES
  (1,'material','text','text','a:0:{}','2021-03-01 12:30:00',NULL,0,true),
  (2,'care_instructions','textarea','text','a:0:{}','2021-03-01 12:31:00',NULL,1,true),
  (3,'fit','select','json','a:3:{s:8:"multiple";b:0;s:3:"min";N;s:7:"choices";a:3:{s:36:"2f1b6c1e-55b1-4c4e-9b0e-7d1c2c4d9a01";a:2:{s:5:"en_US";s:7:"Regular";s:5:"de_DE";s:7:"Regular";}s:36:"8c7e3b55-0a9f-4f58-b1f4-3e1b3f0b6c02";a:2:{s:5:"en_US";s:4:"Slim";s:5:"de_DE";s:4:"Slim";}s:36:"d94a77c0-6f0c-49a1-8ad5-5d9a4c8e1f03";a:2:{s:5:"en_US";s:7:"Relaxed";s:5:"de_DE";s:6:"Locker";}}}','2021-03-01 12:32:00','2021-06-01 10:00:00',2,false),
  (4,'waterproof','checkbox','boolean','a:0:{}','2021-03-01 12:33:00',NULL,3,false),
  (5,'weight_grams','integer','integer','a:0:{}','2021-03-01 12:34:00',NULL,4,false),
  (7,'release_date','date','date','a:1:{s:6:"format";s:5:"Y-m-d";}','2021-09-14 15:00:00',NULL,5,false),
  (8,'eco_certified','checkbox','boolean','a:0:{}','2022-03-21 09:00:00',NULL,6,false);
INSERT INTO sylius_product_attribute_translation SELECT row_number() OVER (ORDER BY a, loc), a, nm, loc FROM (VALUES
  (1,'en_US','Material'),(1,'de_DE','Material'),(1,'fr_FR','Matiere'),(1,'es_ES','Material'),(2,'en_US','Care instructions'),(2,'de_DE','Pflegehinweise'),
  (2,'fr_FR','Entretien'),(3,'en_US','Fit'),(3,'de_DE','Passform'),(3,'fr_FR','Coupe'),(4,'en_US','Waterproof'),(4,'de_DE','Wasserdicht'),(4,'fr_FR','Impermeable'),
  (5,'en_US','Weight (g)'),(5,'de_DE','Gewicht (g)'),(5,'fr_FR','Poids (g)'),(7,'en_US','Release date'),(7,'de_DE','Erscheinungsdatum'),
  (8,'en_US','Eco certified'),(8,'de_DE','Oeko-zertifiziert'),(8,'fr_FR','Certifie eco'),(8,'es_ES','Certificado eco')) v(a, loc, nm);

-- products: 1000 created over three years; 6% deleted since (never ordered: Sylius refuses to delete an ordered variant)
CREATE TEMP TABLE leaf AS SELECT id AS taxon_id, kind, w, sum(w) OVER (ORDER BY id) - w AS lo, sum(w) OVER (ORDER BY id) AS hi FROM (
  SELECT id, kind, CASE id WHEN 7 THEN 9 WHEN 13 THEN 9 WHEN 30 THEN 6 WHEN 33 THEN 6 WHEN 36 THEN 5 WHEN 39 THEN 5 WHEN 14 THEN 5 WHEN 10 THEN 5
    WHEN 16 THEN 5 WHEN 24 THEN 4 WHEN 25 THEN 4 WHEN 62 THEN 0 WHEN 9 THEN 1 WHEN 15 THEN 1 WHEN 12 THEN 1 WHEN 18 THEN 1 ELSE 3 END AS w
  FROM tx WHERE kind IN ('app','jacket','shoe','kid','acc')) s;
CREATE TEMP TABLE brand AS SELECT row_number() OVER (ORDER BY id) AS k, id, en FROM tx WHERE kind = 'brand';
CREATE TEMP TABLE prod AS
SELECT p, l.taxon_id, l.kind, b.id AS brand_id, b.en AS brand,
       (ARRAY['Aurora','Basin','Cove','Ridge','Summit','Harbor','Fjord','Canyon','Meadow','Tundra','Glacier','Pioneer','Voyager','Coastline','Timber',
              'Granite','Willow','Lumen','Nordic','Drifter','Rover','Ember','Cirrus','Cascade','Sierra','Atlas','Hudson','Orca','Puffin','Larch'])[pg_temp.pick(p, 11, 30)] AS style,
       '2021-03-02'::timestamp + (p / 1000.0) ^ (1 / 1.25) * interval '1210 days' + pg_temp.pick(p, 12, 600) * interval '1 min' AS created,
       pg_temp.u(p, 13) < 0.06 AS gone
  FROM generate_series(1, 1000) p
  JOIN leaf l ON pg_temp.u(p, 10) * (SELECT max(hi) FROM leaf) >= l.lo AND pg_temp.u(p, 10) * (SELECT max(hi) FROM leaf) < l.hi
  JOIN brand b ON b.k = pg_temp.sk(p, 14, (SELECT count(*)::int FROM brand), 1.8)
UNION ALL SELECT 1000 + g, 62, 'gift', 43, 'Northwind', NULL, '2021-11-02 16:45:00'::timestamp + g * interval '1 min', false FROM generate_series(1, 2) g;
-- ids: product p got id p, gift cards came in November 2021 with ids in creation order
CREATE TEMP TABLE pid AS SELECT p, row_number() OVER (ORDER BY created, p) AS id FROM prod;
DELETE FROM prod WHERE gone;
CREATE TEMP TABLE pr AS SELECT pid.id, prod.*, tx.en AS noun_en, tx.de AS noun_de, tx.fr AS noun_fr, tx.es AS noun_es,
       CASE WHEN prod.kind = 'gift' THEN 'Northwind Gift Card ' || CASE WHEN p = 1001 THEN 'Classic' ELSE 'Holiday' END
            ELSE prod.brand || ' ' || prod.style || ' ' || regexp_replace(tx.en, 's$', '') END AS name_en,
       CASE WHEN prod.kind = 'jacket' AND pg_temp.u(p, 15) < 0.25 THEN 2 WHEN prod.kind IN ('shoe') AND pg_temp.u(p, 15) < 0.15 THEN 2 WHEN prod.kind = 'gift' THEN NULL
            WHEN pg_temp.u(p, 15) < 0.04 THEN NULL ELSE 1 END AS ship_cat,
       CASE prod.kind WHEN 'shoe' THEN 2 WHEN 'acc' THEN 3 WHEN 'gift' THEN 4 ELSE 1 END AS tax_cat,
       CASE prod.kind WHEN 'jacket' THEN 8900 + 100 * pg_temp.pick(p, 16, 180) WHEN 'shoe' THEN 7900 + 100 * pg_temp.pick(p, 16, 120)
            WHEN 'acc' THEN 1400 + 100 * pg_temp.pick(p, 16, 50) WHEN 'kid' THEN 1900 + 100 * pg_temp.pick(p, 16, 60) WHEN 'gift' THEN 0
            ELSE 2400 + 100 * pg_temp.pick(p, 16, 90) END - 1 AS base_price,
       CASE WHEN pg_temp.u(p, 17) < 0.10 THEN 'us' WHEN pg_temp.u(p, 17) < 0.19 THEN 'eu' ELSE 'both' END AS chans
  FROM prod JOIN pid USING (p) JOIN tx ON tx.id = prod.taxon_id;
INSERT INTO sylius_product (id, main_taxon_id, code, created_at, updated_at, enabled, variant_selection_method, average_rating)
SELECT id, CASE WHEN pg_temp.u(p, 18) < 0.05 THEN NULL WHEN pg_temp.u(p, 18) < 0.12 THEN (SELECT parent FROM tx WHERE tx.id = pr.taxon_id) ELSE taxon_id END,
       replace(name_en, ' ', '_') || '_' || lpad(p::text, 4, '0'), created, created + pg_temp.pick(p, 19, 400) * interval '1 day' * pg_temp.u(p, 20),
       kind = 'gift' OR pg_temp.u(p, 21) > 0.07, CASE WHEN kind IN ('gift') THEN 'choice' ELSE 'match' END, 0
  FROM pr;
UPDATE sylius_product SET updated_at = '2024-06-29 23:10:00' WHERE updated_at > '2024-06-29 23:10:00';

-- variants: options by kind; a few colours added later (later ids); some variants deleted (gaps)
CREATE TEMP TABLE vr AS
SELECT pr.id AS product_id, pr.p, pr.kind, o.cpos, o.spos, o.color_id, o.size_id, o.size_opt,
       CASE WHEN o.cpos >= 2 AND pg_temp.u(pr.p * 10 + o.cpos, 22) < 0.35 THEN pr.created + pg_temp.pick(pr.p * 10 + o.cpos, 23, 500) * interval '1 day'
            ELSE pr.created + (o.cpos * 10 + o.spos) * interval '5 s' END AS created
  FROM pr CROSS JOIN LATERAL (
    SELECT c.n AS cpos, s.n AS spos,
           CASE WHEN pr.kind = 'gift' OR (pr.kind = 'acc' AND pg_temp.u(pr.p, 24) < 0.3) THEN NULL
                ELSE (SELECT id FROM ov WHERE option_id = 2 AND k = 1 + ((pg_temp.pick(pr.p, 25, 13) - 1 + (c.n - 1) * pg_temp.pick(pr.p, 26, 5)) % 13)) END AS color_id,
           s.size_id, s.size_opt
      FROM generate_series(1, CASE pr.kind WHEN 'gift' THEN 1 WHEN 'acc' THEN CASE WHEN pg_temp.u(pr.p, 24) < 0.3 THEN 1 ELSE pg_temp.pick(pr.p, 27, 4) END
                                            WHEN 'shoe' THEN pg_temp.pick(pr.p, 27, 2) ELSE pg_temp.sk(pr.p, 27, 3, 1.5) END) c(n)
      CROSS JOIN LATERAL (
        SELECT g.n, CASE pr.kind WHEN 'gift' THEN NULL WHEN 'acc' THEN NULL
                      WHEN 'shoe' THEN (SELECT id FROM ov WHERE option_id = 3 AND k = g.n + CASE WHEN pr.taxon_id IN (39,40,41,18) THEN 0 WHEN pr.taxon_id = 23 THEN 0 ELSE 4 END)
                      WHEN 'kid' THEN (SELECT id FROM ov WHERE option_id = 4 AND k = g.n)
                      ELSE (SELECT id FROM ov WHERE option_id = 1 AND k = g.n + CASE WHEN pg_temp.u(pr.p, 28) < 0.4 THEN 0 ELSE 1 END) END,
               CASE pr.kind WHEN 'shoe' THEN 3 WHEN 'kid' THEN 4 WHEN 'gift' THEN NULL WHEN 'acc' THEN NULL ELSE 1 END
          FROM generate_series(1, CASE pr.kind WHEN 'gift' THEN 3 WHEN 'acc' THEN 1 WHEN 'shoe' THEN CASE WHEN pr.taxon_id = 23 THEN 5 ELSE 7 END
                                               WHEN 'kid' THEN 6 ELSE CASE WHEN pg_temp.u(pr.p, 28) < 0.4 THEN 6 ELSE 5 END END) g(n)) s(n, size_id, size_opt)) o;
CREATE TEMP TABLE vid AS SELECT product_id, cpos, spos, row_number() OVER (ORDER BY created, product_id, cpos, spos) AS id FROM vr;
CREATE TEMP TABLE v AS SELECT vid.id, vr.*, pr.base_price, pr.tax_cat, pr.ship_cat, pr.chans, pr.created AS p_created, pr.taxon_id,
       row_number() OVER (PARTITION BY vr.product_id ORDER BY vr.cpos, vr.spos) - 1 AS position
  FROM vr JOIN vid USING (product_id, cpos, spos) JOIN pr ON pr.id = vr.product_id
 WHERE pr.kind = 'gift' OR pg_temp.u(vid.id, 29) >= 0.03;
INSERT INTO sylius_product_variant (id, product_id, tax_category_id, shipping_category_id, code, created_at, updated_at, on_hold, on_hand, tracked,
  width, height, depth, weight, position, shipping_required, version, enabled)
SELECT v.id, product_id, CASE WHEN pg_temp.u(v.id, 30) < 0.02 THEN NULL ELSE tax_cat END, ship_cat,
       (SELECT code FROM sylius_product WHERE id = v.product_id) || '_' || coalesce(substr((SELECT code FROM ov WHERE id = v.color_id), 7) || '_', '')
         || coalesce((SELECT lower(en) FROM ov WHERE id = v.size_id), CASE WHEN kind = 'gift' THEN (ARRAY['25','50','100'])[spos] ELSE 'one' END),
       created, created + pg_temp.pick(v.id, 31, 300) * interval '1 day',
       0, CASE WHEN kind = 'gift' THEN 0 ELSE pg_temp.sk(v.id, 32, 140, 1.7) - 1 END, kind <> 'gift' AND pg_temp.u(v.id, 33) < 0.8,
       CASE WHEN kind = 'shoe' THEN 33 END, CASE WHEN kind = 'shoe' THEN 13 END, CASE WHEN kind = 'shoe' THEN 21 END,
       CASE WHEN kind = 'gift' THEN NULL WHEN pg_temp.u(v.id, 34) < 0.15 THEN NULL
            ELSE round((CASE kind WHEN 'jacket' THEN 0.9 WHEN 'shoe' THEN 1.1 WHEN 'acc' THEN 0.25 WHEN 'kid' THEN 0.3 ELSE 0.35 END * (0.8 + 0.4 * pg_temp.u(v.id, 35)))::numeric, 2)::float8 END,
       position, kind <> 'gift', 1 + (pg_temp.u(v.id, 36) < 0.2)::int, pg_temp.u(v.id, 37) > 0.03
  FROM v;
UPDATE sylius_product_variant SET updated_at = '2024-06-29 23:00:00' WHERE updated_at > '2024-06-29 23:00:00';
INSERT INTO sylius_product_variant_option_value SELECT id, color_id FROM v WHERE color_id IS NOT NULL UNION ALL SELECT id, size_id FROM v WHERE size_id IS NOT NULL;
INSERT INTO sylius_product_options SELECT DISTINCT product_id, 2 FROM v WHERE color_id IS NOT NULL UNION SELECT DISTINCT product_id, size_opt FROM v WHERE size_opt IS NOT NULL;
CREATE TEMP TABLE vname AS SELECT v.id, v.product_id, v.kind, concat_ws(' / ', c.en, s.en) AS en, concat_ws(' / ', c.de, s.de) AS de,
       CASE WHEN v.kind = 'gift' THEN '$' || (ARRAY['25','50','100'])[v.spos] END AS gift
  FROM v LEFT JOIN ov c ON c.id = v.color_id LEFT JOIN ov s ON s.id = v.size_id;
INSERT INTO sylius_product_variant_translation (id, translatable_id, name, locale)
SELECT row_number() OVER (ORDER BY id, loc), id, nm, loc FROM (
  SELECT id, 'en_US' AS loc, CASE WHEN kind = 'gift' THEN gift ELSE nullif(en, '') END AS nm FROM vname
  UNION ALL SELECT id, 'de_DE', nullif(de, '') FROM vname WHERE kind NOT IN ('gift') AND pg_temp.u(product_id, 38) < 0.55) s;

-- channel pricing: keyed by channel CODE (no foreign key); FASHION_B2B rows outlived the deleted wholesale channel
CREATE TEMP TABLE cp AS
SELECT v.id AS variant_id, c.code, c.n,
       CASE WHEN v.kind = 'gift' THEN (ARRAY[2500,5000,10000])[v.spos]
            WHEN c.code = 'FASHION_WEB' THEN v.base_price + CASE WHEN v.size_id IN (6) THEN 500 ELSE 0 END
            WHEN c.code = 'FASHION_EU' THEN (round(v.base_price * 0.96 / 100) * 100 - 5)::int + CASE WHEN v.size_id IN (6) THEN 500 ELSE 0 END
            ELSE (round(v.base_price * 0.55 / 100) * 100)::int END AS price
  FROM v CROSS JOIN (VALUES (1,'FASHION_WEB'),(2,'FASHION_EU'),(3,'FASHION_B2B')) c(n, code)
 WHERE (c.code = 'FASHION_WEB' AND v.chans IN ('us','both')) OR (c.code = 'FASHION_EU' AND v.chans IN ('eu','both'))
    OR (c.code = 'FASHION_B2B' AND v.created < '2022-10-03' AND v.kind NOT IN ('gift') AND pg_temp.u(v.product_id, 39) < 0.45);
INSERT INTO sylius_channel_pricing (id, product_variant_id, price, channel_code, original_price, minimum_price)
SELECT row_number() OVER (ORDER BY variant_id, n), variant_id, CASE WHEN pg_temp.u(variant_id * 3 + n, 40) < 0.004 THEN NULL ELSE price END, code,
       CASE WHEN code <> 'FASHION_B2B' AND pg_temp.u(variant_id / 7, 41) < 0.14 THEN price + 1000 + 500 * pg_temp.pick(variant_id / 7, 42, 6) END, 0
  FROM cp;
INSERT INTO sylius_product_channels SELECT id, 1 FROM pr WHERE chans IN ('us','both') UNION ALL SELECT id, 2 FROM pr WHERE chans IN ('eu','both');

-- translations: English always, German for most products, French and Spanish less often
INSERT INTO sylius_product_translation (id, translatable_id, name, slug, description, meta_keywords, meta_description, short_description, locale)
SELECT row_number() OVER (ORDER BY pr.id, l.n), pr.id, nm, lower(regexp_replace(nm, '[^A-Za-z0-9]+', '-', 'g')) || '-' || pr.p,
       'The ' || pr.style || ' is part of the ' || pr.brand || ' line. ' || repeat('Built for changing weather and long days. ', 1 + pr.p % 3),
       CASE WHEN pg_temp.u(pr.p, 43) < 0.2 THEN lower(pr.brand) || ', ' || lower(pr.noun_en) END,
       CASE WHEN pg_temp.u(pr.p, 44) < 0.3 THEN left(nm || ' by ' || pr.brand, 160) END, CASE WHEN pg_temp.u(pr.p, 45) < 0.7 THEN pr.style || ' ' || pr.noun_en END, l.loc
  FROM pr CROSS JOIN (VALUES (1,'en_US'),(2,'de_DE'),(3,'fr_FR'),(4,'es_ES')) l(n, loc)
  CROSS JOIN LATERAL (SELECT CASE l.loc WHEN 'en_US' THEN pr.name_en WHEN 'de_DE' THEN coalesce(pr.brand || ' ' || pr.style || ' ' || pr.noun_de, pr.name_en || ' (DE)')
                                        WHEN 'fr_FR' THEN coalesce(pr.noun_fr || ' ' || pr.style || ' ' || pr.brand, pr.name_en || ' (FR)')
                                        ELSE coalesce(pr.noun_es || ' ' || pr.style || ' ' || pr.brand, pr.name_en || ' (ES)') END AS nm) x
 WHERE l.loc = 'en_US' OR (l.loc = 'de_DE' AND (pr.kind = 'gift' OR pg_temp.u(pr.p, 46) < 0.88))
    OR (l.loc = 'fr_FR' AND pg_temp.u(pr.p, 47) < 0.62) OR (l.loc = 'es_ES' AND pr.created > '2022-04-11' AND pg_temp.u(pr.p, 48) < 0.5);
INSERT INTO sylius_product_taxon (id, product_id, taxon_id, position)
SELECT row_number() OVER (ORDER BY product_id, ord), product_id, taxon_id, (row_number() OVER (PARTITION BY taxon_id ORDER BY product_id) - 1)::int FROM (
  SELECT id AS product_id, 1 AS ord, taxon_id FROM pr
  UNION ALL SELECT pr.id, 2, tx.parent FROM pr JOIN tx ON tx.id = pr.taxon_id WHERE tx.parent NOT IN (1) AND tx.parent IS NOT NULL AND pg_temp.u(pr.p, 49) < 0.6
  UNION ALL SELECT id, 3, brand_id FROM pr WHERE kind <> 'gift'
  UNION ALL SELECT id, 4, 6 FROM pr WHERE pg_temp.u(p, 50) < 0.12
  UNION ALL SELECT id, 5, 61 FROM pr WHERE created > '2024-04-01') s;
INSERT INTO sylius_product_image (id, owner_id, type, path)
SELECT row_number() OVER (ORDER BY pr.id, g.n), pr.id, CASE g.n WHEN 1 THEN 'main' WHEN 2 THEN 'thumbnail' END,
       substr(md5(pr.p || '-' || g.n), 1, 2) || '/' || substr(md5(pr.p || '-' || g.n), 3, 2) || '/' || substr(md5(pr.p || '-' || g.n), 5, 28) || '.jpg'
  FROM pr CROSS JOIN LATERAL generate_series(1, CASE WHEN pr.kind = 'gift' THEN 1 ELSE pg_temp.pick(pr.p, 51, 5) END) g(n);

-- attribute values: translatable ones once per locale of the product's translations, the others once with locale_code NULL
INSERT INTO sylius_product_attribute_value (id, product_id, attribute_id, text_value, boolean_value, integer_value, float_value, datetime_value, date_value, json_value, locale_code)
SELECT row_number() OVER (ORDER BY product_id, attribute_id, locale_code NULLS FIRST), * FROM (
  SELECT t.translatable_id AS product_id, 1 AS attribute_id,
         (ARRAY['100% cotton','Organic cotton','Recycled polyester','Merino wool','Nylon ripstop','Leather','Cotton blend','Linen'])[pg_temp.pick(pr.p, 52, 8)]
           || CASE t.locale WHEN 'de_DE' THEN ' (Baumwolle/Wolle)' WHEN 'fr_FR' THEN ' (coton/laine)' WHEN 'es_ES' THEN ' (algodon/lana)' ELSE '' END AS text_value,
         NULL::boolean, NULL::int, NULL::float8, NULL::timestamp, NULL::date, NULL::json, t.locale AS locale_code
    FROM sylius_product_translation t JOIN pr ON pr.id = t.translatable_id WHERE pr.kind <> 'gift' AND pg_temp.u(pr.p, 53) < 0.85
  UNION ALL SELECT t.translatable_id, 2, CASE t.locale WHEN 'de_DE' THEN 'Bei 30 Grad waschen, nicht in den Trockner.' ELSE 'Machine wash cold, do not tumble dry.' END,
         NULL, NULL, NULL, NULL, NULL, NULL, t.locale
    FROM sylius_product_translation t JOIN pr ON pr.id = t.translatable_id WHERE t.locale IN ('en_US','de_DE') AND pr.kind IN ('app','jacket','kid') AND pg_temp.u(pr.p, 54) < 0.4
  UNION ALL SELECT id, 3, NULL, NULL, NULL, NULL, NULL, NULL,
         ('["' || (ARRAY['2f1b6c1e-55b1-4c4e-9b0e-7d1c2c4d9a01','8c7e3b55-0a9f-4f58-b1f4-3e1b3f0b6c02','d94a77c0-6f0c-49a1-8ad5-5d9a4c8e1f03'])[pg_temp.pick(p, 55, 3)] || '"]')::json, NULL
    FROM pr WHERE kind IN ('app','jacket') AND pg_temp.u(p, 56) < 0.7
  UNION ALL SELECT id, 4, NULL, pg_temp.u(p, 57) < 0.8, NULL, NULL, NULL, NULL, NULL, NULL FROM pr WHERE kind IN ('jacket','shoe')
  UNION ALL SELECT id, 5, NULL, NULL, 100 + 10 * pg_temp.pick(p, 58, 120), NULL, NULL, NULL, NULL, NULL FROM pr WHERE kind <> 'gift' AND pg_temp.u(p, 59) < 0.6
  UNION ALL SELECT id, 7, NULL, NULL, NULL, NULL, NULL, created::date + 14, NULL, NULL FROM pr WHERE created > '2021-09-14' AND pg_temp.u(p, 60) < 0.3
  UNION ALL SELECT id, 8, NULL, pg_temp.u(p, 61) < 0.7, NULL, NULL, NULL, NULL, NULL, NULL FROM pr WHERE created > '2022-03-21' AND pg_temp.u(p, 62) < 0.35) s;
-- ===================== customers (guests and registered) =====================
CREATE TEMP TABLE cs AS
SELECT k, '2021-03-15'::timestamp + (k / 9000.0) ^ (1 / 1.5) * interval '1203 days' - pg_temp.pick(k, 101, 300) * interval '1 min' AS created,
       CASE WHEN pg_temp.u(k, 102) < 0.6 OR (k / 9000.0) ^ (1 / 1.5) * 1203 < 47 THEN 1 ELSE 2 END AS home,   -- the EU store opened in May 2021
       pg_temp.u(k, 103) < 0.52 AS registered, pg_temp.u(k, 104) AS cu,
       (ARRAY['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','David','Elizabeth','William','Barbara','Thomas','Susan','Daniel',
              'Jessica','Lukas','Anna','Leon','Marie','Paul','Sophie','Jonas','Laura','Hugo','Camille','Louis','Lea','Pablo','Lucia','Emma','Noah'])[pg_temp.pick(k, 105, 32)] AS fn,
       (ARRAY['Smith','Johnson','Williams','Brown','Jones','Miller','Davis','Garcia','Wilson','Anderson','Taylor','Thomas','Moore','Martin','Jackson',
              'Mueller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker','Bernard','Dubois','Durand','Lefebvre','Moreau','Janssen',
              'de Vries','Garcia Lopez','Rossi','Kowalski','Nielsen','Andersson','Murphy','Silva','Virtanen','Novak','Huber'])[pg_temp.pick(k, 106, 40)] AS ln
  FROM generate_series(1, 9000) k;
ALTER TABLE cs ADD COLUMN country text;
UPDATE cs SET country = CASE WHEN home = 1 THEN CASE WHEN cu < 0.92 THEN 'US' ELSE 'CA' END
  ELSE CASE WHEN cu < 0.44 THEN 'DE' WHEN cu < 0.60 THEN 'FR' WHEN cu < 0.68 THEN 'AT' WHEN cu < 0.75 THEN 'NL' WHEN cu < 0.79 THEN 'BE' WHEN cu < 0.84 THEN 'ES'
            WHEN cu < 0.88 THEN 'IT' WHEN cu < 0.91 THEN 'PL' WHEN cu < 0.96 THEN 'GB' WHEN cu < 0.97 THEN 'DK' WHEN cu < 0.98 THEN 'SE' WHEN cu < 0.99 THEN 'IE' ELSE 'LU' END END;
ALTER TABLE cs ADD COLUMN province text, ADD COLUMN user_created timestamp, ADD COLUMN id int, ADD COLUMN grp int;
UPDATE cs SET province = CASE WHEN country = 'US' THEN (SELECT code FROM us_state WHERE us_state.k = pg_temp.sk(cs.k, 107, 51, 1.9))
                              WHEN country = 'CA' THEN (ARRAY['CA-ON','CA-ON','CA-BC','CA-QC','CA-AB','CA-ON','CA-BC','CA-MB','CA-NS'])[pg_temp.pick(cs.k, 107, 9)] END,
              user_created = CASE WHEN registered THEN least(created + CASE WHEN pg_temp.u(k, 108) < 0.6 THEN interval '2 min' ELSE pg_temp.pick(k, 109, 300) * interval '1 day' END,
                                                    '2024-06-29 20:00'::timestamp) END,
              grp = CASE WHEN pg_temp.u(k, 110) < 0.04 THEN 2 WHEN pg_temp.u(k, 110) < 0.07 THEN 3 WHEN pg_temp.u(k, 110) < 0.075 THEN 5
                         WHEN pg_temp.u(k, 110) < 0.09 THEN 1 END;
UPDATE cs SET id = s.id FROM (SELECT k, row_number() OVER (ORDER BY created, k) AS id FROM cs) s WHERE s.k = cs.k;
CREATE UNIQUE INDEX ON cs (k);
CREATE UNIQUE INDEX ON cs (id);
ANALYZE cs;
-- ===================== orders, carts, items, units, shipments, payments =====================
-- 14000 carts opened over three years; 80% reached checkout completion. Carts left behind before June 2022 are still there
-- (the expired-carts cron was only set up then); later ones were purged two days after their last change (id gaps everywhere below).
CREATE TEMP TABLE os AS
SELECT n, '2021-03-15'::timestamp + (n / 14000.0) ^ (1 / 1.5) * interval '1203 days' + pg_temp.pick(n, 201, 50) * interval '1 min' AS t,
       greatest(1, floor(9000.0 * n / 14000)::int) AS kk, pg_temp.u(n, 202) < 0.80 AS completed
  FROM generate_series(1, 14000) n;
ALTER TABLE os ADD COLUMN ck int, ADD COLUMN fate text, ADD COLUMN cstate text;
UPDATE os SET ck = CASE WHEN pg_temp.u(n, 203) < 0.45 THEN greatest(1, kk - pg_temp.pick(n, 204, 4) + 1) ELSE 1 + floor(kk * pg_temp.u(n, 205) ^ 1.4)::int END,
              fate = CASE WHEN completed THEN 'order' WHEN t < '2022-06-01' OR t >= '2024-06-28' THEN 'cart' ELSE 'purged' END,
              cstate = CASE WHEN completed THEN 'completed'
                            ELSE (ARRAY['cart','cart','cart','cart','addressed','addressed','addressed','shipping_selected','shipping_selected','payment_selected'])[pg_temp.pick(n, 206, 10)] END;
CREATE TEMP TABLE o AS
SELECT os.n, row_number() OVER (ORDER BY os.t, os.n) AS id, os.t AS created, os.fate, os.cstate,
       CASE WHEN os.cstate = 'cart' AND NOT (c.registered AND c.user_created < os.t AND pg_temp.u(os.n, 207) < 0.35) THEN NULL ELSE c.id END AS customer_id,
       c.k AS ck, c.country, c.province, c.fn, c.ln,
       CASE WHEN pg_temp.u(os.n, 208) < 0.03 THEN 3 - c.home WHEN os.t < '2021-05-01' THEN 1 ELSE c.home END AS channel_id,
       (c.registered AND c.user_created < os.t AND pg_temp.u(os.n, 209) < 0.85) AS logged_in
  FROM os JOIN cs c ON c.k = os.ck;
ALTER TABLE o ADD COLUMN locale text, ADD COLUMN currency text, ADD COLUMN completed_at timestamp, ADD COLUMN addressed_at timestamp, ADD COLUMN state text,
  ADD COLUMN pay_method int, ADD COLUMN ship_method int, ADD COLUMN pstate text, ADD COLUMN sstate text, ADD COLUMN retry boolean;
UPDATE o SET country = CASE WHEN channel_id = 1 AND country NOT IN ('US','CA') THEN 'US' WHEN channel_id = 2 AND country IN ('US','CA') THEN 'DE' ELSE country END;
UPDATE o SET province = CASE WHEN country = 'US' THEN coalesce(province, 'US-NY') WHEN country = 'CA' THEN coalesce(province, 'CA-ON') END,
  locale = CASE WHEN channel_id = 1 THEN CASE WHEN created > '2022-04-11' AND pg_temp.u(n, 210) < 0.09 THEN 'es_ES' ELSE 'en_US' END
                ELSE CASE country WHEN 'DE' THEN 'de_DE' WHEN 'AT' THEN 'de_DE' WHEN 'FR' THEN 'fr_FR' WHEN 'BE' THEN 'fr_FR' WHEN 'LU' THEN 'fr_FR'
                                  WHEN 'ES' THEN CASE WHEN created > '2022-04-11' THEN 'es_ES' ELSE 'en_US' END ELSE 'en_US' END END,
  currency = CASE WHEN channel_id = 1 THEN 'USD' ELSE 'EUR' END,
  addressed_at = CASE WHEN cstate <> 'cart' THEN created + pg_temp.pick(n, 211, 25) * interval '1 min' END,
  completed_at = CASE WHEN cstate = 'completed' THEN created + (26 + pg_temp.pick(n, 212, 40)) * interval '1 min' END,
  pay_method = CASE WHEN channel_id = 1 THEN CASE WHEN pg_temp.u(n, 213) < 0.62 THEN 4 ELSE 3 END
                    ELSE CASE WHEN pg_temp.u(n, 213) < 0.40 THEN 4 WHEN pg_temp.u(n, 213) < 0.70 THEN 3 WHEN pg_temp.u(n, 213) < 0.90 THEN 2 ELSE 1 END END,
  ship_method = CASE WHEN cstate = 'cart' THEN CASE WHEN channel_id = 1 THEN 1 ELSE 5 END
                     WHEN country = 'US' AND province IN ('US-AK','US-HI') THEN 3
                     WHEN country = 'US' THEN CASE WHEN pg_temp.u(n, 214) < 0.06 AND created < '2022-11-30' THEN 4 WHEN pg_temp.u(n, 214) < 0.24 THEN 2 ELSE 1 END
                     WHEN country = 'CA' THEN CASE WHEN pg_temp.u(n, 214) < 0.25 THEN 7 ELSE 8 END
                     WHEN country = 'GB' THEN 7
                     ELSE CASE WHEN pg_temp.u(n, 214) < 0.68 THEN 5 WHEN pg_temp.u(n, 214) < 0.90 THEN 6 WHEN created > '2021-10-05' THEN 9 ELSE 5 END END,
  retry = pg_temp.u(n, 215) < 0.035;
UPDATE o SET pay_method = 4 WHERE pay_method IN (1,2) AND cstate = 'cart';   -- the default method (position 0) until the customer picks one
UPDATE o SET state = CASE WHEN cstate <> 'completed' THEN 'cart' WHEN pg_temp.u(n, 216) < 0.04 THEN 'cancelled'
                          WHEN completed_at > '2024-06-22' AND pg_temp.u(n, 217) < 0.8 THEN 'new' ELSE 'fulfilled' END;
UPDATE o SET pstate = CASE WHEN state = 'cart' THEN 'cart' WHEN state = 'cancelled' THEN 'cancelled'
                           WHEN state = 'new' AND pay_method IN (1,2) THEN 'awaiting_payment' WHEN state = 'fulfilled' AND pg_temp.u(n, 218) < 0.015 THEN 'refunded' ELSE 'paid' END,
             sstate = CASE WHEN state = 'cart' THEN 'cart' WHEN state = 'cancelled' THEN 'cancelled' WHEN state = 'new' THEN CASE WHEN pg_temp.u(n, 219) < 0.3 THEN 'shipped' ELSE 'ready' END
                           ELSE 'shipped' END;
CREATE UNIQUE INDEX ON o (id);
ANALYZE o;

-- purchasable variants per channel, and a Pareto popularity per product (best of four random draws)
CREATE TEMP TABLE chp AS
SELECT ch.id AS channel_id, pr.id AS product_id, pr.p, pr.created, row_number() OVER (PARTITION BY ch.id ORDER BY pr.created, pr.id) AS rk,
       1.0 / (0.02 + pg_temp.u(pr.p, 220)) ^ 1.3 AS pop
  FROM pr JOIN sylius_product_channels pc ON pc.product_id = pr.id JOIN sylius_channel ch ON ch.id = pc.channel_id;
CREATE UNIQUE INDEX ON chp (channel_id, rk);
CREATE INDEX ON chp (channel_id, created);
CREATE TEMP TABLE chv AS
SELECT c.id AS channel_id, v.product_id, v.id AS variant_id, v.created, p.price, v.kind,
       row_number() OVER (PARTITION BY c.id, v.product_id ORDER BY v.id) AS rn
  FROM v JOIN sylius_channel c ON true JOIN sylius_channel_pricing p ON p.product_variant_id = v.id AND p.channel_code = c.code AND p.price IS NOT NULL;
CREATE INDEX ON chv (channel_id, product_id, rn);
ANALYZE chp; ANALYZE chv;
CREATE TEMP TABLE oi0 AS
SELECT o.id AS order_id, o.n, g.line, o.channel_id, o.created, o.locale,
       (SELECT count(*) FROM chp WHERE chp.channel_id = o.channel_id AND chp.created <= o.created)::int AS avail
  FROM o CROSS JOIN LATERAL generate_series(1, pg_temp.sk(o.n, 221, 6, 2.4)) g(line);
DELETE FROM oi0 WHERE avail = 0;
CREATE TEMP TABLE oi1 AS
SELECT oi0.*, (SELECT product_id FROM chp WHERE chp.channel_id = oi0.channel_id
                AND chp.rk IN (pg_temp.pick(oi0.n * 10 + oi0.line, 222, oi0.avail), pg_temp.pick(oi0.n * 10 + oi0.line, 223, oi0.avail),
                               pg_temp.pick(oi0.n * 10 + oi0.line, 224, oi0.avail), pg_temp.pick(oi0.n * 10 + oi0.line, 225, oi0.avail))
                ORDER BY chp.pop DESC, chp.product_id LIMIT 1) AS product_id
  FROM oi0;
CREATE TEMP TABLE oi2 AS
SELECT oi1.*, (SELECT count(*) FROM chv WHERE chv.channel_id = oi1.channel_id AND chv.product_id = oi1.product_id)::int AS nv FROM oi1;
DELETE FROM oi2 WHERE nv = 0;
CREATE TEMP TABLE oi AS
SELECT DISTINCT ON (oi2.order_id, chv.variant_id) oi2.order_id, oi2.n, oi2.line, oi2.channel_id, oi2.created, oi2.locale, oi2.product_id, chv.variant_id, chv.price, chv.kind,
       CASE WHEN pg_temp.u(oi2.n * 10 + oi2.line, 227) < 0.80 THEN 1 WHEN pg_temp.u(oi2.n * 10 + oi2.line, 227) < 0.94 THEN 2
            WHEN pg_temp.u(oi2.n * 10 + oi2.line, 227) < 0.985 THEN 3 ELSE 4 + (pg_temp.u(oi2.n * 10 + oi2.line, 228) < 0.3)::int END AS qty
  FROM oi2 JOIN chv ON chv.channel_id = oi2.channel_id AND chv.product_id = oi2.product_id
   AND chv.rn = 1 + floor(oi2.nv * (0.5 + (pg_temp.u(oi2.n * 10 + oi2.line, 226) - 0.5) * abs(pg_temp.u(oi2.n * 10 + oi2.line, 229) * 2 - 1) ^ 0.5))::int % oi2.nv
 ORDER BY oi2.order_id, chv.variant_id, oi2.line;
ALTER TABLE oi ADD COLUMN id int;
UPDATE oi SET id = s.id FROM (SELECT order_id, variant_id, row_number() OVER (ORDER BY created, order_id, line) AS id FROM oi) s
 WHERE s.order_id = oi.order_id AND s.variant_id = oi.variant_id;
CREATE UNIQUE INDEX ON oi (id);
CREATE INDEX ON oi (order_id);
-- orders whose every pick failed (none here in practice) are kept empty: Sylius keeps empty carts too
CREATE TEMP TABLE ou AS
SELECT row_number() OVER (ORDER BY oi.id, g.n) AS id, oi.id AS item_id, oi.order_id, oi.n, g.n AS unit_no FROM oi CROSS JOIN LATERAL generate_series(1, oi.qty) g(n);
CREATE UNIQUE INDEX ON ou (id);
ANALYZE oi; ANALYZE ou;
-- ===================== cart promotions and coupons =====================
CREATE TEMP TABLE pm (id int, code text, name text, descr text, priority int, exclusive boolean, usage_limit int, coupon_based boolean,
  starts timestamp, ends timestamp, created timestamp, chans int[], kind text, pct numeric, taxons int[]);
INSERT INTO pm VALUES
 (1,'welcome_10','Welcome 10% off','First order with code WELCOME10',2,false,NULL,true,'2021-03-15',NULL,'2021-03-12 14:00',ARRAY[1,2],'order_pct',0.10,NULL),
 (2,'free_shipping_eu_80','Free shipping from 80 EUR',NULL,0,false,NULL,false,'2021-05-01',NULL,'2021-04-28 09:00',ARRAY[2],'ship_free',1,NULL),
 (3,'summer_sale_2021','Summer sale 2021','20% off the sale category',1,false,NULL,false,'2021-07-01','2021-08-31 23:59:59','2021-06-25 10:00',ARRAY[1,2],'unit_pct',0.20,ARRAY[6]),
 (5,'black_friday_2021','Black Friday 2021',NULL,10,true,NULL,false,'2021-11-26','2021-11-29 23:59:59','2021-11-15 11:00',ARRAY[1,2],'order_pct',0.25,NULL),
 (6,'newsletter_2022','Newsletter 2022 single-use codes',NULL,2,false,1200,true,'2022-01-15','2022-12-31 23:59:59','2022-01-14 16:00',ARRAY[1,2],'order_pct',0.15,NULL),
 (7,'black_friday_2022','Black Friday 2022',NULL,10,true,NULL,false,'2022-11-25','2022-11-28 23:59:59','2022-11-14 09:30',ARRAY[1,2],'order_pct',0.30,NULL),
 (8,'free_shipping_us_100','Free ground shipping over $100',NULL,0,false,NULL,false,'2022-03-01',NULL,'2022-02-25 12:00',ARRAY[1],'ship_free',1,NULL),
 (9,'spring_jackets_2023','Spring jacket days','15% off jackets',1,false,NULL,false,'2023-03-15','2023-04-15 23:59:59','2023-03-10 10:00',ARRAY[1,2],'unit_pct',0.15,ARRAY[9,15,30,31,32,33,34,35]),
 (10,'black_friday_2023','Black Friday 2023',NULL,10,true,NULL,false,'2023-11-24','2023-11-27 23:59:59','2023-11-13 10:15',ARRAY[1,2],'order_pct',0.30,NULL),
 (11,'vip_club','VIP club 10%','Customer group VIP',3,false,NULL,false,'2022-06-01',NULL,'2022-05-30 08:00',ARRAY[1,2],'order_pct',0.10,NULL),
 (12,'newsletter_2023','Newsletter 2023 single-use codes',NULL,2,false,1000,true,'2023-02-01','2023-12-31 23:59:59','2023-01-31 15:00',ARRAY[1,2],'order_pct',0.15,NULL),
 (14,'creator_codes','Creator codes 15%','Codes handed to outdoor creators',2,false,NULL,true,'2022-08-01',NULL,'2022-07-28 13:00',ARRAY[1,2],'order_pct',0.15,NULL),
 (15,'summer_sale_2024','Summer sale 2024','20% off the sale category',1,false,NULL,false,'2024-06-15','2024-07-15 23:59:59','2024-06-10 09:00',ARRAY[1,2],'unit_pct',0.20,ARRAY[6]);
INSERT INTO sylius_promotion (id, code, name, description, priority, exclusive, usage_limit, used, coupon_based, starts_at, ends_at, created_at, updated_at, applies_to_discounted)
SELECT id, code, name, descr, priority, exclusive, usage_limit, 0, coupon_based, starts, ends, created, created + interval '1 hour', NOT (kind = 'unit_pct') FROM pm;
INSERT INTO sylius_promotion_channels SELECT pm.id, c FROM pm, unnest(pm.chans) c;
INSERT INTO sylius_promotion_rule (id, promotion_id, type, configuration)
SELECT row_number() OVER (ORDER BY id, t), id, t, cfg FROM (
  SELECT id, 1 AS t0, 'item_total' AS t, CASE id WHEN 2 THEN 'a:1:{s:10:"FASHION_EU";a:1:{s:6:"amount";i:8000;}}' ELSE 'a:1:{s:11:"FASHION_WEB";a:1:{s:6:"amount";i:10000;}}' END AS cfg
    FROM pm WHERE kind = 'ship_free'
  UNION ALL SELECT id, 1, 'has_taxon', CASE WHEN id = 9 THEN 'a:1:{s:6:"taxons";a:2:{i:0;s:11:"men_jackets";i:1;s:13:"women_jackets";}}' ELSE 'a:1:{s:6:"taxons";a:1:{i:0;s:4:"sale";}}' END
    FROM pm WHERE kind = 'unit_pct'
  UNION ALL SELECT 11, 1, 'customer_group', 'a:1:{s:10:"group_code";s:3:"vip";}'
  UNION ALL SELECT 1, 1, 'nth_order', 'a:1:{s:3:"nth";i:1;}') s;
INSERT INTO sylius_promotion_action (id, promotion_id, type, configuration)
SELECT row_number() OVER (ORDER BY id), id, CASE kind WHEN 'order_pct' THEN 'order_percentage_discount' WHEN 'ship_free' THEN 'shipping_percentage_discount' ELSE 'unit_percentage_discount' END,
       CASE kind WHEN 'unit_pct' THEN 'a:2:{s:11:"FASHION_WEB";a:2:{s:10:"percentage";d:' || pct || ';s:7:"filters";a:1:{s:13:"taxons_filter";a:1:{s:6:"taxons";a:1:{i:0;s:4:"sale";}}}}s:10:"FASHION_EU";a:2:{s:10:"percentage";d:' || pct || ';s:7:"filters";a:1:{s:13:"taxons_filter";a:1:{s:6:"taxons";a:1:{i:0;s:4:"sale";}}}}}'
            ELSE 'a:1:{s:10:"percentage";d:' || pct || ';}' END
  FROM pm;
-- coupons: WELCOME10, a generated batch of 1200 (2022), creator codes (one deleted, unused), a generated batch of 1000 (2023)
CREATE TEMP TABLE cpn AS
SELECT 1 AS id, 1 AS promotion_id, 'WELCOME10' AS code, NULL::int AS usage_limit, '2021-03-12 14:05'::timestamp AS created, NULL::timestamp AS expires, 1 AS per_cust
UNION ALL SELECT 1 + g, 6, 'NL22-' || upper(substr(md5('nl22' || g), 1, 8)), 1, '2022-01-14 16:10', '2022-12-31 23:59:59', NULL FROM generate_series(1, 1200) g
UNION ALL SELECT 1201 + g, 14, c, NULL, '2022-07-28 13:20'::timestamp + g * interval '1 day', NULL, 1
  FROM unnest(ARRAY['ALEX15','HIKEWITHMIA','TRAILRUNNER','JONAS15','PNWWANDER','ALPENLISA','COASTALCARL','NORDICNINA','SUMMITSAM','WILDLAURA']) WITH ORDINALITY t(c, g) WHERE g <> 4
UNION ALL SELECT 1211 + g, 12, 'NL23-' || upper(substr(md5('nl23' || g), 1, 8)), 1, '2023-01-31 15:10', '2023-12-31 23:59:59', NULL FROM generate_series(1, 1000) g;

-- which promotions each order got (Sylius keeps one coupon per order; exclusive Black Friday promotions block the others)
CREATE TEMP TABLE ofirst AS SELECT DISTINCT ON (ck) ck, id FROM o WHERE cstate = 'completed' ORDER BY ck, completed_at, id;
CREATE TEMP TABLE osum AS SELECT order_id, sum(price * qty) AS pre FROM oi GROUP BY order_id;
CREATE TEMP TABLE opr (order_id int, promotion_id int, coupon_id int);
INSERT INTO opr SELECT o.id, pm.id, NULL FROM o JOIN pm ON pm.exclusive AND o.channel_id = ANY(pm.chans) AND o.created BETWEEN pm.starts AND pm.ends;
CREATE TEMP TABLE bf AS SELECT order_id FROM opr;
-- coupons
CREATE TEMP TABLE oc AS
SELECT o.id, o.n, o.created, CASE WHEN f.id IS NOT NULL AND pg_temp.u(o.n, 301) < 0.14 THEN 1
                                   WHEN o.created BETWEEN '2022-01-15' AND '2022-12-31' AND pg_temp.u(o.n, 302) < 0.07 THEN 6
                                   WHEN o.created BETWEEN '2023-02-01' AND '2023-12-31' AND pg_temp.u(o.n, 302) < 0.07 THEN 12
                                   WHEN o.created >= '2022-08-01' AND pg_temp.u(o.n, 303) < 0.03 THEN 14 END AS promotion_id
  FROM o LEFT JOIN ofirst f ON f.id = o.id
 WHERE o.cstate IN ('completed','payment_selected') AND NOT EXISTS (SELECT 1 FROM bf WHERE bf.order_id = o.id);
DELETE FROM oc WHERE promotion_id IS NULL;
INSERT INTO opr SELECT id, promotion_id, CASE promotion_id WHEN 1 THEN 1
    WHEN 6 THEN 1 + row_number() OVER (PARTITION BY promotion_id ORDER BY created, id)
    WHEN 12 THEN 1211 + row_number() OVER (PARTITION BY promotion_id ORDER BY created, id)
    ELSE (SELECT id FROM cpn WHERE promotion_id = 14 ORDER BY id OFFSET pg_temp.sk(oc.n, 304, 9, 2.0) - 1 LIMIT 1) END FROM oc;
-- non-coupon promotions
INSERT INTO opr SELECT o.id, pm.id, NULL FROM o JOIN pm ON NOT pm.exclusive AND NOT pm.coupon_based AND o.channel_id = ANY(pm.chans)
   AND o.created >= pm.starts AND (pm.ends IS NULL OR o.created <= pm.ends)
  JOIN osum s ON s.order_id = o.id
 WHERE NOT EXISTS (SELECT 1 FROM bf WHERE bf.order_id = o.id)
   AND CASE pm.kind WHEN 'ship_free' THEN o.cstate <> 'cart' AND s.pre >= CASE pm.id WHEN 2 THEN 8000 ELSE 10000 END AND o.ship_method IN (1,5)
                    WHEN 'unit_pct' THEN EXISTS (SELECT 1 FROM oi JOIN sylius_product_taxon pt ON pt.product_id = oi.product_id AND pt.taxon_id = ANY(pm.taxons) WHERE oi.order_id = o.id)
                    ELSE pm.id = 11 AND (SELECT grp FROM cs WHERE cs.k = o.ck) = 3 AND o.customer_id IS NOT NULL END;
CREATE INDEX ON opr (order_id);
ANALYZE opr;
-- ===================== addresses (order copies, address books) =====================
CREATE TEMP TABLE city (country text, k int, city text, pc text);
INSERT INTO city SELECT 'US', n, c, p FROM unnest(ARRAY['Springfield','Portland','Austin','Denver','Columbus','Madison','Raleigh','Boise','Fresno','Tampa'],
  ARRAY['62701','97205','73301','80202','43004','53703','27601','83702','93650','33602']) WITH ORDINALITY t(c, p, n);
INSERT INTO city SELECT 'CA', n, c, p FROM unnest(ARRAY['Toronto','Vancouver','Montreal','Calgary','Ottawa'],ARRAY['M5V 2T6','V6B 1A1','H2X 1Y4','T2P 1J9','K1P 5G4']) WITH ORDINALITY t(c, p, n);
INSERT INTO city SELECT 'DE', n, c, p FROM unnest(ARRAY['Berlin','Hamburg','Muenchen','Koeln','Frankfurt am Main','Stuttgart','Leipzig','Dresden','Freiburg','Bremen'],
  ARRAY['10115','20095','80331','50667','60311','70173','04109','01067','79098','28195']) WITH ORDINALITY t(c, p, n);
INSERT INTO city SELECT 'FR', n, c, p FROM unnest(ARRAY['Paris','Lyon','Marseille','Toulouse','Nantes','Bordeaux','Lille'],ARRAY['75011','69002','13001','31000','44000','33000','59000']) WITH ORDINALITY t(c, p, n);
INSERT INTO city SELECT 'AT', n, c, p FROM unnest(ARRAY['Wien','Graz','Linz','Salzburg','Innsbruck'],ARRAY['1010','8010','4020','5020','6020']) WITH ORDINALITY t(c, p, n);
INSERT INTO city SELECT 'NL', n, c, p FROM unnest(ARRAY['Amsterdam','Rotterdam','Utrecht','Den Haag'],ARRAY['1017 AB','3011 AD','3511 LX','2511 BT']) WITH ORDINALITY t(c, p, n);
INSERT INTO city SELECT 'BE', n, c, p FROM unnest(ARRAY['Bruxelles','Antwerpen','Gent','Liege'],ARRAY['1000','2000','9000','4000']) WITH ORDINALITY t(c, p, n);
INSERT INTO city SELECT 'ES', n, c, p FROM unnest(ARRAY['Madrid','Barcelona','Valencia','Sevilla'],ARRAY['28013','08002','46001','41001']) WITH ORDINALITY t(c, p, n);
INSERT INTO city SELECT 'IT', n, c, p FROM unnest(ARRAY['Milano','Roma','Torino','Bologna'],ARRAY['20121','00184','10121','40121']) WITH ORDINALITY t(c, p, n);
INSERT INTO city SELECT 'PL', n, c, p FROM unnest(ARRAY['Warszawa','Krakow','Wroclaw','Gdansk'],ARRAY['00-001','30-001','50-001','80-001']) WITH ORDINALITY t(c, p, n);
INSERT INTO city SELECT 'GB', n, c, p FROM unnest(ARRAY['London','Manchester','Bristol','Edinburgh','Leeds'],ARRAY['SW1A 1AA','M1 1AE','BS1 4DJ','EH1 1YZ','LS1 4AP']) WITH ORDINALITY t(c, p, n);
INSERT INTO city VALUES ('DK',1,'Koebenhavn','1050'),('SE',1,'Stockholm','111 29'),('IE',1,'Dublin','D02 X285'),('LU',1,'Luxembourg','L-1111');
CREATE TEMP TABLE ncity AS SELECT country, count(*)::int AS n FROM city GROUP BY country;
-- a person's address content, keyed by (who, which): street, city, postcode
CREATE TEMP TABLE home AS
SELECT cs.k, cs.fn, cs.ln, cs.country, cs.province,
       (100 + pg_temp.pick(cs.k, 401, 8800))::text || ' ' || (ARRAY['Main St','Oak Ave','Maple Dr','Cedar Ln','Pine St','Elm St','Lake Rd','Hill St'])[pg_temp.pick(cs.k, 402, 8)] AS street_us,
       (ARRAY['Hauptstrasse','Bahnhofstrasse','Gartenweg','Rue de la Paix','Kerkstraat','Calle Mayor','Via Roma','High Street','Schillerstrasse','Lindenallee'])[pg_temp.pick(cs.k, 402, 10)]
         || ' ' || pg_temp.pick(cs.k, 401, 140) AS street_eu,
       c.city, c.pc, CASE WHEN pg_temp.u(cs.k, 403) < 0.6 THEN '+' || CASE cs.country WHEN 'US' THEN '1 ' WHEN 'CA' THEN '1 ' ELSE '49 ' END || (200 + pg_temp.pick(cs.k, 404, 700)) || ' 555 0' || lpad(pg_temp.pick(cs.k, 405, 999)::text, 3, '0') END AS phone,
       CASE WHEN pg_temp.u(cs.k, 406) < 0.08 THEN (ARRAY['Acme Outdoor LLC','Studio Nord','Bergwerk GmbH','Atelier Lune','Trail Works Inc.'])[pg_temp.pick(cs.k, 407, 5)] END AS company,
       CASE WHEN cs.country IN ('ES','IT') AND pg_temp.u(cs.k, 408) < 0.3 THEN (ARRAY['Madrid','Barcelona','Milano','Lazio'])[pg_temp.pick(cs.k, 409, 4)] END AS province_name
  FROM cs JOIN ncity nc ON nc.country = cs.country JOIN city c ON c.country = cs.country AND c.k = pg_temp.pick(cs.k, 410, nc.n);
CREATE UNIQUE INDEX ON home (k);
ANALYZE home;
-- events creating an address; ids follow creation time across order copies and address-book entries
CREATE TEMP TABLE aev AS
SELECT o.addressed_at AS created, 1 AS ord, o.id AS order_id, 'ship' AS role, NULL::int AS cust_k, o.ck AS who,
       pg_temp.u(o.n, 411) < 0.08 AS other, o.fate, o.n, o.logged_in, o.customer_id
  FROM o WHERE o.addressed_at IS NOT NULL
UNION ALL SELECT o.addressed_at, 2, o.id, 'bill', NULL, o.ck, false, o.fate, o.n, o.logged_in, o.customer_id FROM o WHERE o.addressed_at IS NOT NULL;
-- address book: 15% of registered customers typed an address into their account; the others got a copy of the first order they placed logged in
CREATE TEMP TABLE firstlog AS SELECT DISTINCT ON (ck) ck, id, completed_at, n FROM o WHERE cstate = 'completed' AND logged_in ORDER BY ck, completed_at, id;
INSERT INTO aev SELECT cs.user_created + pg_temp.pick(cs.k, 412, 90) * interval '1 min', 0, NULL, 'book', cs.k, cs.k, false, 'book', cs.k, true, cs.id
  FROM cs WHERE cs.registered AND pg_temp.u(cs.k, 413) < 0.15;
INSERT INTO aev SELECT f.completed_at, 3, f.id, 'book', cs.k, cs.k, pg_temp.u(f.n, 411) < 0.08, 'book', f.n, true, cs.id
  FROM firstlog f JOIN cs ON cs.k = f.ck WHERE NOT (cs.registered AND pg_temp.u(cs.k, 413) < 0.15);
-- a second book address from a later logged-in order shipped to somebody else
INSERT INTO aev SELECT DISTINCT ON (o.ck) o.completed_at, 3, o.id, 'book2', o.ck, o.ck, true, 'book', o.n, true, o.customer_id
  FROM o JOIN firstlog f ON f.ck = o.ck AND o.completed_at > f.completed_at WHERE o.cstate = 'completed' AND o.logged_in AND pg_temp.u(o.n, 411) < 0.08
 ORDER BY o.ck, o.completed_at, o.id;
CREATE TEMP TABLE ad AS
SELECT row_number() OVER (ORDER BY created, ord, order_id, cust_k) AS id, aev.*,
       CASE WHEN role = 'book2' AND pg_temp.u(n, 414) < 0.35 THEN created + pg_temp.pick(n, 415, 400) * interval '1 day' END AS book_removed,
       CASE WHEN pg_temp.u(n * 3 + ord, 416) < 0.05 THEN created + pg_temp.pick(n * 3 + ord, 417, 20) * interval '1 day' END AS edited
  FROM aev;
UPDATE ad SET book_removed = NULL WHERE book_removed > '2024-06-29';
UPDATE ad SET edited = NULL WHERE edited > '2024-06-29' OR (book_removed IS NOT NULL AND edited >= book_removed) OR (fate = 'purged');
CREATE UNIQUE INDEX ON ad (id);
CREATE INDEX ON ad (order_id, role);
ANALYZE ad;
CREATE TEMP TABLE adc AS
SELECT ad.id, ad.created, ad.edited, ad.book_removed, ad.fate, ad.role, ad.order_id, ad.customer_id AS owner_customer, ad.logged_in, ad.n,
       CASE WHEN ad.other THEN (ARRAY['Emma','Noah','Olivia','Liam','Mia','Felix','Clara','Oscar'])[pg_temp.pick(ad.n, 418, 8)] ELSE h.fn END AS first_name,
       CASE WHEN ad.other THEN (ARRAY['Hoffmann','Clark','Lewis','Petit','Walker','Schulz','Young','Roux'])[pg_temp.pick(ad.n, 419, 8)] ELSE h.ln END AS last_name,
       h.phone, CASE WHEN h.country IN ('US','CA') THEN h.street_us ELSE h.street_eu END || CASE WHEN ad.other THEN ' (c/o)' ELSE '' END AS street,
       h.company, h.city, h.pc AS postcode, h.country AS country_code, h.province AS province_code, h.province_name
  FROM ad JOIN home h ON h.k = ad.who;
-- channel/country consistency: the order's own country wins (a few customers ordered from the other store)
UPDATE adc SET country_code = o.country, province_code = o.province, city = c.city, postcode = c.pc,
       province_name = NULL
  FROM o, ncity nc, city c WHERE adc.order_id = o.id AND adc.role IN ('ship','bill') AND adc.country_code <> o.country
   AND nc.country = o.country AND c.country = o.country AND c.k = pg_temp.pick(o.n, 420, nc.n);
INSERT INTO sylius_address (id, customer_id, first_name, last_name, phone_number, street, company, city, postcode, created_at, updated_at, country_code, province_code, province_name)
SELECT id, CASE WHEN role LIKE 'book%' THEN owner_customer END, first_name, last_name, phone, street, company, city, postcode, created, coalesce(edited, created),
       country_code, province_code, province_name
  FROM adc WHERE fate <> 'purged' AND book_removed IS NULL;

-- ===================== shipments, payments, adjustments, totals =====================
CREATE TEMP TABLE smc (id int, ch int, cost int, code text, name text);
INSERT INTO smc VALUES (1,1,795,'ups_ground','UPS Ground'),(2,1,1895,'ups_2nd_day_air','UPS 2nd Day Air'),(3,1,2495,'usps_priority_remote','USPS Priority (Alaska, Hawaii)'),
  (4,1,1495,'fedex_express_saver','FedEx Express Saver'),(5,2,495,'dhl_paket','DHL Parcel'),(6,2,1290,'dhl_express','DHL Express'),
  (7,1,1995,'ups_standard_international','UPS Standard International'),(7,2,1590,'ups_standard_international','UPS Standard International'),
  (8,1,1295,'canada_post_expedited','Canada Post Expedited'),(9,2,990,'dhl_sperrgut','DHL Bulky goods');
CREATE TEMP TABLE sh AS
SELECT row_number() OVER (ORDER BY o.created, o.id) AS id, o.id AS order_id, o.n, o.ship_method AS method_id, smc.cost, smc.code, smc.name,
       CASE o.state WHEN 'cart' THEN 'cart' WHEN 'cancelled' THEN 'cancelled' ELSE CASE o.sstate WHEN 'shipped' THEN 'shipped' ELSE 'ready' END END AS state,
       o.created, CASE WHEN o.sstate = 'shipped' THEN o.completed_at + (18 + pg_temp.pick(o.n, 421, 70)) * interval '1 hour' END AS shipped_at
  FROM o JOIN smc ON smc.id = o.ship_method AND smc.ch = o.channel_id;
UPDATE sh SET shipped_at = '2024-06-29 16:00' WHERE shipped_at > '2024-06-29 16:00';
CREATE UNIQUE INDEX ON sh (order_id);
-- tax rates by zone and tax category; carts without an address use the channel's default tax zone
CREATE TEMP TABLE trz AS SELECT r.category_id, r.zone_id, r.code, r.name || ' (' || trim(trailing '.' FROM trim(trailing '0' FROM (r.amount * 100)::text)) || '%)' AS label,
       r.name, r.amount, r.included_in_price FROM sylius_tax_rate r;
CREATE TEMP TABLE oz AS SELECT o.id AS order_id, CASE WHEN o.cstate = 'cart' THEN CASE o.channel_id WHEN 1 THEN 1 ELSE 2 END
       ELSE CASE o.country WHEN 'US' THEN 1 WHEN 'CA' THEN 5 WHEN 'GB' THEN 6 ELSE 2 END END AS zone_id FROM o;
CREATE UNIQUE INDEX ON oz (order_id);
CREATE TEMP TABLE uadj AS   -- unit adjustments: promotions first, then tax on the discounted unit
SELECT ou.id AS unit_id, ou.order_id, oi.price, pm.id AS promotion_id, pm.code, pm.name,
       CASE pm.kind WHEN 'order_pct' THEN 'order_promotion' ELSE 'order_unit_promotion' END AS type, -round(oi.price * pm.pct)::int AS amount
  FROM ou JOIN oi ON oi.id = ou.item_id JOIN opr ON opr.order_id = ou.order_id JOIN pm ON pm.id = opr.promotion_id
 WHERE pm.kind = 'order_pct' OR (pm.kind = 'unit_pct' AND EXISTS (SELECT 1 FROM sylius_product_taxon pt WHERE pt.product_id = oi.product_id AND pt.taxon_id = ANY(pm.taxons)));
CREATE TEMP TABLE utax AS
SELECT ou.id AS unit_id, ou.order_id, t.code, t.label, t.name, t.amount AS rate, t.included_in_price,
       CASE WHEN t.included_in_price THEN round(b.base - b.base / (1 + t.amount))::int ELSE round(b.base * t.amount)::int END AS amount
  FROM ou JOIN oi ON oi.id = ou.item_id JOIN sylius_product_variant pv ON pv.id = oi.variant_id JOIN oz ON oz.order_id = ou.order_id
  JOIN trz t ON t.zone_id = oz.zone_id AND t.category_id = pv.tax_category_id
  LEFT JOIN (SELECT unit_id, sum(amount) AS s FROM uadj GROUP BY unit_id) pa ON pa.unit_id = ou.id
  CROSS JOIN LATERAL (SELECT oi.price + coalesce(pa.s, 0) AS base) b
 WHERE b.base > 0;
CREATE TEMP TABLE sadj AS   -- shipment adjustments: charge, free-shipping promotion, tax on what is left
SELECT sh.order_id, sh.id AS shipment_id, 1 AS ord, 'shipping' AS type, sh.name AS label, sh.cost AS amount, false AS neutral, sh.code AS origin_code,
       json_build_object('shippingMethodCode', sh.code, 'shippingMethodName', sh.name)::text AS details FROM sh
UNION ALL SELECT sh.order_id, sh.id, 2, 'order_shipping_promotion', pm.name, -sh.cost, false, pm.code, '[]'
  FROM sh JOIN opr ON opr.order_id = sh.order_id JOIN pm ON pm.id = opr.promotion_id AND pm.kind = 'ship_free';
INSERT INTO sadj SELECT sh.order_id, sh.id, 3, 'tax', t.label,
       CASE WHEN t.included_in_price THEN round(sh.cost - sh.cost / (1 + t.amount))::int ELSE round(sh.cost * t.amount)::int END,
       t.included_in_price, t.code,
       json_build_object('shippingMethodCode', sh.code, 'shippingMethodName', sh.name, 'taxRateCode', t.code, 'taxRateName', t.name, 'taxRateAmount', t.amount)::text
  FROM sh JOIN oz ON oz.order_id = sh.order_id JOIN trz t ON t.zone_id = oz.zone_id AND t.category_id = 1
 WHERE sh.method_id <> 3 AND NOT EXISTS (SELECT 1 FROM sadj s WHERE s.shipment_id = sh.id AND s.type = 'order_shipping_promotion');
CREATE INDEX ON uadj (unit_id); CREATE INDEX ON utax (unit_id); CREATE INDEX ON sadj (order_id);
ANALYZE uadj; ANALYZE utax; ANALYZE sadj;
CREATE TEMP TABLE unit_tot AS
SELECT ou.id, ou.item_id, ou.order_id, coalesce(p.s, 0) + coalesce(x.s, 0) AS adj FROM ou
  LEFT JOIN (SELECT unit_id, sum(amount) AS s FROM uadj GROUP BY unit_id) p ON p.unit_id = ou.id
  LEFT JOIN (SELECT unit_id, sum(amount) AS s FROM utax WHERE NOT included_in_price GROUP BY unit_id) x ON x.unit_id = ou.id;
CREATE TEMP TABLE item_tot AS SELECT oi.id, oi.order_id, oi.qty * oi.price + coalesce(sum(u.adj), 0) AS units_total FROM oi LEFT JOIN unit_tot u ON u.item_id = oi.id GROUP BY oi.id, oi.order_id, oi.qty, oi.price;
CREATE TEMP TABLE ord_tot AS
SELECT o.id, coalesce(i.s, 0)::int AS items_total, coalesce(a.s, 0)::int AS adjustments_total FROM o
  LEFT JOIN (SELECT order_id, sum(units_total) AS s FROM item_tot GROUP BY order_id) i ON i.order_id = o.id
  LEFT JOIN (SELECT order_id, sum(amount) AS s FROM sadj WHERE NOT neutral GROUP BY order_id) a ON a.order_id = o.id;
CREATE UNIQUE INDEX ON ord_tot (id);
ANALYZE ord_tot;

-- orders (purged carts are gone; their ids, items, units, shipments, payments and adjustments left gaps)
CREATE TEMP TABLE onum AS SELECT id, lpad(row_number() OVER (ORDER BY completed_at, id)::text, 9, '0') AS number FROM o WHERE cstate = 'completed';
INSERT INTO sylius_order (id, shipping_address_id, billing_address_id, channel_id, promotion_coupon_id, customer_id, number, notes, state, checkout_completed_at,
  items_total, adjustments_total, total, created_at, updated_at, currency_code, locale_code, checkout_state, payment_state, shipping_state, token_value, customer_ip, created_by_guest)
SELECT o.id, (SELECT id FROM ad WHERE ad.order_id = o.id AND ad.role = 'ship'), (SELECT id FROM ad WHERE ad.order_id = o.id AND ad.role = 'bill'), o.channel_id,
       (SELECT coupon_id FROM opr WHERE opr.order_id = o.id AND coupon_id IS NOT NULL), o.customer_id, onum.number,
       CASE WHEN o.cstate = 'completed' AND pg_temp.u(o.n, 430) < 0.03 THEN (ARRAY['Please leave the parcel at the back door.','Gift - please do not include the invoice.',
            'Bitte beim Nachbarn abgeben.','Merci de livrer apres 18h.'])[pg_temp.pick(o.n, 431, 4)] END,
       o.state, o.completed_at, t.items_total, t.adjustments_total, t.items_total + t.adjustments_total, o.created,
       CASE WHEN o.state = 'fulfilled' THEN least(o.completed_at + (2 + pg_temp.pick(o.n, 432, 9)) * interval '1 day', '2024-06-29 18:00') ELSE coalesce(o.completed_at, o.addressed_at, o.created + interval '3 min') END,
       o.currency, o.locale, o.cstate, o.pstate,
       CASE o.sstate WHEN 'cart' THEN 'cart' WHEN 'cancelled' THEN 'cancelled' WHEN 'ready' THEN 'ready' ELSE 'shipped' END,
       CASE WHEN o.cstate = 'completed' THEN substr(md5('tok' || o.n), 1, 10) END,
       CASE WHEN o.cstate = 'completed' THEN CASE WHEN o.channel_id = 1 THEN '198.51.' ELSE '203.0.' END || (o.n % 250) || '.' || (o.n * 7 % 250) END,
       NOT o.logged_in
  FROM o JOIN ord_tot t ON t.id = o.id LEFT JOIN onum ON onum.id = o.id WHERE o.fate <> 'purged';
INSERT INTO sylius_order_item (id, order_id, variant_id, quantity, unit_price, units_total, adjustments_total, total, is_immutable, product_name, variant_name, version, original_unit_price)
SELECT oi.id, oi.order_id, oi.variant_id, oi.qty, oi.price, it.units_total, 0, it.units_total, false,
       coalesce((SELECT name FROM sylius_product_translation t WHERE t.translatable_id = oi.product_id AND t.locale = oi.locale),
                (SELECT name FROM sylius_product_translation t WHERE t.translatable_id = oi.product_id AND t.locale = 'en_US')),
       coalesce((SELECT name FROM sylius_product_variant_translation t WHERE t.translatable_id = oi.variant_id AND t.locale = oi.locale),
                (SELECT name FROM sylius_product_variant_translation t WHERE t.translatable_id = oi.variant_id AND t.locale = 'en_US')),
       1, CASE WHEN oi.created >= '2022-03-10' THEN oi.price END
  FROM oi JOIN item_tot it ON it.id = oi.id JOIN o ON o.id = oi.order_id WHERE o.fate <> 'purged';
INSERT INTO sylius_shipment (id, method_id, order_id, state, tracking, created_at, updated_at, shipped_at, adjustments_total)
SELECT sh.id, sh.method_id, sh.order_id, sh.state,
       CASE WHEN sh.state = 'shipped' AND pg_temp.u(sh.n, 433) < 0.85 THEN CASE WHEN sh.method_id IN (1,2,7) THEN '1Z' || upper(substr(md5('trk' || sh.n), 1, 16))
            WHEN sh.method_id IN (5,6,9) THEN '00340434' || lpad((sh.n * 7919 % 1000000000)::text, 12, '0') ELSE '9400' || lpad((sh.n * 104729)::text, 18, '0') END END,
       sh.created, coalesce(sh.shipped_at, sh.created), sh.shipped_at,
       coalesce(sa.s, 0)
  FROM sh JOIN o ON o.id = sh.order_id LEFT JOIN (SELECT shipment_id, sum(amount) AS s FROM sadj WHERE NOT neutral GROUP BY shipment_id) sa ON sa.shipment_id = sh.id
 WHERE o.fate <> 'purged';
INSERT INTO sylius_order_item_unit (id, order_item_id, shipment_id, adjustments_total, created_at, updated_at)
SELECT ou.id, ou.item_id, sh.id, ut.adj, o.created, coalesce(o.completed_at, o.created)
  FROM ou JOIN unit_tot ut ON ut.id = ou.id JOIN o ON o.id = ou.order_id JOIN sh ON sh.order_id = ou.order_id WHERE o.fate <> 'purged';
-- payments: one per order, created with the cart; 3.5% of card/PayPal checkouts failed once and got a second payment
CREATE TEMP TABLE pay AS
SELECT o.id AS order_id, o.n, o.pay_method AS method_id, o.currency, t.items_total + t.adjustments_total AS amount, o.created,
       CASE WHEN o.cstate = 'completed' AND o.retry AND o.pay_method IN (3,4) THEN 'failed' ELSE
         CASE o.pstate WHEN 'cart' THEN 'cart' WHEN 'paid' THEN 'completed' WHEN 'awaiting_payment' THEN 'new' WHEN 'cancelled' THEN 'cancelled' ELSE 'refunded' END END AS state,
       coalesce(o.completed_at, o.created) AS updated
  FROM o JOIN ord_tot t ON t.id = o.id
UNION ALL
SELECT o.id, o.n, o.pay_method, o.currency, t.items_total + t.adjustments_total, o.completed_at - interval '2 min',
       CASE o.pstate WHEN 'paid' THEN 'completed' WHEN 'cancelled' THEN 'cancelled' ELSE 'refunded' END, o.completed_at
  FROM o JOIN ord_tot t ON t.id = o.id WHERE o.cstate = 'completed' AND o.retry AND o.pay_method IN (3,4);
INSERT INTO sylius_payment (id, method_id, order_id, currency_code, amount, state, details, created_at, updated_at)
SELECT row_number() OVER (ORDER BY pay.created, pay.order_id), pay.method_id, pay.order_id, pay.currency, pay.amount, pay.state,
       (CASE WHEN pay.state IN ('cart','new') OR pay.method_id IN (1,2) THEN '[]'
             WHEN pay.method_id = 4 THEN json_build_object('stripe_session_id', 'cs_live_' || substr(md5('st' || pay.n || pay.state), 1, 24), 'status', CASE WHEN pay.state = 'failed' THEN 'expired' ELSE 'complete' END)::text
             ELSE json_build_object('TOKEN', 'EC-' || upper(substr(md5('pp' || pay.n || pay.state), 1, 17)), 'PAYMENTREQUEST_0_AMT', round(pay.amount / 100.0, 2),
                                    'ACK', CASE WHEN pay.state = 'failed' THEN 'Failure' ELSE 'Success' END)::text END)::json,
       pay.created, pay.updated
  FROM pay JOIN o ON o.id = pay.order_id WHERE o.fate <> 'purged';
-- adjustments: recreated on every cart recalculation, so their ids run ahead of the row count
CREATE TEMP TABLE adj AS
SELECT NULL::int AS order_id, NULL::int AS order_item_id, a.unit_id AS order_item_unit_id, NULL::int AS shipment_id, a.type, a.name AS label, a.amount, false AS is_neutral,
       a.code AS origin_code, '[]'::text AS details, a.order_id AS o_id, 1 AS ord, a.unit_id AS sub FROM uadj a
UNION ALL SELECT NULL, NULL, x.unit_id, NULL, 'tax', x.label, x.amount, x.included_in_price, x.code,
       json_build_object('taxRateCode', x.code, 'taxRateName', x.name, 'taxRateAmount', x.rate)::text, x.order_id, 2, x.unit_id FROM utax x
UNION ALL SELECT s.order_id, NULL, NULL, s.shipment_id, s.type, s.label, s.amount, s.neutral, s.origin_code, s.details, s.order_id, 3, s.ord FROM sadj s;
INSERT INTO sylius_adjustment (id, order_id, order_item_id, order_item_unit_id, shipment_id, type, label, amount, is_neutral, is_locked, origin_code, created_at, updated_at, details)
SELECT 3 * rn + pg_temp.pick(rn, 440, 3) - 1, order_id, order_item_id, order_item_unit_id, shipment_id, type, label, amount, is_neutral, false, origin_code,
       ts, ts, details::json
  FROM (SELECT adj.*, row_number() OVER (ORDER BY o.created, adj.o_id, adj.ord, adj.sub, adj.type, adj.origin_code, adj.amount) AS rn, coalesce(o.completed_at, o.addressed_at, o.created) AS ts, o.fate
          FROM adj JOIN o ON o.id = adj.o_id) s
 WHERE fate <> 'purged';
INSERT INTO sylius_promotion_order SELECT DISTINCT opr.order_id, opr.promotion_id FROM opr JOIN o ON o.id = opr.order_id WHERE o.fate <> 'purged';
INSERT INTO sylius_promotion_coupon (id, promotion_id, code, usage_limit, used, expires_at, created_at, updated_at, per_customer_usage_limit, reusable_from_cancelled_orders)
SELECT c.id, c.promotion_id, c.code, c.usage_limit,
       (SELECT count(*) FROM sylius_order so WHERE so.promotion_coupon_id = c.id AND so.state IN ('new','fulfilled')), c.expires, c.created, c.created, c.per_cust, true
  FROM cpn c;
UPDATE sylius_promotion p SET used = (SELECT count(*) FROM sylius_promotion_order po JOIN sylius_order so ON so.id = po.order_id
                                      WHERE po.promotion_id = p.id AND so.state IN ('new','fulfilled'));
-- ===================== customers, shop users, address history, reviews =====================
CREATE TEMP TABLE bookdef AS SELECT DISTINCT ON (customer_id) customer_id, id FROM ad WHERE role LIKE 'book%' AND book_removed IS NULL ORDER BY customer_id, created, id;
INSERT INTO sylius_customer (id, customer_group_id, default_address_id, email, email_canonical, first_name, last_name, birthday, gender, created_at, updated_at,
  phone_number, subscribed_to_newsletter)
SELECT cs.id, cs.grp, bd.id, e.email, lower(e.email), cs.fn, cs.ln,
       CASE WHEN pg_temp.u(cs.k, 501) < 0.18 THEN '1960-01-01'::timestamp + pg_temp.pick(cs.k, 502, 15000) * interval '1 day' END,
       CASE WHEN pg_temp.u(cs.k, 503) < 0.62 THEN 'u' WHEN pg_temp.u(cs.k, 503) < 0.81 THEN 'f' ELSE 'm' END, cs.created,
       greatest(cs.created, coalesce(cs.user_created, cs.created)), h.phone, pg_temp.u(cs.k, 504) < 0.34
  FROM cs JOIN home h ON h.k = cs.k LEFT JOIN bookdef bd ON bd.customer_id = cs.id
  CROSS JOIN LATERAL (SELECT CASE WHEN pg_temp.u(cs.k, 505) < 0.1 THEN cs.fn || '.' || replace(cs.ln, ' ', '') ELSE lower(cs.fn || '.' || replace(cs.ln, ' ', '')) END
         || cs.k || '@' || (ARRAY['gmail.com','gmail.com','yahoo.com','outlook.com','icloud.com','web.de','gmx.de','orange.fr','hotmail.com','proton.me'])[pg_temp.pick(cs.k, 506, 10)] AS email) e;
INSERT INTO sylius_shop_user (id, customer_id, username, username_canonical, enabled, salt, password, last_login, password_reset_token, password_requested_at,
  email_verification_token, verified_at, locked, expires_at, credentials_expire_at, roles, email, email_canonical, created_at, updated_at, encoder_name)
SELECT row_number() OVER (ORDER BY cs.user_created, cs.k), cs.id, c.email, c.email_canonical, v.verified OR cs.home = 2, substr(md5('salt' || cs.k), 1, 31),
       '$argon2i$v=19$m=65536,t=4,p=1$' || substr(md5('s' || cs.k), 1, 22) || '$' || md5('h' || cs.k), 
       CASE WHEN pg_temp.u(cs.k, 507) < 0.85 THEN least(cs.user_created + pg_temp.pick(cs.k, 508, 500) * interval '1 day', '2024-06-29 21:00') END,
       CASE WHEN pg_temp.u(cs.k, 509) < 0.02 THEN md5('reset' || cs.k) END, CASE WHEN pg_temp.u(cs.k, 509) < 0.02 THEN '2024-06-20'::timestamp END,
       CASE WHEN NOT v.verified THEN md5('verify' || cs.k) END, CASE WHEN v.verified THEN cs.user_created + pg_temp.pick(cs.k, 510, 180) * interval '1 min' END,
       false, NULL, NULL, 'a:1:{i:0;s:9:"ROLE_USER";}', NULL, NULL, cs.user_created, cs.user_created, 'argon2i'
  FROM cs JOIN sylius_customer c ON c.id = cs.id CROSS JOIN LATERAL (SELECT pg_temp.u(cs.k, 511) < 0.9 AS verified) v
 WHERE cs.registered;
-- Gedmo loggable history of sylius_address: create, the odd edit, and removals (address-book deletions, purged carts)
CREATE FUNCTION pg_temp.ps(v text) RETURNS text LANGUAGE sql IMMUTABLE AS
  $$ SELECT CASE WHEN v IS NULL THEN 'N;' ELSE 's:' || octet_length(v) || ':"' || v || '";' END $$;
CREATE TEMP TABLE lg AS
SELECT adc.created AS logged_at, 1 AS ord, adc.id AS object_id, 'create' AS action, 1 AS version,
       'a:10:{s:9:"firstName";' || pg_temp.ps(first_name) || 's:8:"lastName";' || pg_temp.ps(last_name) || 's:11:"phoneNumber";' || pg_temp.ps(phone)
       || 's:6:"street";' || pg_temp.ps(street) || 's:7:"company";' || pg_temp.ps(company) || 's:4:"city";' || pg_temp.ps(city) || 's:8:"postcode";' || pg_temp.ps(postcode)
       || 's:11:"countryCode";' || pg_temp.ps(country_code) || 's:12:"provinceCode";' || pg_temp.ps(province_code) || 's:12:"provinceName";' || pg_temp.ps(province_name) || '}' AS data,
       CASE WHEN adc.role LIKE 'book%' OR adc.logged_in THEN (SELECT email FROM sylius_customer c WHERE c.id = adc.owner_customer) END AS username
  FROM adc
UNION ALL SELECT adc.edited, 2, adc.id, 'update', 2,
       CASE WHEN pg_temp.u(adc.n, 520) < 0.5 THEN 'a:1:{s:11:"phoneNumber";' || pg_temp.ps('+1 503 555 0' || lpad((adc.id % 1000)::text, 3, '0')) || '}'
            ELSE 'a:1:{s:6:"street";' || pg_temp.ps(adc.street || ' Apt ' || (1 + adc.id % 40)) || '}' END,
       CASE WHEN adc.role LIKE 'book%' THEN (SELECT email FROM sylius_customer c WHERE c.id = adc.owner_customer)
            ELSE (ARRAY['sarah.keller','tom.weber','julia.martin','mike.ross','lena.brandt'])[pg_temp.pick(adc.n, 521, 5)] END
  FROM adc WHERE adc.edited IS NOT NULL
UNION ALL SELECT coalesce(adc.book_removed, o.created + interval '2 days' + (27 - extract(hour FROM o.created)::int) * interval '1 hour'), 3, adc.id, 'remove',
       CASE WHEN adc.edited IS NOT NULL THEN 3 ELSE 2 END, 'N;',
       CASE WHEN adc.book_removed IS NOT NULL THEN (SELECT email FROM sylius_customer c WHERE c.id = adc.owner_customer) END
  FROM adc LEFT JOIN o ON o.id = adc.order_id WHERE adc.book_removed IS NOT NULL OR adc.fate = 'purged';
INSERT INTO sylius_address_log_entries (id, action, logged_at, object_id, object_class, version, data, username)
SELECT row_number() OVER (ORDER BY logged_at, object_id, ord), action, logged_at, object_id::text, 'Sylius\Component\Core\Model\Address', version, data, username FROM lg;
UPDATE sylius_address a SET updated_at = l.logged_at FROM sylius_address_log_entries l WHERE l.object_id = a.id::text AND l.action = 'update';

-- reviews by customers who bought the product; product average over accepted reviews
CREATE TEMP TABLE rv AS
SELECT DISTINCT ON (oi.product_id, o.customer_id) oi.product_id, o.customer_id, oi.id AS item_id,
       o.completed_at + (5 + pg_temp.pick(oi.id, 601, 40)) * interval '1 day' + pg_temp.pick(oi.id, 602, 600) * interval '1 min' AS created,
       CASE WHEN pg_temp.u(oi.id, 603) < 0.50 THEN 5 WHEN pg_temp.u(oi.id, 603) < 0.75 THEN 4 WHEN pg_temp.u(oi.id, 603) < 0.87 THEN 3 WHEN pg_temp.u(oi.id, 603) < 0.93 THEN 2 ELSE 1 END AS rating
  FROM oi JOIN o ON o.id = oi.order_id
 WHERE o.state IN ('new','fulfilled') AND pg_temp.u(oi.id, 604) < 0.09
 ORDER BY oi.product_id, o.customer_id, oi.id;
DELETE FROM rv WHERE created > '2024-06-29 22:00';
INSERT INTO sylius_product_review (id, product_id, author_id, title, rating, comment, status, created_at, updated_at)
SELECT row_number() OVER (ORDER BY created, item_id), product_id, customer_id,
       (ARRAY['Love it','Great fit','Runs small','Good value','Not for me','Perfect for hiking','Solid quality','Colour as pictured','Warm and light','Returned it'])[
         CASE rating WHEN 5 THEN 1 + pg_temp.pick(item_id, 605, 3) - 1 WHEN 4 THEN 4 + pg_temp.pick(item_id, 605, 3) - 1 WHEN 3 THEN 3 ELSE 9 + pg_temp.pick(item_id, 605, 2) - 1 END],
       rating, CASE WHEN pg_temp.u(item_id, 606) < 0.8 THEN 'Bought it in ' || to_char(created, 'FMMonth YYYY') || '. ' || repeat('Would buy again. ', 1 + item_id % 3) END,
       CASE WHEN created > '2024-06-10' AND pg_temp.u(item_id, 607) < 0.7 THEN 'new' WHEN pg_temp.u(item_id, 607) < 0.06 THEN 'rejected' ELSE 'accepted' END,
       created, created + pg_temp.pick(item_id, 608, 3) * interval '1 day'
  FROM rv;
UPDATE sylius_product p SET average_rating = r.a FROM (SELECT product_id, avg(rating)::float8 AS a FROM sylius_product_review WHERE status = 'accepted' GROUP BY product_id) r
 WHERE r.product_id = p.id;
-- stock held for orders completed but not yet paid (bank transfer, cash on delivery)
UPDATE sylius_product_variant pv SET on_hold = h.q FROM (
  SELECT oi.variant_id, sum(oi.quantity) AS q FROM sylius_order_item oi JOIN sylius_order so ON so.id = oi.order_id
   WHERE so.payment_state = 'awaiting_payment' GROUP BY oi.variant_id) h WHERE h.variant_id = pv.id AND pv.tracked;
-- ===================== sequences where the application left them =====================
SELECT setval('sylius_address_id_seq', (SELECT max(id) FROM ad));
SELECT setval('sylius_address_log_entries_id_seq', (SELECT max(id) FROM sylius_address_log_entries));
SELECT setval('sylius_adjustment_id_seq', (SELECT max(id) + 2 FROM sylius_adjustment));
SELECT setval('sylius_order_id_seq', (SELECT max(id) FROM o));
SELECT setval('sylius_order_item_id_seq', (SELECT max(id) FROM oi));
SELECT setval('sylius_order_item_unit_id_seq', (SELECT max(id) FROM ou));
SELECT setval('sylius_shipment_id_seq', (SELECT max(id) FROM sh));
SELECT setval('sylius_payment_id_seq', (SELECT max(id) FROM sylius_payment));
SELECT setval('sylius_customer_id_seq', (SELECT max(id) FROM sylius_customer));
SELECT setval('sylius_shop_user_id_seq', (SELECT max(id) FROM sylius_shop_user));
SELECT setval('sylius_product_id_seq', (SELECT max(id) FROM pid));
SELECT setval('sylius_product_variant_id_seq', (SELECT max(id) FROM vid));
SELECT setval('sylius_channel_pricing_id_seq', (SELECT max(id) FROM sylius_channel_pricing));
SELECT setval('sylius_product_translation_id_seq', (SELECT max(id) FROM sylius_product_translation));
SELECT setval('sylius_product_variant_translation_id_seq', (SELECT max(id) FROM sylius_product_variant_translation));
SELECT setval('sylius_product_image_id_seq', (SELECT max(id) FROM sylius_product_image));
SELECT setval('sylius_product_taxon_id_seq', (SELECT max(id) FROM sylius_product_taxon));
SELECT setval('sylius_product_attribute_value_id_seq', (SELECT max(id) FROM sylius_product_attribute_value));
SELECT setval('sylius_product_review_id_seq', (SELECT max(id) FROM sylius_product_review));
SELECT setval('sylius_promotion_coupon_id_seq', 2211);
SELECT setval('sylius_promotion_id_seq', 15);
SELECT setval('sylius_promotion_rule_id_seq', (SELECT max(id) FROM sylius_promotion_rule));
SELECT setval('sylius_promotion_action_id_seq', (SELECT max(id) FROM sylius_promotion_action));
SELECT setval('sylius_taxon_id_seq', 64);
SELECT setval('sylius_taxon_translation_id_seq', (SELECT max(id) FROM sylius_taxon_translation));
SELECT setval('sylius_channel_id_seq', 3);
SELECT setval('sylius_shop_billing_data_id_seq', 3);
SELECT setval('sylius_locale_id_seq', 4);
SELECT setval('sylius_currency_id_seq', 3);
SELECT setval('sylius_exchange_rate_id_seq', 3);
SELECT setval('sylius_country_id_seq', 20);
SELECT setval('sylius_province_id_seq', 64);
SELECT setval('sylius_zone_id_seq', 6);
SELECT setval('sylius_zone_member_id_seq', 23);
SELECT setval('sylius_tax_category_id_seq', 4);
SELECT setval('sylius_tax_rate_id_seq', 12);
SELECT setval('sylius_shipping_category_id_seq', 2);
SELECT setval('sylius_shipping_method_id_seq', 9);
SELECT setval('sylius_shipping_method_translation_id_seq', (SELECT max(id) FROM sylius_shipping_method_translation));
SELECT setval('sylius_gateway_config_id_seq', 6);
SELECT setval('sylius_payment_method_id_seq', 6);
SELECT setval('sylius_payment_method_translation_id_seq', (SELECT max(id) FROM sylius_payment_method_translation));
SELECT setval('sylius_customer_group_id_seq', 5);
SELECT setval('sylius_admin_user_id_seq', 8);
SELECT setval('sylius_product_option_id_seq', 4);
SELECT setval('sylius_product_option_translation_id_seq', (SELECT max(id) FROM sylius_product_option_translation));
SELECT setval('sylius_product_option_value_id_seq', 38);
SELECT setval('sylius_product_option_value_translation_id_seq', (SELECT max(id) FROM sylius_product_option_value_translation));
SELECT setval('sylius_product_attribute_id_seq', 8);
SELECT setval('sylius_product_attribute_translation_id_seq', (SELECT max(id) FROM sylius_product_attribute_translation));

-- ===================== foreign keys, as Doctrine generates them for Sylius 1.12 =====================
ALTER TABLE sylius_address ADD CONSTRAINT FK_B97FF0589395C3F3 FOREIGN KEY (customer_id) REFERENCES sylius_customer (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_adjustment ADD CONSTRAINT FK_ACA6E0F27BE036FC FOREIGN KEY (shipment_id) REFERENCES sylius_shipment (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_adjustment ADD CONSTRAINT FK_ACA6E0F28D9F6D38 FOREIGN KEY (order_id) REFERENCES sylius_order (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_adjustment ADD CONSTRAINT FK_ACA6E0F2E415FB15 FOREIGN KEY (order_item_id) REFERENCES sylius_order_item (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_adjustment ADD CONSTRAINT FK_ACA6E0F2F720C233 FOREIGN KEY (order_item_unit_id) REFERENCES sylius_order_item_unit (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_channel ADD CONSTRAINT FK_16C8119E3101778E FOREIGN KEY (base_currency_id) REFERENCES sylius_currency (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_channel ADD CONSTRAINT FK_16C8119E743BF776 FOREIGN KEY (default_locale_id) REFERENCES sylius_locale (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_channel ADD CONSTRAINT FK_16C8119EA978C17 FOREIGN KEY (default_tax_zone_id) REFERENCES sylius_zone (id) ON DELETE SET NULL NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_channel ADD CONSTRAINT FK_16C8119EB5282EDF FOREIGN KEY (shop_billing_data_id) REFERENCES sylius_shop_billing_data (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_channel ADD CONSTRAINT FK_16C8119EF242B1E6 FOREIGN KEY (menu_taxon_id) REFERENCES sylius_taxon (id) ON DELETE SET NULL NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_channel_countries ADD CONSTRAINT FK_D96E51AE72F5A1AA FOREIGN KEY (channel_id) REFERENCES sylius_channel (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_channel_countries ADD CONSTRAINT FK_D96E51AEF92F3E70 FOREIGN KEY (country_id) REFERENCES sylius_country (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_channel_currencies ADD CONSTRAINT FK_AE491F9338248176 FOREIGN KEY (currency_id) REFERENCES sylius_currency (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_channel_currencies ADD CONSTRAINT FK_AE491F9372F5A1AA FOREIGN KEY (channel_id) REFERENCES sylius_channel (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_channel_locales ADD CONSTRAINT FK_786B7A8472F5A1AA FOREIGN KEY (channel_id) REFERENCES sylius_channel (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_channel_locales ADD CONSTRAINT FK_786B7A84E559DFD1 FOREIGN KEY (locale_id) REFERENCES sylius_locale (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_channel_pricing ADD CONSTRAINT FK_7801820CA80EF684 FOREIGN KEY (product_variant_id) REFERENCES sylius_product_variant (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_customer ADD CONSTRAINT FK_7E82D5E6BD94FB16 FOREIGN KEY (default_address_id) REFERENCES sylius_address (id) ON DELETE SET NULL NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_customer ADD CONSTRAINT FK_7E82D5E6D2919A68 FOREIGN KEY (customer_group_id) REFERENCES sylius_customer_group (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_exchange_rate ADD CONSTRAINT FK_5F52B852A76BEED FOREIGN KEY (source_currency) REFERENCES sylius_currency (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_exchange_rate ADD CONSTRAINT FK_5F52B85B3FD5856 FOREIGN KEY (target_currency) REFERENCES sylius_currency (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_order ADD CONSTRAINT FK_6196A1F917B24436 FOREIGN KEY (promotion_coupon_id) REFERENCES sylius_promotion_coupon (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_order ADD CONSTRAINT FK_6196A1F94D4CFF2B FOREIGN KEY (shipping_address_id) REFERENCES sylius_address (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_order ADD CONSTRAINT FK_6196A1F972F5A1AA FOREIGN KEY (channel_id) REFERENCES sylius_channel (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_order ADD CONSTRAINT FK_6196A1F979D0C0E4 FOREIGN KEY (billing_address_id) REFERENCES sylius_address (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_order ADD CONSTRAINT FK_6196A1F99395C3F3 FOREIGN KEY (customer_id) REFERENCES sylius_customer (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_order_item ADD CONSTRAINT FK_77B587ED3B69A9AF FOREIGN KEY (variant_id) REFERENCES sylius_product_variant (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_order_item ADD CONSTRAINT FK_77B587ED8D9F6D38 FOREIGN KEY (order_id) REFERENCES sylius_order (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_order_item_unit ADD CONSTRAINT FK_82BF226E7BE036FC FOREIGN KEY (shipment_id) REFERENCES sylius_shipment (id) ON DELETE SET NULL NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_order_item_unit ADD CONSTRAINT FK_82BF226EE415FB15 FOREIGN KEY (order_item_id) REFERENCES sylius_order_item (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_payment ADD CONSTRAINT FK_D9191BD419883967 FOREIGN KEY (method_id) REFERENCES sylius_payment_method (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_payment ADD CONSTRAINT FK_D9191BD48D9F6D38 FOREIGN KEY (order_id) REFERENCES sylius_order (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_payment_method ADD CONSTRAINT FK_A75B0B0DF23D6140 FOREIGN KEY (gateway_config_id) REFERENCES sylius_gateway_config (id) ON DELETE SET NULL NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_payment_method_channels ADD CONSTRAINT FK_543AC0CC5AA1164F FOREIGN KEY (payment_method_id) REFERENCES sylius_payment_method (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_payment_method_channels ADD CONSTRAINT FK_543AC0CC72F5A1AA FOREIGN KEY (channel_id) REFERENCES sylius_channel (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_payment_method_translation ADD CONSTRAINT FK_966BE3A12C2AC5D3 FOREIGN KEY (translatable_id) REFERENCES sylius_payment_method (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product ADD CONSTRAINT FK_677B9B74731E505 FOREIGN KEY (main_taxon_id) REFERENCES sylius_taxon (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product_attribute_translation ADD CONSTRAINT FK_93850EBA2C2AC5D3 FOREIGN KEY (translatable_id) REFERENCES sylius_product_attribute (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product_attribute_value ADD CONSTRAINT FK_8A053E544584665A FOREIGN KEY (product_id) REFERENCES sylius_product (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product_attribute_value ADD CONSTRAINT FK_8A053E54B6E62EFA FOREIGN KEY (attribute_id) REFERENCES sylius_product_attribute (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product_channels ADD CONSTRAINT FK_F9EF269B4584665A FOREIGN KEY (product_id) REFERENCES sylius_product (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product_channels ADD CONSTRAINT FK_F9EF269B72F5A1AA FOREIGN KEY (channel_id) REFERENCES sylius_channel (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product_image ADD CONSTRAINT FK_88C64B2D7E3C61F9 FOREIGN KEY (owner_id) REFERENCES sylius_product (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product_option_translation ADD CONSTRAINT FK_CBA491AD2C2AC5D3 FOREIGN KEY (translatable_id) REFERENCES sylius_product_option (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product_option_value ADD CONSTRAINT FK_F7FF7D4BA7C41D6F FOREIGN KEY (option_id) REFERENCES sylius_product_option (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product_option_value_translation ADD CONSTRAINT FK_8D4382DC2C2AC5D3 FOREIGN KEY (translatable_id) REFERENCES sylius_product_option_value (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product_options ADD CONSTRAINT FK_2B5FF0094584665A FOREIGN KEY (product_id) REFERENCES sylius_product (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product_options ADD CONSTRAINT FK_2B5FF009A7C41D6F FOREIGN KEY (option_id) REFERENCES sylius_product_option (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product_review ADD CONSTRAINT FK_C7056A994584665A FOREIGN KEY (product_id) REFERENCES sylius_product (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product_review ADD CONSTRAINT FK_C7056A99F675F31B FOREIGN KEY (author_id) REFERENCES sylius_customer (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product_taxon ADD CONSTRAINT FK_169C6CD94584665A FOREIGN KEY (product_id) REFERENCES sylius_product (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product_taxon ADD CONSTRAINT FK_169C6CD9DE13F470 FOREIGN KEY (taxon_id) REFERENCES sylius_taxon (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product_translation ADD CONSTRAINT FK_105A9082C2AC5D3 FOREIGN KEY (translatable_id) REFERENCES sylius_product (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product_variant ADD CONSTRAINT FK_A29B5234584665A FOREIGN KEY (product_id) REFERENCES sylius_product (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product_variant ADD CONSTRAINT FK_A29B5239DF894ED FOREIGN KEY (tax_category_id) REFERENCES sylius_tax_category (id) ON DELETE SET NULL NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product_variant ADD CONSTRAINT FK_A29B5239E2D1A41 FOREIGN KEY (shipping_category_id) REFERENCES sylius_shipping_category (id) ON DELETE SET NULL NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product_variant_option_value ADD CONSTRAINT FK_76CDAFA13B69A9AF FOREIGN KEY (variant_id) REFERENCES sylius_product_variant (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product_variant_option_value ADD CONSTRAINT FK_76CDAFA1D957CA06 FOREIGN KEY (option_value_id) REFERENCES sylius_product_option_value (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_product_variant_translation ADD CONSTRAINT FK_8DC18EDC2C2AC5D3 FOREIGN KEY (translatable_id) REFERENCES sylius_product_variant (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_promotion_action ADD CONSTRAINT FK_933D0915139DF194 FOREIGN KEY (promotion_id) REFERENCES sylius_promotion (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_promotion_channels ADD CONSTRAINT FK_1A044F64139DF194 FOREIGN KEY (promotion_id) REFERENCES sylius_promotion (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_promotion_channels ADD CONSTRAINT FK_1A044F6472F5A1AA FOREIGN KEY (channel_id) REFERENCES sylius_channel (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_promotion_coupon ADD CONSTRAINT FK_B04EBA85139DF194 FOREIGN KEY (promotion_id) REFERENCES sylius_promotion (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_promotion_order ADD CONSTRAINT FK_BF9CF6FB139DF194 FOREIGN KEY (promotion_id) REFERENCES sylius_promotion (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_promotion_order ADD CONSTRAINT FK_BF9CF6FB8D9F6D38 FOREIGN KEY (order_id) REFERENCES sylius_order (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_promotion_rule ADD CONSTRAINT FK_2C188EA8139DF194 FOREIGN KEY (promotion_id) REFERENCES sylius_promotion (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_province ADD CONSTRAINT FK_B5618FE4F92F3E70 FOREIGN KEY (country_id) REFERENCES sylius_country (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_shipment ADD CONSTRAINT FK_FD707B3319883967 FOREIGN KEY (method_id) REFERENCES sylius_shipping_method (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_shipment ADD CONSTRAINT FK_FD707B338D9F6D38 FOREIGN KEY (order_id) REFERENCES sylius_order (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_shipping_method ADD CONSTRAINT FK_5FB0EE1112469DE2 FOREIGN KEY (category_id) REFERENCES sylius_shipping_category (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_shipping_method ADD CONSTRAINT FK_5FB0EE119DF894ED FOREIGN KEY (tax_category_id) REFERENCES sylius_tax_category (id) ON DELETE SET NULL NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_shipping_method ADD CONSTRAINT FK_5FB0EE119F2C3FAB FOREIGN KEY (zone_id) REFERENCES sylius_zone (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_shipping_method_channels ADD CONSTRAINT FK_2D9833355F7D6850 FOREIGN KEY (shipping_method_id) REFERENCES sylius_shipping_method (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_shipping_method_channels ADD CONSTRAINT FK_2D98333572F5A1AA FOREIGN KEY (channel_id) REFERENCES sylius_channel (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_shipping_method_translation ADD CONSTRAINT FK_2B37DB3D2C2AC5D3 FOREIGN KEY (translatable_id) REFERENCES sylius_shipping_method (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_shop_user ADD CONSTRAINT FK_7C2B74809395C3F3 FOREIGN KEY (customer_id) REFERENCES sylius_customer (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_tax_rate ADD CONSTRAINT FK_3CD86B2E12469DE2 FOREIGN KEY (category_id) REFERENCES sylius_tax_category (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_tax_rate ADD CONSTRAINT FK_3CD86B2E9F2C3FAB FOREIGN KEY (zone_id) REFERENCES sylius_zone (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_taxon ADD CONSTRAINT FK_CFD811CA727ACA70 FOREIGN KEY (parent_id) REFERENCES sylius_taxon (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_taxon ADD CONSTRAINT FK_CFD811CAA977936C FOREIGN KEY (tree_root) REFERENCES sylius_taxon (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_taxon_translation ADD CONSTRAINT FK_1487DFCF2C2AC5D3 FOREIGN KEY (translatable_id) REFERENCES sylius_taxon (id) ON DELETE CASCADE NOT DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE sylius_zone_member ADD CONSTRAINT FK_E8B5ABF34B0E929B FOREIGN KEY (belongs_to) REFERENCES sylius_zone (id) NOT DEFERRABLE INITIALLY IMMEDIATE;
ANALYZE;
