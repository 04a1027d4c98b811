-- test/accuracy/tryton.sql: a Tryton 7.0 ERP database (trytond 7.0 on PostgreSQL, modules party, company, product, stock, sale,
-- purchase, account and account_invoice with what they pull in: country, currency, account_product, account_invoice_stock), the
-- tables as Tryton's TableHandler creates them. The install of a Belgian coffee-equipment distributor (Verdi Coffee Supply,
-- company 1, live since March 2021) that opened a French subsidiary in June 2022 (company 2, its own chart, taxes, fiscal years
-- and warehouse in the same database), dumped on 2024-05-31: customers, suppliers, products, sales with their customer shipments,
-- stock moves and invoices, purchases with supplier shipments and bills, standalone bills (rent, energy, fees), the accounting
-- moves, payments and reconciliations, monthly salaries. Written for issue 16 as a held-out check (round 23): committed with its
-- truth (tryton_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: a table per model, named by the model with dots made underscores (party.party -> party_party,
-- account.invoice.line -> account_invoice_line); relation models keep their hyphen ("res_user-res_group",
-- "product_template-product_category", "account_invoice-account_move_line", "account_invoice_line-stock_move") unless the model
-- sets _table (party_category_rel, sale_line_account_tax, purchase_line_account_tax, account_invoice_line_account_tax, as in
-- 7.0). Every table has an integer id from its own sequence (PRIMARY KEY, CHECK id >= 0) and the four ModelStorage audit columns
-- create_date, create_uid, write_date, write_uid. A Many2One is an integer column named by the field, no _id suffix: party,
-- product, template, company, currency, sale, purchase, invoice, move, line, tax, account, parent, unit, category, user, group,
-- and role names: invoice_party / shipment_party, invoice_address / shipment_address / delivery_address / contact_address,
-- replaced_by, supervisor, from_location / to_location, input_ / output_ / storage_ / picking_ / lost_found_location,
-- warehouse_input / _output / _storage, quoted_by / confirmed_by / validated_by / posted_by / picked_by / packed_by / done_by /
-- received_by (employees), account_receivable / account_payable, customer_ / supplier_payment_term, credit_type / debit_type,
-- invoice_account / credit_note_account, second_currency, cancel_move, tax_identifier / party_tax_identifier, default_uom /
-- sale_uom / purchase_uom, account_category, product_supplier, post_move_sequence, in_ / out_invoice_sequence and
-- in_ / out_credit_note_sequence, sequence_type, lang / language, reconciliation, invoice_line / stock_move. MultiValue fields live
-- in their own tables keyed by the record and the company (party_party_lang, party_party_account, product_list_price,
-- product_cost_price; party_party_payment_term has no company).
-- Declared: Tryton adds a foreign key for every stored Many2One (ALTER TABLE ... ADD CONSTRAINT <table>_<column>_fkey ... ON DELETE
-- <the field's ondelete>), so all 181 are declared here and in the truth as declared. Three of them hold one value on this install
-- (company_company.currency and account_invoice_payment_term_line.currency are EUR everywhere, only the Belgian warehouse has a
-- picking zone: stock_location.picking_location); they are constraints, so still declared.
-- Not declared: create_uid and write_uid, the Many2One to res.user on every table, for which Tryton never adds the foreign key
-- (ModelSQL.__register__ skips them). 0 is root, a real inactive row of res_user: install data, the cron and the queue workers
-- write as root; create_uid / create_date are NULL on the rows init.sql inserts (English, the res.user / res.group models, the
-- admin user and group), write_uid / write_date NULL on rows never modified. In the truth as undeclared references to res_user.id
-- where the column holds at least two users, undiscoverable where it holds one or none (install data written by root or admin
-- alone, relation rows that are never written, ...). account_invoice.sequence is the id of the ir.sequence.strict that numbered the
-- invoice, a plain integer since account_invoice 6.0 removed its foreign key (NULL on drafts): undeclared, to ir_sequence_strict.id.
-- ir_lang.parent is the code of the parent language, a text reference to ir_lang.code, 'es' on es_419 only: undiscoverable.
-- "None" is NULL everywhere (Many2One, Char, Date, Reference); no 0 or '' sentinels; booleans are NOT NULL DEFAULT false.
-- Orphans where Tryton leaves them: the administrator's trial account, user 3 ('test', created 2021-02-11), was deleted on
-- 2021-03-05; nothing ties create_uid to it, so its id stays on the parties, addresses, contact mechanisms, party languages and
-- products it entered during the trial that were kept (renamed by the administrator, so their write_uid is 1). In the truth with
-- them (nine create_uid rows). Declared references have no orphans.
-- Polymorphic columns, left out of the truth: the Reference fields, text 'model,id': stock_move.shipment ('stock.shipment.out,N'
-- or 'stock.shipment.in,N'), stock_move.origin ('sale.line,N', 'purchase.line,N', 'stock.move,N' on the inventory moves that feed
-- an outgoing or come from an incoming move), account_move.origin ('account.invoice,N'), account_move_line.origin
-- ('account.invoice.line,N', 'account.invoice.tax,N'), account_invoice_line.origin ('sale.line,N', 'purchase.line,N',
-- 'account.invoice.line,N' on credit notes), sale_sale.origin and purchase_purchase.origin (always NULL here).
-- Left out of the replica (so of the truth): the tables of the other models (ir.action, ir.ui.menu, account templates, tax rules,
-- configuration singletons and their MultiValue tables, inventories, returns, internal shipments, sale / purchase "ignored" and
-- "recreated" relations) and the columns that point to them (res_user.menu / actions, account_account.template,
-- account_tax.template, ...), account_move_reconciliation.delegate_to and account_period.post_move_sequence (unused, NULL on every
-- row of an install like this one). No true reference among the columns kept is left out of the truth.
-- Measures that fall inside key ranges: the nested sets of account_account and stock_location ("left" / "right"), the sequence
-- sort orders of lines, addresses, contacts, taxes and types, party codes from the party sequence ('1', '2', ... as text, beside
-- 'C0....' / 'F0....' codes kept from the old system), sale / purchase / shipment numbers, reconciliation names,
-- number_next_internal of the strict sequences. Ids come from sequences with gaps: deleted draft and cancelled sales and their
-- lines, draft purchases, duplicate and test parties and products.
-- Skewed: the oldest customers order most, coffee beans, cups and syrups fill most lines and machines few, a few suppliers get
-- most purchases, staff act by role (sales, warehouse, accounting) and company. Deterministic: setseed, no parallel plans,
-- autovacuum paused on the tables while loading (reset at the end), random draws made in key order (scratch tables clustered
-- first, updated tables read through ordered subqueries), so the data do not depend on plans nor on what else runs on the
-- cluster; the helper indexes the generation needs are dropped at the end (only the keys and constraints Tryton declares remain).
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2323);

-- ===================================================================== tables (Tryton 7.0 column sets)
-- Every table: an integer id from its sequence (PRIMARY KEY, CHECK id >= 0), the four audit columns
-- create_date / create_uid / write_date / write_uid (ModelStorage), then the stored fields in Tryton's
-- order (alphabetical for the module that creates the table, later modules' columns appended).
CREATE TABLE ir_lang (id serial NOT NULL CONSTRAINT ir_lang_id_positive CHECK (id >= 0), active boolean NOT NULL DEFAULT false,
  code varchar NOT NULL, create_date timestamp(6), create_uid integer, date varchar NOT NULL, decimal_point varchar NOT NULL,
  direction varchar NOT NULL, grouping varchar NOT NULL, name varchar NOT NULL, parent varchar, thousands_sep varchar,
  translatable boolean NOT NULL DEFAULT false, write_date timestamp(6), write_uid integer, PRIMARY KEY (id),
  CONSTRAINT ir_lang_code_uniq UNIQUE (code));
CREATE TABLE ir_model (id serial NOT NULL CONSTRAINT ir_model_id_positive CHECK (id >= 0), create_date timestamp(6), create_uid integer,
  info text, model varchar NOT NULL, module varchar, name varchar, write_date timestamp(6), write_uid integer, PRIMARY KEY (id),
  CONSTRAINT ir_model_model_uniq UNIQUE (model));
CREATE TABLE ir_sequence_type (id serial NOT NULL CONSTRAINT ir_sequence_type_id_positive CHECK (id >= 0), create_date timestamp(6),
  create_uid integer, name varchar NOT NULL, write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE ir_sequence_strict (id serial NOT NULL CONSTRAINT ir_sequence_strict_id_positive CHECK (id >= 0), active boolean NOT NULL DEFAULT false,
  create_date timestamp(6), create_uid integer, last_timestamp integer, name varchar NOT NULL, number_increment integer,
  number_next_internal integer, padding integer, prefix varchar, sequence_type integer NOT NULL, suffix varchar, timestamp_offset double precision,
  timestamp_rounding double precision, type varchar NOT NULL, write_date timestamp(6), write_uid integer, company integer, PRIMARY KEY (id));
CREATE TABLE res_user (id serial NOT NULL CONSTRAINT res_user_id_positive CHECK (id >= 0), active boolean NOT NULL DEFAULT false,
  create_date timestamp(6), create_uid integer, email varchar, language integer, login varchar NOT NULL, name varchar,
  password_hash varchar, password_reset varchar, password_reset_expire timestamp(6), signature text, write_date timestamp(6), write_uid integer,
  company integer, employee integer, warehouse integer, PRIMARY KEY (id), CONSTRAINT res_user_login_key UNIQUE (login));
CREATE TABLE res_group (id serial NOT NULL CONSTRAINT res_group_id_positive CHECK (id >= 0), create_date timestamp(6), create_uid integer,
  name varchar NOT NULL, write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE "res_user-res_group" (id serial NOT NULL CONSTRAINT "res_user-res_group_id_positive" CHECK (id >= 0), create_date timestamp(6),
  create_uid integer, "group" integer NOT NULL, "user" integer NOT NULL, write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE country_country (id serial NOT NULL CONSTRAINT country_country_id_positive CHECK (id >= 0), active boolean NOT NULL DEFAULT false,
  code varchar(2), code3 varchar(3), code_numeric varchar(3), create_date timestamp(6), create_uid integer, name varchar NOT NULL,
  write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE country_subdivision (id serial NOT NULL CONSTRAINT country_subdivision_id_positive CHECK (id >= 0), active boolean NOT NULL DEFAULT false,
  code varchar NOT NULL, country integer NOT NULL, create_date timestamp(6), create_uid integer, name varchar NOT NULL, parent integer,
  type varchar, write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE currency_currency (id serial NOT NULL CONSTRAINT currency_currency_id_positive CHECK (id >= 0), active boolean NOT NULL DEFAULT false,
  code varchar(3) NOT NULL, create_date timestamp(6), create_uid integer, digits integer NOT NULL, name varchar NOT NULL,
  numeric_code varchar(3), rounding numeric NOT NULL, symbol varchar(10), write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE currency_currency_rate (id serial NOT NULL CONSTRAINT currency_currency_rate_id_positive CHECK (id >= 0), create_date timestamp(6),
  create_uid integer, currency integer NOT NULL, date date NOT NULL, rate numeric NOT NULL, write_date timestamp(6), write_uid integer,
  PRIMARY KEY (id), CONSTRAINT currency_currency_rate_date_currency_uniq UNIQUE (date, currency));
CREATE TABLE party_category (id serial NOT NULL CONSTRAINT party_category_id_positive CHECK (id >= 0), active boolean NOT NULL DEFAULT false,
  create_date timestamp(6), create_uid integer, name varchar NOT NULL, parent integer, write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE party_party (id serial NOT NULL CONSTRAINT party_party_id_positive CHECK (id >= 0), active boolean NOT NULL DEFAULT false,
  code varchar NOT NULL, create_date timestamp(6), create_uid integer, name varchar, replaced_by integer, write_date timestamp(6),
  write_uid integer, PRIMARY KEY (id), CONSTRAINT party_party_code_uniq UNIQUE (code));
CREATE TABLE party_party_lang (id serial NOT NULL CONSTRAINT party_party_lang_id_positive CHECK (id >= 0), create_date timestamp(6),
  create_uid integer, lang integer, party integer, write_date timestamp(6), write_uid integer, company integer, PRIMARY KEY (id));
CREATE TABLE party_address (id serial NOT NULL CONSTRAINT party_address_id_positive CHECK (id >= 0), active boolean NOT NULL DEFAULT false,
  city varchar, country integer, create_date timestamp(6), create_uid integer, name varchar, party integer NOT NULL, party_name varchar,
  postal_code varchar, sequence integer, street text, subdivision integer, write_date timestamp(6), write_uid integer,
  invoice boolean NOT NULL DEFAULT false, delivery boolean NOT NULL DEFAULT false, PRIMARY KEY (id));
CREATE TABLE party_contact_mechanism (id serial NOT NULL CONSTRAINT party_contact_mechanism_id_positive CHECK (id >= 0),
  active boolean NOT NULL DEFAULT false, address integer, comment text, create_date timestamp(6), create_uid integer, name varchar,
  party integer NOT NULL, sequence integer, type varchar NOT NULL, value varchar, value_compact varchar, write_date timestamp(6),
  write_uid integer, invoice boolean NOT NULL DEFAULT false, delivery boolean NOT NULL DEFAULT false, PRIMARY KEY (id));
CREATE TABLE party_category_rel (id serial NOT NULL CONSTRAINT party_category_rel_id_positive CHECK (id >= 0), category integer NOT NULL,
  create_date timestamp(6), create_uid integer, party integer NOT NULL, write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE party_identifier (id serial NOT NULL CONSTRAINT party_identifier_id_positive CHECK (id >= 0), active boolean NOT NULL DEFAULT false,
  address integer, code varchar NOT NULL, create_date timestamp(6), create_uid integer, party integer NOT NULL, sequence integer,
  type varchar, write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE company_company (id serial NOT NULL CONSTRAINT company_company_id_positive CHECK (id >= 0), create_date timestamp(6),
  create_uid integer, currency integer NOT NULL, footer text, header text, party integer NOT NULL, timezone varchar,
  write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE company_employee (id serial NOT NULL CONSTRAINT company_employee_id_positive CHECK (id >= 0), company integer NOT NULL,
  create_date timestamp(6), create_uid integer, end_date date, party integer NOT NULL, start_date date, supervisor integer,
  write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE product_uom_category (id serial NOT NULL CONSTRAINT product_uom_category_id_positive CHECK (id >= 0), create_date timestamp(6),
  create_uid integer, name varchar NOT NULL, write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE product_uom (id serial NOT NULL CONSTRAINT product_uom_id_positive CHECK (id >= 0), active boolean NOT NULL DEFAULT false,
  category integer NOT NULL, create_date timestamp(6), create_uid integer, digits integer NOT NULL, factor double precision NOT NULL,
  name varchar NOT NULL, rate double precision NOT NULL, rounding double precision NOT NULL, symbol varchar NOT NULL,
  write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE product_category (id serial NOT NULL CONSTRAINT product_category_id_positive CHECK (id >= 0), create_date timestamp(6),
  create_uid integer, name varchar NOT NULL, parent integer, write_date timestamp(6), write_uid integer,
  account_parent boolean NOT NULL DEFAULT false, accounting boolean NOT NULL DEFAULT false, taxes_parent boolean NOT NULL DEFAULT false,
  PRIMARY KEY (id));
CREATE TABLE product_template (id serial NOT NULL CONSTRAINT product_template_id_positive CHECK (id >= 0), active boolean NOT NULL DEFAULT false,
  code varchar, consumable boolean NOT NULL DEFAULT false, create_date timestamp(6), create_uid integer, default_uom integer NOT NULL,
  name varchar NOT NULL, type varchar NOT NULL, write_date timestamp(6), write_uid integer, account_category integer,
  salable boolean NOT NULL DEFAULT false, sale_uom integer, purchasable boolean NOT NULL DEFAULT false, purchase_uom integer, PRIMARY KEY (id));
CREATE TABLE product_product (id serial NOT NULL CONSTRAINT product_product_id_positive CHECK (id >= 0), active boolean NOT NULL DEFAULT false,
  code varchar, create_date timestamp(6), create_uid integer, description text, suffix_code varchar, template integer NOT NULL,
  write_date timestamp(6), write_uid integer, PRIMARY KEY (id),
  CONSTRAINT product_product_code_exclude EXCLUDE USING btree (code WITH =) WHERE (active AND code <> ''));
CREATE TABLE "product_template-product_category" (id serial NOT NULL CONSTRAINT "product_template-product_category_id_positive" CHECK (id >= 0),
  category integer NOT NULL, create_date timestamp(6), create_uid integer, template integer NOT NULL, write_date timestamp(6),
  write_uid integer, PRIMARY KEY (id));
CREATE TABLE product_list_price (id serial NOT NULL CONSTRAINT product_list_price_id_positive CHECK (id >= 0), company integer,
  create_date timestamp(6), create_uid integer, list_price numeric, template integer, write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE product_cost_price (id serial NOT NULL CONSTRAINT product_cost_price_id_positive CHECK (id >= 0), company integer NOT NULL,
  cost_price numeric NOT NULL, create_date timestamp(6), create_uid integer, product integer, write_date timestamp(6), write_uid integer,
  PRIMARY KEY (id));
CREATE TABLE account_account_type (id serial NOT NULL CONSTRAINT account_account_type_id_positive CHECK (id >= 0),
  assets boolean NOT NULL DEFAULT false, company integer NOT NULL, create_date timestamp(6), create_uid integer, debt boolean NOT NULL DEFAULT false,
  expense boolean NOT NULL DEFAULT false, name varchar NOT NULL, parent integer, payable boolean NOT NULL DEFAULT false,
  receivable boolean NOT NULL DEFAULT false, revenue boolean NOT NULL DEFAULT false, sequence integer, statement varchar,
  stock boolean NOT NULL DEFAULT false, write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE account_account (id serial NOT NULL CONSTRAINT account_account_id_positive CHECK (id >= 0), active boolean NOT NULL DEFAULT false,
  closed boolean NOT NULL DEFAULT false, code varchar, company integer NOT NULL, create_date timestamp(6), create_uid integer,
  credit_type integer, debit_type integer, deferral boolean NOT NULL DEFAULT false, end_date date, "left" integer NOT NULL,
  name varchar NOT NULL, note text, parent integer, party_required boolean NOT NULL DEFAULT false, reconcile boolean NOT NULL DEFAULT false,
  replaced_by integer, "right" integer NOT NULL, second_currency integer, start_date date, type integer, write_date timestamp(6),
  write_uid integer, PRIMARY KEY (id));
CREATE TABLE account_tax_group (id serial NOT NULL CONSTRAINT account_tax_group_id_positive CHECK (id >= 0), code varchar NOT NULL,
  create_date timestamp(6), create_uid integer, kind varchar NOT NULL, name varchar NOT NULL, write_date timestamp(6), write_uid integer,
  PRIMARY KEY (id));
CREATE TABLE account_tax (id serial NOT NULL CONSTRAINT account_tax_id_positive CHECK (id >= 0), active boolean NOT NULL DEFAULT false,
  amount numeric, company integer NOT NULL, create_date timestamp(6), create_uid integer, credit_note_account integer,
  description varchar NOT NULL, end_date date, "group" integer, invoice_account integer, legal_notice text, name varchar NOT NULL,
  parent integer, rate numeric, sequence integer, start_date date, type varchar NOT NULL, update_unit_price boolean NOT NULL DEFAULT false,
  write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE account_fiscalyear (id serial NOT NULL CONSTRAINT account_fiscalyear_id_positive CHECK (id >= 0), company integer NOT NULL,
  create_date timestamp(6), create_uid integer, end_date date NOT NULL, name varchar NOT NULL, post_move_sequence integer NOT NULL,
  start_date date NOT NULL, state varchar NOT NULL, write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE account_fiscalyear_invoice_sequence (id serial NOT NULL CONSTRAINT account_fiscalyear_invoice_sequence_id_positive CHECK (id >= 0),
  company integer NOT NULL, create_date timestamp(6), create_uid integer, fiscalyear integer NOT NULL, in_credit_note_sequence integer NOT NULL,
  in_invoice_sequence integer NOT NULL, out_credit_note_sequence integer NOT NULL, out_invoice_sequence integer NOT NULL, sequence integer,
  write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE account_period (id serial NOT NULL CONSTRAINT account_period_id_positive CHECK (id >= 0), create_date timestamp(6),
  create_uid integer, end_date date NOT NULL, fiscalyear integer NOT NULL, name varchar NOT NULL, start_date date NOT NULL,
  state varchar NOT NULL, type varchar NOT NULL, write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE account_journal (id serial NOT NULL CONSTRAINT account_journal_id_positive CHECK (id >= 0), active boolean NOT NULL DEFAULT false,
  code varchar, create_date timestamp(6), create_uid integer, name varchar NOT NULL, type varchar NOT NULL, write_date timestamp(6),
  write_uid integer, PRIMARY KEY (id));
CREATE TABLE account_move (id serial NOT NULL CONSTRAINT account_move_id_positive CHECK (id >= 0), company integer NOT NULL,
  create_date timestamp(6), create_uid integer, date date NOT NULL, description varchar, journal integer NOT NULL, number varchar,
  origin varchar, period integer NOT NULL, post_date date, post_number varchar, state varchar NOT NULL, write_date timestamp(6),
  write_uid integer, PRIMARY KEY (id));
CREATE TABLE account_move_reconciliation (id serial NOT NULL CONSTRAINT account_move_reconciliation_id_positive CHECK (id >= 0),
  company integer NOT NULL, create_date timestamp(6), create_uid integer, date date NOT NULL, name varchar NOT NULL,
  write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE account_move_line (id serial NOT NULL CONSTRAINT account_move_line_id_positive CHECK (id >= 0), account integer NOT NULL,
  amount_second_currency numeric, create_date timestamp(6), create_uid integer, credit numeric NOT NULL, debit numeric NOT NULL,
  description varchar, maturity_date date, move integer NOT NULL, origin varchar, party integer, reconciliation integer,
  second_currency integer, state varchar NOT NULL, write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE party_party_account (id serial NOT NULL CONSTRAINT party_party_account_id_positive CHECK (id >= 0), account_payable integer,
  account_receivable integer, company integer, create_date timestamp(6), create_uid integer, party integer, write_date timestamp(6),
  write_uid integer, PRIMARY KEY (id));
CREATE TABLE account_invoice_payment_term (id serial NOT NULL CONSTRAINT account_invoice_payment_term_id_positive CHECK (id >= 0),
  active boolean NOT NULL DEFAULT false, create_date timestamp(6), create_uid integer, description text, name varchar NOT NULL,
  write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE account_invoice_payment_term_line (id serial NOT NULL CONSTRAINT account_invoice_payment_term_line_id_positive CHECK (id >= 0),
  amount numeric, create_date timestamp(6), create_uid integer, currency integer, divisor numeric, payment integer NOT NULL,
  ratio numeric, sequence integer, type varchar NOT NULL, write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE party_party_payment_term (id serial NOT NULL CONSTRAINT party_party_payment_term_id_positive CHECK (id >= 0),
  create_date timestamp(6), create_uid integer, customer_payment_term integer, party integer, supplier_payment_term integer,
  write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE account_invoice (id serial NOT NULL CONSTRAINT account_invoice_id_positive CHECK (id >= 0), account integer NOT NULL,
  accounting_date date, cancel_move integer, comment text, company integer NOT NULL, create_date timestamp(6), create_uid integer,
  currency integer NOT NULL, description varchar, invoice_address integer NOT NULL, invoice_date date, invoice_report_cache bytea,
  invoice_report_cache_id varchar, invoice_report_format varchar, journal integer, move integer, number varchar, party integer NOT NULL,
  party_tax_identifier integer, payment_term integer, payment_term_date date, posted_by integer, reference varchar, sequence integer,
  state varchar NOT NULL, tax_amount_cache numeric, tax_identifier integer, total_amount_cache numeric, type varchar NOT NULL,
  untaxed_amount_cache numeric, validated_by integer, write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE account_invoice_line (id serial NOT NULL CONSTRAINT account_invoice_line_id_positive CHECK (id >= 0), account integer,
  company integer NOT NULL, create_date timestamp(6), create_uid integer, currency integer NOT NULL, description text, invoice integer,
  invoice_type varchar, note text, origin varchar, party integer, product integer, quantity double precision, sequence integer,
  taxes_date date, taxes_deductible_rate numeric, type varchar NOT NULL, unit integer, unit_price numeric, write_date timestamp(6),
  write_uid integer, PRIMARY KEY (id));
CREATE TABLE account_invoice_tax (id serial NOT NULL CONSTRAINT account_invoice_tax_id_positive CHECK (id >= 0), account integer NOT NULL,
  amount numeric NOT NULL, base numeric NOT NULL, create_date timestamp(6), create_uid integer, description varchar NOT NULL,
  invoice integer NOT NULL, legal_notice text, manual boolean NOT NULL DEFAULT false, sequence integer, tax integer,
  write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE account_invoice_line_account_tax (id serial NOT NULL CONSTRAINT account_invoice_line_account_tax_id_positive CHECK (id >= 0),
  create_date timestamp(6), create_uid integer, line integer NOT NULL, tax integer NOT NULL, write_date timestamp(6), write_uid integer,
  PRIMARY KEY (id));
CREATE TABLE "account_invoice-account_move_line" (id serial NOT NULL CONSTRAINT "account_invoice-account_move_line_id_positive" CHECK (id >= 0),
  create_date timestamp(6), create_uid integer, invoice integer NOT NULL, line integer NOT NULL, write_date timestamp(6), write_uid integer,
  PRIMARY KEY (id), CONSTRAINT "account_invoice-account_move_line_line_unique" UNIQUE (line));
CREATE TABLE stock_location (id serial NOT NULL CONSTRAINT stock_location_id_positive CHECK (id >= 0), active boolean NOT NULL DEFAULT false,
  address integer, allow_pickup boolean NOT NULL DEFAULT false, code varchar, create_date timestamp(6), create_uid integer,
  flat_childs boolean NOT NULL DEFAULT false, input_location integer, "left" integer NOT NULL, lost_found_location integer,
  name varchar NOT NULL, output_location integer, parent integer, picking_location integer, "right" integer NOT NULL,
  storage_location integer, type varchar, write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE stock_move (id serial NOT NULL CONSTRAINT stock_move_id_positive CHECK (id >= 0), company integer NOT NULL,
  cost_price numeric, create_date timestamp(6), create_uid integer, currency integer, effective_date date, from_location integer NOT NULL,
  internal_quantity double precision NOT NULL, origin varchar, origin_planned_date date, planned_date date, product integer NOT NULL,
  product_cost_price numeric, quantity double precision NOT NULL, shipment varchar, state varchar NOT NULL, to_location integer NOT NULL,
  unit integer NOT NULL, unit_price numeric, unit_price_updated boolean NOT NULL DEFAULT false, write_date timestamp(6), write_uid integer,
  PRIMARY KEY (id));
CREATE TABLE stock_shipment_out (id serial NOT NULL CONSTRAINT stock_shipment_out_id_positive CHECK (id >= 0), company integer NOT NULL,
  create_date timestamp(6), create_uid integer, customer integer NOT NULL, delivery_address integer NOT NULL, done_by integer,
  effective_date date, number varchar, origin_planned_date date, packed_by integer, picked_by integer, planned_date date,
  reference varchar, state varchar NOT NULL, warehouse integer NOT NULL, warehouse_output integer NOT NULL,
  warehouse_storage integer NOT NULL, write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE stock_shipment_in (id serial NOT NULL CONSTRAINT stock_shipment_in_id_positive CHECK (id >= 0), company integer NOT NULL,
  contact_address integer, create_date timestamp(6), create_uid integer, done_by integer, effective_date date, number varchar,
  origin_planned_date date, planned_date date, received_by integer, reference varchar, state varchar NOT NULL, supplier integer NOT NULL,
  warehouse integer NOT NULL, warehouse_input integer NOT NULL, warehouse_storage integer NOT NULL, write_date timestamp(6),
  write_uid integer, PRIMARY KEY (id));
CREATE TABLE "account_invoice_line-stock_move" (id serial NOT NULL CONSTRAINT "account_invoice_line-stock_move_id_positive" CHECK (id >= 0),
  create_date timestamp(6), create_uid integer, invoice_line integer NOT NULL, stock_move integer NOT NULL, write_date timestamp(6),
  write_uid integer, PRIMARY KEY (id));
CREATE TABLE sale_sale (id serial NOT NULL CONSTRAINT sale_sale_id_positive CHECK (id >= 0), comment text, company integer NOT NULL,
  confirmed_by integer, contact integer, create_date timestamp(6), create_uid integer, currency integer NOT NULL, description varchar,
  invoice_address integer, invoice_method varchar NOT NULL, invoice_party integer, invoice_state varchar NOT NULL, number varchar,
  origin varchar, party integer NOT NULL, payment_term integer, quoted_by integer, reference varchar, sale_date date,
  shipment_address integer, shipment_method varchar NOT NULL, shipment_party integer, shipment_state varchar NOT NULL, shipping_date date,
  state varchar NOT NULL, tax_amount_cache numeric, total_amount_cache numeric, untaxed_amount_cache numeric, warehouse integer,
  write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE sale_line (id serial NOT NULL CONSTRAINT sale_line_id_positive CHECK (id >= 0), actual_quantity double precision,
  create_date timestamp(6), create_uid integer, description text, note text, product integer, quantity double precision,
  sale integer NOT NULL, sequence integer, type varchar NOT NULL, unit integer, unit_price numeric, write_date timestamp(6),
  write_uid integer, PRIMARY KEY (id));
CREATE TABLE sale_line_account_tax (id serial NOT NULL CONSTRAINT sale_line_account_tax_id_positive CHECK (id >= 0), create_date timestamp(6),
  create_uid integer, line integer NOT NULL, tax integer NOT NULL, write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE purchase_purchase (id serial NOT NULL CONSTRAINT purchase_purchase_id_positive CHECK (id >= 0), comment text,
  company integer NOT NULL, confirmed_by integer, contact integer, create_date timestamp(6), create_uid integer, currency integer NOT NULL,
  delivery_date date, description varchar, invoice_address integer, invoice_method varchar NOT NULL, invoice_party integer,
  invoice_state varchar NOT NULL, number varchar, origin varchar, party integer NOT NULL, payment_term integer, purchase_date date,
  quoted_by integer, reference varchar, shipment_state varchar NOT NULL, state varchar NOT NULL, tax_amount_cache numeric,
  total_amount_cache numeric, untaxed_amount_cache numeric, warehouse integer, write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE purchase_line (id serial NOT NULL CONSTRAINT purchase_line_id_positive CHECK (id >= 0), actual_quantity double precision,
  create_date timestamp(6), create_uid integer, delivery_date_store date, description text, note text, product integer,
  product_supplier integer, purchase integer NOT NULL, quantity double precision, sequence integer, type varchar NOT NULL, unit integer,
  unit_price numeric, write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
CREATE TABLE purchase_line_account_tax (id serial NOT NULL CONSTRAINT purchase_line_account_tax_id_positive CHECK (id >= 0),
  create_date timestamp(6), create_uid integer, line integer NOT NULL, tax integer NOT NULL, write_date timestamp(6), write_uid integer,
  PRIMARY KEY (id));
CREATE TABLE purchase_product_supplier (id serial NOT NULL CONSTRAINT purchase_product_supplier_id_positive CHECK (id >= 0),
  active boolean NOT NULL DEFAULT false, code varchar, company integer, create_date timestamp(6), create_uid integer,
  currency integer NOT NULL, lead_time interval, name varchar, party integer NOT NULL, product integer, sequence integer,
  template integer NOT NULL, write_date timestamp(6), write_uid integer, PRIMARY KEY (id));
-- no autovacuum while the script loads: the generation's plans (and so its random draws) must not depend on when a background
-- ANALYZE happens to run; reset at the end
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' LOOP
    EXECUTE format('ALTER TABLE %I SET (autovacuum_enabled = false)', t.relname);
  END LOOP;
END $$;

-- ===================================================================== helpers
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;

CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

-- a moment of the working day
CREATE FUNCTION pg_temp.wt(d date) RETURNS timestamp LANGUAGE sql VOLATILE
AS $$ SELECT d + time '08:05' + random() * interval '9 hours 40 minutes' $$;

-- who does what, by company and date (users: 1 admin, 2 marie, 4 luc, 5 sophie, 6 jan, 7 pierre, 8 tom,
-- 9 camille, 10 nadia, 11 lea, 12 eva; 3 was a test account, deleted; 0 is root: install data, cron, queue)
CREATE FUNCTION pg_temp.u_sale(c int, d date) RETURNS int LANGUAGE sql VOLATILE AS $$
  SELECT CASE WHEN c = 2 THEN (CASE WHEN random() < 0.85 THEN 9 ELSE 10 END)
              WHEN d >= date '2023-03-01' THEN (ARRAY[4,4,5,5,12,12,1])[pg_temp.r(7)]
              ELSE (ARRAY[4,4,4,5,5,5,1])[pg_temp.r(7)] END $$;

CREATE FUNCTION pg_temp.u_wh(c int, d date) RETURNS int LANGUAGE sql VOLATILE AS $$
  SELECT CASE WHEN c = 2 THEN 11 WHEN d < date '2023-03-01' AND random() < 0.45 THEN 8 ELSE 6 END $$;

CREATE FUNCTION pg_temp.u_acc(c int, d date) RETURNS int LANGUAGE sql VOLATILE AS $$
  SELECT CASE WHEN c = 2 THEN 10 WHEN d >= date '2022-06-01' AND random() < 0.2 THEN 10 ELSE 2 END $$;

CREATE FUNCTION pg_temp.u_pur(c int, d date) RETURNS int LANGUAGE sql VOLATILE AS $$
  SELECT CASE WHEN c = 2 THEN (CASE WHEN random() < 0.7 THEN 10 ELSE 9 END)
              WHEN random() < 0.9 THEN 7 ELSE 1 END $$;

-- a user's employee in a company
CREATE FUNCTION pg_temp.emp(u int, c int) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE u WHEN 1 THEN (CASE WHEN c = 2 THEN 11 ELSE 1 END) WHEN 2 THEN 2 WHEN 4 THEN 3 WHEN 5 THEN 4 WHEN 6 THEN 5
    WHEN 7 THEN 6 WHEN 8 THEN 7 WHEN 9 THEN 8 WHEN 10 THEN 9 WHEN 11 THEN 10 WHEN 12 THEN 12 END $$;


-- ===================================================================== ir: languages, models, sequence types
-- English comes from init.sql (no audit values), the others from ir/lang.xml loaded by root (0)
INSERT INTO ir_lang (id, active, code, create_date, create_uid, date, decimal_point, direction, grouping, name, parent, thousands_sep, translatable)
SELECT n, c IN ('en','fr','nl','de'), c, CASE WHEN c = 'en' THEN NULL ELSE timestamp '2021-02-10 09:12:04' + n * interval '40 ms' END,
       CASE WHEN c = 'en' THEN NULL ELSE 0 END,
       CASE WHEN c IN ('en') THEN '%m/%d/%Y' WHEN c IN ('de','ru','pl','cs','fi','et','lt','sl','uk','ro','bg','tr','hu') THEN '%d.%m.%Y' ELSE '%d/%m/%Y' END,
       CASE WHEN c IN ('en','zh_CN','lo','fa') THEN '.' ELSE ',' END, CASE WHEN c = 'fa' THEN 'rtl' ELSE 'ltr' END, '[3, 3, 0]', nm,
       CASE WHEN c = 'es_419' THEN 'es' END, CASE WHEN c IN ('en','zh_CN') THEN ',' WHEN c IN ('de','nl','es','it','id','pt','tr','ro','sl') THEN '.' ELSE ' ' END,
       false
  FROM unnest(ARRAY['en','bg','ca','cs','de','es','es_419','et','fa','fi','fr','hu','id','it','lo','lt','nl','pl','pt','ro','ru','sl','tr','uk','zh_CN'],
              ARRAY['English','Bulgarian','Català','Czech','German','Spanish','Spanish (Latin American)','Estonian','Persian','Finnish','French',
                    'Hungarian','Indonesian','Italian','Lao','Lithuanian','Dutch','Polish','Portuguese','Romanian','Russian','Slovenian',
                    'Turkish','Ukrainian','Chinese Simplified']) WITH ORDINALITY AS l(c, nm, n);

-- the administrator made French, Dutch and German translatable before loading the translations
UPDATE ir_lang SET translatable = true, write_uid = 1, write_date = timestamp '2021-02-10 10:31:17' + id * interval '2 s'
 WHERE code IN ('fr','nl','de');

INSERT INTO ir_model (id, create_date, create_uid, info, model, module, name)
SELECT n, CASE WHEN n <= 2 THEN NULL ELSE timestamp '2021-02-10 09:12:00' + n * interval '110 ms' END, CASE WHEN n <= 2 THEN NULL ELSE 0 END,
       CASE WHEN n % 3 = 0 THEN 'Model ' || m END, m, split_part(mm, ':', 1),
       initcap(replace(replace(m, '.', ' '), '_', ' '))
  FROM unnest(ARRAY[
  'res:res.user','res:res.group','ir:ir.model','ir:ir.model.field','ir:ir.model.access','ir:ir.model.data','ir:ir.action','ir:ir.action.report',
  'ir:ir.action.act_window','ir:ir.action.wizard','ir:ir.action.url','ir:ir.ui.menu','ir:ir.ui.view','ir:ir.ui.icon','ir:ir.lang',
  'ir:ir.translation','ir:ir.sequence','ir:ir.sequence.strict','ir:ir.sequence.type','ir:ir.attachment','ir:ir.note','ir:ir.cron',
  'ir:ir.queue','ir:ir.rule','ir:ir.rule.group','ir:ir.module','ir:ir.module.dependency','ir:ir.trigger','ir:ir.session','ir:ir.date',
  'ir:ir.configuration','ir:ir.export','ir:ir.email','ir:ir.error','res:res.user.login.attempt','res:res.user.warning',
  'res:res.user.application','res:res.user-res.group','country:country.country','country:country.subdivision','country:country.region',
  'country:country.postal_code','currency:currency.currency','currency:currency.currency.rate','party:party.party','party:party.party.lang',
  'party:party.address','party:party.address.format','party:party.address.subdivision_type','party:party.contact_mechanism',
  'party:party.category','party:party.party-party.category','party:party.identifier','party:party.configuration','party:party.replace',
  'party:party.erase','company:company.company','company:company.employee','company:res.user-company.company',
  'company:res.user-company.employee','product:product.uom','product:product.uom.category','product:product.category',
  'product:product.template','product:product.product','product:product.list_price','product:product.cost_price',
  'product:product.cost_price_method','product:product.template-product.category','product:product.identifier',
  'product:product.configuration','account:account.account','account:account.account.type','account:account.account.template',
  'account:account.account.type.template','account:account.journal','account:account.journal.sequence','account:account.fiscalyear',
  'account:account.period','account:account.move','account:account.move.line','account:account.move.reconciliation',
  'account:account.tax','account:account.tax.group','account:account.tax.line','account:account.tax.rule',
  'account:account.tax.template','account:account.configuration','account:party.party.account','account:account.create_chart',
  'account_product:product.category.account','account_product:product.category-customer-account.tax',
  'account_product:product.category-supplier-account.tax','account_invoice:account.invoice','account_invoice:account.invoice.line',
  'account_invoice:account.invoice.tax','account_invoice:account.invoice.payment_term',
  'account_invoice:account.invoice.payment_term.line','account_invoice:account.invoice.payment_term.line.delta',
  'account_invoice:account.invoice-account.move.line','account_invoice:account.invoice.line-account.tax',
  'account_invoice:account.fiscalyear.invoice_sequence','account_invoice:party.party.payment_term',
  'account_invoice:account.invoice.alternative_payee','account_invoice_stock:account.invoice.line-stock.move',
  'stock:stock.location','stock:stock.move','stock:stock.shipment.in','stock:stock.shipment.out','stock:stock.shipment.internal',
  'stock:stock.shipment.in.return','stock:stock.shipment.out.return','stock:stock.inventory','stock:stock.inventory.line',
  'stock:stock.period','stock:stock.period.cache','stock:stock.configuration','stock:stock.product_quantities_warehouse',
  'sale:sale.sale','sale:sale.line','sale:sale.line-account.tax','sale:sale.configuration','sale:sale.reporting.main',
  'sale:sale.sale-ignored-account.invoice','sale:sale.line-ignored-stock.move','purchase:purchase.purchase','purchase:purchase.line',
  'purchase:purchase.line-account.tax','purchase:purchase.product_supplier','purchase:purchase.product_supplier.price',
  'purchase:purchase.configuration','purchase:purchase.purchase-ignored-account.invoice']) WITH ORDINALITY AS x(mm, n),
  LATERAL (SELECT split_part(mm, ':', 2) AS m) q;

-- module updates (6.0 -> 6.8 -> 7.0) rewrote the model descriptions
UPDATE ir_model SET write_uid = 0, write_date = CASE WHEN id % 2 = 0 THEN timestamp '2023-06-03 22:14:09' ELSE timestamp '2024-01-20 21:40:33' END
 WHERE id > 2 AND id % 5 <> 1;

INSERT INTO ir_sequence_type (id, create_date, create_uid, name)
SELECT n, timestamp '2021-02-10 09:13:00' + n * interval '300 ms', 0, nm
  FROM unnest(ARRAY['Party','Product','Account Journal','Account Move','Invoice','Account Reconciliation','Supplier Shipment',
    'Customer Shipment','Internal Shipment','Customer Return Shipment','Supplier Return Shipment','Inventory','Sale','Purchase'])
       WITH ORDINALITY AS s(nm, n);


-- ===================================================================== users and groups
CREATE TEMP TABLE usr (id int, login text, name text, company int, emp int, active bool, cts timestamp, lang text);

INSERT INTO usr VALUES
 (0, 'root', 'Root', NULL, NULL, false, NULL, NULL),
 (1, 'admin', 'Administrator', 1, 1, true, NULL, 'fr'),
 (2, 'marie', 'Marie Dubois', 1, 2, true, '2021-02-11 10:02:11', 'fr'),
 (4, 'luc', 'Luc Peeters', 1, 3, true, '2021-02-11 10:04:40', 'nl'),
 (5, 'sophie', 'Sophie Lambert', 1, 4, true, '2021-02-11 10:05:52', 'fr'),
 (6, 'jan', 'Jan Janssens', 1, 5, true, '2021-02-11 10:07:03', 'nl'),
 (7, 'pierre', 'Pierre Martin', 1, 6, true, '2021-02-11 10:08:29', 'fr'),
 (8, 'tom', 'Tom Maes', 1, 7, false, '2021-02-11 10:09:47', 'nl'),
 (9, 'camille', 'Camille Bernard', 2, 8, true, '2022-05-20 14:11:02', 'fr'),
 (10, 'nadia', 'Nadia Haddad', 2, 9, true, '2022-05-20 14:13:40', 'fr'),
 (11, 'lea', 'Léa Roux', 2, 10, true, '2022-05-20 14:15:18', 'fr'),
 (12, 'eva', 'Eva De Smet', 1, 12, true, '2023-03-01 08:47:55', 'nl');

-- user 3 ('test', created 2021-02-11 10:01:02) was deleted on 2021-03-05: its id stays in create_uid / write_uid.
INSERT INTO res_user (id, active, create_date, create_uid, email, language, login, name, password_hash, signature,
                      write_date, write_uid, company, employee, warehouse)
SELECT u.id, u.active, u.cts, CASE WHEN u.cts IS NOT NULL THEN 1 END,
       CASE WHEN u.id > 0 THEN u.login || '@verdi-coffee.be' END, (SELECT l.id FROM ir_lang l WHERE l.code = u.lang), u.login, u.name,
       CASE WHEN u.id > 0 THEN '$argon2id$v=19$m=65536,t=3,p=4$' || substr(md5('salt' || u.id), 1, 22) || '$' || md5('pw' || u.id) END,
       CASE WHEN u.id IN (2, 4, 5) THEN u.name || E'\nVerdi Coffee Supply' END,
       CASE WHEN u.id = 0 THEN NULL WHEN u.id = 8 THEN timestamp '2023-02-28 17:30:12' ELSE u.cts + interval '3 days' + u.id * interval '1 hour' END,
       CASE WHEN u.id = 0 THEN NULL WHEN u.id IN (1) THEN 1 WHEN u.id = 8 THEN 1 ELSE u.id END,
       u.company, u.emp, NULL
  FROM usr u;

-- nadia works for both companies; her current company is the French one
UPDATE res_user SET company = 2, employee = 9 WHERE id = 10;

INSERT INTO res_group (id, create_date, create_uid, name)
SELECT n, CASE WHEN n = 1 THEN NULL ELSE timestamp '2021-02-10 09:12:30' + n * interval '1 s' END, CASE WHEN n = 1 THEN NULL ELSE 0 END, g
  FROM unnest(ARRAY['Administration','Currency Administration','Country Administration','Party Administration','Employee Administration',
    'Product Administration','Account','Account Administration','Account Party','Financial Year Closing','Stock','Stock Administration',
    'Stock Force Assignment','Sales','Sales Administration','Purchase','Purchase Administration','Purchase Request']) WITH ORDINALITY AS g(g, n);

INSERT INTO "res_user-res_group" (create_date, create_uid, "group", "user")
SELECT CASE WHEN u = 1 AND g = 1 THEN NULL WHEN u = 1 THEN timestamp '2021-02-10 09:14:00' + g * interval '1 s'
            ELSE (SELECT cts FROM usr WHERE id = u) + g * interval '2 s' END,
       CASE WHEN u = 1 AND g = 1 THEN NULL WHEN u = 1 THEN 0 ELSE 1 END, g, u
  FROM (VALUES (1, ARRAY[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17]), (2, ARRAY[7,8,9,10,4]), (4, ARRAY[14,4,11]), (5, ARRAY[14,15,4,11]),
               (6, ARRAY[11,12,13]), (7, ARRAY[16,17,11,6]), (8, ARRAY[11]), (9, ARRAY[14,4,11]), (10, ARRAY[7,8,9,16,4]),
               (11, ARRAY[11,12]), (12, ARRAY[14,4,11])) v(u, gs), unnest(gs) g
 ORDER BY 1 NULLS FIRST, u, g;


-- ===================================================================== countries, subdivisions, currencies
-- loaded with trytond_import_countries / trytond_import_currencies, which run through proteus as admin
CREATE TEMP TABLE ctry (code text, code3 text, num text, name text);

INSERT INTO ctry VALUES ('AD','AND','020','Andorra'),('AT','AUT','040','Austria'),('AU','AUS','036','Australia'),('BE','BEL','056','Belgium'),
 ('BG','BGR','100','Bulgaria'),('BR','BRA','076','Brazil'),('CA','CAN','124','Canada'),('CH','CHE','756','Switzerland'),('CN','CHN','156','China'),
 ('CO','COL','170','Colombia'),('CY','CYP','196','Cyprus'),('CZ','CZE','203','Czechia'),('DE','DEU','276','Germany'),('DK','DNK','208','Denmark'),
 ('EE','EST','233','Estonia'),('ES','ESP','724','Spain'),('ET','ETH','231','Ethiopia'),('FI','FIN','246','Finland'),('FR','FRA','250','France'),
 ('GB','GBR','826','United Kingdom'),('GR','GRC','300','Greece'),('GT','GTM','320','Guatemala'),('HR','HRV','191','Croatia'),
 ('HU','HUN','348','Hungary'),('ID','IDN','360','Indonesia'),('IE','IRL','372','Ireland'),('IN','IND','356','India'),('IS','ISL','352','Iceland'),
 ('IT','ITA','380','Italy'),('JP','JPN','392','Japan'),('KE','KEN','404','Kenya'),('LI','LIE','438','Liechtenstein'),('LT','LTU','440','Lithuania'),
 ('LU','LUX','442','Luxembourg'),('LV','LVA','428','Latvia'),('MA','MAR','504','Morocco'),('MC','MCO','492','Monaco'),('MT','MLT','470','Malta'),
 ('MX','MEX','484','Mexico'),('NL','NLD','528','Netherlands'),('NO','NOR','578','Norway'),('PE','PER','604','Peru'),('PL','POL','616','Poland'),
 ('PT','PRT','620','Portugal'),('RO','ROU','642','Romania'),('RW','RWA','646','Rwanda'),('SE','SWE','752','Sweden'),('SI','SVN','705','Slovenia'),
 ('SK','SVK','703','Slovakia'),('TN','TUN','788','Tunisia'),('TR','TUR','792','Türkiye'),('UG','UGA','800','Uganda'),('US','USA','840','United States'),
 ('VN','VNM','704','Viet Nam');

INSERT INTO country_country (id, active, code, code3, code_numeric, create_date, create_uid, name, write_date, write_uid)
SELECT row_number() OVER (ORDER BY code), true, code, code3, num, timestamp '2021-02-10 11:02:00' + row_number() OVER (ORDER BY code) * interval '70 ms',
       1, name, CASE WHEN code IN ('TR','MK','CZ') THEN timestamp '2023-06-04 10:12:00' END, CASE WHEN code IN ('TR','MK','CZ') THEN 1 END
  FROM ctry;

CREATE FUNCTION pg_temp.cty(c text) RETURNS int LANGUAGE sql STABLE AS $$ SELECT id FROM country_country WHERE code = c $$;

CREATE TEMP TABLE subd (k serial, ctry text, code text, name text, type text, parent_code text);

INSERT INTO subd (ctry, code, name, type, parent_code) VALUES
 ('BE','BE-BRU','Brussels-Capital Region','region',NULL),('BE','BE-VLG','Flemish Region','region',NULL),('BE','BE-WAL','Walloon Region','region',NULL),
 ('BE','BE-VAN','Antwerpen','province','BE-VLG'),('BE','BE-VBR','Vlaams-Brabant','province','BE-VLG'),('BE','BE-VLI','Limburg','province','BE-VLG'),
 ('BE','BE-VOV','Oost-Vlaanderen','province','BE-VLG'),('BE','BE-VWV','West-Vlaanderen','province','BE-VLG'),('BE','BE-WBR','Brabant wallon','province','BE-WAL'),
 ('BE','BE-WHT','Hainaut','province','BE-WAL'),('BE','BE-WLG','Liège','province','BE-WAL'),('BE','BE-WLX','Luxembourg','province','BE-WAL'),
 ('BE','BE-WNA','Namur','province','BE-WAL'),
 ('LU','LU-CA','Capellen','canton',NULL),('LU','LU-EC','Esch-sur-Alzette','canton',NULL),('LU','LU-LU','Luxembourg','canton',NULL),
 ('LU','LU-ME','Mersch','canton',NULL),('LU','LU-DI','Diekirch','canton',NULL),
 ('NL','NL-DR','Drenthe','province',NULL),('NL','NL-FL','Flevoland','province',NULL),('NL','NL-FR','Fryslân','province',NULL),
 ('NL','NL-GE','Gelderland','province',NULL),('NL','NL-GR','Groningen','province',NULL),('NL','NL-LI','Limburg','province',NULL),
 ('NL','NL-NB','Noord-Brabant','province',NULL),('NL','NL-NH','Noord-Holland','province',NULL),('NL','NL-OV','Overijssel','province',NULL),
 ('NL','NL-UT','Utrecht','province',NULL),('NL','NL-ZE','Zeeland','province',NULL),('NL','NL-ZH','Zuid-Holland','province',NULL),
 ('DE','DE-BW','Baden-Württemberg','state',NULL),('DE','DE-BY','Bayern','state',NULL),('DE','DE-BE','Berlin','state',NULL),
 ('DE','DE-HE','Hessen','state',NULL),('DE','DE-NW','Nordrhein-Westfalen','state',NULL),('DE','DE-RP','Rheinland-Pfalz','state',NULL),
 ('DE','DE-SL','Saarland','state',NULL),('DE','DE-HH','Hamburg','state',NULL),
 ('CH','CH-GE','Genève','canton',NULL),('CH','CH-VD','Vaud','canton',NULL),('CH','CH-ZH','Zürich','canton',NULL),('CH','CH-BE','Bern','canton',NULL),
 ('CH','CH-BS','Basel-Stadt','canton',NULL),('CH','CH-NE','Neuchâtel','canton',NULL),
 ('GB','GB-ENG','England','country',NULL),('GB','GB-SCT','Scotland','country',NULL),('GB','GB-WLS','Wales','country',NULL),
 ('GB','GB-NIR','Northern Ireland','province',NULL),
 ('FR','FR-ARA','Auvergne-Rhône-Alpes','region',NULL),('FR','FR-BFC','Bourgogne-Franche-Comté','region',NULL),('FR','FR-BRE','Bretagne','region',NULL),
 ('FR','FR-CVL','Centre-Val de Loire','region',NULL),('FR','FR-GES','Grand-Est','region',NULL),('FR','FR-HDF','Hauts-de-France','region',NULL),
 ('FR','FR-IDF','Île-de-France','region',NULL),('FR','FR-NOR','Normandie','region',NULL),('FR','FR-NAQ','Nouvelle-Aquitaine','region',NULL),
 ('FR','FR-OCC','Occitanie','region',NULL),('FR','FR-PDL','Pays-de-la-Loire','region',NULL),('FR','FR-PAC','Provence-Alpes-Côte-d''Azur','region',NULL),
 ('FR','FR-01','Ain','metropolitan department','FR-ARA'),('FR','FR-03','Allier','metropolitan department','FR-ARA'),
 ('FR','FR-07','Ardèche','metropolitan department','FR-ARA'),('FR','FR-15','Cantal','metropolitan department','FR-ARA'),
 ('FR','FR-26','Drôme','metropolitan department','FR-ARA'),('FR','FR-38','Isère','metropolitan department','FR-ARA'),
 ('FR','FR-42','Loire','metropolitan department','FR-ARA'),('FR','FR-43','Haute-Loire','metropolitan department','FR-ARA'),
 ('FR','FR-63','Puy-de-Dôme','metropolitan department','FR-ARA'),('FR','FR-69','Rhône','metropolitan department','FR-ARA'),
 ('FR','FR-73','Savoie','metropolitan department','FR-ARA'),('FR','FR-74','Haute-Savoie','metropolitan department','FR-ARA'),
 ('FR','FR-21','Côte-d''Or','metropolitan department','FR-BFC'),('FR','FR-25','Doubs','metropolitan department','FR-BFC'),
 ('FR','FR-71','Saône-et-Loire','metropolitan department','FR-BFC'),('FR','FR-35','Ille-et-Vilaine','metropolitan department','FR-BRE'),
 ('FR','FR-29','Finistère','metropolitan department','FR-BRE'),('FR','FR-37','Indre-et-Loire','metropolitan department','FR-CVL'),
 ('FR','FR-45','Loiret','metropolitan department','FR-CVL'),('FR','FR-51','Marne','metropolitan department','FR-GES'),
 ('FR','FR-54','Meurthe-et-Moselle','metropolitan department','FR-GES'),('FR','FR-57','Moselle','metropolitan department','FR-GES'),
 ('FR','FR-67','Bas-Rhin','metropolitan department','FR-GES'),('FR','FR-68','Haut-Rhin','metropolitan department','FR-GES'),
 ('FR','FR-59','Nord','metropolitan department','FR-HDF'),('FR','FR-62','Pas-de-Calais','metropolitan department','FR-HDF'),
 ('FR','FR-80','Somme','metropolitan department','FR-HDF'),('FR','FR-02','Aisne','metropolitan department','FR-HDF'),
 ('FR','FR-75C','Paris','metropolitan collectivity with special status','FR-IDF'),('FR','FR-92','Hauts-de-Seine','metropolitan department','FR-IDF'),
 ('FR','FR-93','Seine-Saint-Denis','metropolitan department','FR-IDF'),('FR','FR-94','Val-de-Marne','metropolitan department','FR-IDF'),
 ('FR','FR-78','Yvelines','metropolitan department','FR-IDF'),('FR','FR-91','Essonne','metropolitan department','FR-IDF'),
 ('FR','FR-76','Seine-Maritime','metropolitan department','FR-NOR'),('FR','FR-14','Calvados','metropolitan department','FR-NOR'),
 ('FR','FR-33','Gironde','metropolitan department','FR-NAQ'),('FR','FR-64','Pyrénées-Atlantiques','metropolitan department','FR-NAQ'),
 ('FR','FR-87','Haute-Vienne','metropolitan department','FR-NAQ'),('FR','FR-31','Haute-Garonne','metropolitan department','FR-OCC'),
 ('FR','FR-34','Hérault','metropolitan department','FR-OCC'),('FR','FR-30','Gard','metropolitan department','FR-OCC'),
 ('FR','FR-44','Loire-Atlantique','metropolitan department','FR-PDL'),('FR','FR-49','Maine-et-Loire','metropolitan department','FR-PDL'),
 ('FR','FR-13','Bouches-du-Rhône','metropolitan department','FR-PAC'),('FR','FR-06','Alpes-Maritimes','metropolitan department','FR-PAC'),
 ('FR','FR-83','Var','metropolitan department','FR-PAC'),('FR','FR-84','Vaucluse','metropolitan department','FR-PAC');

INSERT INTO country_subdivision (id, active, code, country, create_date, create_uid, name, parent, type)
SELECT k, true, code, pg_temp.cty(ctry), timestamp '2021-02-10 11:04:00' + k * interval '90 ms', 1, name, NULL, type FROM subd ORDER BY k;

UPDATE country_subdivision s SET parent = p.id FROM subd d JOIN country_subdivision p ON p.code = d.parent_code WHERE d.k = s.id;

-- re-running the import script after the 2023 ISO update touched the French region names
UPDATE country_subdivision SET write_uid = 1, write_date = timestamp '2023-06-04 10:12:40' + id * interval '1 s'
 WHERE type = 'region' AND code LIKE 'FR-%';

INSERT INTO currency_currency (id, active, code, create_date, create_uid, digits, name, numeric_code, rounding, symbol)
SELECT n, c IN ('EUR','USD','GBP','CHF'), c, timestamp '2021-02-10 11:06:00' + n * interval '80 ms', 1, CASE WHEN c = 'JPY' THEN 0 ELSE 2 END,
       nm, num, CASE WHEN c = 'JPY' THEN 1 ELSE 0.01 END, sym
  FROM unnest(ARRAY['AUD','BRL','CAD','CHF','CNY','CZK','DKK','EUR','GBP','HUF','INR','JPY','MAD','MXN','NOK','PLN','RON','SEK','TND','TRY','USD','VND'],
              ARRAY['Australian Dollar','Brazilian Real','Canadian Dollar','Swiss Franc','Yuan Renminbi','Czech Koruna','Danish Krone','Euro',
                    'Pound Sterling','Forint','Indian Rupee','Yen','Moroccan Dirham','Mexican Peso','Norwegian Krone','Zloty','Romanian Leu',
                    'Swedish Krona','Tunisian Dinar','Turkish Lira','US Dollar','Dong'],
              ARRAY['036','986','124','756','156','203','208','978','826','348','356','392','504','484','578','985','946','752','788','949','840','704'],
              ARRAY['$','R$','$','CHF','¥','Kč','kr','€','£','Ft','₹','¥','MAD','$','kr','zł','lei','kr','DT','₺','$','₫'])
       WITH ORDINALITY AS c(c, nm, num, sym, n);

UPDATE currency_currency SET write_uid = 1, write_date = timestamp '2021-02-15 09:40:00' + id * interval '1 s' WHERE code IN ('EUR','USD','GBP','CHF');

CREATE FUNCTION pg_temp.cur(c text) RETURNS int LANGUAGE sql STABLE AS $$ SELECT id FROM currency_currency WHERE code = c $$;

-- rates: EUR is the base (1), USD / GBP / CHF entered by accounting at the start of each month
INSERT INTO currency_currency_rate (create_date, create_uid, currency, date, rate)
SELECT CASE WHEN c = 'EUR' THEN timestamp '2021-02-15 09:41:10' ELSE pg_temp.wt(d::date) END,
       CASE WHEN c = 'EUR' THEN 1 ELSE pg_temp.u_acc(1, d::date) END, pg_temp.cur(c), d::date,
       round((CASE c WHEN 'EUR' THEN 1 WHEN 'USD' THEN 1.08 WHEN 'GBP' THEN 0.86 ELSE 0.98 END
              * CASE WHEN c = 'EUR' THEN 1 ELSE 1 + 0.05 * sin(extract(epoch FROM d) / 9e6) + (random() - 0.5) * 0.02 END)::numeric, 6)
  FROM unnest(ARRAY['EUR','USD','GBP','CHF']) c,
       LATERAL generate_series(CASE WHEN c = 'EUR' THEN timestamp '2021-01-01' ELSE timestamp '2021-02-01' END,
                               CASE WHEN c = 'EUR' THEN timestamp '2021-01-01' ELSE timestamp '2024-05-01' END, interval '1 month') d
 ORDER BY 1;

-- ===================================================================== parties
-- slots in creation order; deleted slots leave gaps in party_party.id (and consumed party codes)
CREATE TEMP TABLE pslot (k serial, kind text, home int, cts timestamp, cuid int, ctry text, person bool, deleted bool DEFAULT false,
  dup bool DEFAULT false, nm text, coded bool);

-- the company (setup wizard), the test account's parties, the staff
INSERT INTO pslot (kind, home, cts, cuid, ctry, person, nm, coded) VALUES
 ('comp', 1, '2021-02-10 09:31:40', 1, 'BE', false, 'Verdi Coffee Supply', true);

INSERT INTO pslot (kind, home, cts, cuid, ctry, person, deleted, nm, coded)
SELECT 'test', 1, timestamp '2021-02-11 10:20:00' + g * interval '47 min', 3, 'BE', g % 3 = 0, g NOT IN (2, 5, 8, 11, 13, 14),
       (ARRAY['Test','Test client','Client test','Toto','ABC','Demo'])[1 + g % 6] || ' ' || g, true
  FROM generate_series(1, 15) g;

INSERT INTO pslot (kind, home, cts, cuid, ctry, person, nm, coded)
SELECT 'emp', 1, timestamp '2021-02-11 09:50:00' + g * interval '1 min', 1, 'BE', true, n, true
  FROM unnest(ARRAY['Karel Verdi','Marie Dubois','Luc Peeters','Sophie Lambert','Jan Janssens','Pierre Martin','Tom Maes']) WITH ORDINALITY x(n, g);

-- the go-live import of the old customer and supplier files (codes kept from the old system)
INSERT INTO pslot (kind, home, cts, cuid, ctry, person, coded)
SELECT 'cust', 1, timestamp '2021-02-22 14:02:10' + g * interval '310 ms', 1,
       (ARRAY['BE','BE','BE','BE','BE','BE','BE','BE','BE','BE','BE','BE','BE','BE','NL','NL','LU','FR','FR','DE','GB','CH'])[pg_temp.r(22)],
       random() < 0.12, false
  FROM generate_series(1, 700) g;

INSERT INTO pslot (kind, home, cts, cuid, ctry, person, coded)
SELECT 'supp', 1, timestamp '2021-02-22 14:31:00' + g * interval '350 ms', 1,
       (ARRAY['BE','BE','BE','BE','BE','BE','BE','BE','IT','IT','IT','IT','IT','DE','DE','DE','NL','NL','FR','FR','CH','US','GB'])[pg_temp.r(23)],
       false, false
  FROM generate_series(1, 90) g;

-- the French subsidiary and its staff, the sales hire of 2023
INSERT INTO pslot (kind, home, cts, cuid, ctry, person, nm, coded) VALUES
 ('comp', 2, '2022-05-16 11:20:05', 1, 'FR', false, 'Verdi Café France', true),
 ('emp', 2, '2022-05-20 14:05:00', 1, 'FR', true, 'Camille Bernard', true),
 ('emp', 2, '2022-05-20 14:06:10', 1, 'FR', true, 'Nadia Haddad', true),
 ('emp', 2, '2022-05-20 14:07:30', 1, 'FR', true, 'Léa Roux', true),
 ('emp', 1, '2023-03-01 08:45:00', 1, 'BE', true, 'Eva De Smet', true);

-- the French subsidiary's opening list of customers, entered before the first day
INSERT INTO pslot (kind, home, cts, cuid, ctry, person, coded)
SELECT 'cust', 2, timestamp '2022-05-30 10:02:00' + g * interval '2 min', 9, CASE WHEN g % 20 = 0 THEN 'CH' ELSE 'FR' END, g % 9 = 0, true
  FROM generate_series(1, 64) g;

-- parties created day to day: new customers (more of them as the business grows), a few suppliers
INSERT INTO pslot (kind, home, cts, cuid, ctry, person, deleted, coded)
SELECT 'cust', h, ts, pg_temp.u_sale(h, ts::date),
       CASE WHEN h = 2 THEN (ARRAY['FR','FR','FR','FR','FR','FR','FR','FR','FR','FR','FR','FR','FR','FR','FR','FR','FR','BE','CH','MC'])[pg_temp.r(20)]
            ELSE (ARRAY['BE','BE','BE','BE','BE','BE','BE','BE','BE','BE','BE','BE','BE','NL','NL','LU','LU','FR','FR','DE','GB','CH'])[pg_temp.r(22)] END,
       random() < 0.15, random() < 0.04, true
  FROM (SELECT d, CASE WHEN d >= date '2022-06-01' AND random() < 0.33 THEN 2 ELSE 1 END AS h, pg_temp.wt(d) AS ts
          FROM (SELECT date '2021-03-01' + floor(1186 * sqrt(random()))::int AS d FROM generate_series(1, 960)) q) q2;

INSERT INTO pslot (kind, home, cts, cuid, ctry, person, deleted, coded)
SELECT 'supp', h, ts, pg_temp.u_pur(h, ts::date),
       CASE WHEN h = 2 THEN (ARRAY['FR','FR','FR','IT','DE'])[pg_temp.r(5)]
            ELSE (ARRAY['BE','BE','BE','IT','IT','DE','NL','FR','CH','US'])[pg_temp.r(10)] END, false, random() < 0.03, true
  FROM (SELECT d, CASE WHEN d >= date '2022-06-01' AND random() < 0.35 THEN 2 ELSE 1 END AS h, pg_temp.wt(d) AS ts
          FROM (SELECT date '2021-03-01' + floor(1186 * random())::int AS d FROM generate_series(1, 46)) q) q2;

-- ~2% of the day-to-day customers were duplicates of an older one: merged with the replace wizard
UPDATE pslot SET dup = true WHERE kind = 'cust' AND coded AND NOT deleted AND random() < 0.022;

CREATE TEMP TABLE pt AS
SELECT s.*, row_number() OVER (ORDER BY cts, k)::int AS pid,
       CASE WHEN coded THEN (count(*) FILTER (WHERE coded) OVER (ORDER BY cts, k))::int END AS seqno
  FROM pslot s;

CREATE INDEX tmp_k_pt ON pt (pid);
CREATE INDEX ON pt (pid);

-- region / subdivision and language of each party
ALTER TABLE pt ADD COLUMN sub text, ADD COLUMN lang text, ADD COLUMN city text, ADD COLUMN zip text;

UPDATE pt SET sub = CASE ctry
    WHEN 'BE' THEN (ARRAY['BE-BRU','BE-BRU','BE-BRU','BE-WBR','BE-WBR','BE-WBR','BE-WNA','BE-WHT','BE-WLG','BE-WLX','BE-VBR','BE-VBR',
                          'BE-VAN','BE-VOV','BE-VWV','BE-VLI'])[pg_temp.r(16)]
    WHEN 'FR' THEN (SELECT code FROM subd WHERE ctry = 'FR' AND type <> 'region' ORDER BY k OFFSET
                      (CASE WHEN home = 2 THEN pg_temp.sk(50, 2.2) - 1 ELSE 23 + pg_temp.r(3) END) % 50 LIMIT 1)
    WHEN 'NL' THEN (ARRAY['NL-NB','NL-LI','NL-ZH','NL-NH','NL-UT','NL-ZE','NL-GE'])[pg_temp.r(7)]
    WHEN 'LU' THEN (ARRAY['LU-LU','LU-LU','LU-EC','LU-CA','LU-ME','LU-DI'])[pg_temp.r(6)]
    WHEN 'DE' THEN (ARRAY['DE-NW','DE-NW','DE-RP','DE-BW','DE-BY','DE-HH','DE-HE'])[pg_temp.r(7)]
    WHEN 'CH' THEN (ARRAY['CH-GE','CH-VD','CH-ZH','CH-BS','CH-NE'])[pg_temp.r(5)]
    WHEN 'GB' THEN 'GB-ENG' END;

CLUSTER pt USING tmp_k_pt;
UPDATE pt SET lang = CASE WHEN ctry IN ('NL') OR sub IN ('BE-VAN','BE-VBR','BE-VOV','BE-VWV','BE-VLI') THEN 'nl'
                          WHEN ctry = 'BE' AND sub = 'BE-BRU' AND random() < 0.2 THEN 'nl'
                          WHEN ctry IN ('DE') OR sub IN ('CH-ZH','CH-BS') THEN 'de'
                          WHEN ctry IN ('GB','US','IT') THEN 'en' ELSE 'fr' END;

CLUSTER pt USING tmp_k_pt;
UPDATE pt SET city = CASE sub
    WHEN 'BE-BRU' THEN (ARRAY['Bruxelles','Ixelles','Etterbeek','Schaerbeek','Uccle','Saint-Gilles','Anderlecht','Woluwe-Saint-Lambert'])[pg_temp.r(8)]
    WHEN 'BE-WBR' THEN (ARRAY['Wavre','Louvain-la-Neuve','Nivelles','Waterloo','Ottignies','Jodoigne'])[pg_temp.r(6)]
    WHEN 'BE-WNA' THEN (ARRAY['Namur','Dinant','Gembloux'])[pg_temp.r(3)] WHEN 'BE-WHT' THEN (ARRAY['Charleroi','Mons','Tournai','La Louvière'])[pg_temp.r(4)]
    WHEN 'BE-WLG' THEN (ARRAY['Liège','Verviers','Huy','Spa'])[pg_temp.r(4)] WHEN 'BE-WLX' THEN (ARRAY['Arlon','Bastogne','Marche-en-Famenne'])[pg_temp.r(3)]
    WHEN 'BE-VBR' THEN (ARRAY['Leuven','Vilvoorde','Zaventem','Tienen'])[pg_temp.r(4)] WHEN 'BE-VAN' THEN (ARRAY['Antwerpen','Mechelen','Turnhout','Lier'])[pg_temp.r(4)]
    WHEN 'BE-VOV' THEN (ARRAY['Gent','Aalst','Sint-Niklaas'])[pg_temp.r(3)] WHEN 'BE-VWV' THEN (ARRAY['Brugge','Kortrijk','Oostende'])[pg_temp.r(3)]
    WHEN 'BE-VLI' THEN (ARRAY['Hasselt','Genk','Tongeren'])[pg_temp.r(3)]
    ELSE NULL END;

CLUSTER pt USING tmp_k_pt;
UPDATE pt SET city = CASE ctry WHEN 'FR' THEN (ARRAY['Lyon','Villeurbanne','Grenoble','Saint-Étienne','Annecy','Chambéry','Valence','Lille','Paris',
                                                    'Clermont-Ferrand','Dijon','Mâcon','Vienne','Roanne','Bourg-en-Bresse','Marseille'])[pg_temp.sk(16, 1.6)]
                               WHEN 'NL' THEN (ARRAY['Maastricht','Eindhoven','Rotterdam','Amsterdam','Utrecht','Breda','Tilburg'])[pg_temp.r(7)]
                               WHEN 'LU' THEN (ARRAY['Luxembourg','Esch-sur-Alzette','Differdange','Mersch'])[pg_temp.r(4)]
                               WHEN 'DE' THEN (ARRAY['Aachen','Köln','Düsseldorf','Trier','Hamburg','München'])[pg_temp.r(6)]
                               WHEN 'CH' THEN (ARRAY['Genève','Lausanne','Zürich','Basel','Neuchâtel'])[pg_temp.r(5)]
                               WHEN 'GB' THEN (ARRAY['London','Manchester','Bristol'])[pg_temp.r(3)]
                               WHEN 'IT' THEN (ARRAY['Milano','Torino','Bologna','Firenze','Treviso','Brescia'])[pg_temp.r(6)]
                               WHEN 'US' THEN (ARRAY['Seattle','Portland','Chicago'])[pg_temp.r(3)]
                               WHEN 'MC' THEN 'Monaco' ELSE city END
 WHERE city IS NULL;

CLUSTER pt USING tmp_k_pt;
UPDATE pt SET zip = CASE ctry WHEN 'BE' THEN (1000 + floor(random() * 8999))::text WHEN 'FR' THEN lpad((1000 + floor(random() * 94000))::text, 5, '0')
                              WHEN 'NL' THEN (1000 + floor(random() * 8999))::text || ' ' || chr(65 + pg_temp.r(25)) || chr(65 + pg_temp.r(25))
                              WHEN 'LU' THEN 'L-' || (1000 + floor(random() * 8999))::text WHEN 'DE' THEN (10000 + floor(random() * 89999))::text
                              WHEN 'CH' THEN (1000 + floor(random() * 8999))::text WHEN 'GB' THEN 'SW' || pg_temp.r(20) || ' ' || pg_temp.r(9) || 'AB'
                              WHEN 'IT' THEN lpad((10000 + floor(random() * 89999))::text, 5, '0') WHEN 'US' THEN (90000 + floor(random() * 9999))::text
                              WHEN 'MC' THEN '98000' END;

-- names
CLUSTER pt USING tmp_k_pt;
UPDATE pt SET nm = CASE
    WHEN person THEN (ARRAY['Jean','Marie','Pieter','Els','Thomas','Julie','Nicolas','Sarah','Koen','Anne','Michel','Lotte','François','Inge',
                           'Hugo','Claire','Bart','Nathalie','Luca','Emma','Olivier','Sofie','Marc','Laura'])[pg_temp.r(24)] || ' ' ||
                     (ARRAY['Dupont','Peeters','Janssens','Maes','Jacobs','Mertens','Willems','Claes','Goossens','Wouters','Dubois','Lambert',
                           'Martin','Leroy','Simon','Laurent','Michel','Lefèvre','Moreau','Girard','Bonnet','Rossi','Muller','Vermeulen'])[pg_temp.r(24)]
    WHEN kind = 'cust' THEN (ARRAY['Café','Brasserie','Bistro','Restaurant','Hôtel','Boulangerie','Tea Room','Lunchbar','Taverne','Eethuis',
                           'Koffiehuis','Bakkerij','Hotel','Bureau','Cabinet','Garage','Pharmacie','Atelier','Salon','Épicerie','Traiteur',
                           'Snack','Pâtisserie','Delicatessen','Coffee Corner','Espressobar'])[pg_temp.r(26)] || ' ' ||
                     (ARRAY['du Parc','de la Gare','Central','Le Lion','Sint-Jan','Den Hoek','La Terrasse','Het Anker','Saint-Michel',
                           'Les Arcades','De Zwaan','Le Globe','Royal','Bellevue','du Marché','De Molen','Lumière','Au Coin','Mozart','Horta',
                           'Sablon','Flandria','Ardenne','Le Phare','De Ster','Victoria','Napoli','Orient','Bon Accueil','L''Étoile'])[pg_temp.r(30)] ||
                     CASE WHEN random() < 0.3 THEN ' ' || city ELSE '' END ||
                     (ARRAY['',' SRL',' SRL',' BV',' SA',' NV','',' SCS',' SPRL'])[pg_temp.r(9)]
    ELSE (ARRAY['Torrefazione','Caffè','Macchine','Kaffeerösterei','Brûlerie','Coffee Roasters','Distribution','Emballages','Transports',
                'Nettoyage','Imprimerie','Énergie','Télécom','Assurances','Fiduciaire','Leasing'])[pg_temp.r(16)] || ' ' ||
         (ARRAY['Lavazzi','Moretto','Bianchi','Zanetti','Weber','Schäfer','Van Dam','Dumont','Rocca','Alpina','Nordic','Vulcano','Atlas',
                'Delta','Orion','Mercure','Europa','Benelux'])[pg_temp.r(18)] ||
         (ARRAY[' S.p.A.',' S.r.l.',' GmbH',' BV',' SA',' SAS',' NV',' Ltd',' Inc.'])[pg_temp.r(9)] END
 WHERE nm IS NULL;

INSERT INTO party_party (id, active, code, create_date, create_uid, name, replaced_by, write_date, write_uid)
SELECT pid, NOT dup, CASE WHEN coded THEN seqno::text WHEN kind = 'cust' THEN 'C' || lpad((1000 + pid * 3)::text, 5, '0')
                          ELSE 'F' || lpad((100 + pid)::text, 4, '0') END,
       cts, cuid, nm, NULL, NULL, NULL
  FROM pt WHERE NOT deleted ORDER BY pid;

-- merged duplicates point to the older customer that replaced them (same home company and country)
CLUSTER pt USING tmp_k_pt;
UPDATE party_party p SET replaced_by = (SELECT o.pid FROM pt o WHERE o.kind = 'cust' AND NOT o.deleted AND NOT o.dup AND o.home = t.home
                                          AND o.ctry = t.ctry AND o.pid < t.pid ORDER BY (o.pid * 7919 + t.pid) % 1009 LIMIT 1),
                         write_uid = pg_temp.u_sale(t.home, (t.cts + interval '20 days')::date),
                         write_date = t.cts + interval '20 days' + random() * interval '200 days'
  FROM pt t WHERE t.pid = p.id AND t.dup;

UPDATE party_party SET write_date = LEAST(write_date, timestamp '2024-05-31 17:00') WHERE write_date IS NOT NULL;

-- the test account's parties that were kept were renamed by the administrator
UPDATE party_party p SET name = CASE WHEN t.person THEN 'Karel Verdi (privé)' ELSE 'Divers comptoir' END || ' ' || p.id,
                         write_uid = 1, write_date = timestamp '2021-03-04 16:10:00' + p.id * interval '1 min'
  FROM pt t WHERE t.pid = p.id AND t.kind = 'test';

-- day to day edits of the others
-- (random draws are made over rows in id order, so that they do not depend on the plan nor on where updated rows sit)
UPDATE party_party p SET write_uid = q.u, write_date = q.wd
  FROM (SELECT t.pid, random() AS r0,
               CASE WHEN t.kind = 'supp' THEN pg_temp.u_pur(t.home, t.d) WHEN random() < 0.15 THEN pg_temp.u_acc(t.home, t.d)
                    ELSE pg_temp.u_sale(t.home, t.d) END AS u, pg_temp.wt(t.d) AS wd
          FROM (SELECT pid, kind, home, (cts + (timestamp '2024-05-31' - cts) * random())::date AS d
                  FROM (SELECT * FROM pt WHERE kind IN ('cust', 'supp') ORDER BY pid OFFSET 0) o) t) q
 WHERE q.pid = p.id AND p.write_uid IS NULL AND q.r0 < 0.33;

CREATE TEMP TABLE party_home AS SELECT pid AS party, home, kind, ctry, lang, sub, city, zip, person, cts, cuid, nm, dup FROM pt WHERE NOT deleted;

CREATE INDEX ON party_home (party);

-- addresses: one at creation, later delivery addresses for a fifth of the customers
CREATE TEMP TABLE aslot AS
SELECT h.party, 1 AS n, h.cts + interval '4 s' AS cts, h.cuid, h.ctry, h.sub, h.city, h.zip, h.home, h.kind FROM party_home h
UNION ALL
SELECT h.party, 1 + g, h.cts + (timestamp '2024-05-31' - h.cts) * random() ^ 1.5, NULL, h.ctry, h.sub, h.city, NULL, h.home, h.kind
  FROM party_home h, generate_series(1, 2) g
 WHERE h.kind = 'cust' AND NOT h.person AND ((g = 1 AND (h.party * 37) % 100 < 21) OR (g = 2 AND (h.party * 37) % 100 < 6));

UPDATE aslot SET cuid = pg_temp.u_sale(home, cts::date), zip = (SELECT zip FROM party_home WHERE party = aslot.party) WHERE cuid IS NULL;

CREATE TEMP TABLE addr AS SELECT a.*, row_number() OVER (ORDER BY cts, party, n)::int AS aid FROM aslot a;

CREATE INDEX ON addr (party, n);

INSERT INTO party_address (id, active, city, country, create_date, create_uid, name, party, party_name, postal_code, sequence, street,
                           subdivision, write_date, write_uid, invoice, delivery)
SELECT aid, NOT (n > 1 AND random() < 0.12), city, pg_temp.cty(ctry), cts, cuid,
       CASE WHEN n > 1 THEN (ARRAY['Livraison','Leveradres','Entrepôt','Terrasse','Cuisine','Succursale','Magasin'])[pg_temp.r(7)] END,
       party, CASE WHEN n > 1 AND random() < 0.3 THEN 'Attn. ' || (ARRAY['chef','gérant','receptie','bar','économat'])[pg_temp.r(5)] END,
       zip, CASE WHEN n = 1 AND kind IN ('cust','supp') AND cts < timestamp '2021-03-01' THEN NULL ELSE n * 10 END,
       (ARRAY['Rue','Avenue','Chaussée de','Steenweg op','Straat','Place','Boulevard','Via','Strasse','Quai'])[pg_temp.r(10)] || ' ' ||
         (ARRAY['de la Station','Louise','Haute','des Champs','Nationale','du Moulin','Royale','de Namur','Kerk','Markt','Garibaldi','des Alpes'])[pg_temp.r(12)]
         || ' ' || pg_temp.r(240) || CASE WHEN random() < 0.1 THEN E'\nBoîte ' || pg_temp.r(12) ELSE '' END,
       CASE WHEN sub IS NULL OR (kind IN ('cust','supp') AND cts < timestamp '2021-03-01' AND random() < 0.4) OR random() < 0.1 THEN NULL
            ELSE (SELECT id FROM country_subdivision WHERE code = sub) END,
       NULL, NULL, n = 1 AND random() < 0.25, n > 1
  FROM addr ORDER BY aid;

UPDATE party_address x SET write_uid = x.create_uid, write_date = x.create_date + q.r2 * interval '400 days'
  FROM (SELECT id, random() AS r1, random() AS r2 FROM (SELECT id FROM party_address ORDER BY id OFFSET 0) o) q
 WHERE q.id = x.id AND q.r1 < 0.12 AND x.create_uid <> 3;

UPDATE party_address SET write_uid = 1, write_date = timestamp '2021-03-04 16:30:00' + id * interval '1 s' WHERE create_uid = 3;

UPDATE party_address SET write_date = timestamp '2024-05-30 16:00' WHERE write_date > timestamp '2024-05-31';


-- contact mechanisms
CREATE TEMP TABLE cslot AS
SELECT h.party, t.typ, t.ord, h.cts + t.ord * interval '3 s' AS cts, h.cuid, h.ctry, h.home, h.kind, h.nm, h.person
  FROM party_home h, (VALUES ('phone', 1, 0.86), ('email', 2, 0.82), ('website', 3, 0.28), ('mobile', 4, 0.22), ('fax', 5, 0.04)) t(typ, ord, p)
 WHERE random() < t.p OR (h.kind IN ('comp', 'emp') AND t.ord <= 2)
UNION ALL
SELECT h.party, 'email', 6, h.cts + (timestamp '2024-05-31' - h.cts) * random(), NULL, h.ctry, h.home, h.kind, h.nm, h.person
  FROM party_home h WHERE h.kind = 'cust' AND (h.party * 13) % 100 < 14;

UPDATE cslot SET cuid = pg_temp.u_sale(home, cts::date) WHERE cuid IS NULL;

CREATE TEMP TABLE cm AS SELECT c.*, row_number() OVER (ORDER BY cts, party, ord)::int AS cid FROM cslot c;

INSERT INTO party_contact_mechanism (id, active, address, comment, create_date, create_uid, name, party, sequence, type, value, value_compact,
                                     invoice, delivery)
SELECT cid, NOT (ord = 5 AND random() < 0.5), NULL, CASE WHEN random() < 0.03 THEN 'Pas avant 10h' END, cts, cuid,
       CASE WHEN ord = 6 THEN (ARRAY['Comptabilité','Boekhouding','Facturation','Achats'])[pg_temp.r(4)] WHEN ord = 4 AND random() < 0.5 THEN 'Gérant' END,
       party, ord * 10, CASE WHEN ord = 6 THEN 'email' ELSE typ END,
       CASE WHEN typ IN ('phone','fax','mobile') THEN ph
            WHEN typ = 'website' THEN 'https://www.' || slug || '.' || lower(CASE ctry WHEN 'GB' THEN 'co.uk' WHEN 'US' THEN 'com' ELSE ctry END)
            ELSE (CASE WHEN ord = 6 THEN 'compta' WHEN person THEN split_part(lower(nm), ' ', 1) ELSE 'info' END) || '@' || slug || '.' ||
                 lower(CASE ctry WHEN 'GB' THEN 'co.uk' WHEN 'US' THEN 'com' ELSE ctry END) END,
       CASE WHEN typ IN ('phone','fax','mobile') THEN replace(replace(ph, ' ', ''), '(0)', '') END,
       ord = 6 OR (ord = 2 AND random() < 0.1), false
  FROM cm, LATERAL (SELECT substr(regexp_replace(lower(nm), '[^a-z]', '', 'g'), 1, 18) || CASE WHEN party % 4 = 0 THEN party::text ELSE '' END AS slug,
                           '+' || CASE ctry WHEN 'BE' THEN '32' WHEN 'FR' THEN '33' WHEN 'NL' THEN '31' WHEN 'LU' THEN '352' WHEN 'DE' THEN '49'
                                            WHEN 'CH' THEN '41' WHEN 'GB' THEN '44' WHEN 'IT' THEN '39' WHEN 'US' THEN '1' ELSE '377' END
                               || ' ' || (CASE WHEN typ = 'mobile' THEN 470 + pg_temp.r(29) ELSE pg_temp.r(98) END)::text || ' '
                               || lpad(pg_temp.r(999999)::text, 6, '0') AS ph) q
 ORDER BY cid;

-- since 6.6 a contact can be tied to one of the party's addresses; staff started using it in 2023
UPDATE party_contact_mechanism c SET address = a.id
  FROM party_address a WHERE a.party = c.party AND a.sequence >= 20 AND c.create_date >= timestamp '2023-01-01' AND c.id % 3 = 0;

UPDATE party_contact_mechanism c SET address = (SELECT min(a.id) FROM party_address a WHERE a.party = c.party), write_uid = q.u,
       write_date = timestamp '2023-02-01' + (c.id % 480) * interval '13 hours'
  FROM (SELECT id, pg_temp.u_sale(1, date '2023-06-01') AS u
          FROM (SELECT id FROM party_contact_mechanism WHERE type IN ('phone', 'email') AND address IS NULL AND id % 17 = 0
                   AND create_date < timestamp '2023-01-01' ORDER BY id OFFSET 0) o) q
 WHERE q.id = c.id;

UPDATE party_contact_mechanism x SET write_uid = x.create_uid, write_date = x.create_date + q.r2 * interval '300 days'
  FROM (SELECT id, random() AS r1, random() AS r2 FROM (SELECT id FROM party_contact_mechanism WHERE write_uid IS NULL ORDER BY id OFFSET 0) o) q
 WHERE q.id = x.id AND q.r1 < 0.07 AND x.create_uid <> 3;

UPDATE party_contact_mechanism SET write_date = timestamp '2024-05-30 15:00' WHERE write_date > timestamp '2024-05-31';


-- identifiers: VAT numbers of the businesses (7.0 names them <country>_vat), SIRET of French establishments (tied to an address)
INSERT INTO party_identifier (active, address, code, create_date, create_uid, party, sequence, type)
SELECT true, NULL,
       CASE h.ctry WHEN 'BE' THEN 'BE0' || lpad((200000000 + (h.party * 7127) % 799999999)::text, 9, '0')
                   WHEN 'FR' THEN 'FR' || lpad(((h.party * 31) % 97)::text, 2, '0') || lpad((300000000 + (h.party * 7127) % 599999999)::text, 9, '0')
                   WHEN 'NL' THEN 'NL' || lpad((100000000 + (h.party * 7127) % 899999999)::text, 9, '0') || 'B01'
                   WHEN 'LU' THEN 'LU' || lpad((10000000 + (h.party * 7127) % 89999999)::text, 8, '0')
                   WHEN 'DE' THEN 'DE' || lpad((100000000 + (h.party * 7127) % 899999999)::text, 9, '0')
                   WHEN 'IT' THEN 'IT' || lpad(((h.party * 7127) % 99999999999)::text, 11, '0')
                   WHEN 'GB' THEN 'GB' || lpad((100000000 + (h.party * 7127) % 899999999)::text, 9, '0')
                   WHEN 'CH' THEN 'CHE' || lpad((100000000 + (h.party * 7127) % 899999999)::text, 9, '0')
                   WHEN 'MC' THEN 'FR' || lpad((h.party % 97)::text, 2, '0') || '000' || lpad(h.party::text, 6, '0')
                   ELSE lpad((h.party * 7127 % 999999999)::text, 9, '0') END,
       h.cts + interval '6 s', h.cuid, h.party, NULL,
       CASE WHEN h.ctry IN ('BE','FR','NL','LU','DE','IT','GB','CH') THEN lower(h.ctry) || '_vat' WHEN h.ctry = 'MC' THEN 'fr_vat' WHEN h.ctry = 'US' THEN 'us_ein' END
  FROM party_home h
 WHERE NOT h.person AND (h.kind IN ('comp', 'supp') OR (h.kind = 'cust' AND random() < 0.72)) AND h.kind <> 'test'
 ORDER BY h.cts, h.party;

INSERT INTO party_identifier (active, address, code, create_date, create_uid, party, sequence, type)
SELECT true, a.id, lpad((30000000000000 + (a.id * 104729) % 69999999999999)::text, 14, '0'), a.create_date + interval '9 s', a.create_uid,
       a.party, 20, 'fr_siret'
  FROM party_address a JOIN party_home h ON h.party = a.party
 WHERE h.ctry = 'FR' AND NOT h.person AND h.kind IN ('cust', 'comp') AND (a.sequence IS NULL OR a.sequence <= 20)
   AND a.create_date >= timestamp '2022-05-01' AND (a.id * 11) % 10 < 4
 ORDER BY a.create_date, a.id;

UPDATE party_identifier x SET write_uid = x.create_uid, write_date = x.create_date + interval '2 days' + q.r2 * interval '90 days'
  FROM (SELECT id, random() AS r1, random() AS r2 FROM (SELECT id FROM party_identifier ORDER BY id OFFSET 0) o) q
 WHERE q.id = x.id AND q.r1 < 0.05;


-- categories
INSERT INTO party_category (id, active, create_date, create_uid, name, parent)
SELECT n, n <> 13, CASE WHEN n <= 14 THEN timestamp '2021-02-15 10:00:00' + n * interval '25 s' ELSE timestamp '2022-09-12 11:20:00' + n * interval '1 min' END,
       CASE WHEN n <= 14 THEN 1 ELSE 4 END, nm, p
  FROM (VALUES (1, 'Clients', NULL), (2, 'Fournisseurs', NULL), (3, 'Horeca', 1), (4, 'Bureaux', 1), (5, 'Commerce de détail', 1),
               (6, 'Hôtels', 3), (7, 'Restaurants', 3), (8, 'Cafés & bars', 3), (9, 'Boulangeries', 5), (10, 'Torréfacteurs', 2),
               (11, 'Constructeurs', 2), (12, 'Services', 2), (13, 'Prospects 2021', 1), (14, 'Grands comptes', 1), (15, 'Franchises', 3),
               (16, 'Traiteurs', 3)) v(n, nm, p);

UPDATE party_category SET write_uid = 5, write_date = timestamp '2022-01-10 09:12:00' WHERE id = 13;

INSERT INTO party_category_rel (category, create_date, create_uid, party)
SELECT c, CASE WHEN c IN (15, 16) THEN GREATEST(h.cts, timestamp '2022-09-12 11:40:00' + h.party * interval '2 s') ELSE h.cts + interval '7 s' + c * interval '1 ms' END,
       CASE WHEN c IN (15, 16) AND h.cts < timestamp '2022-09-12' THEN 4 ELSE h.cuid END, h.party
  FROM party_home h, LATERAL (SELECT CASE WHEN h.kind = 'supp' THEN (ARRAY[10,10,11,11,12,12,12,2])[pg_temp.r(8)]
                                          WHEN h.kind <> 'cust' OR h.person THEN NULL
                                          ELSE (ARRAY[6,7,7,7,8,8,8,8,4,4,9,5,16,15])[pg_temp.r(14)] END AS c
                              UNION ALL
                              SELECT CASE WHEN h.kind = 'cust' AND NOT h.person AND random() < 0.06 THEN 14 END
                              UNION ALL
                              SELECT CASE WHEN h.kind = 'cust' AND h.cts < timestamp '2021-12-31' AND random() < 0.05 THEN 13 END) q
 WHERE c IS NOT NULL ORDER BY 2, 4, 1;

-- ===================================================================== companies and employees
INSERT INTO company_company (id, create_date, create_uid, currency, footer, header, party, timezone, write_date, write_uid)
SELECT 1, timestamp '2021-02-10 09:31:52', 1, pg_temp.cur('EUR'), 'Verdi Coffee Supply SRL - BE0712.345.678 - IBAN BE68 5390 0754 7034',
       'Verdi Coffee Supply', (SELECT party FROM party_home WHERE kind = 'comp' AND home = 1), 'Europe/Brussels',
       timestamp '2021-02-26 15:02:11', 1
UNION ALL
SELECT 2, timestamp '2022-05-16 11:20:31', 1, pg_temp.cur('EUR'), 'Verdi Café France SAS - capital 50 000 EUR - RCS Lyon',
       'Verdi Café France', (SELECT party FROM party_home WHERE kind = 'comp' AND home = 2), 'Europe/Paris', NULL, NULL;

INSERT INTO company_employee (id, company, create_date, create_uid, end_date, party, start_date, supervisor, write_date, write_uid)
SELECT e.id, e.c, e.cts, 1, e.endd, (SELECT party FROM party_home WHERE kind = 'emp' AND nm = e.nm), e.sd, e.sup,
       CASE WHEN e.endd IS NOT NULL THEN timestamp '2023-02-28 17:28:40' END, CASE WHEN e.endd IS NOT NULL THEN 1 END
  FROM (VALUES (1, 1, timestamp '2021-02-11 09:58:00', 'Karel Verdi', date '2019-09-01', NULL::date, NULL::int),
               (2, 1, timestamp '2021-02-11 09:58:30', 'Marie Dubois', date '2020-01-06', NULL, 1),
               (3, 1, timestamp '2021-02-11 09:59:00', 'Luc Peeters', date '2020-03-02', NULL, 1),
               (4, 1, timestamp '2021-02-11 09:59:30', 'Sophie Lambert', date '2020-09-01', NULL, 1),
               (5, 1, timestamp '2021-02-11 10:00:00', 'Jan Janssens', date '2019-11-04', NULL, 1),
               (6, 1, timestamp '2021-02-11 10:00:30', 'Pierre Martin', date '2020-02-03', NULL, 1),
               (7, 1, timestamp '2021-02-11 10:01:00', 'Tom Maes', date '2021-01-04', date '2023-02-28', 5),
               (8, 2, timestamp '2022-05-20 14:09:00', 'Camille Bernard', date '2022-05-16', NULL, 11),
               (9, 2, timestamp '2022-05-20 14:09:40', 'Nadia Haddad', date '2022-05-16', NULL, 11),
               (10, 2, timestamp '2022-05-20 14:10:20', 'Léa Roux', date '2022-06-01', NULL, 9),
               (11, 2, timestamp '2022-05-20 14:08:10', 'Karel Verdi', date '2022-05-16', NULL, NULL),
               (12, 1, timestamp '2023-03-01 08:46:20', 'Eva De Smet', date '2023-03-01', NULL, 3)) e(id, c, cts, nm, sd, endd, sup);

INSERT INTO party_party_lang (create_date, create_uid, lang, party, company)
SELECT h.cts + interval '2 s', h.cuid, (SELECT id FROM ir_lang WHERE code = h.lang), h.party,
       CASE WHEN h.kind = 'comp' THEN 1 ELSE h.home END
  FROM party_home h ORDER BY h.cts, h.party;

-- the language was corrected on some parties later (the write happens in the editor's company)
UPDATE party_party_lang x SET lang = (SELECT id FROM ir_lang WHERE code = CASE WHEN x.lang = (SELECT id FROM ir_lang WHERE code = 'fr') THEN 'nl' ELSE 'fr' END),
       write_uid = q.u, write_date = x.create_date + interval '30 days' + q.r2 * interval '200 days'
  FROM (SELECT id, random() AS r1, pg_temp.u_sale(company, date '2022-03-01') AS u, random() AS r2
          FROM (SELECT id, company FROM party_party_lang ORDER BY id OFFSET 0) o) q
 WHERE q.id = x.id AND q.r1 < 0.04 AND x.create_uid <> 3;

UPDATE party_party_lang SET write_date = timestamp '2024-05-29 10:00' WHERE write_date > timestamp '2024-05-31';

-- parties that work with both companies got a language row in the second company too
INSERT INTO party_party_lang (create_date, create_uid, lang, party, company)
SELECT timestamp '2022-06-02 09:00:00' + h.party * interval '3 s', 10, (SELECT id FROM ir_lang WHERE code = h.lang), h.party, 2
  FROM party_home h WHERE (h.kind = 'supp' AND h.home = 1 AND h.ctry IN ('IT', 'FR', 'DE') AND h.party % 3 = 0) OR (h.kind = 'comp' AND h.home = 1)
 ORDER BY h.party;


-- ===================================================================== chart of accounts (one per company, from the create chart wizard)
CREATE TEMP TABLE atype (n int, name text, parent int, seq int, statement text, assets bool, receivable bool, payable bool, revenue bool,
                         expense bool, stock bool, debt bool);

INSERT INTO atype VALUES
 (1,'Bilan',NULL,10,'balance',false,false,false,false,false,false,false),(2,'Actif',1,10,NULL,true,false,false,false,false,false,false),
 (3,'Actifs immobilisés',2,10,NULL,true,false,false,false,false,false,false),(4,'Stocks',2,20,NULL,true,false,false,false,false,true,false),
 (5,'Créances clients',2,30,NULL,true,true,false,false,false,false,false),(6,'Autres créances',2,40,NULL,true,false,false,false,false,false,false),
 (7,'Trésorerie',2,50,NULL,true,false,false,false,false,false,false),(8,'Passif',1,20,NULL,false,false,false,false,false,false,false),
 (9,'Capitaux propres',8,10,NULL,false,false,false,false,false,false,false),(10,'Dettes fournisseurs',8,20,NULL,false,false,true,false,false,false,false),
 (11,'Dettes fiscales',8,30,NULL,false,false,false,false,false,false,false),(12,'Dettes sociales',8,40,NULL,false,false,false,false,false,false,false),
 (13,'Dettes financières',8,50,NULL,false,false,false,false,false,false,true),(14,'Compte de résultat',NULL,20,'income',false,false,false,false,false,false,false),
 (15,'Produits',14,10,NULL,false,false,false,false,false,false,false),(16,'Chiffre d''affaires',15,10,NULL,false,false,false,true,false,false,false),
 (17,'Autres produits',15,20,NULL,false,false,false,true,false,false,false),(18,'Charges',14,20,NULL,false,false,false,false,false,false,false),
 (19,'Achats',18,10,NULL,false,false,false,false,true,false,false),(20,'Services et biens divers',18,20,NULL,false,false,false,false,true,false,false),
 (21,'Rémunérations',18,30,NULL,false,false,false,false,true,false,false),(22,'Amortissements',18,40,NULL,false,false,false,false,true,false,false),
 (23,'Charges financières',18,50,NULL,false,false,false,false,true,false,false),(24,'Hors bilan',NULL,30,'off-balance',false,false,false,false,false,false,false);

INSERT INTO account_account_type (id, assets, company, create_date, create_uid, debt, expense, name, parent, payable, receivable, revenue,
                                  sequence, statement, stock)
SELECT (c - 1) * 24 + n, assets, c, CASE c WHEN 1 THEN timestamp '2021-02-15 09:20:00' ELSE timestamp '2022-05-16 11:40:00' END + n * interval '15 ms',
       1, debt, expense, name, (c - 1) * 24 + parent, payable, receivable, revenue, seq, statement, stock
  FROM atype, (VALUES (1), (2)) cc(c) ORDER BY c, n;

UPDATE account_account_type SET write_uid = 2, write_date = timestamp '2021-03-15 11:02:00' WHERE company = 1 AND name = 'Autres créances';


-- accounts: (company, code, name, local type, parent code, reconcile, party required); code NULL is the root view
CREATE TEMP TABLE acct (k serial, c int, code text, name text, t int, pcode text, rec bool DEFAULT false, preq bool DEFAULT false);

INSERT INTO acct (c, code, name, t, pcode, rec, preq) VALUES
 (1,NULL,'Plan comptable',NULL,NULL,false,false),(1,'1','Fonds propres, provisions et dettes à plus d''un an',NULL,NULL,false,false),
 (1,'2','Frais d''établissement, actifs immobilisés',NULL,NULL,false,false),(1,'3','Stocks et commandes en cours',NULL,NULL,false,false),
 (1,'4','Créances et dettes à un an au plus',NULL,NULL,false,false),(1,'5','Placements de trésorerie et valeurs disponibles',NULL,NULL,false,false),
 (1,'6','Charges',NULL,NULL,false,false),(1,'7','Produits',NULL,NULL,false,false),
 (1,'10','Capital',NULL,'1',false,false),(1,'100000','Capital souscrit',9,'10',false,false),(1,'13','Réserves',NULL,'1',false,false),
 (1,'130000','Réserve légale',9,'13',false,false),(1,'140000','Bénéfice reporté',9,'1',false,false),
 (1,'17','Dettes à plus d''un an',NULL,'1',false,false),(1,'173000','Emprunt KBC',13,'17',false,false),
 (1,'23','Installations, machines et outillage',NULL,'2',false,false),(1,'230000','Machines',3,'23',false,false),
 (1,'230900','Amortissements machines',3,'23',false,false),(1,'24','Mobilier et matériel roulant',NULL,'2',false,false),
 (1,'240000','Mobilier',3,'24',false,false),(1,'241000','Matériel de démonstration',3,'24',false,false),(1,'241500','Camionnette',3,'24',false,false),
 (1,'283000','Cautionnements versés',3,'2',false,false),(1,'340000','Marchandises',4,'3',false,false),
 (1,'40','Créances commerciales',NULL,'4',false,false),(1,'400000','Clients',5,'40',true,true),(1,'400100','Clients intra-groupe',5,'40',true,true),
 (1,'404000','Produits à recevoir',6,'40',false,false),(1,'407000','Créances douteuses',5,'40',true,true),
 (1,'41','Autres créances',NULL,'4',false,false),(1,'411000','TVA à récupérer',6,'41',false,false),(1,'411800','TVA intracommunautaire à récupérer',6,'41',false,false),
 (1,'416000','Créances diverses',6,'41',true,true),(1,'44','Dettes commerciales',NULL,'4',false,false),
 (1,'440000','Fournisseurs',10,'44',true,true),(1,'440100','Fournisseurs intra-groupe',10,'44',true,true),(1,'444000','Factures à recevoir',10,'44',false,false),
 (1,'45','Dettes fiscales, salariales et sociales',NULL,'4',false,false),(1,'451000','TVA à payer',11,'45',false,false),
 (1,'451800','TVA due cocontractant',11,'45',false,false),(1,'453000','Précomptes retenus',12,'45',false,false),(1,'454000','ONSS',12,'45',false,false),
 (1,'455000','Rémunérations',12,'45',true,true),(1,'456000','Pécules de vacances',12,'45',false,false),
 (1,'499000','Compte d''attente',6,'4',true,false),(1,'55','Établissements de crédit',NULL,'5',false,false),
 (1,'550000','KBC compte courant',7,'55',false,false),(1,'550100','Belfius épargne',7,'55',false,false),(1,'570000','Caisse',7,'5',false,false),
 (1,'580000','Virements internes',7,'5',true,false),
 (1,'60','Approvisionnements et marchandises',NULL,'6',false,false),(1,'600000','Achats de marchandises',19,'60',false,false),
 (1,'604000','Achats de pièces détachées',19,'60',false,false),(1,'609000','Variation des stocks',19,'60',false,false),
 (1,'61','Services et biens divers',NULL,'6',false,false),(1,'610000','Loyer',20,'61',false,false),(1,'611000','Entretien et réparations',20,'61',false,false),
 (1,'612000','Énergie',20,'61',false,false),(1,'613000','Télécom',20,'61',false,false),(1,'613500','Honoraires',20,'61',false,false),
 (1,'614000','Transport',20,'61',false,false),(1,'615000','Publicité',20,'61',false,false),(1,'616000','Assurances',20,'61',false,false),
 (1,'617000','Intérimaires',20,'61',false,false),(1,'62','Rémunérations',NULL,'6',false,false),(1,'620000','Rémunérations employés',21,'62',false,false),
 (1,'621000','Cotisations patronales',21,'62',false,false),(1,'630000','Dotations aux amortissements',22,'6',false,false),
 (1,'65','Charges financières',NULL,'6',false,false),(1,'650000','Intérêts',23,'65',false,false),(1,'657000','Frais bancaires',23,'65',false,false),
 (1,'70','Chiffre d''affaires',NULL,'7',false,false),(1,'700000','Ventes de marchandises',16,'70',false,false),
 (1,'700100','Ventes intracommunautaires',16,'70',false,false),(1,'700200','Ventes export',16,'70',false,false),
 (1,'705000','Prestations de services',16,'70',false,false),(1,'708000','Ventes intra-groupe',16,'70',false,false),
 (1,'709000','Remises accordées',16,'70',false,false),(1,'740000','Autres produits d''exploitation',17,'7',false,false),
 (1,'750000','Produits financiers',17,'7',false,false),
 (2,NULL,'Plan comptable général',NULL,NULL,false,false),(2,'1','Comptes de capitaux',NULL,NULL,false,false),
 (2,'2','Comptes d''immobilisations',NULL,NULL,false,false),(2,'3','Comptes de stocks',NULL,NULL,false,false),
 (2,'4','Comptes de tiers',NULL,NULL,false,false),(2,'5','Comptes financiers',NULL,NULL,false,false),(2,'6','Comptes de charges',NULL,NULL,false,false),
 (2,'7','Comptes de produits',NULL,NULL,false,false),
 (2,'101000','Capital',9,'1',false,false),(2,'106100','Réserve légale',9,'1',false,false),(2,'120000','Résultat de l''exercice',9,'1',false,false),
 (2,'164000','Emprunt',13,'1',false,false),(2,'218300','Matériel de bureau',3,'2',false,false),(2,'218400','Mobilier',3,'2',false,false),
 (2,'281800','Amortissements',3,'2',false,false),(2,'370000','Stocks de marchandises',4,'3',false,false),
 (2,'40','Fournisseurs et comptes rattachés',NULL,'4',false,false),(2,'401000','Fournisseurs',10,'40',true,true),
 (2,'401700','Fournisseurs groupe',10,'40',true,true),(2,'408000','Factures non parvenues',10,'40',false,false),
 (2,'41','Clients et comptes rattachés',NULL,'4',false,false),(2,'411000','Clients',5,'41',true,true),(2,'411700','Clients groupe',5,'41',true,true),
 (2,'416000','Clients douteux',5,'41',true,true),(2,'42','Personnel',NULL,'4',false,false),(2,'421000','Rémunérations dues',12,'42',true,true),
 (2,'431000','Sécurité sociale',12,'4',false,false),(2,'44','État',NULL,'4',false,false),(2,'445510','TVA à décaisser',11,'44',false,false),
 (2,'445660','TVA déductible',6,'44',false,false),(2,'445662','TVA déductible intracommunautaire',6,'44',false,false),
 (2,'445710','TVA collectée',11,'44',false,false),(2,'445200','TVA due intracommunautaire',11,'44',false,false),
 (2,'471000','Compte d''attente',6,'4',true,false),(2,'512000','BNP Paribas',7,'5',false,false),(2,'530000','Caisse',7,'5',false,false),
 (2,'580000','Virements internes',7,'5',true,false),
 (2,'60','Achats',NULL,'6',false,false),(2,'607000','Achats de marchandises',19,'60',false,false),(2,'603700','Variation des stocks',19,'60',false,false),
 (2,'61','Services extérieurs',NULL,'6',false,false),(2,'613200','Locations immobilières',20,'61',false,false),(2,'615000','Entretien et réparations',20,'61',false,false),
 (2,'616000','Primes d''assurance',20,'61',false,false),(2,'62','Autres services extérieurs',NULL,'6',false,false),
 (2,'622600','Honoraires',20,'62',false,false),(2,'624100','Transports sur achats',20,'62',false,false),(2,'626000','Frais postaux et télécommunications',20,'62',false,false),
 (2,'627000','Services bancaires',23,'62',false,false),(2,'641000','Rémunérations du personnel',21,'6',false,false),
 (2,'645000','Charges de sécurité sociale',21,'6',false,false),(2,'681100','Dotations aux amortissements',22,'6',false,false),
 (2,'661100','Intérêts des emprunts',23,'6',false,false),
 (2,'70','Ventes',NULL,'7',false,false),(2,'707000','Ventes de marchandises',16,'70',false,false),(2,'706000','Prestations de services',16,'70',false,false),
 (2,'707100','Ventes intra-groupe',16,'70',false,false),(2,'709700','Rabais, remises et ristournes',16,'70',false,false),
 (2,'758000','Produits divers de gestion',17,'7',false,false);

-- accounts opened later: foreign currency wallets (2022), the 2023 split of energy / telecom and of the French fees account
INSERT INTO acct (c, code, name, t, pcode, rec, preq) VALUES
 (1,'550200','Wise USD',7,'55',false,false),(1,'550300','Wise GBP',7,'55',false,false),
 (1,'612100','Électricité et gaz',20,'61',false,false),(1,'613100','Téléphonie et internet',20,'61',false,false),
 (2,'622610','Honoraires comptables',20,'62',false,false);

CREATE TEMP TABLE acc AS SELECT a.*, row_number() OVER (ORDER BY k)::int AS aid FROM acct a;

INSERT INTO account_account (id, active, closed, code, company, create_date, create_uid, credit_type, debit_type, deferral, end_date, "left", name,
                             parent, party_required, reconcile, replaced_by, "right", second_currency, start_date, type)
SELECT aid, true, false, code, c,
       CASE WHEN code IN ('550200','550300') THEN timestamp '2022-02-07 10:15:00' + k * interval '20 s'
            WHEN code IN ('612100','613100') THEN timestamp '2023-01-03 09:31:00' + k * interval '20 s'
            WHEN code = '622610' THEN timestamp '2023-01-05 14:02:00'
            WHEN c = 1 THEN timestamp '2021-02-15 09:20:02' + k * interval '30 ms' ELSE timestamp '2022-05-16 11:40:02' + k * interval '30 ms' END,
       CASE WHEN code IN ('550200','550300','612100','613100') THEN 2 WHEN code = '622610' THEN 10 ELSE 1 END,
       NULL, NULL, t IS NOT NULL AND t <= 13, NULL, 0, name, NULL, preq, rec, NULL, 0,
       CASE code WHEN '550200' THEN pg_temp.cur('USD') WHEN '550300' THEN pg_temp.cur('GBP') END,
       CASE WHEN code IN ('612100','613100','622610') THEN date '2023-01-01' END, CASE WHEN t IS NOT NULL THEN (c - 1) * 24 + t END
  FROM acc ORDER BY aid;

UPDATE account_account a
   SET parent = CASE WHEN s.pcode IS NULL THEN (SELECT r.aid FROM acc r WHERE r.c = s.c AND r.code IS NULL)
                     ELSE (SELECT p.aid FROM acc p WHERE p.c = s.c AND p.code = s.pcode) END
  FROM acc s WHERE s.aid = a.id AND s.code IS NOT NULL;

-- the bank accounts turn into debts when overdrawn, the VAT payable into a claim when in credit
UPDATE account_account SET credit_type = company * 24 - 24 + 13, write_uid = 2, write_date = timestamp '2021-03-02 10:00:00' WHERE code IN ('550000', '512000');

UPDATE account_account SET debit_type = company * 24 - 24 + 6, write_uid = 2, write_date = timestamp '2021-03-02 10:01:00' WHERE code IN ('451000', '445510');

UPDATE account_account SET write_uid = 10, write_date = timestamp '2022-06-01 08:30:00' WHERE code = '512000';

UPDATE account_account SET write_uid = 10, write_date = timestamp '2022-06-01 08:31:00' WHERE code = '445510';

-- closed and replaced in the 2023 restructuring
UPDATE account_account a SET closed = true, end_date = date '2022-12-31', write_uid = CASE WHEN a.company = 1 THEN 2 ELSE 10 END,
       write_date = timestamp '2023-01-05 14:10:00' + a.id * interval '1 s',
       replaced_by = (SELECT n.id FROM account_account n WHERE n.company = a.company AND n.code = CASE a.code WHEN '612000' THEN '612100'
                                                                                         WHEN '613000' THEN '613100' ELSE '622610' END)
 WHERE (a.company = 1 AND a.code IN ('612000', '613000')) OR (a.company = 2 AND a.code = '622600');

UPDATE account_account SET note = 'Voir contrat de leasing 2021-07' WHERE code = '241500';

-- nested set of the tree (Tryton's left / right, from 0)
WITH RECURSIVE t AS (
  SELECT id, ARRAY[id] AS path, 0 AS depth FROM account_account WHERE parent IS NULL
  UNION ALL SELECT a.id, t.path || a.id, t.depth + 1 FROM account_account a JOIN t ON a.parent = t.id),
 o AS (SELECT id, depth, row_number() OVER (ORDER BY path) AS i, path FROM t),
 s AS (SELECT o.id, o.depth, o.i, (SELECT count(*) FROM o o2 WHERE o2.path[1:o.depth + 1] = o.path) AS sz FROM o)
UPDATE account_account a SET "left" = 2 * s.i - s.depth - 2, "right" = 2 * s.i - s.depth - 2 + 2 * s.sz - 1 FROM s WHERE s.id = a.id;

CREATE FUNCTION pg_temp.acct(c int, code text) RETURNS int LANGUAGE sql STABLE
AS $$ SELECT id FROM account_account WHERE company = c AND account_account.code = acct.code $$;


-- ===================================================================== taxes
INSERT INTO account_tax_group (id, code, create_date, create_uid, kind, name)
VALUES (1, 'VAT', '2021-02-15 09:30:10', 1, 'sale', 'TVA ventes'), (2, 'VAT', '2021-02-15 09:30:25', 1, 'purchase', 'TVA achats'),
       (3, 'ICL', '2021-02-15 09:30:40', 1, 'both', 'Intracommunautaire'), (4, 'EXP', '2021-02-15 09:30:55', 1, 'sale', 'Export');

CREATE TEMP TABLE tx (n int, c int, name text, grp int, typ text, rate numeric, inv text, parent int, seq int);

INSERT INTO tx VALUES
 (1,1,'TVA 21% ventes',1,'percentage',0.21,'451000',NULL,10),(2,1,'TVA 6% ventes',1,'percentage',0.06,'451000',NULL,20),
 (3,1,'TVA 0% livraisons intracommunautaires',3,'percentage',0,'451000',NULL,30),(4,1,'TVA 0% export',4,'percentage',0,'451000',NULL,40),
 (5,1,'TVA 21% achats',2,'percentage',0.21,'411000',NULL,50),(6,1,'TVA 6% achats',2,'percentage',0.06,'411000',NULL,60),
 (7,1,'Acquisitions intracommunautaires',3,'none',NULL,NULL,NULL,70),(8,1,'TVA 21% intracom. à récupérer',3,'percentage',0.21,'411800',7,71),
 (9,1,'TVA 21% intracom. due',3,'percentage',-0.21,'451800',7,72),
 (10,2,'TVA collectée 20%',1,'percentage',0.20,'445710',NULL,10),(11,2,'TVA collectée 5,5%',1,'percentage',0.055,'445710',NULL,20),
 (12,2,'TVA déductible 20%',2,'percentage',0.20,'445660',NULL,30),(13,2,'TVA déductible 5,5%',2,'percentage',0.055,'445660',NULL,40),
 (14,2,'Autoliquidation intracommunautaire',3,'none',NULL,NULL,NULL,50),(15,2,'TVA déductible intracom. 20%',3,'percentage',0.20,'445662',14,51),
 (16,2,'TVA due intracom. 20%',3,'percentage',-0.20,'445200',14,52),(17,2,'Exonération export',4,'percentage',0,'445710',NULL,60);

INSERT INTO account_tax (id, active, amount, company, create_date, create_uid, credit_note_account, description, "group", invoice_account,
                         legal_notice, name, parent, rate, sequence, start_date, type, update_unit_price)
SELECT n, true, NULL, c, CASE c WHEN 1 THEN timestamp '2021-02-15 09:31:00' ELSE timestamp '2022-05-16 11:42:00' END + n * interval '20 s',
       1, pg_temp.acct(c, inv), name, grp, pg_temp.acct(c, inv),
       CASE WHEN grp = 3 AND typ <> 'none' AND rate > 0 AND n IN (3) THEN 'Livraison intracommunautaire exemptée, art. 39bis CTVA' 
            WHEN n = 4 THEN 'Exportation exemptée, art. 39 CTVA' WHEN n = 17 THEN 'Exonération de TVA, article 262 I du CGI'
            WHEN n = 3 THEN 'Livraison intracommunautaire exemptée, art. 39bis CTVA' END,
       name, parent, rate, seq, CASE c WHEN 2 THEN date '2022-06-01' END, typ, false
  FROM tx ORDER BY n;

UPDATE account_tax SET write_uid = 2, write_date = timestamp '2021-04-06 10:20:00' WHERE id = 3;


-- ===================================================================== strict sequences, fiscal years, periods
CREATE TEMP TABLE fy (n int, c int, y int, sd date, ed date, state text, cts timestamp, cuid int);

INSERT INTO fy VALUES (1, 1, 2021, '2021-01-01', '2021-12-31', 'closed', '2021-02-15 09:45:00', 2),
                      (2, 1, 2022, '2022-01-01', '2022-12-31', 'closed', '2021-12-20 10:12:00', 2),
                      (3, 2, 2022, '2022-06-01', '2022-12-31', 'closed', '2022-05-16 12:05:00', 1),
                      (4, 1, 2023, '2023-01-01', '2023-12-31', 'locked', '2022-12-19 09:40:00', 2),
                      (5, 2, 2023, '2023-01-01', '2023-12-31', 'locked', '2022-12-19 11:02:00', 10),
                      (6, 1, 2024, '2024-01-01', '2024-12-31', 'open', '2023-12-18 10:05:00', 2),
                      (7, 2, 2024, '2024-01-01', '2024-12-31', 'open', '2023-12-18 10:40:00', 10);

-- four strict sequences per fiscal year (posted moves, customer invoices, customer credit notes, supplier invoices and credit notes)
CREATE TEMP TABLE sq AS
SELECT (f.n - 1) * 4 + s.k AS id, f.n AS fy, f.c, f.y, s.k, f.cts + s.k * interval '8 s' AS cts, f.cuid,
       CASE s.k WHEN 1 THEN 'Pièces comptabilisées ' WHEN 2 THEN 'Factures clients ' WHEN 3 THEN 'Notes de crédit clients '
                ELSE 'Factures fournisseurs ' END || CASE f.c WHEN 2 THEN 'FR ' ELSE '' END || f.y AS name,
       CASE s.k WHEN 1 THEN 4 ELSE 5 END AS stype,
       CASE s.k WHEN 1 THEN CASE f.c WHEN 1 THEN 'P' ELSE 'FR-P' END WHEN 2 THEN CASE f.c WHEN 1 THEN 'F' ELSE 'FR-F' END
                WHEN 3 THEN CASE f.c WHEN 1 THEN 'NC' ELSE 'FR-A' END ELSE CASE f.c WHEN 1 THEN 'AF' ELSE 'FR-AF' END END || f.y || '-' AS prefix
  FROM fy f, generate_series(1, 4) s(k);

INSERT INTO ir_sequence_strict (id, active, create_date, create_uid, last_timestamp, name, number_increment, number_next_internal, padding,
                                prefix, sequence_type, suffix, timestamp_offset, timestamp_rounding, type, company)
SELECT id, true, cts, cuid, 0, name, 1, 1, CASE WHEN k = 1 THEN 6 ELSE 5 END, prefix, stype, NULL, 946681200, 1, 'incremental', c
  FROM sq ORDER BY id;

INSERT INTO account_fiscalyear (id, company, create_date, create_uid, end_date, name, post_move_sequence, start_date, state, write_date, write_uid)
SELECT n, c, cts, cuid, ed, CASE c WHEN 2 THEN 'FR ' ELSE '' END || y, (n - 1) * 4 + 1, sd, state,
       CASE WHEN state = 'closed' THEN make_timestamp(y + 1, 4, 20 + c, 16, 10, 0) WHEN state = 'locked' THEN make_timestamp(y + 1, 5, 2 + c, 11, 30, 0) END,
       CASE WHEN state <> 'open' THEN CASE c WHEN 1 THEN 2 ELSE 10 END END
  FROM fy ORDER BY n;

INSERT INTO account_fiscalyear_invoice_sequence (company, create_date, create_uid, fiscalyear, in_credit_note_sequence, in_invoice_sequence,
                                                 out_credit_note_sequence, out_invoice_sequence, sequence)
SELECT c, cts + interval '40 s', cuid, n, (n - 1) * 4 + 4, (n - 1) * 4 + 4, (n - 1) * 4 + 3, (n - 1) * 4 + 2, NULL FROM fy ORDER BY n;

INSERT INTO account_period (create_date, create_uid, end_date, fiscalyear, name, start_date, state, type, write_date, write_uid)
SELECT f.cts + interval '50 s' + m * interval '10 ms', f.cuid, (d + interval '1 month - 1 day')::date, f.n,
       CASE f.c WHEN 2 THEN 'FR ' ELSE '' END || to_char(d, 'YYYY-MM'), d::date,
       CASE WHEN f.state = 'closed' THEN 'closed' WHEN f.state = 'locked' THEN 'locked' WHEN d < timestamp '2024-04-01' THEN 'closed' ELSE 'open' END,
       'standard',
       CASE WHEN f.state <> 'open' OR d < timestamp '2024-04-01' THEN LEAST(d + interval '1 month 25 days' + interval '10 hours', timestamp '2024-05-20 10:00') END,
       CASE WHEN f.state <> 'open' OR d < timestamp '2024-04-01' THEN CASE f.c WHEN 1 THEN 2 ELSE 10 END END
  FROM fy f, LATERAL generate_series(f.sd::timestamp, f.ed::timestamp, interval '1 month') WITH ORDINALITY AS g(d, m)
 ORDER BY f.n, d;

CREATE FUNCTION pg_temp.period(c int, d date) RETURNS int LANGUAGE sql STABLE
AS $$ SELECT p.id FROM account_period p JOIN account_fiscalyear f ON f.id = p.fiscalyear WHERE f.company = c AND d BETWEEN p.start_date AND p.end_date $$;


-- journals: the five of account's data (root) and the banks / write-off added by the staff
INSERT INTO account_journal (id, active, code, create_date, create_uid, name, type, write_date, write_uid)
VALUES (1, true, 'REV', '2021-02-10 09:15:01', 0, 'Revenue', 'revenue', NULL, NULL), (2, true, 'EXP', '2021-02-10 09:15:01.2', 0, 'Expense', 'expense', NULL, NULL),
       (3, true, 'CASH', '2021-02-10 09:15:01.4', 0, 'Cash', 'cash', '2021-02-15 10:02:00', 1),
       (4, true, 'STO', '2021-02-10 09:15:01.6', 0, 'Stock', 'general', NULL, NULL),
       (5, true, 'MISC', '2021-02-10 09:15:01.8', 0, 'Miscellaneous', 'general', NULL, NULL),
       (6, true, 'KBC', '2021-02-15 10:04:30', 1, 'KBC 734-0123456-78', 'cash', NULL, NULL),
       (7, true, 'BNP', '2022-05-16 12:20:00', 1, 'BNP Paribas Lyon', 'cash', '2022-06-01 08:40:00', 10),
       (8, true, 'WO', '2021-06-14 15:12:00', 2, 'Pertes et profits', 'write-off', NULL, NULL),
       (9, false, 'WISE', '2022-02-07 10:20:00', 2, 'Wise', 'cash', '2023-09-30 16:00:00', 2);


-- payment terms
INSERT INTO account_invoice_payment_term (id, active, create_date, create_uid, description, name, write_date, write_uid)
VALUES (1, true, '2021-02-15 10:30:00', 1, 'Paiement à la réception de la facture', 'Comptant', NULL, NULL),
       (2, true, '2021-02-15 10:31:00', 1, NULL, '30 jours', NULL, NULL),
       (3, true, '2021-02-15 10:32:00', 1, NULL, '30 jours fin de mois', '2021-05-03 11:00:00', 2),
       (4, true, '2021-02-15 10:33:00', 1, NULL, '60 jours', NULL, NULL),
       (5, true, '2021-09-20 14:45:00', 2, 'Machines: 50% à la commande, solde à 30 jours', '50/50', NULL, NULL),
       (6, false, '2021-02-15 10:34:00', 1, NULL, '15 jours', '2022-01-04 09:00:00', 2),
       (7, true, '2022-05-16 12:30:00', 10, 'Conditions LME', '45 jours fin de mois', NULL, NULL),
       (8, true, '2022-10-03 09:15:00', 2, 'Acompte fixe sur les machines', 'Acompte 250 EUR', NULL, NULL);

INSERT INTO account_invoice_payment_term_line (amount, create_date, create_uid, currency, divisor, payment, ratio, sequence, type)
SELECT amt, t.create_date + n * interval '1 s', t.create_uid, cur, div, p, ratio, n * 10, typ
  FROM (VALUES (1, 1, 'remainder', NULL::numeric, NULL::numeric, NULL::numeric, NULL::int), (2, 1, 'remainder', NULL, NULL, NULL, NULL),
               (3, 1, 'remainder', NULL, NULL, NULL, NULL), (4, 1, 'remainder', NULL, NULL, NULL, NULL),
               (5, 1, 'percent', 0.5, 2, NULL, NULL), (5, 2, 'remainder', NULL, NULL, NULL, NULL),
               (6, 1, 'remainder', NULL, NULL, NULL, NULL), (7, 1, 'remainder', NULL, NULL, NULL, NULL),
               (8, 1, 'fixed', NULL, NULL, 250, 8), (8, 2, 'remainder', NULL, NULL, NULL, NULL))
       v(p, n, typ, ratio, div, amt, cur)
  JOIN account_invoice_payment_term t ON t.id = v.p ORDER BY t.create_date, n;

-- ===================================================================== units, categories, products
INSERT INTO product_uom_category (id, create_date, create_uid, name)
SELECT n, timestamp '2021-02-10 09:14:10' + n * interval '10 ms', 0, nm
  FROM unnest(ARRAY['Units','Weight','Time','Length','Volume','Surface','Energy']) WITH ORDINALITY u(nm, n);

INSERT INTO product_uom (id, active, category, create_date, create_uid, digits, factor, name, rate, rounding, symbol, write_date, write_uid)
SELECT n, true, cat, CASE WHEN n <= 27 THEN timestamp '2021-02-10 09:14:11' + n * interval '10 ms' ELSE cts END, CASE WHEN n <= 27 THEN 0 ELSE cu END,
       dg, fac, nm, round((1 / fac)::numeric, 12)::float8, rnd, sym, NULL, NULL
  FROM (VALUES (1,'Unit','u',1,1.0,1,0,NULL::timestamp,NULL::int),(2,'Kilogram','kg',2,1.0,0.01,2,NULL,NULL),(3,'Gram','g',2,0.001,1,0,NULL,NULL),
               (4,'Carat','c',2,0.0002,0.01,2,NULL,NULL),(5,'Pound','lb',2,0.45359237,0.01,2,NULL,NULL),(6,'Ounce','oz',2,0.028349523125,0.01,2,NULL,NULL),
               (7,'Second','s',3,0.000277777778,1,0,NULL,NULL),(8,'Minute','min',3,0.016666666667,1,0,NULL,NULL),(9,'Hour','h',3,1.0,0.01,2,NULL,NULL),
               (10,'Day','d',3,24.0,0.01,2,NULL,NULL),(11,'Meter','m',4,1.0,0.01,2,NULL,NULL),(12,'Kilometer','km',4,1000.0,0.01,2,NULL,NULL),
               (13,'Centimeter','cm',4,0.01,1,0,NULL,NULL),(14,'Millimeter','mm',4,0.001,1,0,NULL,NULL),(15,'Foot','ft',4,0.3048,0.01,2,NULL,NULL),
               (16,'Yard','yd',4,0.9144,0.01,2,NULL,NULL),(17,'Inch','in',4,0.0254,0.01,2,NULL,NULL),(18,'Mile','mi',4,1609.344,0.01,2,NULL,NULL),
               (19,'Cubic meter','m³',5,1000.0,0.01,2,NULL,NULL),(20,'Liter','l',5,1.0,0.01,2,NULL,NULL),(21,'Cubic centimeter','cm³',5,0.001,1,0,NULL,NULL),
               (22,'Cubic inch','in³',5,0.016387064,0.01,2,NULL,NULL),(23,'Cubic foot','ft³',5,28.316846592,0.01,2,NULL,NULL),
               (24,'Gallon','gal',5,3.785411784,0.01,2,NULL,NULL),(25,'Square meter','m²',6,1.0,0.01,2,NULL,NULL),
               (26,'Square centimeter','cm²',6,0.0001,1,0,NULL,NULL),(27,'Kilowatt-hour','kWh',7,3600000.0,0.01,2,NULL,NULL),
               (28,'Carton de 6','ct6',1,6.0,1,0,timestamp '2021-02-18 11:05:00',7),(29,'Boîte de 100','bx100',1,100.0,1,0,timestamp '2021-02-18 11:06:30',7),
               (30,'Sac de 250 g','s250',2,0.25,1,0,timestamp '2021-02-18 11:08:00',7),(31,'Carton de 12','ct12',1,12.0,1,0,timestamp '2022-05-24 10:00:00',10))
       v(n, nm, sym, cat, fac, rnd, dg, cts, cu);

UPDATE product_uom SET active = false, write_uid = 7, write_date = timestamp '2021-02-18 11:10:00' WHERE id IN (4, 18, 22, 23, 24);

INSERT INTO product_category (id, create_date, create_uid, name, parent, account_parent, accounting, taxes_parent)
SELECT n, CASE WHEN n <= 26 THEN timestamp '2021-02-20 10:00:00' + n * interval '20 s' ELSE timestamp '2022-11-07 09:30:00' + n * interval '1 min' END,
       CASE WHEN n <= 26 THEN 1 ELSE 7 END, nm, p, false, acc, false
  FROM (VALUES (1,'Machines',NULL,false),(2,'Machines espresso',1,false),(3,'Moulins',1,false),(4,'Cafetières filtre',1,false),
               (5,'Café',NULL,false),(6,'Café en grains',5,false),(7,'Café moulu',5,false),(8,'Capsules',5,false),(9,'Thé',NULL,false),
               (10,'Sirops',NULL,false),(11,'Lait et alternatives',NULL,false),(12,'Tasses et verres',NULL,false),(13,'Nettoyage',NULL,false),
               (14,'Accessoires',NULL,false),(15,'Pièces détachées',NULL,false),(16,'Services',NULL,false),(17,'Réparations',16,false),
               (18,'Contrats d''entretien',16,false),(19,'Formations barista',16,false),
               (20,'[C] Marchandises 21%',NULL,true),(21,'[C] Café et denrées 6%',NULL,true),(22,'[C] Services 21%',NULL,true),
               (23,'[C] Pièces détachées',NULL,true),(24,'[C] Frais de port',NULL,true),(25,'Bio',NULL,false),(26,'Fairtrade',NULL,false),
               (27,'Machines reconditionnées',1,false),(28,'Cold brew',5,false)) v(n, nm, p, acc);

UPDATE product_category SET write_uid = 2, write_date = timestamp '2021-03-10 10:12:00' WHERE accounting;


-- template families: (family, category, accounting category, type, unit, sale unit, purchase unit, count, price low, price high, popularity)
CREATE TEMP TABLE fam (f int, cat int, acat int, typ text, uom int, suom int, puom int, cnt int, plo numeric, phi numeric, pop float8, pfx text,
                       names text[], consumable bool DEFAULT false, variants float8 DEFAULT 0);

INSERT INTO fam VALUES
 (1, 2, 20, 'goods', 1, 1, 1, 40, 1200, 9000, 0.15, 'MAC', ARRAY['Espresso','Barista','Pro','Compact','Duo','Tre','Classica','Leva'], false, 0.2),
 (2, 3, 20, 'goods', 1, 1, 1, 26, 300, 2500, 0.2, 'MOU', ARRAY['Moulin','Grinder','Mühle','On-demand'], false, 0.15),
 (3, 4, 20, 'goods', 1, 1, 1, 15, 150, 1500, 0.2, 'FIL', ARRAY['Cafetière filtre','Batch brewer','Percolateur'], false, 0),
 (4, 6, 21, 'goods', 2, 2, 2, 72, 14, 42, 4.0, 'GRA', ARRAY['Brésil Santos','Éthiopie Sidamo','Colombie Huila','Guatemala','Kenya AA','Honduras',
     'Pérou bio','Maison','Espresso Bar','Décaféiné','Blend Horeca','Rwanda','Inde Monsoon','Costa Rica'], false, 0),
 (5, 7, 21, 'goods', 2, 30, 2, 30, 16, 38, 1.2, 'MOL', ARRAY['Moulu filtre','Moulu espresso','Moulu moka'], false, 0),
 (6, 8, 21, 'goods', 1, 29, 29, 30, 0.28, 0.55, 1.4, 'CAP', ARRAY['Capsules Lungo','Capsules Ristretto','Capsules Décaf','Capsules Bio'], false, 0),
 (7, 9, 21, 'goods', 1, 1, 28, 25, 4, 18, 0.8, 'THE', ARRAY['Thé vert','Thé noir','Infusion','Rooibos','Chai'], false, 0),
 (8, 10, 21, 'goods', 1, 1, 28, 30, 6, 14, 1.3, 'SIR', ARRAY['Sirop vanille','Sirop caramel','Sirop noisette','Sauce chocolat','Sirop érable'], false, 0),
 (9, 11, 21, 'goods', 20, 20, 20, 15, 1.2, 3.5, 1.5, 'LAI', ARRAY['Lait entier','Lait avoine','Lait soja','Lait amande','Crème'], false, 0),
 (10, 12, 20, 'goods', 1, 1, 28, 45, 1.5, 24, 1.4, 'TAS', ARRAY['Tasse espresso','Tasse cappuccino','Verre latte','Mug','Gobelet carton'], false, 0.3),
 (11, 13, 20, 'goods', 1, 1, 28, 25, 8, 60, 1.0, 'NET', ARRAY['Pastilles nettoyantes','Détartrant','Nettoyant lait','Brosse groupe'], true, 0),
 (12, 14, 20, 'goods', 1, 1, 1, 60, 6, 140, 0.9, 'ACC', ARRAY['Tamper','Pichet à lait','Bac à marc','Balance','Thermomètre','Doseur'], false, 0.3),
 (13, 15, 23, 'goods', 1, 1, 1, 90, 3, 420, 0.7, 'PIE', ARRAY['Joint de groupe','Douchette','Pompe vibrante','Électrovanne','Porte-filtre',
     'Résistance','Pressostat','Gicleur'], false, 0),
 (14, 17, 22, 'service', 9, 9, 9, 6, 65, 95, 0.5, 'SRV', ARRAY['Intervention technique','Main d''oeuvre atelier','Déplacement'], false, 0),
 (15, 18, 22, 'service', 1, 1, 1, 5, 180, 900, 0.25, 'CTR', ARRAY['Contrat entretien annuel','Contrat premium'], false, 0),
 (16, 19, 22, 'service', 1, 1, 1, 4, 120, 450, 0.15, 'FOR', ARRAY['Formation barista','Atelier latte art'], false, 0),
 (17, 16, 24, 'service', 1, 1, 1, 2, 9.5, 25, 0.8, 'PORT', ARRAY['Frais de port','Livraison express'], false, 0);

CREATE TEMP TABLE tslot AS
SELECT f.f, g, f.cat, f.acat, f.typ, f.uom, f.suom, f.puom, f.consumable, f.pfx, f.variants,
       round((f.plo + (f.phi - f.plo) * random() ^ 1.7)::numeric, 2) AS price,
       f.names[1 + (g - 1) % array_length(f.names, 1)] || ' ' ||
         CASE WHEN f.f IN (1, 2, 3) THEN (ARRAY['Milano','Torino','Siena','Verona','Genova','Firenze','Nova','Lux','Mini','XL'])[pg_temp.r(10)] || ' ' || (g * 7 % 90 + 10)::text
              WHEN f.f IN (4, 5) THEN CASE WHEN g % 3 = 0 THEN 'bio ' ELSE '' END || (ARRAY['torréfaction claire','torréfaction moyenne','torréfaction foncée'])[1 + g % 3]
              WHEN f.f = 10 THEN (ARRAY['6 cl','15 cl','25 cl','35 cl','8 oz','12 oz'])[pg_temp.r(6)]
              WHEN f.f = 13 THEN 'réf. ' || (1000 + g * 37 % 9000)::text
              ELSE (ARRAY['standard','premium','pro','XL','70 cl','1 l','500 g'])[pg_temp.r(7)] END AS name,
       CASE WHEN f.f = 17 OR g <= f.cnt * 0.78 THEN timestamp '2021-02-21 15:00:00' + (f.f * 100 + g) * interval '400 ms'
            ELSE pg_temp.wt((date '2021-03-01' + floor(1185 * random())::int)) END AS cts,
       f.pop * (1.0 / (1 + (g - 1) * 0.18)) ^ 0.8 AS weight, false AS deleted
  FROM fam f, generate_series(1, f.cnt) g;

INSERT INTO tslot SELECT 12, 900 + g, 14, 20, 'goods', 1, 1, 1, false, 'TST', 0, 10, 'Produit test ' || g,
       timestamp '2021-02-12 09:10:00' + g * interval '11 min', 0, g IN (1, 3) FROM generate_series(1, 4) g;

UPDATE tslot SET deleted = true WHERE f NOT IN (17) AND g < 900 AND cts > timestamp '2021-03-01' AND random() < 0.03;

CREATE TEMP TABLE tp AS SELECT t.*, row_number() OVER (ORDER BY cts, f, g)::int AS tid,
       CASE WHEN g >= 900 THEN 3 WHEN cts < timestamp '2021-03-01' THEN 1 END AS cuid, NULL::int AS home FROM tslot t;

CREATE INDEX tmp_k_tp ON tp (tid);
UPDATE tp SET home = CASE WHEN cts >= timestamp '2022-06-01' AND random() < 0.3 THEN 2 ELSE 1 END;

CLUSTER tp USING tmp_k_tp;
UPDATE tp SET cuid = pg_temp.u_pur(home, cts::date) WHERE cuid IS NULL;

INSERT INTO product_template (id, active, code, consumable, create_date, create_uid, default_uom, name, type, write_date, write_uid,
                              account_category, salable, sale_uom, purchasable, purchase_uom)
SELECT tid, true, pfx || '-' || lpad(tid::text, 4, '0'), consumable, cts, cuid, uom, name, typ, NULL, NULL, acat, true, suom,
       typ = 'goods', CASE WHEN typ = 'goods' THEN puom END
  FROM tp WHERE NOT deleted ORDER BY tid;

-- the test products were kept but deactivated; a few products were discontinued; prices and names get edited
UPDATE product_template SET active = false, name = 'ne pas utiliser ' || id, write_uid = 1, write_date = timestamp '2021-03-04 16:40:00' + id * interval '1 s'
 WHERE code LIKE 'TST-%';

UPDATE product_template x SET active = false, write_uid = q.u, write_date = q.wd
  FROM (SELECT id, random() AS r1, pg_temp.u_pur(1, date '2023-01-01') AS u, pg_temp.wt(date '2022-09-01' + id % 600) AS wd
          FROM (SELECT id FROM product_template WHERE code NOT LIKE 'TST-%' ORDER BY id OFFSET 0) o) q
 WHERE q.id = x.id AND q.r1 < 0.06;

UPDATE product_template x SET write_uid = q.u, write_date = x.create_date + q.r2 * (timestamp '2024-05-31' - x.create_date)
  FROM (SELECT id, random() AS r1, pg_temp.u_pur(1, date '2022-01-01') AS u, random() AS r2
          FROM (SELECT id FROM product_template WHERE write_uid IS NULL ORDER BY id OFFSET 0) o) q
 WHERE q.id = x.id AND q.r1 < 0.3;

CLUSTER tp USING tmp_k_tp;
CREATE TEMP TABLE pslot2 AS
SELECT t.tid, v, t.cts + v * interval '1 s' AS cts, t.cuid, t.deleted, t.weight, t.price, t.f, t.home, t.typ
  FROM tp t, LATERAL generate_series(1, CASE WHEN t.variants > 0 AND random() < t.variants THEN 2 + pg_temp.r(2) ELSE 1 END) v;

CREATE TEMP TABLE pp AS SELECT p.*, row_number() OVER (ORDER BY cts, tid, v)::int AS prid, NULL::float8 AS r FROM pslot2 p;

UPDATE pp SET r = q.r FROM (SELECT prid, random() AS r FROM (SELECT prid FROM pp ORDER BY prid OFFSET 0) o) q WHERE q.prid = pp.prid;

INSERT INTO product_product (id, active, code, create_date, create_uid, description, suffix_code, template)
SELECT p.prid, t.active, t.code || CASE WHEN sfx IS NULL THEN '' ELSE '-' || sfx END, p.cts, p.cuid,
       CASE WHEN p.f IN (1, 2) AND p.r < 0.3 THEN 'Garantie 2 ans pièces et main d''oeuvre' END, sfx, p.tid
  FROM pp p JOIN product_template t ON t.id = p.tid,
       LATERAL (SELECT CASE WHEN (SELECT count(*) FROM pp x WHERE x.tid = p.tid) > 1
                            THEN (ARRAY['NOIR','BLANC','ROUGE','INOX','BLEU'])[p.v] END AS sfx) s
 WHERE NOT p.deleted ORDER BY p.prid;

UPDATE product_product SET write_uid = 1, write_date = timestamp '2021-03-04 16:41:00' + id * interval '1 s' WHERE create_uid = 3;

UPDATE product_product p SET active = false, write_uid = t.write_uid, write_date = t.write_date
  FROM product_template t WHERE t.id = p.template AND NOT t.active AND p.active;

ALTER TABLE tp ADD COLUMN r25 float8, ADD COLUMN r26 float8;

UPDATE tp SET r25 = q.a, r26 = q.b FROM (SELECT tid, random() AS a, random() AS b FROM (SELECT tid FROM tp ORDER BY tid OFFSET 0) o) q WHERE q.tid = tp.tid;

INSERT INTO "product_template-product_category" (category, create_date, create_uid, template)
SELECT c, t.create_date + interval '1 s', t.create_uid, t.id
  FROM product_template t JOIN tp ON tp.tid = t.id,
       LATERAL (SELECT tp.cat AS c WHERE tp.cat IS NOT NULL
                UNION ALL SELECT 25 WHERE tp.f IN (4, 5, 6, 7, 9) AND tp.r25 < 0.18
                UNION ALL SELECT 26 WHERE tp.f IN (4, 5, 6) AND tp.r26 < 0.15) q
 ORDER BY 2, 4, 1;


-- list prices per company (the French list was imported by camille before the opening), cost prices per product and company
INSERT INTO product_list_price (company, create_date, create_uid, list_price, template)
SELECT q.c, q.lcts, q.cu, CASE WHEN q.c = 1 THEN tp.price ELSE round(tp.price * 1.06, 2) END, tp.tid
  FROM tp JOIN product_template t ON t.id = tp.tid,
       LATERAL (SELECT 1 AS c, tp.cts + interval '2 s' AS lcts, tp.cuid AS cu WHERE tp.home = 1
                UNION ALL
                SELECT 2, CASE WHEN tp.cts < timestamp '2022-05-25' THEN timestamp '2022-05-25 16:00:00' + tp.tid * interval '300 ms' ELSE tp.cts + interval '2 s' END,
                       CASE WHEN tp.cts < timestamp '2022-05-25' THEN 9 ELSE tp.cuid END
                 WHERE tp.home = 2 OR (tp.f NOT IN (13) AND t.active AND t.code NOT LIKE 'TST%' AND (tp.tid * 7) % 10 < 7)) q
 ORDER BY 2, 5, 1;

UPDATE product_list_price x SET list_price = round(x.list_price * 1.04, 2), write_uid = CASE x.company WHEN 1 THEN 2 ELSE 9 END,
       write_date = timestamp '2023-01-09 08:30:00' + x.id * interval '50 ms'
  FROM (SELECT id, random() AS r1 FROM (SELECT id FROM product_list_price ORDER BY id OFFSET 0) o) q
 WHERE q.id = x.id AND x.create_date < timestamp '2022-12-31' AND q.r1 < 0.8;

UPDATE product_list_price x SET list_price = round(x.list_price * 1.03, 2), write_uid = CASE x.company WHEN 1 THEN 4 ELSE 9 END,
       write_date = timestamp '2024-01-08 08:30:00' + x.id * interval '50 ms'
  FROM (SELECT id, random() AS r1 FROM (SELECT id FROM product_list_price ORDER BY id OFFSET 0) o) q
 WHERE q.id = x.id AND x.create_date < timestamp '2023-12-31' AND q.r1 < 0.6;

INSERT INTO product_cost_price (company, cost_price, create_date, create_uid, product)
SELECT s.company, round(s.list_price * (0.45 + 0.2 * random())::numeric, 4), s.cts, s.create_uid, s.product
  FROM (SELECT l.company, l.list_price, GREATEST(l.create_date, p.create_date) + interval '3 s' AS cts, l.create_uid, p.id AS product
          FROM product_list_price l JOIN product_product p ON p.template = l.template ORDER BY 3, 5, 1 OFFSET 0) s;

UPDATE product_cost_price x SET cost_price = round(x.cost_price * (0.97 + 0.08 * q.r2)::numeric, 4), write_uid = q.u,
       write_date = x.create_date + q.r3 * (timestamp '2024-05-31' - x.create_date)
  FROM (SELECT id, random() AS r1, random() AS r2, CASE WHEN random() < 0.6 THEN 0 ELSE pg_temp.u_wh(company, date '2022-06-01') END AS u, random() AS r3
          FROM (SELECT id, company FROM product_cost_price ORDER BY id OFFSET 0) o) q
 WHERE q.id = x.id AND q.r1 < 0.55
   AND x.product IN (SELECT p.id FROM product_product p JOIN product_template t ON t.id = p.template WHERE t.type = 'goods');


-- ===================================================================== stock locations
INSERT INTO stock_location (id, active, address, allow_pickup, code, create_date, create_uid, flat_childs, input_location, "left",
                            lost_found_location, name, output_location, parent, picking_location, "right", storage_location, type)
SELECT n, true, NULL, false, code, cts, cu, false, NULL, 0, NULL, nm, NULL, p, NULL, 0, NULL, typ
  FROM (VALUES (1,'WH','Warehouse',NULL,'warehouse',timestamp '2021-02-10 09:15:20',0),(2,'IN','Input Zone',1,'storage','2021-02-10 09:15:20.1',0),
               (3,'OUT','Output Zone',1,'storage','2021-02-10 09:15:20.2',0),(4,'STO','Storage Zone',1,'storage','2021-02-10 09:15:20.3',0),
               (5,'SUP','Supplier',NULL,'supplier','2021-02-10 09:15:20.4',0),(6,'CUS','Customer',NULL,'customer','2021-02-10 09:15:20.5',0),
               (7,'LOST','Lost and Found',NULL,'lost_found','2021-02-10 09:15:20.6',0),(8,'TRANS','Transit',NULL,'storage','2021-02-10 09:15:20.7',0),
               (9,'A','Allée A',4,'storage','2021-02-22 10:03:00',6),(10,'B','Allée B',4,'storage','2021-02-22 10:03:30',6),
               (11,'C','Allée C',4,'storage','2021-02-22 10:04:00',6),(12,'D','Allée D',4,'storage','2021-02-22 10:04:30',6),
               (13,'MEZ','Mezzanine',4,'storage','2021-02-22 10:05:00',6),(14,'QUA','Quarantaine',4,'storage','2021-02-22 10:05:40',6),
               (15,'LYO','Entrepôt Lyon',NULL,'warehouse','2022-05-16 12:40:00',1),(16,'LYS','Lyon stock',15,'storage','2022-05-16 12:41:00',1),
               (17,'LYP','Lyon pertes',15,'lost_found','2022-05-16 12:41:30',1),(18,'E1','Étagère 1',16,'storage','2022-05-20 15:00:00',11),
               (19,'E2','Étagère 2',16,'storage','2022-05-20 15:00:30',11),(20,'PICK','Zone de préparation',1,'storage','2022-09-01 10:02:00',6)) v(n, code, nm, p, typ, cts, cu);

UPDATE stock_location SET input_location = 2, output_location = 3, storage_location = 4, lost_found_location = 7,
       name = 'Entrepôt Wavre', address = (SELECT min(id) FROM party_address WHERE party = (SELECT party FROM company_company WHERE id = 1)),
       write_uid = 1, write_date = timestamp '2021-02-22 10:06:00' WHERE id = 1;

-- the picking zone came in September 2022: customer shipments pick from it since
UPDATE stock_location SET picking_location = 20, write_uid = 6, write_date = timestamp '2022-09-01 10:03:00' WHERE id = 1;

UPDATE stock_location SET input_location = 16, output_location = 16, storage_location = 16, lost_found_location = 17, allow_pickup = true,
       address = (SELECT min(id) FROM party_address WHERE party = (SELECT party FROM company_company WHERE id = 2)),
       write_uid = 11, write_date = timestamp '2022-05-20 15:01:00' WHERE id = 15;

UPDATE stock_location SET active = false, write_uid = 6, write_date = timestamp '2023-08-21 14:00:00' WHERE id = 14;

WITH RECURSIVE t AS (
  SELECT id, ARRAY[id] AS path, 0 AS depth FROM stock_location WHERE parent IS NULL
  UNION ALL SELECT a.id, t.path || a.id, t.depth + 1 FROM stock_location a JOIN t ON a.parent = t.id),
 o AS (SELECT id, depth, row_number() OVER (ORDER BY path) AS i, path FROM t),
 s AS (SELECT o.id, o.depth, o.i, (SELECT count(*) FROM o o2 WHERE o2.path[1:o.depth + 1] = o.path) AS sz FROM o)
UPDATE stock_location a SET "left" = 2 * s.i - s.depth - 2, "right" = 2 * s.i - s.depth - 2 + 2 * s.sz - 1 FROM s WHERE s.id = a.id;

UPDATE res_user SET warehouse = CASE WHEN id IN (6, 8) THEN 1 ELSE 15 END WHERE id IN (6, 8, 11);

-- ===================================================================== party accounting properties (MultiValue rows, per company)
INSERT INTO party_party_account (account_payable, account_receivable, company, create_date, create_uid, party)
SELECT CASE WHEN h.kind = 'emp' THEN pg_temp.acct(c, CASE c WHEN 1 THEN '455000' ELSE '421000' END)
            WHEN h.kind = 'comp' AND h.home <> c THEN pg_temp.acct(c, CASE c WHEN 1 THEN '440100' ELSE '401700' END)
            ELSE pg_temp.acct(c, CASE c WHEN 1 THEN '440000' ELSE '401000' END) END,
       CASE WHEN h.kind = 'comp' AND h.home <> c THEN pg_temp.acct(c, CASE c WHEN 1 THEN '400100' ELSE '411700' END)
            ELSE pg_temp.acct(c, CASE c WHEN 1 THEN '400000' ELSE '411000' END) END,
       c, GREATEST(h.cts, CASE c WHEN 2 THEN timestamp '2022-05-16 11:50:00' ELSE timestamp '2021-02-15 09:50:00' END) + interval '3 s',
       CASE WHEN h.cts < CASE c WHEN 2 THEN timestamp '2022-05-16 11:50:00' ELSE timestamp '2021-02-15 09:50:00' END THEN 1 ELSE h.cuid END, h.party
  FROM party_home h, LATERAL (SELECT h.home AS c WHERE h.kind <> 'comp' OR h.home = 1 UNION SELECT 3 - h.home WHERE h.kind = 'comp'
                              UNION SELECT 2 WHERE h.kind = 'supp' AND h.home = 1 AND h.ctry IN ('IT', 'FR', 'DE') AND h.party % 3 = 0) q
 ORDER BY 4, 6, 3;

-- doubtful debtors moved to their own receivable account
UPDATE party_party_account SET account_receivable = pg_temp.acct(company, CASE company WHEN 1 THEN '407000' ELSE '416000' END),
       write_uid = CASE company WHEN 1 THEN 2 ELSE 10 END, write_date = create_date + interval '300 days' + (id % 200) * interval '1 day'
 WHERE party IN (SELECT party FROM party_home WHERE kind = 'cust') AND id % 97 = 5;

UPDATE party_party_account SET write_date = timestamp '2024-05-28 10:00' WHERE write_date > timestamp '2024-05-31';

-- payment terms (account configuration gives 30 days by default)
INSERT INTO party_party_payment_term (create_date, create_uid, customer_payment_term, party, supplier_payment_term)
SELECT h.cts + interval '4 s', h.cuid,
       CASE WHEN h.kind IN ('supp') THEN 2 WHEN h.person THEN 1 WHEN h.home = 2 THEN (ARRAY[2,2,7,7,1,3])[pg_temp.r(6)]
            WHEN h.cts < timestamp '2022-01-04' AND random() < 0.04 THEN 6 ELSE (ARRAY[2,2,2,2,2,2,3,3,1,1,4,5])[pg_temp.r(12)] END,
       h.party, CASE WHEN h.kind = 'supp' THEN (ARRAY[2,3,4,4,1,7])[pg_temp.r(6)] END
  FROM party_home h WHERE h.kind IN ('cust', 'supp') OR (h.kind = 'comp' AND h.home = 2) ORDER BY h.cts, h.party;

UPDATE party_party_payment_term SET customer_payment_term = 2, write_uid = 2, write_date = timestamp '2022-01-04 09:20:00' + id * interval '1 s'
 WHERE customer_payment_term = 6;

UPDATE party_party_payment_term x SET customer_payment_term = 8, write_uid = q.u,
       write_date = timestamp '2022-10-05 10:00:00' + x.id * interval '7 min'
  FROM (SELECT id, pg_temp.u_sale(1, date '2023-01-01') AS u
          FROM (SELECT id FROM party_party_payment_term WHERE id % 53 = 7 AND create_date < timestamp '2022-10-01' ORDER BY id OFFSET 0) o) q
 WHERE q.id = x.id;


-- ===================================================================== sales
-- helper indexes for the generation (dropped at the end: Tryton's own indexes are not part of this replica)
CREATE INDEX tmp_addr_party ON party_address (party);

CREATE INDEX tmp_cm_party ON party_contact_mechanism (party);

CREATE INDEX tmp_ppa_party ON party_party_account (party, company);

CREATE INDEX tmp_ppt_party ON party_party_payment_term (party);

CREATE INDEX tmp_ident_party ON party_identifier (party);

CREATE INDEX tmp_cp_product ON product_cost_price (product, company);

CREATE INDEX tmp_pp_template ON product_product (template);

-- (tables under 30,000 rows: ANALYZE reads them whole, so the plans and the data stay deterministic)
ANALYZE party_address, party_contact_mechanism, party_party_account, party_party_payment_term, party_identifier, product_cost_price, product_product, product_template, party_party;

CREATE TEMP TABLE cust AS
SELECT party, home, cts, ctry, person, row_number() OVER (PARTITION BY home ORDER BY cts, party)::int AS rn
  FROM party_home WHERE kind = 'cust' AND NOT dup;

CREATE INDEX ON cust (home, rn);

CREATE TEMP TABLE custday AS
SELECT c, d::date AS d, (SELECT count(*) FROM cust WHERE home = c AND cts::date <= d)::int AS n
  FROM (VALUES (1), (2)) v(c), generate_series(timestamp '2021-03-01', timestamp '2024-05-31', interval '1 day') d;

CREATE INDEX ON custday (c, d);

-- products a company sells, with their popularity
CREATE TEMP TABLE sellable AS
SELECT l.company AS c, p.id AS product, t.id AS template, tp.f, tp.weight / (SELECT count(*) FROM product_product x WHERE x.template = t.id) AS w,
       l.list_price, t.sale_uom, t.default_uom, p.create_date AS pcts, t.type
  FROM product_list_price l JOIN product_template t ON t.id = l.template JOIN product_product p ON p.template = t.id JOIN tp ON tp.tid = t.id
 WHERE t.salable AND t.code NOT LIKE 'TST%';

CREATE TEMP TABLE pick AS
SELECT s.*, sum(w) OVER (PARTITION BY c ORDER BY product) - w AS lo, sum(w) OVER (PARTITION BY c ORDER BY product) AS hi,
       sum(w) OVER (PARTITION BY c) AS tot FROM sellable s;

CREATE INDEX ON pick (c, lo);

CREATE TEMP TABLE ss AS
SELECT k, c, d0 FROM (
  SELECT k, d0 - CASE extract(isodow FROM d0) WHEN 6 THEN 1 WHEN 7 THEN 2 ELSE 0 END AS d0,
         CASE WHEN d0 >= date '2022-06-01' AND random() < 0.24 THEN 2 ELSE 1 END AS c
    FROM (SELECT k, date '2021-03-01' + floor(1187 * random() ^ 0.78)::int AS d0 FROM generate_series(1, 5900) k) q) q2;

CREATE INDEX tmp_k_ss ON ss (k);
ALTER TABLE ss ADD COLUMN party int, ADD COLUMN cts timestamp, ADD COLUMN cuid int, ADD COLUMN state text, ADD COLUMN gone bool,
  ADD COLUMN sale_date date, ADD COLUMN conf_ts timestamp, ADD COLUMN inv_method text, ADD COLUMN ctry text, ADD COLUMN person bool,
  ADD COLUMN age int, ADD COLUMN cur int, ADD COLUMN ref text;

UPDATE ss SET party = (SELECT cu.party FROM cust cu WHERE cu.home = ss.c AND cu.rn =
                         (SELECT CASE WHEN random() < 0.78 THEN pg_temp.sk(GREATEST(n, 1), 2.1)
                                      ELSE GREATEST(1, n - floor(random() * GREATEST(1, n * 0.08))::int) END
                            FROM custday cd WHERE cd.c = ss.c AND cd.d = ss.d0));

CLUSTER ss USING tmp_k_ss;
UPDATE ss SET age = date '2024-05-31' - d0, cts = pg_temp.wt(d0), cuid = pg_temp.u_sale(c, d0);

UPDATE ss SET ctry = cu.ctry, person = cu.person FROM cust cu WHERE cu.party = ss.party;

CLUSTER ss USING tmp_k_ss;
UPDATE ss SET state = CASE
    WHEN age > 45 THEN (ARRAY['done','done','done','done','done','done','done','done','done','done','done','done','done','done','done','done',
                              'done','done','done','done','done','done','done','done','done','done','cancelled','quotation','processing','draft'])[pg_temp.r(30)]
    WHEN age > 10 THEN (ARRAY['done','done','done','done','done','done','processing','processing','processing','processing','confirmed',
                              'quotation','draft','cancelled'])[pg_temp.r(14)]
    ELSE (ARRAY['processing','processing','processing','processing','confirmed','confirmed','quotation','quotation','quotation','draft',
                'draft','done'])[pg_temp.r(12)] END;

-- abandoned drafts and some cancelled sales were deleted: gaps in sale_sale.id
CLUSTER ss USING tmp_k_ss;
UPDATE ss SET gone = (state = 'draft' AND age > 30 AND random() < 0.6) OR (state = 'cancelled' AND random() < 0.3) OR (state = 'draft' AND random() < 0.2);

CLUSTER ss USING tmp_k_ss;
UPDATE ss SET sale_date = CASE WHEN state = 'draft' THEN NULL WHEN state = 'quotation' AND random() < 0.7 THEN NULL
                               ELSE LEAST(d0 + CASE WHEN random() < 0.7 THEN 0 ELSE pg_temp.r(4) END, date '2024-05-31') END;

CLUSTER ss USING tmp_k_ss;
UPDATE ss SET conf_ts = GREATEST(cts + interval '20 min', pg_temp.wt(sale_date)) WHERE state IN ('confirmed', 'processing', 'done');

CLUSTER ss USING tmp_k_ss;
UPDATE ss SET cur = CASE WHEN ctry = 'GB' THEN pg_temp.cur('GBP') WHEN ctry = 'CH' AND NOT person THEN pg_temp.cur('CHF') ELSE pg_temp.cur('EUR') END,
              ref = CASE WHEN NOT person AND random() < 0.35 THEN (ARRAY['PO','BC','Bestelling','Cde','Order'])[pg_temp.r(5)] || ' ' || pg_temp.r(99999) END,
              inv_method = CASE WHEN (party * 17) % 100 < 18 THEN 'shipment' WHEN (party * 17) % 100 < 20 THEN 'manual' ELSE 'order' END;

CREATE TEMP TABLE sa AS SELECT ss.*, row_number() OVER (ORDER BY cts, k)::int AS sid FROM ss;

CREATE INDEX tmp_k_sa ON sa (sid);
DELETE FROM sa WHERE gone;

CREATE INDEX ON sa (sid);


-- lines
CLUSTER sa USING tmp_k_sa;
CREATE TEMP TABLE sl0 AS
SELECT sa.sid, sa.c, sa.d0, g AS seq, sa.cts + g * interval '25 s' AS cts, sa.cuid, sa.ctry, sa.person, sa.state,
       CASE WHEN random() < 0.025 THEN 'comment' ELSE 'line' END AS type, random() AS rp
  FROM sa, LATERAL generate_series(1, 1 + floor(9 * random() ^ 2.3)::int + 0 * sa.sid) g;

CREATE TEMP TABLE ctot AS SELECT c, max(tot) AS tot FROM pick GROUP BY c;

UPDATE sl0 SET rp = rp * ctot.tot FROM ctot WHERE ctot.c = sl0.c;

CREATE TEMP TABLE sl AS
SELECT s.*, p.product, p.template, p.f, p.list_price, p.sale_uom, p.default_uom, p.type AS ptype
  FROM sl0 s LEFT JOIN LATERAL (SELECT * FROM pick WHERE pick.c = s.c AND pick.lo <= s.rp ORDER BY pick.c DESC, pick.lo DESC LIMIT 1) p
       ON s.type = 'line';

CREATE INDEX tmp_k_sl ON sl (sid, seq);
-- a product created after the sale is swapped for one of the go-live catalogue
UPDATE sl SET product = (SELECT pick.product FROM pick WHERE pick.c = sl.c AND pick.pcts < timestamp '2021-03-01' + (sl.c - 1) * interval '460 days'
                          ORDER BY (pick.product * 7907 + sl.sid * 31 + sl.seq) % 1013 LIMIT 1)
 WHERE sl.type = 'line' AND (SELECT create_date FROM product_product WHERE id = sl.product) > sl.cts;

UPDATE sl SET template = p.template, f = p.f, list_price = p.list_price, sale_uom = p.sale_uom, default_uom = p.default_uom, ptype = p.type
  FROM pick p WHERE p.c = sl.c AND p.product = sl.product AND sl.template <> p.template;

ALTER TABLE sl ADD COLUMN qty float8, ADD COLUMN price numeric, ADD COLUMN tax int;

CLUSTER sl USING tmp_k_sl;
UPDATE sl SET qty = CASE f WHEN 1 THEN 1 + (random() < 0.1)::int WHEN 2 THEN 1 WHEN 3 THEN 1 + (random() < 0.2)::int
                           WHEN 4 THEN (ARRAY[1,2,3,5,5,6,10,10,12,15,20,25,30,50])[pg_temp.sk(14, 1.6)]
                           WHEN 5 THEN (ARRAY[4,4,8,8,12,16,20,40])[pg_temp.r(8)] WHEN 6 THEN pg_temp.sk(20, 2.0)
                           WHEN 7 THEN pg_temp.r(12) WHEN 8 THEN pg_temp.sk(12, 1.5) WHEN 9 THEN (ARRAY[6,6,12,12,18,24,36,48])[pg_temp.r(8)]
                           WHEN 10 THEN (ARRAY[6,6,6,12,12,24,36,48,72,100,120])[pg_temp.r(11)] WHEN 11 THEN pg_temp.sk(10, 1.8)
                           WHEN 12 THEN pg_temp.sk(4, 2.0) WHEN 13 THEN pg_temp.sk(3, 2.5) WHEN 14 THEN (ARRAY[0.5,1,1,1.5,2,2.5,3,4,6])[pg_temp.r(9)]
                           ELSE 1 END
 WHERE type = 'line';

CLUSTER sl USING tmp_k_sl;
UPDATE sl SET price = round(list_price * CASE sale_uom WHEN 30 THEN 0.25 WHEN 29 THEN 100 ELSE 1 END
                            * CASE WHEN random() < 0.25 THEN 1 - 0.05 * pg_temp.r(3) ELSE 1 END, 4)
 WHERE type = 'line';

UPDATE sl SET tax = CASE
    WHEN c = 1 AND (ctry IN ('BE') OR (person AND ctry IN ('NL','LU','FR','DE'))) THEN CASE WHEN f BETWEEN 4 AND 9 THEN 2 ELSE 1 END
    WHEN c = 1 AND ctry IN ('NL','LU','FR','DE') THEN 3
    WHEN c = 1 THEN 4
    WHEN c = 2 AND ctry IN ('FR','MC') THEN CASE WHEN f BETWEEN 4 AND 9 THEN 11 ELSE 10 END
    ELSE 17 END
 WHERE type = 'line';

CREATE TEMP TABLE sli AS SELECT sl.*, row_number() OVER (ORDER BY cts, sid, seq)::int AS lid FROM sl;

CREATE INDEX tmp_k_sli ON sli (lid);
-- lines removed from draft and quotation sales leave gaps too
DELETE FROM sli WHERE state IN ('draft', 'quotation') AND seq > 1 AND random() < 0.1;

CREATE INDEX ON sli (sid);

CREATE INDEX ON sli (lid);

ANALYZE sa, sli, cust, pick;


-- amounts
CREATE TEMP TABLE samt AS
SELECT sid, round(coalesce(sum(round((qty * price)::numeric, 2)), 0), 2) AS untaxed,
       round(coalesce(sum(round((qty * price)::numeric * (SELECT coalesce(rate, 0) FROM account_tax WHERE id = tax), 2)), 0), 2) AS tax
  FROM sli GROUP BY sid;

CREATE INDEX ON samt (sid);

-- ===================================================================== sale headers, lines, taxes
ALTER TABLE sa ADD COLUMN quote_ts timestamp, ADD COLUMN conf_uid int, ADD COLUMN proc_ts timestamp, ADD COLUMN proc_uid int,
  ADD COLUMN number text, ADD COLUMN inv_party int, ADD COLUMN ship_party int, ADD COLUMN inv_addr int, ADD COLUMN ship_addr int,
  ADD COLUMN contact int, ADD COLUMN pterm int, ADD COLUMN goods bool, ADD COLUMN shipping_date date, ADD COLUMN descr text;

CLUSTER sli USING tmp_k_sli;
UPDATE sa SET quote_ts = CASE WHEN state <> 'draft' THEN cts + random() * interval '90 min' END,
              conf_uid = CASE WHEN random() < 0.85 THEN cuid ELSE pg_temp.u_sale(c, d0) END,
              inv_party = CASE WHEN NOT person AND party % 37 = 3 THEN (SELECT cu.party FROM cust cu WHERE cu.home = sa.c AND cu.rn = 1 + (sa.party * 7) % 40) END,
              ship_party = CASE WHEN NOT person AND party % 53 = 11 THEN (SELECT cu.party FROM cust cu WHERE cu.home = sa.c AND cu.rn = 2 + (sa.party * 11) % 60) END,
              pterm = coalesce((SELECT customer_payment_term FROM party_party_payment_term WHERE party = sa.party), 2),
              goods = EXISTS (SELECT 1 FROM sli WHERE sli.sid = sa.sid AND sli.ptype = 'goods'),
              shipping_date = CASE WHEN sale_date IS NOT NULL AND random() < 0.05 THEN sale_date + 2 + pg_temp.r(18) END,
              descr = CASE WHEN random() < 0.07 THEN (ARRAY['Ouverture','Réassort','Salon Horeca','Remplacement machine','Commande téléphone',
                                                           'Bestelling webshop','Événement','Rentrée'])[pg_temp.r(8)] END;

CLUSTER sa USING tmp_k_sa;
UPDATE sa SET proc_ts = conf_ts + interval '40 s' + random() * interval '4 min', proc_uid = CASE WHEN random() < 0.15 THEN 0 ELSE conf_uid END
 WHERE state IN ('processing', 'done');

UPDATE sa SET inv_party = NULL WHERE inv_party = party;

UPDATE sa SET ship_party = NULL WHERE ship_party = party;

UPDATE sa SET inv_addr = (SELECT a.id FROM party_address a WHERE a.party = coalesce(sa.inv_party, sa.party) AND a.active
                           ORDER BY a.invoice DESC, a.id LIMIT 1),
              ship_addr = coalesce((SELECT a.id FROM party_address a WHERE a.party = coalesce(sa.ship_party, sa.party) AND a.active AND a.delivery
                                     ORDER BY (a.id * 31 + sa.sid) % 7 LIMIT 1),
                                   (SELECT min(a.id) FROM party_address a WHERE a.party = coalesce(sa.ship_party, sa.party))),
              contact = CASE WHEN cts > timestamp '2022-01-01' AND sid % 9 = 0
                             THEN (SELECT min(m.id) FROM party_contact_mechanism m WHERE m.party = sa.party AND m.type IN ('email', 'phone')) END;

CLUSTER sa USING tmp_k_sa;
UPDATE sa SET inv_addr = NULL, ship_addr = NULL WHERE state = 'draft' AND random() < 0.3;

UPDATE sa SET number = CASE c WHEN 1 THEN n::text ELSE 'FR-V' || lpad(n::text, 5, '0') END
  FROM (SELECT sid AS s, row_number() OVER (PARTITION BY c ORDER BY quote_ts, sid) AS n FROM sa WHERE quote_ts IS NOT NULL) q
 WHERE q.s = sa.sid;


-- customer shipments: one per processed sale with goods, a backorder for a few
CLUSTER sa USING tmp_k_sa;
CREATE TEMP TABLE shp AS
SELECT sa.sid, 1 AS n, sa.c, sa.proc_ts + interval '3 s' AS cts, sa.proc_uid AS cuid,
       coalesce(sa.shipping_date, sa.sale_date + (ARRAY[0,1,1,1,2,2,3])[pg_temp.r(7)]) AS planned,
       CASE WHEN sa.state = 'done' OR sa.age >= 7 THEN 'done' ELSE (ARRAY['waiting','waiting','assigned','picked','packed','done'])[pg_temp.r(6)] END AS state,
       pg_temp.u_wh(sa.c, sa.sale_date) AS wh_uid
  FROM sa WHERE sa.state IN ('processing', 'done') AND sa.goods;

CREATE INDEX tmp_k_shp ON shp (sid, n);
UPDATE shp SET state = (ARRAY['waiting','assigned','packed'])[pg_temp.r(3)] WHERE state = 'picked' AND c = 2;

CREATE INDEX ON shp (sid);

CLUSTER shp USING tmp_k_shp;
INSERT INTO shp
SELECT s.sid, 2, s.c, NULL, s.wh_uid, s.planned + 4 + pg_temp.r(12), 'done', s.wh_uid
  FROM shp s JOIN sa ON sa.sid = s.sid
 WHERE sa.state = 'done' AND (SELECT count(*) FROM sli WHERE sli.sid = s.sid AND sli.ptype = 'goods') >= 3 AND random() < 0.06;

ALTER TABLE shp ADD COLUMN eff date, ADD COLUMN done_ts timestamp, ADD COLUMN shid int;

UPDATE shp SET eff = LEAST(planned + (random() < 0.2)::int, date '2024-05-31') WHERE state = 'done';

CLUSTER shp USING tmp_k_shp;
UPDATE shp SET done_ts = GREATEST(pg_temp.wt(eff), cts + interval '1 hour') WHERE state = 'done' AND n = 1;

CLUSTER shp USING tmp_k_shp;
UPDATE shp s SET cts = f.done_ts + interval '2 s', eff = GREATEST(s.eff, f.eff), done_ts = pg_temp.wt(GREATEST(s.eff, f.eff)) + interval '1 day'
  FROM shp f WHERE f.sid = s.sid AND f.n = 1 AND s.n = 2;

UPDATE shp SET eff = done_ts::date WHERE n = 2;

UPDATE shp SET shid = q.r FROM (SELECT sid AS s, n AS nn, row_number() OVER (ORDER BY cts, sid, n)::int AS r FROM shp) q WHERE q.s = shp.sid AND q.nn = shp.n;

CLUSTER shp USING tmp_k_shp;
INSERT INTO stock_shipment_out (id, company, create_date, create_uid, customer, delivery_address, done_by, effective_date, number,
                                origin_planned_date, packed_by, picked_by, planned_date, reference, state, warehouse, warehouse_output,
                                warehouse_storage, write_date, write_uid)
SELECT s.shid, s.c, s.cts, s.cuid, coalesce(sa.ship_party, sa.party), sa.ship_addr,
       CASE WHEN s.state = 'done' THEN pg_temp.emp(s.wh_uid, s.c) END, s.eff,
       CASE s.c WHEN 1 THEN (row_number() OVER (PARTITION BY s.c ORDER BY s.shid))::text ELSE 'FR-L' || lpad((row_number() OVER (PARTITION BY s.c ORDER BY s.shid))::text, 5, '0') END,
       CASE WHEN s.cts >= timestamp '2024-01-20 21:40' THEN s.planned END,
       CASE WHEN s.state IN ('packed', 'done') THEN pg_temp.emp(s.wh_uid, s.c) END,
       CASE WHEN s.c = 1 AND s.state IN ('picked', 'packed', 'done') THEN pg_temp.emp(CASE WHEN random() < 0.8 THEN s.wh_uid ELSE pg_temp.u_wh(1, s.planned) END, 1) END,
       s.planned, sa.ref, s.state, CASE s.c WHEN 1 THEN 1 ELSE 15 END, CASE s.c WHEN 1 THEN 3 ELSE 16 END,
       CASE WHEN s.c = 2 THEN 16 WHEN s.cts >= timestamp '2022-09-01 10:03' THEN 20 ELSE 4 END,
       CASE WHEN s.state = 'done' THEN s.done_ts WHEN s.state <> 'waiting' THEN s.cts + interval '3 hours' END,
       CASE WHEN s.state <> 'waiting' THEN s.wh_uid END
  FROM shp s JOIN sa ON sa.sid = s.sid ORDER BY s.shid;


-- sale rows
INSERT INTO sale_sale (id, comment, company, confirmed_by, contact, create_date, create_uid, currency, description, invoice_address, invoice_method,
                       invoice_party, invoice_state, number, origin, party, payment_term, quoted_by, reference, sale_date, shipment_address,
                       shipment_method, shipment_party, shipment_state, shipping_date, state, tax_amount_cache, total_amount_cache,
                       untaxed_amount_cache, warehouse, write_date, write_uid)
SELECT sa.sid, CASE WHEN sa.sid % 41 = 0 THEN 'Livrer par l''arrière' WHEN sa.sid % 67 = 0 THEN 'Voir mail du client' END, sa.c,
       CASE WHEN sa.state IN ('confirmed', 'processing', 'done') THEN pg_temp.emp(sa.conf_uid, sa.c) END, sa.contact, sa.cts, sa.cuid, sa.cur,
       sa.descr, sa.inv_addr, sa.inv_method, sa.inv_party,
       CASE WHEN sa.state = 'done' THEN 'paid' WHEN sa.state = 'processing' THEN 'awaiting payment' ELSE 'none' END, sa.number, NULL, sa.party,
       CASE WHEN sa.state = 'draft' AND random() < 0.1 THEN NULL ELSE sa.pterm END,
       CASE WHEN sa.quote_ts IS NOT NULL THEN pg_temp.emp(sa.cuid, sa.c) END, sa.ref, sa.sale_date, sa.ship_addr, 'order', sa.ship_party,
       CASE WHEN NOT sa.goods OR sa.state NOT IN ('processing', 'done') THEN 'none' WHEN sa.state = 'done' THEN 'sent' ELSE 'waiting' END,
       sa.shipping_date, sa.state,
       CASE WHEN sa.state IN ('confirmed', 'processing', 'done', 'cancelled') THEN m.tax END,
       CASE WHEN sa.state IN ('confirmed', 'processing', 'done', 'cancelled') THEN m.untaxed + m.tax END,
       CASE WHEN sa.state IN ('confirmed', 'processing', 'done', 'cancelled') THEN m.untaxed END,
       CASE sa.c WHEN 1 THEN 1 ELSE 15 END,
       CASE WHEN sa.state = 'draft' THEN CASE WHEN random() < 0.3 THEN sa.cts + interval '10 min' END
            WHEN sa.state = 'quotation' OR sa.state = 'cancelled' THEN sa.quote_ts ELSE sa.proc_ts END,
       CASE WHEN sa.state = 'draft' THEN CASE WHEN random() < 0.3 THEN sa.cuid END WHEN sa.state IN ('quotation', 'cancelled') THEN sa.cuid
            ELSE sa.proc_uid END
  FROM sa LEFT JOIN samt m ON m.sid = sa.sid ORDER BY sa.sid;

UPDATE sale_sale SET write_date = NULL WHERE write_uid IS NULL;

-- partially shipped / waiting states follow the shipments
UPDATE sale_sale s SET shipment_state = 'sent' WHERE state = 'processing' AND shipment_state = 'waiting'
   AND NOT EXISTS (SELECT 1 FROM shp WHERE shp.sid = s.id AND shp.state <> 'done');

INSERT INTO sale_line (id, actual_quantity, create_date, create_uid, description, note, product, quantity, sale, sequence, type, unit, unit_price,
                       write_date, write_uid)
SELECT l.lid, CASE WHEN sa.state IN ('processing', 'done') AND l.type = 'line' THEN l.qty END, l.cts, sa.cuid,
       CASE WHEN l.type = 'comment' THEN (ARRAY['Prix spécial salon','Livraison gratuite à partir de 250 EUR','Remise fidélité appliquée',
                                                 'Let op: nieuwe leverdag','Machine en prêt pendant la réparation'])[pg_temp.r(5)]
            WHEN random() < 0.04 THEN 'Couleur au choix du client' END,
       CASE WHEN random() < 0.01 THEN 'Vérifier le stock' END, l.product, CASE WHEN l.type = 'line' THEN l.qty END, l.sid, l.seq, l.type,
       CASE WHEN l.type = 'line' THEN coalesce(l.sale_uom, l.default_uom) END, l.price,
       CASE WHEN sa.state IN ('processing', 'done') AND l.type = 'line' THEN sa.proc_ts END,
       CASE WHEN sa.state IN ('processing', 'done') AND l.type = 'line' THEN sa.proc_uid END
  FROM sli l JOIN sa ON sa.sid = l.sid ORDER BY l.lid;

INSERT INTO sale_line_account_tax (create_date, create_uid, line, tax)
SELECT l.cts + interval '1 s', sa.cuid, l.lid, l.tax FROM sli l JOIN sa ON sa.sid = l.sid WHERE l.tax IS NOT NULL ORDER BY l.lid;


-- ===================================================================== stock move specs of sales (ids assigned together with purchases)
CREATE TEMP TABLE smv (mk bigint, c int, product int, unit int, qty float8, iqty float8, src int, dst int, shipment text, origin_mk bigint,
  origin text, planned date, eff date, state text, price numeric, cur int, cts timestamp, cuid int, wts timestamp, wuid int);

-- which shipment carries which line: the backorder takes the last goods line
CREATE TEMP TABLE lship AS
SELECT l.lid, l.sid, l.seq, s.shid, s.n, s.c, s.state, s.cts, s.cuid, s.planned, s.eff, s.done_ts, s.wh_uid
  FROM sli l JOIN shp s ON s.sid = l.sid
 WHERE l.ptype = 'goods'
   AND s.n = CASE WHEN EXISTS (SELECT 1 FROM shp b WHERE b.sid = l.sid AND b.n = 2)
                   AND l.seq = (SELECT max(seq) FROM sli x WHERE x.sid = l.sid AND x.ptype = 'goods') THEN 2 ELSE 1 END;

INSERT INTO smv
SELECT l.lid * 10 + 1, s.c, l.product, coalesce(l.sale_uom, l.default_uom), l.qty,
       l.qty * (SELECT factor FROM product_uom WHERE id = coalesce(l.sale_uom, l.default_uom)) / (SELECT factor FROM product_uom WHERE id = l.default_uom),
       CASE s.c WHEN 1 THEN 3 ELSE (ARRAY[16,18,18,19])[pg_temp.r(4)] END, 6, 'stock.shipment.out,' || s.shid, NULL, 'sale.line,' || l.lid,
       s.planned, s.eff,
       CASE s.state WHEN 'done' THEN 'done' WHEN 'packed' THEN 'assigned' WHEN 'assigned' THEN CASE WHEN s.c = 2 THEN 'assigned' ELSE 'draft' END
                    ELSE 'draft' END,
       l.price, sa.cur, s.cts + l.seq * interval '200 ms', s.cuid,
       CASE WHEN s.state = 'done' THEN s.done_ts WHEN s.state = 'packed' THEN s.cts + interval '3 hours' END,
       CASE WHEN s.state IN ('done', 'packed') THEN s.wh_uid END
  FROM lship s JOIN sli l ON l.lid = s.lid JOIN sa ON sa.sid = l.sid;

-- inventory moves of the Belgian warehouse: from the aisles (or the picking zone since 2022-09) to the output zone
INSERT INTO smv
SELECT m.mk + 1, m.c, m.product, m.unit, m.qty, m.iqty,
       CASE WHEN m.cts >= timestamp '2022-09-01 10:03' AND random() < 0.8 THEN 20 ELSE (ARRAY[9,9,9,10,10,11,12,13])[pg_temp.r(8)] END, 3,
       m.shipment, m.mk, NULL, m.planned, CASE WHEN s.state IN ('picked', 'packed', 'done') THEN coalesce(s.eff, LEAST(s.planned, date '2024-05-31')) END,
       CASE WHEN s.state IN ('picked', 'packed', 'done') THEN 'done' WHEN s.state = 'assigned' THEN 'assigned' ELSE 'draft' END,
       NULL, NULL, m.cts + interval '3 s', m.cuid,
       CASE WHEN s.state IN ('picked', 'packed', 'done') THEN coalesce(s.done_ts - interval '2 hours', s.cts + interval '2 hours')
            WHEN s.state = 'assigned' THEN s.cts + interval '1 hour' END,
       CASE WHEN s.state IN ('picked', 'packed', 'done', 'assigned') THEN s.wh_uid END
  FROM smv m JOIN lship s ON s.lid = m.mk / 10 WHERE m.c = 1 AND m.mk % 10 = 1;

-- ===================================================================== invoice specs (customer side); ids are assigned once all are known
CREATE TEMP TABLE inv (ik bigint, src text, c int, type text, party int, addr int, cur int, pterm int, cts timestamp, cuid int, state text,
  post_ts timestamp, post_uid int, val_uid int, idate date, pay_date date, pay_uid int, paywiz bool, descr text, ref text, journal int,
  sid int, puid int, cancel_ts timestamp, comment text, orig_ik bigint);

CREATE INDEX tmp_k_inv ON inv (ik);
CREATE TEMP TABLE invl (lk bigint, ik bigint, seq int, product int, qty float8, unit int, price numeric, tax int, account int, origin text,
  origin_lk bigint, mk bigint, cts timestamp, cuid int, descr text, ltype text DEFAULT 'line');

CREATE INDEX ON inv (ik);

CREATE INDEX ON invl (ik);

CREATE INDEX ON lship (lid);

CREATE FUNCTION pg_temp.term_days(t int, d date) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE t WHEN 1 THEN 0 WHEN 2 THEN 30 WHEN 3 THEN (date_trunc('month', d) + interval '2 months - 1 day')::date - d
                WHEN 4 THEN 60 WHEN 5 THEN 30 WHEN 6 THEN 15 WHEN 7 THEN (date_trunc('month', d) + interval '1 month - 1 day')::date - d + 45
                WHEN 8 THEN 30 ELSE 30 END $$;

-- one invoice per processed sale (on order), or per done shipment (on shipment / manual)
INSERT INTO inv (ik, src, c, type, party, addr, cur, pterm, cts, cuid, descr, ref, journal, sid)
SELECT sa.sid * 10 + 1, 'sale', sa.c, 'out', coalesce(sa.inv_party, sa.party), sa.inv_addr, sa.cur, sa.pterm, sa.proc_ts + interval '2 s', sa.proc_uid,
       sa.descr, sa.ref, 1, sa.sid
  FROM sa WHERE sa.state IN ('processing', 'done') AND (sa.inv_method = 'order' OR NOT sa.goods);

INSERT INTO inv (ik, src, c, type, party, addr, cur, pterm, cts, cuid, descr, ref, journal, sid)
SELECT sa.sid * 10 + s.n, 'sale', sa.c, 'out', coalesce(sa.inv_party, sa.party), sa.inv_addr, sa.cur, sa.pterm, s.done_ts + interval '5 s', s.wh_uid,
       sa.descr, sa.ref, 1, sa.sid
  FROM sa JOIN shp s ON s.sid = sa.sid WHERE sa.state IN ('processing', 'done') AND sa.inv_method <> 'order' AND sa.goods AND s.state = 'done';

-- lines
INSERT INTO invl (lk, ik, seq, product, qty, unit, price, tax, account, origin, mk, cts, cuid)
SELECT l.lid * 10 + 3, i.ik, l.seq, l.product, l.qty, coalesce(l.sale_uom, l.default_uom), l.price, l.tax,
       pg_temp.acct(sa.c, CASE WHEN sa.c = 1 THEN CASE WHEN sa.party IN (SELECT party FROM company_company) THEN '708000'
                                                       WHEN l.f BETWEEN 14 AND 16 THEN '705000' WHEN l.tax = 3 THEN '700100' WHEN l.tax = 4 THEN '700200'
                                                       ELSE '700000' END
                               ELSE CASE WHEN l.f BETWEEN 14 AND 16 THEN '706000' ELSE '707000' END END),
       'sale.line,' || l.lid, CASE WHEN l.ptype = 'goods' THEN l.lid * 10 + 1 END, i.cts + l.seq * interval '150 ms', i.cuid
  FROM sli l JOIN sa ON sa.sid = l.sid
       JOIN inv i ON i.ik = sa.sid * 10 + CASE WHEN sa.inv_method = 'order' OR NOT sa.goods OR l.ptype <> 'goods' THEN 1
                                             ELSE (SELECT n FROM lship WHERE lship.lid = l.lid) END
 WHERE l.type = 'line';

-- invoices left without lines (a backorder's services went on the first one) are not invoices
DELETE FROM inv WHERE src = 'sale' AND NOT EXISTS (SELECT 1 FROM invl WHERE invl.ik = inv.ik);

-- standalone customer invoices: repairs and maintenance contracts billed from the accounting side
INSERT INTO inv (ik, src, c, type, party, addr, cur, pterm, cts, cuid, descr, ref, journal)
SELECT 900000000 + g, 'std_out', c, 'out', cu.party, (SELECT min(a.id) FROM party_address a WHERE a.party = cu.party), pg_temp.cur('EUR'),
       coalesce((SELECT customer_payment_term FROM party_party_payment_term WHERE party = cu.party), 2), ts,
       CASE WHEN random() < 0.6 THEN pg_temp.u_acc(c, ts::date) ELSE pg_temp.u_sale(c, ts::date) END,
       (ARRAY['Réparation sur site','Contrat entretien','Intervention urgente','Révision annuelle'])[pg_temp.r(4)], NULL, 1
  FROM (SELECT g, d, CASE WHEN d >= date '2022-06-01' AND random() < 0.2 THEN 2 ELSE 1 END AS c, pg_temp.wt(d) AS ts
          FROM (SELECT g, date '2021-03-03' + floor(1180 * random())::int AS d FROM generate_series(1, 260) g) q) q2,
       LATERAL (SELECT party FROM cust WHERE home = q2.c AND cts < q2.ts ORDER BY (party * 7919 + g) % 997 LIMIT 1) cu;

CLUSTER inv USING tmp_k_inv;
INSERT INTO invl (lk, ik, seq, product, qty, unit, price, tax, account, origin, mk, cts, cuid, descr)
SELECT 9000000000 + (i.ik - 900000000) * 10 + n, i.ik, n, p.product, CASE WHEN p.f = 14 THEN (ARRAY[1,1.5,2,3])[pg_temp.r(4)] ELSE 1 END,
       p.sale_uom, p.list_price, CASE i.c WHEN 1 THEN 1 ELSE 10 END, pg_temp.acct(i.c, CASE i.c WHEN 1 THEN '705000' ELSE '706000' END), NULL, NULL,
       i.cts + n * interval '30 s', i.cuid, CASE WHEN random() < 0.5 THEN 'Intervention du ' || to_char(i.cts, 'DD/MM/YYYY') END
  FROM inv i, generate_series(1, 2) n,
       LATERAL (SELECT * FROM pick WHERE pick.c = i.c AND pick.f IN (13, 14, 15, 17) ORDER BY (pick.product * 31 + i.ik + n * 7) % 211 LIMIT 1) p
 WHERE i.src = 'std_out' AND (n = 1 OR i.ik % 3 = 0);


-- posting, payment
UPDATE inv SET post_ts = CASE WHEN cuid <> 0 AND random() < 0.35 THEN cts + interval '1 min' + random() * interval '40 min'
                              ELSE (SELECT pg_temp.wt(d) FROM (SELECT (cts::date + CASE extract(isodow FROM cts) WHEN 5 THEN 3 WHEN 6 THEN 2 ELSE 1 END) AS d) q) END
 WHERE type = 'out';

CLUSTER inv USING tmp_k_inv;
UPDATE inv SET post_uid = CASE WHEN post_ts - cts < interval '1 hour' THEN cuid ELSE pg_temp.u_acc(c, post_ts::date) END WHERE type = 'out';

UPDATE inv SET post_ts = inv.cts + interval '10 min', post_uid = inv.cuid
  FROM sa WHERE sa.sid = inv.sid AND inv.src = 'sale' AND sa.state = 'done' AND inv.post_ts > timestamp '2024-05-31 17:30';

CLUSTER inv USING tmp_k_inv;
UPDATE inv SET post_uid = pg_temp.u_acc(c, cts::date) WHERE post_uid = 0;

UPDATE inv SET post_ts = NULL, post_uid = NULL WHERE post_ts > timestamp '2024-05-31 18:00';

UPDATE inv SET state = CASE WHEN post_ts IS NULL THEN 'draft' ELSE 'posted' END, idate = post_ts::date WHERE type = 'out';

CLUSTER inv USING tmp_k_inv;
UPDATE inv SET pay_date = LEAST(idate + pg_temp.term_days(pterm, idate) + (ARRAY[-6,-3,-1,0,0,1,2,4,7,9,14,21,35])[pg_temp.r(13)],
                                date '2024-05-31')
 WHERE state = 'posted';

UPDATE inv SET pay_date = GREATEST(pay_date, idate) WHERE pay_date IS NOT NULL;

-- a sale is done only once paid; a processing sale's invoices are still open
CLUSTER inv USING tmp_k_inv;
UPDATE inv SET pay_date = GREATEST(idate, LEAST(pay_date, date '2024-05-30' - pg_temp.r(10)))
  FROM sa WHERE sa.sid = inv.sid AND sa.state = 'done' AND inv.idate IS NOT NULL;

UPDATE inv SET pay_date = NULL FROM sa WHERE sa.sid = inv.sid AND sa.state = 'processing';

CLUSTER inv USING tmp_k_inv;
UPDATE inv SET pay_date = NULL WHERE src = 'std_out' AND pay_date >= date '2024-05-20' AND random() < 0.5;

CLUSTER inv USING tmp_k_inv;
UPDATE inv SET state = 'paid', pay_uid = pg_temp.u_acc(c, pay_date), paywiz = random() < 0.6 WHERE pay_date IS NOT NULL AND type = 'out';

-- a few standalone invoices were posted by mistake and cancelled (Tryton posts a cancel move)
CLUSTER inv USING tmp_k_inv;
UPDATE inv SET state = 'cancelled', pay_date = NULL, pay_uid = NULL, paywiz = NULL,
       cancel_ts = post_ts + interval '1 day' + random() * interval '5 days'
 WHERE src = 'std_out' AND post_ts IS NOT NULL AND post_ts < timestamp '2024-05-01' AND ik % 19 = 4;


-- credit notes: goods returned on a few paid sales, refunded by bank transfer
CLUSTER inv USING tmp_k_inv;
INSERT INTO inv (ik, src, c, type, party, addr, cur, pterm, cts, cuid, descr, ref, journal, sid, orig_ik)
SELECT i.sid * 10 + 5, 'credit', i.c, 'out', i.party, i.addr, i.cur, 1, pg_temp.wt(i.idate + 5 + pg_temp.r(35)), pg_temp.u_acc(i.c, i.idate), 'Retour marchandise',
       NULL, 1, i.sid, i.ik
  FROM inv i WHERE i.src = 'sale' AND i.state = 'paid' AND i.ik % 10 = 1 AND i.idate < date '2024-04-01' AND (i.ik * 7) % 100 < 3;

INSERT INTO invl (lk, ik, seq, product, qty, unit, price, tax, account, origin, origin_lk, mk, cts, cuid, descr)
SELECT l.lk + 1, cn.ik, 1, l.product, -CASE WHEN l.qty > 2 AND random() < 0.5 THEN floor(l.qty / 2) ELSE l.qty END, l.unit, l.price, l.tax, l.account,
       NULL, l.lk, NULL, cn.cts + interval '20 s', cn.cuid, NULL
  FROM inv cn JOIN LATERAL (SELECT * FROM invl x WHERE x.ik = cn.orig_ik ORDER BY x.seq DESC LIMIT 1) l ON true
 WHERE cn.src = 'credit';

UPDATE inv SET post_ts = inv.cts + interval '10 min', post_uid = inv.cuid, idate = cts::date, state = 'posted' WHERE src = 'credit';

CLUSTER inv USING tmp_k_inv;
UPDATE inv SET pay_date = LEAST(idate + pg_temp.r(9), date '2024-05-31'), state = 'paid', pay_uid = cuid, paywiz = false WHERE src = 'credit';

-- ===================================================================== suppliers of products
CREATE TEMP TABLE supp AS
SELECT h.party, h.home, h.ctry, h.cts, h.nm, row_number() OVER (PARTITION BY h.home ORDER BY h.cts, h.party)::int AS rn
  FROM party_home h WHERE h.kind = 'supp'
   AND h.nm !~ '^(Transports|Nettoyage|Imprimerie|Énergie|Télécom|Assurances|Fiduciaire|Leasing|Emballages)';

-- suppliers the French company buys from: its own and the Italian / German / French ones it shares with Belgium
INSERT INTO supp SELECT s.party, 2, s.ctry, s.cts, s.nm, 1000 + s.rn FROM supp s WHERE s.home = 1 AND s.party % 3 = 0 AND s.ctry IN ('IT', 'FR', 'DE');

CREATE TEMP TABLE supp2 AS SELECT s.*, row_number() OVER (PARTITION BY home ORDER BY rn)::int AS k, count(*) OVER (PARTITION BY home)::int AS n FROM supp s;

CREATE INDEX ON supp2 (home, k);

CREATE FUNCTION pg_temp.cur_of(ctry text) RETURNS int LANGUAGE sql STABLE AS $$
  SELECT pg_temp.cur(CASE ctry WHEN 'US' THEN 'USD' WHEN 'CH' THEN 'CHF' WHEN 'GB' THEN 'GBP' ELSE 'EUR' END) $$;

CREATE TEMP TABLE psup0 AS
SELECT o.template, o.c, o.n, o.create_date, o.lcts, pg_temp.sk((SELECT max(s2.n) FROM supp2 s2 WHERE s2.home = o.c), 1.7) AS kk, NULL::int AS party
  FROM (SELECT t.id AS template, l.company AS c, n, t.create_date, l.create_date AS lcts
          FROM product_template t JOIN product_list_price l ON l.template = t.id, generate_series(1, 2) n
         WHERE t.purchasable AND t.code NOT LIKE 'TST%' AND (n = 1 OR (t.id * 13) % 10 < 3)
         ORDER BY t.id, l.company, n OFFSET 0) o;

UPDATE psup0 SET party = s.party FROM supp2 s WHERE s.home = psup0.c AND s.k = psup0.kk;

DELETE FROM psup0 a USING psup0 b WHERE a.template = b.template AND a.c = b.c AND a.party = b.party AND a.n > b.n;

INSERT INTO purchase_product_supplier (active, code, company, create_date, create_uid, currency, lead_time, name, party, product, sequence, template)
SELECT true, CASE WHEN random() < 0.7 THEN upper(substr(md5(p.template::text || p.party), 1, 3)) || '-' || (p.template * 13 % 9000 + 1000) END,
       p.c, GREATEST(p.create_date, p.lcts) + interval '5 s' + p.n * interval '1 s',
       CASE WHEN GREATEST(p.create_date, p.lcts) < timestamp '2021-03-01' THEN 1 ELSE pg_temp.u_pur(p.c, GREATEST(p.create_date, p.lcts)::date) END,
       pg_temp.cur_of(s.ctry), make_interval(days => (ARRAY[2,3,5,5,7,7,10,14,21,28])[pg_temp.r(10)]),
       CASE WHEN random() < 0.3 THEN 'Art. ' || (p.template * 7 % 900 + 100) END, p.party,
       CASE WHEN (SELECT count(*) FROM product_product x WHERE x.template = p.template) > 1 AND random() < 0.4
            THEN (SELECT min(x.id) FROM product_product x WHERE x.template = p.template) END,
       p.n * 10, p.template
  FROM psup0 p JOIN supp2 s ON s.party = p.party AND s.home = p.c
 ORDER BY 4, p.template, p.n;

UPDATE purchase_product_supplier SET lead_time = lead_time + interval '7 days', write_uid = pg_temp.u_pur(company, date '2022-03-01'),
       write_date = create_date + interval '200 days' + (id % 300) * interval '1 day' WHERE id % 11 = 2;

UPDATE purchase_product_supplier SET write_date = timestamp '2024-05-27 11:00' WHERE write_date > timestamp '2024-05-31';

UPDATE purchase_product_supplier SET active = false, write_uid = 7, write_date = timestamp '2023-04-03 10:00:00' WHERE id % 29 = 0;


-- ===================================================================== purchases
CREATE TEMP TABLE pu0 AS
SELECT k, c, d0 FROM (
  SELECT k, d0 - CASE extract(isodow FROM d0) WHEN 6 THEN 1 WHEN 7 THEN 2 ELSE 0 END AS d0,
         CASE WHEN d0 >= date '2022-06-01' AND random() < 0.22 THEN 2 ELSE 1 END AS c
    FROM (SELECT k, date '2021-03-01' + floor(1187 * random() ^ 0.85)::int AS d0 FROM generate_series(1, 1500) k) q) q2;

CREATE INDEX tmp_k_pu0 ON pu0 (k);
ALTER TABLE pu0 ADD COLUMN party int, ADD COLUMN cts timestamp, ADD COLUMN cuid int, ADD COLUMN state text, ADD COLUMN age int, ADD COLUMN gone bool;

UPDATE pu0 SET party = (SELECT ps.party FROM purchase_product_supplier ps WHERE ps.company = pu0.c AND ps.active
                         ORDER BY (ps.id * 7919 + pu0.k * 104729) % 100003 LIMIT 1),
               cts = pg_temp.wt(d0), cuid = pg_temp.u_pur(c, d0), age = date '2024-05-31' - d0;

CLUSTER pu0 USING tmp_k_pu0;
UPDATE pu0 SET state = CASE
    WHEN age > 60 THEN (ARRAY['done','done','done','done','done','done','done','done','done','done','done','done','done','done','done',
                              'done','done','done','cancelled','processing'])[pg_temp.r(20)]
    WHEN age > 14 THEN (ARRAY['done','done','done','processing','processing','processing','quotation','draft'])[pg_temp.r(8)]
    ELSE (ARRAY['processing','processing','processing','confirmed','quotation','draft','draft'])[pg_temp.r(7)] END;

CLUSTER pu0 USING tmp_k_pu0;
UPDATE pu0 SET gone = state = 'draft' AND random() < 0.4;

CREATE TEMP TABLE pu AS SELECT p.*, row_number() OVER (ORDER BY cts, k)::int AS pid FROM pu0 p;

CREATE INDEX tmp_k_pu ON pu (pid);
DELETE FROM pu WHERE gone;

ALTER TABLE pu ADD COLUMN pdate date, ADD COLUMN conf_ts timestamp, ADD COLUMN conf_uid int, ADD COLUMN cur int, ADD COLUMN pterm int,
  ADD COLUMN addr int, ADD COLUMN ctry text, ADD COLUMN ref text, ADD COLUMN number text, ADD COLUMN quote_ts timestamp, ADD COLUMN deliv date;

UPDATE pu SET ctry = h.ctry, cur = pg_temp.cur_of(h.ctry), addr = (SELECT min(a.id) FROM party_address a WHERE a.party = pu.party),
              pterm = (SELECT supplier_payment_term FROM party_party_payment_term WHERE party = pu.party)
  FROM party_home h WHERE h.party = pu.party;

CLUSTER pu USING tmp_k_pu;
UPDATE pu SET quote_ts = CASE WHEN state <> 'draft' THEN cts + random() * interval '30 min' END,
              pdate = CASE WHEN state IN ('draft', 'quotation') THEN NULL ELSE d0 + (random() < 0.3)::int END,
              ref = CASE WHEN state NOT IN ('draft') AND random() < 0.4 THEN 'AB' || pg_temp.r(999999) END,
              deliv = CASE WHEN random() < 0.15 THEN d0 + 7 + pg_temp.r(20) END;

CLUSTER pu USING tmp_k_pu;
UPDATE pu SET pdate = LEAST(pdate, date '2024-05-31'), conf_ts = CASE WHEN state IN ('confirmed', 'processing', 'done') THEN GREATEST(pg_temp.wt(pdate), quote_ts + interval '5 min') END,
              conf_uid = CASE WHEN random() < 0.9 THEN cuid ELSE 1 END;

UPDATE pu SET number = CASE c WHEN 1 THEN n::text ELSE 'FR-A' || lpad(n::text, 5, '0') END
  FROM (SELECT pid AS p, row_number() OVER (PARTITION BY c ORDER BY quote_ts, pid) AS n FROM pu WHERE quote_ts IS NOT NULL) q WHERE q.p = pu.pid;

CREATE INDEX ON pu (pid);

CREATE INDEX tmp_ps_party ON purchase_product_supplier (company, party);

CLUSTER pu USING tmp_k_pu;
CREATE TEMP TABLE pl0 AS
SELECT pu.pid, pu.c, g AS seq, pu.cts + g * interval '20 s' AS cts, pu.cuid, pu.state, pu.ctry
  FROM pu, LATERAL generate_series(1, 1 + floor(7 * random() ^ 1.6)::int + 0 * pu.pid) g;

ALTER TABLE pl0 ADD COLUMN ps int;

UPDATE pl0 SET ps = (SELECT ps.id FROM purchase_product_supplier ps JOIN pu ON pu.pid = pl0.pid
                      WHERE ps.company = pl0.c AND ps.party = pu.party ORDER BY (ps.id * 31 + pl0.pid * 7 + pl0.seq * 1009) % 997 LIMIT 1);

DELETE FROM pl0 a USING pl0 b WHERE a.pid = b.pid AND a.ps = b.ps AND a.seq > b.seq;

CREATE TEMP TABLE pl AS
SELECT l.*, ps.template, coalesce(ps.product, (SELECT min(x.id) FROM product_product x WHERE x.template = ps.template)) AS product,
       t.purchase_uom AS unit, t.default_uom, tp.f, row_number() OVER (ORDER BY l.cts, l.pid, l.seq)::int AS plid
  FROM pl0 l JOIN purchase_product_supplier ps ON ps.id = l.ps JOIN product_template t ON t.id = ps.template JOIN tp ON tp.tid = t.id;

CREATE INDEX tmp_k_pl ON pl (plid);
ALTER TABLE pl ADD COLUMN qty float8, ADD COLUMN price numeric, ADD COLUMN tax int;

UPDATE pl SET qty = CASE f WHEN 1 THEN pg_temp.r(4) WHEN 2 THEN pg_temp.r(5) WHEN 3 THEN pg_temp.r(6) WHEN 4 THEN (ARRAY[30,60,60,90,120,180,240,300])[pg_temp.r(8)]
                           WHEN 5 THEN (ARRAY[20,40,60,80])[pg_temp.r(4)] WHEN 6 THEN (ARRAY[10,20,30,50])[pg_temp.r(4)] WHEN 9 THEN (ARRAY[60,120,240])[pg_temp.r(3)]
                           WHEN 12 THEN pg_temp.r(20) WHEN 13 THEN pg_temp.r(30) ELSE (ARRAY[5,10,10,20,40])[pg_temp.r(5)] END,
              price = round((SELECT coalesce(max(cp.cost_price), 5) FROM product_cost_price cp WHERE cp.product = pl.product AND cp.company = pl.c)
                            * (SELECT factor FROM product_uom WHERE id = pl.unit)::numeric / (SELECT factor FROM product_uom WHERE id = pl.default_uom)::numeric
                            * (0.95 + 0.1 * random())::numeric, 4),
              tax = CASE WHEN c = 1 AND ctry = 'BE' THEN CASE WHEN f BETWEEN 4 AND 9 THEN 6 ELSE 5 END
                         WHEN c = 1 AND ctry IN ('IT','DE','NL','FR','LU') THEN 7
                         WHEN c = 2 AND ctry = 'FR' THEN CASE WHEN f BETWEEN 4 AND 9 THEN 13 ELSE 12 END
                         WHEN c = 2 AND ctry IN ('IT','DE','BE','NL') THEN 14 END;

CREATE INDEX ON pl (pid);

CREATE INDEX ON pl (plid);

CREATE TEMP TABLE pamt AS
SELECT pid, round(sum(round((qty * price)::numeric, 2)), 2) AS untaxed,
       round(sum(round((qty * price)::numeric * coalesce((SELECT sum(coalesce(t.rate, 0)) FROM account_tax t WHERE t.id = pl.tax OR t.parent = pl.tax), 0), 2)), 2) AS tax
  FROM pl GROUP BY pid;


-- supplier shipments: the warehouse creates one when the goods arrive and adds the purchase's incoming moves (a second delivery for some)
CLUSTER pl USING tmp_k_pl;
CREATE TEMP TABLE shi AS
SELECT pu.pid, 1 AS n, pu.c,
       pu.pdate + (SELECT coalesce(max(extract(day FROM ps.lead_time))::int, 7) FROM pl JOIN purchase_product_supplier ps ON ps.id = pl.ps WHERE pl.pid = pu.pid) AS planned,
       pg_temp.u_wh(pu.c, pu.pdate) AS wh_uid, pu.state AS pstate
  FROM pu WHERE pu.state IN ('processing', 'done');

CREATE INDEX tmp_k_shi ON shi (pid, n);
INSERT INTO shi SELECT s.pid, 2, s.c, s.planned + 5 + pg_temp.r(15), s.wh_uid, s.pstate
  FROM shi s WHERE (SELECT count(*) FROM pl WHERE pl.pid = s.pid) >= 3 AND random() < 0.08;

ALTER TABLE shi ADD COLUMN eff date, ADD COLUMN state text, ADD COLUMN cts timestamp, ADD COLUMN rec_ts timestamp, ADD COLUMN done_ts timestamp,
  ADD COLUMN shid int;

UPDATE shi SET eff = planned + (ARRAY[-1,0,0,0,1,1,2,3,5])[pg_temp.r(9)];

CLUSTER shi USING tmp_k_shi;
UPDATE shi SET eff = LEAST(eff, date '2024-05-27' - pg_temp.r(20)) WHERE pstate = 'done';

UPDATE shi SET state = CASE WHEN eff <= date '2024-05-28' THEN 'done' WHEN eff <= date '2024-05-31' THEN 'received' END;

DELETE FROM shi WHERE state IS NULL;

CLUSTER shi USING tmp_k_shi;
UPDATE shi SET rec_ts = pg_temp.wt(eff);

CLUSTER shi USING tmp_k_shi;
UPDATE shi SET cts = rec_ts - interval '5 min' - random() * interval '40 min', done_ts = CASE WHEN state = 'done' THEN rec_ts + interval '1 hour' + random() * interval '20 hours' END;

UPDATE shi SET shid = q.r FROM (SELECT pid AS p, n AS nn, row_number() OVER (ORDER BY cts, pid, n)::int AS r FROM shi) q WHERE q.p = shi.pid AND q.nn = shi.n;

-- a processing purchase whose goods all came in waits for its invoice to be paid; one without shipment waits for the goods
CLUSTER shi USING tmp_k_shi;
INSERT INTO stock_shipment_in (id, company, contact_address, create_date, create_uid, done_by, effective_date, number, origin_planned_date,
                               planned_date, received_by, reference, state, supplier, warehouse, warehouse_input, warehouse_storage,
                               write_date, write_uid)
SELECT s.shid, s.c, pu.addr, s.cts, s.wh_uid, CASE WHEN s.state = 'done' THEN pg_temp.emp(s.wh_uid, s.c) END, s.eff,
       CASE s.c WHEN 1 THEN (row_number() OVER (PARTITION BY s.c ORDER BY s.shid))::text ELSE 'FR-R' || lpad((row_number() OVER (PARTITION BY s.c ORDER BY s.shid))::text, 5, '0') END,
       CASE WHEN s.cts >= timestamp '2024-01-20 21:40' THEN s.planned END, s.planned, pg_temp.emp(s.wh_uid, s.c),
       CASE WHEN random() < 0.6 THEN 'BL ' || pg_temp.r(999999) END, s.state, pu.party, CASE s.c WHEN 1 THEN 1 ELSE 15 END,
       CASE s.c WHEN 1 THEN 2 ELSE 16 END, CASE s.c WHEN 1 THEN 4 ELSE 16 END, coalesce(s.done_ts, s.rec_ts), s.wh_uid
  FROM shi s JOIN pu ON pu.pid = s.pid ORDER BY s.shid;

INSERT INTO purchase_purchase (id, comment, company, confirmed_by, contact, create_date, create_uid, currency, delivery_date, description,
                               invoice_address, invoice_method, invoice_party, invoice_state, number, origin, party, payment_term, purchase_date,
                               quoted_by, reference, shipment_state, state, tax_amount_cache, total_amount_cache, untaxed_amount_cache,
                               warehouse, write_date, write_uid)
SELECT pu.pid, CASE WHEN pu.pid % 23 = 0 THEN 'Livraison sur palette, prévenir Jan' END, pu.c,
       CASE WHEN pu.state IN ('confirmed', 'processing', 'done') THEN pg_temp.emp(pu.conf_uid, pu.c) END,
       CASE WHEN pu.pid % 13 = 0 THEN (SELECT min(m.id) FROM party_contact_mechanism m WHERE m.party = pu.party AND m.type = 'email') END,
       pu.cts, pu.cuid, pu.cur, pu.deliv, CASE WHEN random() < 0.1 THEN 'Réassort ' || to_char(pu.d0, 'TMmonth YYYY') END,
       pu.addr, 'order', NULL,
       CASE WHEN pu.state = 'done' THEN 'paid' WHEN pu.state = 'processing' THEN 'awaiting payment' ELSE 'none' END,
       pu.number, NULL, pu.party, pu.pterm, pu.pdate, CASE WHEN pu.quote_ts IS NOT NULL THEN pg_temp.emp(pu.cuid, pu.c) END, pu.ref,
       CASE WHEN pu.state = 'done' THEN 'received' WHEN pu.state = 'processing' THEN 'waiting' ELSE 'none' END, pu.state,
       CASE WHEN pu.state IN ('confirmed', 'processing', 'done', 'cancelled') THEN m.tax END,
       CASE WHEN pu.state IN ('confirmed', 'processing', 'done', 'cancelled') THEN m.untaxed + m.tax END,
       CASE WHEN pu.state IN ('confirmed', 'processing', 'done', 'cancelled') THEN m.untaxed END,
       CASE pu.c WHEN 1 THEN 1 ELSE 15 END,
       CASE WHEN pu.state IN ('confirmed', 'processing', 'done') THEN pu.conf_ts + interval '1 min' WHEN pu.state <> 'draft' THEN pu.quote_ts END,
       CASE WHEN pu.state IN ('confirmed', 'processing', 'done') THEN pu.conf_uid WHEN pu.state <> 'draft' THEN pu.cuid END
  FROM pu LEFT JOIN pamt m ON m.pid = pu.pid ORDER BY pu.pid;

-- Belgian suppliers of machines bill the French company's orders through the group
UPDATE purchase_purchase SET invoice_party = (SELECT party FROM company_company WHERE id = 1)
 WHERE company = 2 AND id % 41 = 7 AND state IN ('processing', 'done');

-- some Italian makers bill through their Belgian importer
UPDATE purchase_purchase p SET invoice_party = (SELECT s.party FROM supp2 s WHERE s.home = 1 AND s.ctry = 'BE' ORDER BY s.k OFFSET p.id % 3 LIMIT 1)
 WHERE p.company = 1 AND p.id % 7 = 2 AND p.party IN (SELECT party FROM supp2 WHERE home = 1 AND ctry = 'IT') AND p.state <> 'draft';

UPDATE purchase_purchase p SET invoice_address = (SELECT min(a.id) FROM party_address a WHERE a.party = p.invoice_party) WHERE p.invoice_party IS NOT NULL;

UPDATE purchase_purchase p SET shipment_state = 'received' WHERE state = 'processing'
   AND EXISTS (SELECT 1 FROM shi WHERE shi.pid = p.id) AND NOT EXISTS (SELECT 1 FROM shi WHERE shi.pid = p.id AND shi.state <> 'done');

INSERT INTO purchase_line (id, actual_quantity, create_date, create_uid, delivery_date_store, description, note, product, product_supplier, purchase,
                           quantity, sequence, type, unit, unit_price, write_date, write_uid)
SELECT l.plid, CASE WHEN pu.state IN ('processing', 'done') THEN l.qty END, l.cts, l.cuid,
       CASE WHEN pu.state IN ('processing', 'done', 'confirmed') THEN (SELECT planned FROM shi WHERE shi.pid = l.pid AND shi.n = 1) END,
       CASE WHEN random() < 0.05 THEN 'Conditionnement palette' END, NULL, l.product, l.ps, l.pid, l.qty, l.seq, 'line', l.unit, l.price,
       CASE WHEN pu.state IN ('processing', 'done') THEN pu.conf_ts + interval '1 min' END, CASE WHEN pu.state IN ('processing', 'done') THEN pu.conf_uid END
  FROM pl l JOIN pu ON pu.pid = l.pid ORDER BY l.plid;

INSERT INTO purchase_line_account_tax (create_date, create_uid, line, tax)
SELECT l.cts + interval '1 s', l.cuid, l.plid, l.tax FROM pl l WHERE l.tax IS NOT NULL ORDER BY l.plid;


-- incoming moves: created when the purchase is processed, put in a shipment on arrival
CREATE TEMP TABLE plship AS
SELECT l.plid, l.pid, s.shid, s.n, s.state, s.eff, s.cts, s.rec_ts, s.done_ts, s.wh_uid
  FROM pl l JOIN shi s ON s.pid = l.pid
 WHERE s.n = CASE WHEN EXISTS (SELECT 1 FROM shi b WHERE b.pid = l.pid AND b.n = 2) AND l.seq = (SELECT max(seq) FROM pl x WHERE x.pid = l.pid)
                  THEN 2 ELSE 1 END;

INSERT INTO smv
SELECT 10000000000 + l.plid * 10 + 1, pu.c, l.product, l.unit, l.qty,
       l.qty * (SELECT factor FROM product_uom WHERE id = l.unit) / (SELECT factor FROM product_uom WHERE id = l.default_uom),
       5, CASE pu.c WHEN 1 THEN 2 ELSE 16 END, CASE WHEN s.shid IS NOT NULL THEN 'stock.shipment.in,' || s.shid END, NULL, 'purchase.line,' || l.plid,
       coalesce(s.eff, (SELECT planned FROM shi WHERE shi.pid = l.pid AND shi.n = 1), pu.pdate + 7), s.eff,
       CASE WHEN s.state IN ('received', 'done') THEN 'done' ELSE 'draft' END, l.price, pu.cur,
       pu.conf_ts + interval '70 s' + l.seq * interval '200 ms', CASE WHEN random() < 0.1 THEN 0 ELSE pu.conf_uid END,
       s.rec_ts, s.wh_uid
  FROM pl l JOIN pu ON pu.pid = l.pid LEFT JOIN plship s ON s.plid = l.plid
 WHERE pu.state IN ('processing', 'done');

-- put away in the Belgian warehouse: input zone to the aisles, created on reception, done when the shipment is done
INSERT INTO smv
SELECT m.mk + 1, 1, m.product, m.unit, m.qty, m.iqty, 2, (ARRAY[9,9,10,10,11,12,13,20])[pg_temp.r(8)], m.shipment, m.mk, NULL, m.eff,
       CASE WHEN s.state = 'done' THEN s.eff END, CASE WHEN s.state = 'done' THEN 'done' ELSE 'draft' END, NULL, NULL,
       s.rec_ts + interval '1 s', s.wh_uid, s.done_ts, CASE WHEN s.state = 'done' THEN s.wh_uid END
  FROM smv m JOIN plship s ON s.plid = (m.mk - 10000000000) / 10
 WHERE m.mk >= 10000000000 AND m.mk % 10 = 1 AND m.c = 1;


-- ===================================================================== supplier invoices
-- on order: a draft invoice when the purchase is processed, validated when the bill arrives, posted, then paid at term
INSERT INTO inv (ik, src, c, type, party, addr, cur, pterm, cts, cuid, descr, ref, journal, sid)
SELECT 500000000 + pu.pid, 'purchase', pu.c, 'in', coalesce(pp.invoice_party, pu.party),
       CASE WHEN pp.invoice_party IS NOT NULL THEN (SELECT min(a.id) FROM party_address a WHERE a.party = pp.invoice_party) ELSE pu.addr END,
       pu.cur, coalesce(pu.pterm, 2), pu.conf_ts + interval '65 s', pu.conf_uid, NULL, NULL, 2, pu.pid
  FROM pu JOIN purchase_purchase pp ON pp.id = pu.pid WHERE pu.state IN ('processing', 'done');

INSERT INTO invl (lk, ik, seq, product, qty, unit, price, tax, account, origin, mk, cts, cuid)
SELECT 20000000000 + l.plid * 10 + 3, 500000000 + l.pid, l.seq, l.product, l.qty, l.unit, l.price, l.tax,
       pg_temp.acct(pu.c, CASE WHEN pu.c = 2 THEN '607000' WHEN l.f = 13 THEN '604000' ELSE '600000' END),
       'purchase.line,' || l.plid, 10000000000 + l.plid * 10 + 1, pu.conf_ts + interval '66 s' + l.seq * interval '100 ms', pu.conf_uid
  FROM pl l JOIN pu ON pu.pid = l.pid WHERE pu.state IN ('processing', 'done');

-- standalone supplier bills: rent, energy, telecom, fees, transport, insurance
CREATE TEMP TABLE exps AS
SELECT c, kw, acc_old, acc_new, every, amt,
       (SELECT h.party FROM party_home h WHERE h.kind = 'supp' AND h.home = e.c AND h.nm LIKE e.kw || '%' ORDER BY h.party LIMIT 1) AS party
  FROM (VALUES (1, 'Leasing', '610000', '610000', 1, 2450.0), (1, 'Énergie', '612000', '612100', 1, 610.0), (1, 'Télécom', '613000', '613100', 1, 185.0),
               (1, 'Fiduciaire', '613500', '613500', 3, 1850.0), (1, 'Transports', '614000', '614000', 1, 1320.0), (1, 'Assurances', '616000', '616000', 12, 3900.0),
               (2, 'Leasing', '613200', '613200', 1, 1900.0), (2, 'Télécom', '626000', '626000', 1, 95.0), (2, 'Fiduciaire', '622600', '622610', 3, 1200.0),
               (2, 'Transports', '624100', '624100', 1, 640.0)) e(c, kw, acc_old, acc_new, every, amt);

UPDATE exps SET party = (SELECT h.party FROM party_home h WHERE h.kind = 'supp' AND h.home = 1 AND h.nm LIKE exps.kw || '%' ORDER BY h.party LIMIT 1)
 WHERE party IS NULL;

INSERT INTO inv (ik, src, c, type, party, addr, cur, pterm, cts, cuid, descr, ref, journal)
SELECT 800000000 + row_number() OVER (ORDER BY m, e.kw, e.c), 'std_in', e.c, 'in', e.party, (SELECT min(a.id) FROM party_address a WHERE a.party = e.party),
       pg_temp.cur('EUR'), coalesce((SELECT supplier_payment_term FROM party_party_payment_term WHERE party = e.party), 2),
       pg_temp.wt((m + interval '2 days' + (length(e.kw) % 9) * interval '1 day')::date), pg_temp.u_acc(e.c, m::date),
       e.kw || ' ' || to_char(m, 'MM/YYYY'), 'FA-' || pg_temp.r(9999999), 2
  FROM exps e, generate_series(CASE e.c WHEN 1 THEN timestamp '2021-03-01' ELSE timestamp '2022-06-01' END, timestamp '2024-05-01', interval '1 month') m
 WHERE e.party IS NOT NULL AND (extract(month FROM m)::int - 1) % e.every = 0;

CLUSTER inv USING tmp_k_inv;
INSERT INTO invl (lk, ik, seq, product, qty, unit, price, tax, account, origin, mk, cts, cuid, descr)
SELECT 30000000000 + i.ik, i.ik, 1, NULL, 1, NULL, round((e.amt * (0.9 + 0.2 * random()))::numeric, 2), CASE i.c WHEN 1 THEN 5 ELSE 12 END,
       pg_temp.acct(i.c, CASE WHEN i.cts >= timestamp '2023-01-01' THEN e.acc_new ELSE e.acc_old END), NULL, NULL, i.cts + interval '40 s', i.cuid, i.descr
  FROM inv i JOIN exps e ON e.party = i.party AND e.c = i.c AND i.descr LIKE e.kw || '%' WHERE i.src = 'std_in';

-- validation (when the bill arrives), posting, payment
UPDATE inv SET ref = 'F' || pg_temp.r(99999999) WHERE src = 'purchase';

CLUSTER inv USING tmp_k_inv;
UPDATE inv i SET post_ts = GREATEST(i.cts + interval '1 hour', pg_temp.wt(coalesce((SELECT max(eff) FROM shi WHERE shi.pid = i.sid), i.cts::date) + pg_temp.r(12)))
 WHERE i.src = 'purchase';

CLUSTER inv USING tmp_k_inv;
UPDATE inv SET post_ts = cts + interval '2 min' + random() * interval '1 day' WHERE src = 'std_in';

CLUSTER inv USING tmp_k_inv;
UPDATE inv SET val_uid = pg_temp.u_acc(c, post_ts::date), post_uid = pg_temp.u_acc(c, post_ts::date) WHERE type = 'in';

UPDATE inv SET state = CASE WHEN post_ts > timestamp '2024-05-31 18:00' THEN 'draft' ELSE 'posted' END WHERE type = 'in';

UPDATE inv SET post_ts = NULL, post_uid = NULL, val_uid = NULL WHERE type = 'in' AND state = 'draft';

CLUSTER inv USING tmp_k_inv;
UPDATE inv SET idate = GREATEST((post_ts - random() * interval '6 days')::date, cts::date) WHERE type = 'in' AND state = 'posted';

CLUSTER inv USING tmp_k_inv;
UPDATE inv SET pay_date = LEAST(idate + pg_temp.term_days(pterm, idate) + (ARRAY[-3,-1,0,0,0,1,2,5])[pg_temp.r(8)], date '2024-05-31')
 WHERE type = 'in' AND state = 'posted';

UPDATE inv SET pay_date = GREATEST(pay_date, post_ts::date) WHERE pay_date IS NOT NULL AND type = 'in';

CLUSTER inv USING tmp_k_inv;
UPDATE inv SET pay_date = GREATEST(post_ts::date, LEAST(pay_date, date '2024-05-30' - pg_temp.r(10)))
  FROM pu WHERE inv.src = 'purchase' AND pu.pid = inv.sid AND pu.state = 'done';

UPDATE inv SET pay_date = NULL FROM pu WHERE inv.src = 'purchase' AND pu.pid = inv.sid AND pu.state = 'processing' AND inv.pay_date > date '2024-04-30';

UPDATE inv SET pay_date = NULL WHERE type = 'in' AND pay_date > date '2024-05-24' AND src = 'std_in';

CLUSTER inv USING tmp_k_inv;
UPDATE inv SET state = 'paid', pay_uid = pg_temp.u_acc(c, pay_date), paywiz = random() < 0.7 WHERE pay_date IS NOT NULL AND type = 'in';

UPDATE purchase_purchase p SET state = 'done', invoice_state = 'paid', write_uid = i.pay_uid,
       write_date = i.pay_date + time '15:40' + (i.ik % 5400) * interval '1 s'
  FROM inv i WHERE i.src = 'purchase' AND i.sid = p.id AND p.state = 'processing' AND i.state = 'paid' AND p.shipment_state = 'received';

UPDATE purchase_purchase p SET invoice_state = 'pending' FROM inv i WHERE i.src = 'purchase' AND i.sid = p.id AND i.state = 'draft';

-- ===================================================================== stock moves (sales and purchases, one id sequence)
CREATE TEMP TABLE smvi AS SELECT m.*, row_number() OVER (ORDER BY cts, mk)::int AS id FROM smv m;

CREATE INDEX ON smvi (mk);

INSERT INTO stock_move (id, company, cost_price, create_date, create_uid, currency, effective_date, from_location, internal_quantity, origin,
                        origin_planned_date, planned_date, product, product_cost_price, quantity, shipment, state, to_location, unit, unit_price,
                        unit_price_updated, write_date, write_uid)
SELECT m.id, m.c, CASE WHEN m.state = 'done' THEN cp.cost_price END, m.cts, m.cuid, m.cur, m.eff, m.src, m.iqty,
       coalesce(m.origin, 'stock.move,' || o.id), CASE WHEN m.cts >= timestamp '2024-01-20 21:40' THEN m.planned END, m.planned, m.product,
       CASE WHEN m.state = 'done' AND m.wts >= timestamp '2024-01-20 21:40' THEN cp.cost_price END, m.qty, m.shipment, m.state, m.dst, m.unit,
       m.price, false, m.wts, m.wuid
  FROM smvi m LEFT JOIN smvi o ON o.mk = m.origin_mk LEFT JOIN product_cost_price cp ON cp.product = m.product AND cp.company = m.c
 ORDER BY m.id;

-- the supplier's final price came with the invoice for some receptions
UPDATE stock_move SET unit_price_updated = true WHERE origin LIKE 'purchase.line,%' AND state = 'done' AND id % 17 = 3;


-- ===================================================================== invoices
ALTER TABLE inv ADD COLUMN id int, ADD COLUMN fy int, ADD COLUMN seqid int, ADD COLUMN number text, ADD COLUMN account int,
  ADD COLUMN untaxed numeric, ADD COLUMN taxamt numeric, ADD COLUMN move int, ADD COLUMN cmove int, ADD COLUMN rate numeric;

UPDATE inv SET id = q.r FROM (SELECT ik AS k, row_number() OVER (ORDER BY cts, ik)::int AS r FROM inv) q WHERE q.k = inv.ik;

CREATE INDEX ON inv (id);

UPDATE inv SET fy = f.n FROM fy f WHERE f.c = inv.c AND inv.idate BETWEEN f.sd AND f.ed;

UPDATE inv SET seqid = (fy - 1) * 4 + CASE WHEN type = 'in' THEN 4 WHEN src = 'credit' THEN 3 ELSE 2 END WHERE idate IS NOT NULL;

UPDATE inv SET number = s.prefix || lpad(q.n::text, 5, '0')
  FROM (SELECT ik AS k, row_number() OVER (PARTITION BY seqid ORDER BY post_ts, ik) AS n FROM inv WHERE seqid IS NOT NULL) q, sq s
 WHERE q.k = inv.ik AND s.id = inv.seqid;

UPDATE inv SET account = coalesce((SELECT CASE WHEN inv.type = 'out' THEN pa.account_receivable ELSE pa.account_payable END
                                     FROM party_party_account pa WHERE pa.party = inv.party AND pa.company = inv.c),
                                  pg_temp.acct(c, CASE WHEN c = 1 AND type = 'out' THEN '400000' WHEN c = 1 THEN '440000' WHEN type = 'out' THEN '411000' ELSE '401000' END));

UPDATE inv SET rate = coalesce((SELECT r.rate FROM currency_currency_rate r WHERE r.currency = inv.cur AND r.date <= coalesce(inv.idate, inv.cts::date)
                                 ORDER BY r.date DESC LIMIT 1), 1);

ALTER TABLE invl ADD COLUMN id int, ADD COLUMN amount numeric;

UPDATE invl SET id = q.r FROM (SELECT lk AS k, row_number() OVER (ORDER BY cts, lk)::int AS r FROM invl) q WHERE q.k = invl.lk;

UPDATE invl SET amount = round((qty * price)::numeric, 2);

CREATE INDEX ON invl (lk);

-- tax lines of the invoices: a parent tax (intra-community acquisition) is computed by its children
CREATE TEMP TABLE itx AS
SELECT l.ik, coalesce(ch.id, t.id) AS tax, sum(l.amount) AS base, min(l.cts) AS cts
  FROM invl l JOIN account_tax t ON t.id = l.tax LEFT JOIN account_tax ch ON ch.parent = t.id
 GROUP BY l.ik, coalesce(ch.id, t.id);

ALTER TABLE itx ADD COLUMN amount numeric, ADD COLUMN id int;

CREATE INDEX ON itx (ik);

UPDATE itx SET amount = round(base * coalesce((SELECT rate FROM account_tax WHERE id = itx.tax), 0), 2);

UPDATE itx SET id = q.r FROM (SELECT ik AS k, tax AS t, row_number() OVER (ORDER BY cts, ik, tax)::int AS r FROM itx) q WHERE q.k = itx.ik AND q.t = itx.tax;

UPDATE inv SET untaxed = coalesce((SELECT sum(amount) FROM invl WHERE invl.ik = inv.ik), 0), taxamt = coalesce((SELECT sum(amount) FROM itx WHERE itx.ik = inv.ik), 0);


-- ===================================================================== account moves: invoices, cancellations, payments, salaries
CREATE TEMP TABLE amv (mk text, c int, journal int, date date, cts timestamp, cuid int, origin text, descr text, post_ts timestamp);

INSERT INTO amv SELECT 'i' || ik, c, journal, idate, post_ts, post_uid, 'account.invoice,' || id, descr, post_ts FROM inv WHERE post_ts IS NOT NULL;

CLUSTER inv USING tmp_k_inv;
INSERT INTO amv SELECT 'x' || ik, c, journal, cancel_ts::date, cancel_ts, pg_temp.u_acc(c, cancel_ts::date), 'account.invoice,' || id, 'Annulation ' || number, cancel_ts
  FROM inv WHERE cancel_ts IS NOT NULL;

CREATE TEMP TABLE pay AS
SELECT ik, c, pay_date, pg_temp.wt(pay_date) AS ts, pay_uid,
       CASE WHEN c = 2 THEN 7 WHEN type = 'out' AND pterm = 1 AND random() < 0.25 THEN 3 ELSE 6 END AS journal FROM inv WHERE pay_date IS NOT NULL;

CREATE INDEX tmp_k_pay ON pay (ik);
UPDATE pay p SET ts = GREATEST(p.ts, i.post_ts + interval '5 min') FROM inv i WHERE i.ik = p.ik;

INSERT INTO amv SELECT 'p' || p.ik, p.c, p.journal, p.pay_date, p.ts, p.pay_uid, NULL,
       CASE WHEN i.type = 'out' THEN 'Paiement ' ELSE 'Règlement ' END || i.number, p.ts
  FROM pay p JOIN inv i ON i.ik = p.ik;

-- monthly salaries (miscellaneous journal) and their payment, per employee
CREATE TEMP TABLE sal AS
SELECT c, m::date AS m, (m + interval '1 month - 1 day')::date AS d FROM (VALUES (1), (2)) v(c),
       generate_series(timestamp '2021-03-01', timestamp '2024-04-01', interval '1 month') m WHERE c = 1 OR m >= timestamp '2022-06-01';

INSERT INTO amv SELECT 's' || c || to_char(m, 'YYYYMM'), c, 5, d, pg_temp.wt(d - 2), pg_temp.u_acc(c, d), NULL, 'Salaires ' || to_char(m, 'MM/YYYY'), NULL FROM sal;

INSERT INTO amv SELECT 'q' || c || to_char(m, 'YYYYMM'), c, CASE c WHEN 1 THEN 6 ELSE 7 END, d + 1, pg_temp.wt(d + 1), pg_temp.u_acc(c, d), NULL,
       'Virement salaires ' || to_char(m, 'MM/YYYY'), NULL FROM sal;

UPDATE amv SET post_ts = cts + interval '1 day' WHERE mk ~ '^[sq]';

UPDATE amv SET post_ts = NULL WHERE post_ts > timestamp '2024-05-31 18:00';

CREATE TEMP TABLE amvi AS SELECT a.*, row_number() OVER (ORDER BY cts, mk)::int AS id FROM amv a;

CREATE INDEX ON amvi (mk);

INSERT INTO account_move (id, company, create_date, create_uid, date, description, journal, number, origin, period, post_date, post_number, state,
                          write_date, write_uid)
SELECT a.id, a.c, a.cts, a.cuid, a.date, a.descr, a.journal, (row_number() OVER (PARTITION BY a.c, a.journal ORDER BY a.id))::text, a.origin,
       pg_temp.period(a.c, a.date), a.post_ts::date,
       CASE WHEN a.post_ts IS NOT NULL THEN s.prefix || lpad((row_number() OVER (PARTITION BY s.id, a.post_ts IS NOT NULL ORDER BY a.post_ts, a.id))::text, 6, '0') END,
       CASE WHEN a.post_ts IS NOT NULL THEN 'posted' ELSE 'draft' END,
       CASE WHEN a.post_ts > a.cts + interval '1 s' THEN a.post_ts END, CASE WHEN a.post_ts > a.cts + interval '1 s' THEN pg_temp.u_acc(a.c, a.date) END
  FROM amvi a JOIN fy f ON f.c = a.c AND a.date BETWEEN f.sd AND f.ed JOIN sq s ON s.fy = f.n AND s.k = 1
 ORDER BY a.id;

UPDATE inv SET move = a.id FROM amvi a WHERE a.mk = 'i' || inv.ik;

UPDATE inv SET cmove = a.id FROM amvi a WHERE a.mk = 'x' || inv.ik;


-- move lines: sd is the signed debit (debit - credit) in the company currency, a2 the same in the invoice currency
CREATE TEMP TABLE aml (mk text, ord int, account int, sd numeric, a2 numeric, cur2 int, party int, maturity date, descr text, origin text,
  rk text, wiz bigint);

CREATE TEMP TABLE ilines AS
SELECT i.ik, i.type, i.c, i.cur, i.rate, 10 + l.seq AS ord, l.account, l.amount AS a, 'account.invoice.line,' || l.id AS origin, l.descr
  FROM invl l JOIN inv i ON i.ik = l.ik WHERE i.post_ts IS NOT NULL
UNION ALL
SELECT i.ik, i.type, i.c, i.cur, i.rate, 500 + t.tax, CASE WHEN i.src = 'credit' THEN x.credit_note_account ELSE x.invoice_account END, t.amount,
       'account.invoice.tax,' || t.id, NULL
  FROM itx t JOIN inv i ON i.ik = t.ik JOIN account_tax x ON x.id = t.tax WHERE i.post_ts IS NOT NULL AND t.amount <> 0;

ALTER TABLE ilines ADD COLUMN ac numeric;

UPDATE ilines SET ac = round(a / rate, 2);

INSERT INTO aml (mk, ord, account, sd, a2, cur2, party, maturity, descr, origin, rk, wiz)
SELECT 'i' || l.ik, l.ord, l.account, CASE WHEN l.type = 'out' THEN -l.ac ELSE l.ac END,
       CASE WHEN l.cur <> 8 THEN CASE WHEN l.type = 'out' THEN -l.a ELSE l.a END END, CASE WHEN l.cur <> 8 THEN l.cur END, NULL, NULL, l.descr, l.origin,
       NULL, NULL
  FROM ilines l WHERE l.ac <> 0 OR l.a <> 0;

-- receivable / payable lines, split by the payment term (50/50, fixed deposit of 250)
CREATE TEMP TABLE iparts AS
SELECT i.ik, i.type, i.cur, i.party, i.account, i.idate, i.pterm, i.pay_date, i.cancel_ts,
       sum(l.a) AS t, sum(l.ac) AS tc FROM inv i JOIN ilines l ON l.ik = i.ik GROUP BY i.ik, i.type, i.cur, i.party, i.account, i.idate, i.pterm, i.pay_date, i.cancel_ts;

INSERT INTO aml (mk, ord, account, sd, a2, cur2, party, maturity, descr, origin, rk, wiz)
SELECT 'i' || p.ik, n, p.account,
       CASE WHEN p.type = 'out' THEN 1 ELSE -1 END * CASE WHEN cnt = 1 THEN p.tc WHEN n = 1 THEN round(p.tc * part1 / p.t, 2) ELSE p.tc - round(p.tc * part1 / p.t, 2) END,
       CASE WHEN p.cur <> 8 THEN CASE WHEN p.type = 'out' THEN 1 ELSE -1 END * CASE WHEN cnt = 1 THEN p.t WHEN n = 1 THEN part1 ELSE p.t - part1 END END,
       CASE WHEN p.cur <> 8 THEN p.cur END, p.party,
       CASE WHEN cnt = 2 AND n = 1 THEN p.idate ELSE p.idate + pg_temp.term_days(p.pterm, p.idate) END, NULL, NULL,
       CASE WHEN p.pay_date IS NOT NULL OR p.cancel_ts IS NOT NULL THEN 'R' || p.ik END, NULL
  FROM iparts p,
       LATERAL (SELECT CASE WHEN p.pterm = 5 THEN round(p.t / 2, 2) WHEN p.pterm = 8 AND p.t > 250 THEN 250 END AS part1) q,
       LATERAL (SELECT CASE WHEN q.part1 IS NULL THEN 1 ELSE 2 END AS cnt) q2,
       LATERAL generate_series(1, q2.cnt) n;

-- cancellation moves mirror the invoice move; the two receivables are reconciled together
INSERT INTO aml (mk, ord, account, sd, a2, cur2, party, maturity, descr, origin, rk, wiz)
SELECT 'x' || substr(a.mk, 2), a.ord, a.account, -a.sd, -a.a2, a.cur2, a.party, a.maturity, a.descr, a.origin, a.rk, NULL
  FROM aml a JOIN inv i ON 'i' || i.ik = a.mk WHERE i.cancel_ts IS NOT NULL;

-- payments: the party's line (reconciled with the invoice's) and the bank line
INSERT INTO aml (mk, ord, account, sd, a2, cur2, party, maturity, descr, origin, rk, wiz)
SELECT 'p' || p.ik, o.n,
       CASE WHEN o.n = 1 THEN p.account
            ELSE pg_temp.acct(pay.c, CASE WHEN pay.c = 2 THEN '512000' WHEN pay.journal = 3 THEN '570000'
                                          WHEN p.cur = pg_temp.cur('GBP') AND pay.pay_date >= date '2022-02-07' THEN '550300'
                                          WHEN p.cur = pg_temp.cur('USD') AND pay.pay_date >= date '2022-02-07' THEN '550200' ELSE '550000' END) END,
       CASE WHEN p.type = 'out' THEN -1 ELSE 1 END * CASE WHEN o.n = 1 THEN p.tc ELSE -p.tc END,
       CASE WHEN p.cur <> 8 THEN CASE WHEN p.type = 'out' THEN -1 ELSE 1 END * CASE WHEN o.n = 1 THEN p.t ELSE -p.t END END,
       CASE WHEN p.cur <> 8 THEN p.cur END, CASE WHEN o.n = 1 THEN p.party END, NULL, NULL, NULL,
       CASE WHEN o.n = 1 THEN 'R' || p.ik END, CASE WHEN o.n = 1 AND i.paywiz THEN p.ik END
  FROM iparts p JOIN pay ON pay.ik = p.ik JOIN inv i ON i.ik = p.ik, (VALUES (1), (2)) o(n);

-- salaries: gross to 620000 / 641000, withholdings, the net owed to each employee (reconciled by the transfer)
CREATE TEMP TABLE salemp AS
SELECT s.c, s.m, s.d, e.id AS emp, e.party, round((2600 + (e.id * 379) % 2400) * (1 + 0.018 * (extract(year FROM s.m) - 2021)), 2) AS gross
  FROM sal s JOIN company_employee e ON e.company = s.c AND e.start_date <= s.d AND (e.end_date IS NULL OR e.end_date >= s.m) AND e.id <> 11;

INSERT INTO aml (mk, ord, account, sd, a2, cur2, party, maturity, descr, origin, rk, wiz)
SELECT 's' || c || to_char(m, 'YYYYMM'), 1, pg_temp.acct(c, CASE c WHEN 1 THEN '620000' ELSE '641000' END), sum(gross), NULL::numeric, NULL::int,
       NULL::int, NULL::date, NULL::text, NULL::text, NULL::text, NULL::bigint
  FROM salemp GROUP BY c, m
UNION ALL
SELECT 's' || c || to_char(m, 'YYYYMM'), 2, pg_temp.acct(c, CASE c WHEN 1 THEN '453000' ELSE '431000' END), -sum(gross - round(gross * 0.62, 2)), NULL, NULL,
       NULL, NULL, NULL, NULL, NULL, NULL FROM salemp GROUP BY c, m
UNION ALL
SELECT 's' || c || to_char(m, 'YYYYMM'), 10 + emp, pg_temp.acct(c, CASE c WHEN 1 THEN '455000' ELSE '421000' END), -round(gross * 0.62, 2), NULL, NULL,
       party, NULL, NULL, NULL, 'S' || c || to_char(m, 'YYYYMM') || '-' || emp, NULL FROM salemp
UNION ALL
SELECT 'q' || c || to_char(m, 'YYYYMM'), 10 + emp, pg_temp.acct(c, CASE c WHEN 1 THEN '455000' ELSE '421000' END), round(gross * 0.62, 2), NULL, NULL,
       party, NULL, NULL, NULL, 'S' || c || to_char(m, 'YYYYMM') || '-' || emp, NULL FROM salemp
UNION ALL
SELECT 'q' || c || to_char(m, 'YYYYMM'), 1, pg_temp.acct(c, CASE c WHEN 1 THEN '550000' ELSE '512000' END), -sum(round(gross * 0.62, 2)), NULL, NULL,
       NULL, NULL, NULL, NULL, NULL, NULL FROM salemp GROUP BY c, m;

CREATE TEMP TABLE amli AS
SELECT a.*, m.id AS move, m.cts, m.cuid, m.post_ts, m.date, m.c, row_number() OVER (ORDER BY m.id, a.ord, a.account)::int AS id
  FROM aml a JOIN amvi m ON m.mk = a.mk;

-- reconciliations: made by whoever posted the payment (or the cancellation, or the salary transfer)
CREATE TEMP TABLE rec AS
SELECT rk, min(c) AS c, max(date) AS date, max(cts) AS cts, (array_agg(cuid ORDER BY cts DESC))[1] AS cuid, count(*) AS n
  FROM amli WHERE rk IS NOT NULL AND post_ts IS NOT NULL GROUP BY rk;

DELETE FROM rec WHERE n < 2;

ALTER TABLE rec ADD COLUMN id int;

UPDATE rec SET id = q.r FROM (SELECT rk AS k, row_number() OVER (ORDER BY cts, rk)::int AS r FROM rec) q WHERE q.k = rec.rk;

INSERT INTO account_move_reconciliation (id, company, create_date, create_uid, date, name)
SELECT rec.id, c, cts + interval '1 s', cuid, date, (row_number() OVER (PARTITION BY c ORDER BY rec.id))::text FROM rec ORDER BY rec.id;

INSERT INTO account_move_line (id, account, amount_second_currency, create_date, create_uid, credit, debit, description, maturity_date, move, origin,
                               party, reconciliation, second_currency, state, write_date, write_uid)
SELECT l.id, l.account, l.a2, l.cts, l.cuid, GREATEST(-l.sd, 0), GREATEST(l.sd, 0), l.descr, l.maturity, l.move, l.origin, l.party, r.id, l.cur2, 'valid',
       CASE WHEN r.id IS NOT NULL THEN r.cts + interval '1 s' END, r.cuid
  FROM amli l LEFT JOIN rec r ON r.rk = l.rk ORDER BY l.id;

UPDATE account_move_line SET write_date = NULL, write_uid = NULL WHERE write_date <= create_date;


-- ===================================================================== invoice rows and their details
CLUSTER inv USING tmp_k_inv;
CLUSTER pay USING tmp_k_pay;
INSERT INTO account_invoice (id, account, accounting_date, cancel_move, comment, company, create_date, create_uid, currency, description, invoice_address,
                             invoice_date, invoice_report_cache, invoice_report_cache_id, invoice_report_format, journal, move, number, party,
                             party_tax_identifier, payment_term, payment_term_date, posted_by, reference, sequence, state, tax_amount_cache,
                             tax_identifier, total_amount_cache, type, untaxed_amount_cache, validated_by, write_date, write_uid)
SELECT i.id, i.account, NULL, i.cmove, CASE WHEN i.id % 61 = 0 THEN 'Merci pour votre confiance' END, i.c, i.cts, i.cuid, i.cur, i.descr, i.addr,
       i.idate, NULL, CASE WHEN i.type = 'out' AND i.post_ts IS NOT NULL THEN md5('invoice' || i.ik) END,
       CASE WHEN i.type = 'out' AND i.post_ts IS NOT NULL THEN 'pdf' END, i.journal, i.move, i.number, i.party,
       (SELECT min(x.id) FROM party_identifier x WHERE x.party = i.party AND x.type LIKE '%vat'), i.pterm, NULL,
       CASE WHEN i.post_uid > 0 THEN pg_temp.emp(i.post_uid, i.c) END, i.ref, i.seqid,
       i.state, CASE WHEN i.post_ts IS NOT NULL THEN i.taxamt END,
       (SELECT min(x.id) FROM party_identifier x WHERE x.party = (SELECT party FROM company_company WHERE id = i.c) AND x.type LIKE '%vat'),
       CASE WHEN i.post_ts IS NOT NULL THEN i.untaxed + i.taxamt END, i.type, CASE WHEN i.post_ts IS NOT NULL THEN i.untaxed END,
       CASE WHEN i.val_uid > 0 THEN pg_temp.emp(i.val_uid, i.c) END,
       CASE WHEN i.cancel_ts IS NOT NULL THEN i.cancel_ts WHEN i.pay_date IS NOT NULL THEN p.ts + interval '1 s' ELSE i.post_ts END,
       CASE WHEN i.cancel_ts IS NOT NULL THEN pg_temp.u_acc(i.c, i.cancel_ts::date) WHEN i.pay_date IS NOT NULL THEN i.pay_uid ELSE i.post_uid END
  FROM inv i LEFT JOIN pay p ON p.ik = i.ik ORDER BY i.id;

INSERT INTO account_invoice_line (id, account, company, create_date, create_uid, currency, description, invoice, invoice_type, note, origin, party,
                                  product, quantity, sequence, taxes_date, taxes_deductible_rate, type, unit, unit_price, write_date, write_uid)
SELECT l.id, l.account, i.c, l.cts, l.cuid, i.cur, l.descr, i.id, i.type, NULL, coalesce(l.origin, 'account.invoice.line,' || o.id), i.party, l.product,
       l.qty, l.seq, NULL, 1, l.ltype, l.unit, l.price, NULL, NULL
  FROM invl l JOIN inv i ON i.ik = l.ik LEFT JOIN invl o ON o.lk = l.origin_lk ORDER BY l.id;

INSERT INTO account_invoice_line_account_tax (create_date, create_uid, line, tax)
SELECT l.cts + interval '1 ms', l.cuid, l.id, l.tax FROM invl l WHERE l.tax IS NOT NULL ORDER BY l.id;

INSERT INTO account_invoice_tax (id, account, amount, base, create_date, create_uid, description, invoice, legal_notice, manual, sequence, tax)
SELECT t.id, CASE WHEN i.src = 'credit' THEN x.credit_note_account ELSE x.invoice_account END, t.amount, t.base, t.cts + interval '1 s', i.cuid,
       x.description, i.id, x.legal_notice, false, x.sequence, t.tax
  FROM itx t JOIN inv i ON i.ik = t.ik JOIN account_tax x ON x.id = t.tax ORDER BY t.id;

INSERT INTO "account_invoice-account_move_line" (create_date, create_uid, invoice, line)
SELECT l.cts, l.cuid, i.id, l.id FROM amli l JOIN inv i ON i.ik = l.wiz WHERE l.wiz IS NOT NULL ORDER BY l.id;

INSERT INTO "account_invoice_line-stock_move" (create_date, create_uid, invoice_line, stock_move)
SELECT l.cts + interval '2 ms', l.cuid, l.id, m.id FROM invl l JOIN smvi m ON m.mk = l.mk WHERE l.mk IS NOT NULL ORDER BY l.id;


-- edits after creation: prices or descriptions of draft lines, tax amounts adjusted by hand on supplier bills, corrected rates
UPDATE account_invoice_line l SET write_uid = i.create_uid, write_date = l.create_date + interval '3 min' + (l.id % 113) * interval '1 min'
  FROM account_invoice i WHERE i.id = l.invoice AND l.id % 29 = 3 AND i.create_uid <> 0;

UPDATE account_invoice_line l SET write_uid = i.write_uid, write_date = i.write_date
  FROM account_invoice i WHERE i.id = l.invoice AND l.id % 113 = 7 AND i.write_uid IS NOT NULL AND l.write_uid IS NULL;

UPDATE account_invoice_tax t SET manual = true, write_uid = i.write_uid, write_date = l.create_date + interval '1 day'
  FROM account_invoice i, account_invoice_line l WHERE i.id = t.invoice AND l.invoice = i.id AND l.sequence = 1 AND i.type = 'in' AND t.id % 23 = 1
   AND i.write_uid IS NOT NULL;

UPDATE currency_currency_rate SET rate = round(rate * 1.001, 6), write_uid = create_uid, write_date = create_date + interval '26 hours' WHERE id IN (37, 88);

-- the sales and purchases were last written when their invoices got paid
UPDATE sale_sale s SET write_uid = q.pay_uid, write_date = q.ts + interval '2 s'
  FROM (SELECT i.sid, (array_agg(i.pay_uid ORDER BY p.ts DESC))[1] AS pay_uid, max(p.ts) AS ts FROM inv i JOIN pay p ON p.ik = i.ik
         WHERE i.src = 'sale' GROUP BY i.sid) q
 WHERE q.sid = s.id AND s.state = 'done';

UPDATE purchase_purchase p SET write_uid = q.pay_uid, write_date = q.ts + interval '2 s'
  FROM (SELECT i.sid, (array_agg(i.pay_uid ORDER BY pay.ts DESC))[1] AS pay_uid, max(pay.ts) AS ts FROM inv i JOIN pay ON pay.ik = i.ik
         WHERE i.src = 'purchase' GROUP BY i.sid) q
 WHERE q.sid = p.id AND p.state = 'done' AND q.ts > p.write_date;

UPDATE sale_sale s SET invoice_state = 'pending' WHERE state = 'processing'
   AND NOT EXISTS (SELECT 1 FROM inv i WHERE i.src = 'sale' AND i.sid = s.id AND i.post_ts IS NOT NULL);


-- ===================================================================== sequences follow the data
UPDATE ir_sequence_strict s SET number_next_internal = coalesce((SELECT count(*) + 1 FROM inv WHERE inv.seqid = s.id), 1) WHERE s.sequence_type = 5;

UPDATE ir_sequence_strict s SET number_next_internal = 1 + (SELECT count(*) FROM account_move m JOIN account_period p ON p.id = m.period
                                                            WHERE p.fiscalyear = (s.id - 1) / 4 + 1 AND m.post_number IS NOT NULL)
 WHERE s.sequence_type = 4;

UPDATE ir_sequence_strict s SET write_uid = f.cuid, write_date = timestamp '2024-05-31 17:00' - (s.id % 7) * interval '1 hour'
  FROM sq q JOIN fy f ON f.n = q.fy WHERE q.id = s.id AND s.number_next_internal > 1 AND f.y = 2024;

UPDATE ir_sequence_strict s SET write_uid = f.cuid, write_date = make_timestamp(f.y, 12, 31, 16, 0, 0)
  FROM sq q JOIN fy f ON f.n = q.fy WHERE q.id = s.id AND s.number_next_internal > 1 AND f.y < 2024;

DO $$
DECLARE t record;

BEGIN
  FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND c.relkind = 'r' LOOP
    EXECUTE format('SELECT setval(pg_get_serial_sequence(%L, ''id''), greatest(coalesce((SELECT max(id) FROM %I), 0), 1))', quote_ident(t.relname), t.relname);

  END LOOP;

END $$;

DROP INDEX tmp_addr_party, tmp_cm_party, tmp_ppa_party, tmp_ppt_party, tmp_ident_party, tmp_cp_product, tmp_pp_template, tmp_ps_party;


-- ===================================================================== foreign keys, as Tryton adds them (ALTER TABLE ... ADD CONSTRAINT
-- <table>_<column>_fkey ... ON DELETE <the field's ondelete>): every stored Many2One but create_uid and write_uid
ALTER TABLE ir_sequence_strict ADD CONSTRAINT ir_sequence_strict_sequence_type_fkey FOREIGN KEY (sequence_type) REFERENCES ir_sequence_type (id) ON DELETE RESTRICT;
ALTER TABLE ir_sequence_strict ADD CONSTRAINT ir_sequence_strict_company_fkey FOREIGN KEY (company) REFERENCES company_company (id) ON DELETE SET NULL;
ALTER TABLE res_user ADD CONSTRAINT res_user_language_fkey FOREIGN KEY (language) REFERENCES ir_lang (id) ON DELETE SET NULL;
ALTER TABLE res_user ADD CONSTRAINT res_user_company_fkey FOREIGN KEY (company) REFERENCES company_company (id) ON DELETE SET NULL;
ALTER TABLE res_user ADD CONSTRAINT res_user_employee_fkey FOREIGN KEY (employee) REFERENCES company_employee (id) ON DELETE SET NULL;
ALTER TABLE res_user ADD CONSTRAINT res_user_warehouse_fkey FOREIGN KEY (warehouse) REFERENCES stock_location (id) ON DELETE SET NULL;
ALTER TABLE "res_user-res_group" ADD CONSTRAINT "res_user-res_group_user_fkey" FOREIGN KEY ("user") REFERENCES res_user (id) ON DELETE CASCADE;
ALTER TABLE "res_user-res_group" ADD CONSTRAINT "res_user-res_group_group_fkey" FOREIGN KEY ("group") REFERENCES res_group (id) ON DELETE CASCADE;
ALTER TABLE country_subdivision ADD CONSTRAINT country_subdivision_country_fkey FOREIGN KEY (country) REFERENCES country_country (id) ON DELETE CASCADE;
ALTER TABLE country_subdivision ADD CONSTRAINT country_subdivision_parent_fkey FOREIGN KEY (parent) REFERENCES country_subdivision (id) ON DELETE SET NULL;
ALTER TABLE currency_currency_rate ADD CONSTRAINT currency_currency_rate_currency_fkey FOREIGN KEY (currency) REFERENCES currency_currency (id) ON DELETE CASCADE;
ALTER TABLE party_category ADD CONSTRAINT party_category_parent_fkey FOREIGN KEY (parent) REFERENCES party_category (id) ON DELETE SET NULL;
ALTER TABLE party_party ADD CONSTRAINT party_party_replaced_by_fkey FOREIGN KEY (replaced_by) REFERENCES party_party (id) ON DELETE SET NULL;
ALTER TABLE party_party_lang ADD CONSTRAINT party_party_lang_party_fkey FOREIGN KEY (party) REFERENCES party_party (id) ON DELETE CASCADE;
ALTER TABLE party_party_lang ADD CONSTRAINT party_party_lang_lang_fkey FOREIGN KEY (lang) REFERENCES ir_lang (id) ON DELETE SET NULL;
ALTER TABLE party_party_lang ADD CONSTRAINT party_party_lang_company_fkey FOREIGN KEY (company) REFERENCES company_company (id) ON DELETE CASCADE;
ALTER TABLE party_address ADD CONSTRAINT party_address_party_fkey FOREIGN KEY (party) REFERENCES party_party (id) ON DELETE CASCADE;
ALTER TABLE party_address ADD CONSTRAINT party_address_country_fkey FOREIGN KEY (country) REFERENCES country_country (id) ON DELETE SET NULL;
ALTER TABLE party_address ADD CONSTRAINT party_address_subdivision_fkey FOREIGN KEY (subdivision) REFERENCES country_subdivision (id) ON DELETE SET NULL;
ALTER TABLE party_contact_mechanism ADD CONSTRAINT party_contact_mechanism_party_fkey FOREIGN KEY (party) REFERENCES party_party (id) ON DELETE CASCADE;
ALTER TABLE party_contact_mechanism ADD CONSTRAINT party_contact_mechanism_address_fkey FOREIGN KEY (address) REFERENCES party_address (id) ON DELETE CASCADE;
ALTER TABLE party_category_rel ADD CONSTRAINT party_category_rel_party_fkey FOREIGN KEY (party) REFERENCES party_party (id) ON DELETE CASCADE;
ALTER TABLE party_category_rel ADD CONSTRAINT party_category_rel_category_fkey FOREIGN KEY (category) REFERENCES party_category (id) ON DELETE CASCADE;
ALTER TABLE party_identifier ADD CONSTRAINT party_identifier_party_fkey FOREIGN KEY (party) REFERENCES party_party (id) ON DELETE CASCADE;
ALTER TABLE party_identifier ADD CONSTRAINT party_identifier_address_fkey FOREIGN KEY (address) REFERENCES party_address (id) ON DELETE CASCADE;
ALTER TABLE company_company ADD CONSTRAINT company_company_party_fkey FOREIGN KEY (party) REFERENCES party_party (id) ON DELETE RESTRICT;
ALTER TABLE company_company ADD CONSTRAINT company_company_currency_fkey FOREIGN KEY (currency) REFERENCES currency_currency (id) ON DELETE RESTRICT;
ALTER TABLE company_employee ADD CONSTRAINT company_employee_party_fkey FOREIGN KEY (party) REFERENCES party_party (id) ON DELETE RESTRICT;
ALTER TABLE company_employee ADD CONSTRAINT company_employee_company_fkey FOREIGN KEY (company) REFERENCES company_company (id) ON DELETE RESTRICT;
ALTER TABLE company_employee ADD CONSTRAINT company_employee_supervisor_fkey FOREIGN KEY (supervisor) REFERENCES company_employee (id) ON DELETE SET NULL;
ALTER TABLE product_uom ADD CONSTRAINT product_uom_category_fkey FOREIGN KEY (category) REFERENCES product_uom_category (id) ON DELETE RESTRICT;
ALTER TABLE product_category ADD CONSTRAINT product_category_parent_fkey FOREIGN KEY (parent) REFERENCES product_category (id) ON DELETE SET NULL;
ALTER TABLE product_template ADD CONSTRAINT product_template_default_uom_fkey FOREIGN KEY (default_uom) REFERENCES product_uom (id) ON DELETE RESTRICT;
ALTER TABLE product_template ADD CONSTRAINT product_template_account_category_fkey FOREIGN KEY (account_category) REFERENCES product_category (id) ON DELETE SET NULL;
ALTER TABLE product_template ADD CONSTRAINT product_template_sale_uom_fkey FOREIGN KEY (sale_uom) REFERENCES product_uom (id) ON DELETE SET NULL;
ALTER TABLE product_template ADD CONSTRAINT product_template_purchase_uom_fkey FOREIGN KEY (purchase_uom) REFERENCES product_uom (id) ON DELETE SET NULL;
ALTER TABLE product_product ADD CONSTRAINT product_product_template_fkey FOREIGN KEY (template) REFERENCES product_template (id) ON DELETE CASCADE;
ALTER TABLE "product_template-product_category" ADD CONSTRAINT "product_template-product_category_template_fkey" FOREIGN KEY (template) REFERENCES product_template (id) ON DELETE CASCADE;
ALTER TABLE "product_template-product_category" ADD CONSTRAINT "product_template-product_category_category_fkey" FOREIGN KEY (category) REFERENCES product_category (id) ON DELETE CASCADE;
ALTER TABLE product_list_price ADD CONSTRAINT product_list_price_template_fkey FOREIGN KEY (template) REFERENCES product_template (id) ON DELETE CASCADE;
ALTER TABLE product_list_price ADD CONSTRAINT product_list_price_company_fkey FOREIGN KEY (company) REFERENCES company_company (id) ON DELETE CASCADE;
ALTER TABLE product_cost_price ADD CONSTRAINT product_cost_price_product_fkey FOREIGN KEY (product) REFERENCES product_product (id) ON DELETE CASCADE;
ALTER TABLE product_cost_price ADD CONSTRAINT product_cost_price_company_fkey FOREIGN KEY (company) REFERENCES company_company (id) ON DELETE CASCADE;
ALTER TABLE account_account_type ADD CONSTRAINT account_account_type_parent_fkey FOREIGN KEY (parent) REFERENCES account_account_type (id) ON DELETE SET NULL;
ALTER TABLE account_account_type ADD CONSTRAINT account_account_type_company_fkey FOREIGN KEY (company) REFERENCES company_company (id) ON DELETE RESTRICT;
ALTER TABLE account_account ADD CONSTRAINT account_account_company_fkey FOREIGN KEY (company) REFERENCES company_company (id) ON DELETE RESTRICT;
ALTER TABLE account_account ADD CONSTRAINT account_account_credit_type_fkey FOREIGN KEY (credit_type) REFERENCES account_account_type (id) ON DELETE SET NULL;
ALTER TABLE account_account ADD CONSTRAINT account_account_debit_type_fkey FOREIGN KEY (debit_type) REFERENCES account_account_type (id) ON DELETE SET NULL;
ALTER TABLE account_account ADD CONSTRAINT account_account_parent_fkey FOREIGN KEY (parent) REFERENCES account_account (id) ON DELETE RESTRICT;
ALTER TABLE account_account ADD CONSTRAINT account_account_replaced_by_fkey FOREIGN KEY (replaced_by) REFERENCES account_account (id) ON DELETE SET NULL;
ALTER TABLE account_account ADD CONSTRAINT account_account_second_currency_fkey FOREIGN KEY (second_currency) REFERENCES currency_currency (id) ON DELETE SET NULL;
ALTER TABLE account_account ADD CONSTRAINT account_account_type_fkey FOREIGN KEY (type) REFERENCES account_account_type (id) ON DELETE SET NULL;
ALTER TABLE account_tax ADD CONSTRAINT account_tax_company_fkey FOREIGN KEY (company) REFERENCES company_company (id) ON DELETE RESTRICT;
ALTER TABLE account_tax ADD CONSTRAINT account_tax_credit_note_account_fkey FOREIGN KEY (credit_note_account) REFERENCES account_account (id) ON DELETE RESTRICT;
ALTER TABLE account_tax ADD CONSTRAINT account_tax_group_fkey FOREIGN KEY ("group") REFERENCES account_tax_group (id) ON DELETE SET NULL;
ALTER TABLE account_tax ADD CONSTRAINT account_tax_invoice_account_fkey FOREIGN KEY (invoice_account) REFERENCES account_account (id) ON DELETE RESTRICT;
ALTER TABLE account_tax ADD CONSTRAINT account_tax_parent_fkey FOREIGN KEY (parent) REFERENCES account_tax (id) ON DELETE CASCADE;
ALTER TABLE account_fiscalyear ADD CONSTRAINT account_fiscalyear_company_fkey FOREIGN KEY (company) REFERENCES company_company (id) ON DELETE RESTRICT;
ALTER TABLE account_fiscalyear ADD CONSTRAINT account_fiscalyear_post_move_sequence_fkey FOREIGN KEY (post_move_sequence) REFERENCES ir_sequence_strict (id) ON DELETE RESTRICT;
ALTER TABLE account_fiscalyear_invoice_sequence ADD CONSTRAINT account_fiscalyear_invoice_sequence_company_fkey FOREIGN KEY (company) REFERENCES company_company (id) ON DELETE RESTRICT;
ALTER TABLE account_fiscalyear_invoice_sequence ADD CONSTRAINT account_fiscalyear_invoice_sequence_fiscalyear_fkey FOREIGN KEY (fiscalyear) REFERENCES account_fiscalyear (id) ON DELETE CASCADE;
ALTER TABLE account_fiscalyear_invoice_sequence ADD CONSTRAINT account_fiscalyear_invoice_sequence_in_credit_note_sequ_e1d9aeb FOREIGN KEY (in_credit_note_sequence) REFERENCES ir_sequence_strict (id) ON DELETE RESTRICT;
ALTER TABLE account_fiscalyear_invoice_sequence ADD CONSTRAINT account_fiscalyear_invoice_sequence_in_invoice_sequence_fkey FOREIGN KEY (in_invoice_sequence) REFERENCES ir_sequence_strict (id) ON DELETE RESTRICT;
ALTER TABLE account_fiscalyear_invoice_sequence ADD CONSTRAINT account_fiscalyear_invoice_sequence_out_credit_note_seq_d808daf FOREIGN KEY (out_credit_note_sequence) REFERENCES ir_sequence_strict (id) ON DELETE RESTRICT;
ALTER TABLE account_fiscalyear_invoice_sequence ADD CONSTRAINT account_fiscalyear_invoice_sequence_out_invoice_sequence_fkey FOREIGN KEY (out_invoice_sequence) REFERENCES ir_sequence_strict (id) ON DELETE RESTRICT;
ALTER TABLE account_period ADD CONSTRAINT account_period_fiscalyear_fkey FOREIGN KEY (fiscalyear) REFERENCES account_fiscalyear (id) ON DELETE CASCADE;
ALTER TABLE account_move ADD CONSTRAINT account_move_company_fkey FOREIGN KEY (company) REFERENCES company_company (id) ON DELETE RESTRICT;
ALTER TABLE account_move ADD CONSTRAINT account_move_journal_fkey FOREIGN KEY (journal) REFERENCES account_journal (id) ON DELETE RESTRICT;
ALTER TABLE account_move ADD CONSTRAINT account_move_period_fkey FOREIGN KEY (period) REFERENCES account_period (id) ON DELETE RESTRICT;
ALTER TABLE account_move_reconciliation ADD CONSTRAINT account_move_reconciliation_company_fkey FOREIGN KEY (company) REFERENCES company_company (id) ON DELETE RESTRICT;
ALTER TABLE account_move_line ADD CONSTRAINT account_move_line_account_fkey FOREIGN KEY (account) REFERENCES account_account (id) ON DELETE RESTRICT;
ALTER TABLE account_move_line ADD CONSTRAINT account_move_line_move_fkey FOREIGN KEY (move) REFERENCES account_move (id) ON DELETE CASCADE;
ALTER TABLE account_move_line ADD CONSTRAINT account_move_line_party_fkey FOREIGN KEY (party) REFERENCES party_party (id) ON DELETE RESTRICT;
ALTER TABLE account_move_line ADD CONSTRAINT account_move_line_reconciliation_fkey FOREIGN KEY (reconciliation) REFERENCES account_move_reconciliation (id) ON DELETE SET NULL;
ALTER TABLE account_move_line ADD CONSTRAINT account_move_line_second_currency_fkey FOREIGN KEY (second_currency) REFERENCES currency_currency (id) ON DELETE RESTRICT;
ALTER TABLE party_party_account ADD CONSTRAINT party_party_account_account_payable_fkey FOREIGN KEY (account_payable) REFERENCES account_account (id) ON DELETE SET NULL;
ALTER TABLE party_party_account ADD CONSTRAINT party_party_account_account_receivable_fkey FOREIGN KEY (account_receivable) REFERENCES account_account (id) ON DELETE SET NULL;
ALTER TABLE party_party_account ADD CONSTRAINT party_party_account_company_fkey FOREIGN KEY (company) REFERENCES company_company (id) ON DELETE CASCADE;
ALTER TABLE party_party_account ADD CONSTRAINT party_party_account_party_fkey FOREIGN KEY (party) REFERENCES party_party (id) ON DELETE CASCADE;
ALTER TABLE account_invoice_payment_term_line ADD CONSTRAINT account_invoice_payment_term_line_currency_fkey FOREIGN KEY (currency) REFERENCES currency_currency (id) ON DELETE SET NULL;
ALTER TABLE account_invoice_payment_term_line ADD CONSTRAINT account_invoice_payment_term_line_payment_fkey FOREIGN KEY (payment) REFERENCES account_invoice_payment_term (id) ON DELETE CASCADE;
ALTER TABLE party_party_payment_term ADD CONSTRAINT party_party_payment_term_customer_payment_term_fkey FOREIGN KEY (customer_payment_term) REFERENCES account_invoice_payment_term (id) ON DELETE SET NULL;
ALTER TABLE party_party_payment_term ADD CONSTRAINT party_party_payment_term_party_fkey FOREIGN KEY (party) REFERENCES party_party (id) ON DELETE CASCADE;
ALTER TABLE party_party_payment_term ADD CONSTRAINT party_party_payment_term_supplier_payment_term_fkey FOREIGN KEY (supplier_payment_term) REFERENCES account_invoice_payment_term (id) ON DELETE SET NULL;
ALTER TABLE account_invoice ADD CONSTRAINT account_invoice_account_fkey FOREIGN KEY (account) REFERENCES account_account (id) ON DELETE RESTRICT;
ALTER TABLE account_invoice ADD CONSTRAINT account_invoice_cancel_move_fkey FOREIGN KEY (cancel_move) REFERENCES account_move (id) ON DELETE SET NULL;
ALTER TABLE account_invoice ADD CONSTRAINT account_invoice_company_fkey FOREIGN KEY (company) REFERENCES company_company (id) ON DELETE RESTRICT;
ALTER TABLE account_invoice ADD CONSTRAINT account_invoice_currency_fkey FOREIGN KEY (currency) REFERENCES currency_currency (id) ON DELETE RESTRICT;
ALTER TABLE account_invoice ADD CONSTRAINT account_invoice_invoice_address_fkey FOREIGN KEY (invoice_address) REFERENCES party_address (id) ON DELETE RESTRICT;
ALTER TABLE account_invoice ADD CONSTRAINT account_invoice_journal_fkey FOREIGN KEY (journal) REFERENCES account_journal (id) ON DELETE SET NULL;
ALTER TABLE account_invoice ADD CONSTRAINT account_invoice_move_fkey FOREIGN KEY (move) REFERENCES account_move (id) ON DELETE SET NULL;
ALTER TABLE account_invoice ADD CONSTRAINT account_invoice_party_fkey FOREIGN KEY (party) REFERENCES party_party (id) ON DELETE RESTRICT;
ALTER TABLE account_invoice ADD CONSTRAINT account_invoice_party_tax_identifier_fkey FOREIGN KEY (party_tax_identifier) REFERENCES party_identifier (id) ON DELETE RESTRICT;
ALTER TABLE account_invoice ADD CONSTRAINT account_invoice_payment_term_fkey FOREIGN KEY (payment_term) REFERENCES account_invoice_payment_term (id) ON DELETE RESTRICT;
ALTER TABLE account_invoice ADD CONSTRAINT account_invoice_posted_by_fkey FOREIGN KEY (posted_by) REFERENCES company_employee (id) ON DELETE SET NULL;
ALTER TABLE account_invoice ADD CONSTRAINT account_invoice_tax_identifier_fkey FOREIGN KEY (tax_identifier) REFERENCES party_identifier (id) ON DELETE RESTRICT;
ALTER TABLE account_invoice ADD CONSTRAINT account_invoice_validated_by_fkey FOREIGN KEY (validated_by) REFERENCES company_employee (id) ON DELETE SET NULL;
ALTER TABLE account_invoice_line ADD CONSTRAINT account_invoice_line_account_fkey FOREIGN KEY (account) REFERENCES account_account (id) ON DELETE RESTRICT;
ALTER TABLE account_invoice_line ADD CONSTRAINT account_invoice_line_company_fkey FOREIGN KEY (company) REFERENCES company_company (id) ON DELETE RESTRICT;
ALTER TABLE account_invoice_line ADD CONSTRAINT account_invoice_line_currency_fkey FOREIGN KEY (currency) REFERENCES currency_currency (id) ON DELETE RESTRICT;
ALTER TABLE account_invoice_line ADD CONSTRAINT account_invoice_line_invoice_fkey FOREIGN KEY (invoice) REFERENCES account_invoice (id) ON DELETE CASCADE;
ALTER TABLE account_invoice_line ADD CONSTRAINT account_invoice_line_party_fkey FOREIGN KEY (party) REFERENCES party_party (id) ON DELETE SET NULL;
ALTER TABLE account_invoice_line ADD CONSTRAINT account_invoice_line_product_fkey FOREIGN KEY (product) REFERENCES product_product (id) ON DELETE RESTRICT;
ALTER TABLE account_invoice_line ADD CONSTRAINT account_invoice_line_unit_fkey FOREIGN KEY (unit) REFERENCES product_uom (id) ON DELETE RESTRICT;
ALTER TABLE account_invoice_tax ADD CONSTRAINT account_invoice_tax_account_fkey FOREIGN KEY (account) REFERENCES account_account (id) ON DELETE RESTRICT;
ALTER TABLE account_invoice_tax ADD CONSTRAINT account_invoice_tax_invoice_fkey FOREIGN KEY (invoice) REFERENCES account_invoice (id) ON DELETE CASCADE;
ALTER TABLE account_invoice_tax ADD CONSTRAINT account_invoice_tax_tax_fkey FOREIGN KEY (tax) REFERENCES account_tax (id) ON DELETE RESTRICT;
ALTER TABLE account_invoice_line_account_tax ADD CONSTRAINT account_invoice_line_account_tax_line_fkey FOREIGN KEY (line) REFERENCES account_invoice_line (id) ON DELETE CASCADE;
ALTER TABLE account_invoice_line_account_tax ADD CONSTRAINT account_invoice_line_account_tax_tax_fkey FOREIGN KEY (tax) REFERENCES account_tax (id) ON DELETE RESTRICT;
ALTER TABLE "account_invoice-account_move_line" ADD CONSTRAINT "account_invoice-account_move_line_invoice_fkey" FOREIGN KEY (invoice) REFERENCES account_invoice (id) ON DELETE CASCADE;
ALTER TABLE "account_invoice-account_move_line" ADD CONSTRAINT "account_invoice-account_move_line_line_fkey" FOREIGN KEY (line) REFERENCES account_move_line (id) ON DELETE CASCADE;
ALTER TABLE stock_location ADD CONSTRAINT stock_location_address_fkey FOREIGN KEY (address) REFERENCES party_address (id) ON DELETE SET NULL;
ALTER TABLE stock_location ADD CONSTRAINT stock_location_input_location_fkey FOREIGN KEY (input_location) REFERENCES stock_location (id) ON DELETE SET NULL;
ALTER TABLE stock_location ADD CONSTRAINT stock_location_lost_found_location_fkey FOREIGN KEY (lost_found_location) REFERENCES stock_location (id) ON DELETE SET NULL;
ALTER TABLE stock_location ADD CONSTRAINT stock_location_output_location_fkey FOREIGN KEY (output_location) REFERENCES stock_location (id) ON DELETE SET NULL;
ALTER TABLE stock_location ADD CONSTRAINT stock_location_parent_fkey FOREIGN KEY (parent) REFERENCES stock_location (id) ON DELETE CASCADE;
ALTER TABLE stock_location ADD CONSTRAINT stock_location_picking_location_fkey FOREIGN KEY (picking_location) REFERENCES stock_location (id) ON DELETE SET NULL;
ALTER TABLE stock_location ADD CONSTRAINT stock_location_storage_location_fkey FOREIGN KEY (storage_location) REFERENCES stock_location (id) ON DELETE SET NULL;
ALTER TABLE stock_move ADD CONSTRAINT stock_move_company_fkey FOREIGN KEY (company) REFERENCES company_company (id) ON DELETE RESTRICT;
ALTER TABLE stock_move ADD CONSTRAINT stock_move_currency_fkey FOREIGN KEY (currency) REFERENCES currency_currency (id) ON DELETE RESTRICT;
ALTER TABLE stock_move ADD CONSTRAINT stock_move_from_location_fkey FOREIGN KEY (from_location) REFERENCES stock_location (id) ON DELETE RESTRICT;
ALTER TABLE stock_move ADD CONSTRAINT stock_move_product_fkey FOREIGN KEY (product) REFERENCES product_product (id) ON DELETE RESTRICT;
ALTER TABLE stock_move ADD CONSTRAINT stock_move_to_location_fkey FOREIGN KEY (to_location) REFERENCES stock_location (id) ON DELETE RESTRICT;
ALTER TABLE stock_move ADD CONSTRAINT stock_move_unit_fkey FOREIGN KEY (unit) REFERENCES product_uom (id) ON DELETE RESTRICT;
ALTER TABLE stock_shipment_out ADD CONSTRAINT stock_shipment_out_company_fkey FOREIGN KEY (company) REFERENCES company_company (id) ON DELETE RESTRICT;
ALTER TABLE stock_shipment_out ADD CONSTRAINT stock_shipment_out_customer_fkey FOREIGN KEY (customer) REFERENCES party_party (id) ON DELETE RESTRICT;
ALTER TABLE stock_shipment_out ADD CONSTRAINT stock_shipment_out_delivery_address_fkey FOREIGN KEY (delivery_address) REFERENCES party_address (id) ON DELETE RESTRICT;
ALTER TABLE stock_shipment_out ADD CONSTRAINT stock_shipment_out_done_by_fkey FOREIGN KEY (done_by) REFERENCES company_employee (id) ON DELETE SET NULL;
ALTER TABLE stock_shipment_out ADD CONSTRAINT stock_shipment_out_packed_by_fkey FOREIGN KEY (packed_by) REFERENCES company_employee (id) ON DELETE SET NULL;
ALTER TABLE stock_shipment_out ADD CONSTRAINT stock_shipment_out_picked_by_fkey FOREIGN KEY (picked_by) REFERENCES company_employee (id) ON DELETE SET NULL;
ALTER TABLE stock_shipment_out ADD CONSTRAINT stock_shipment_out_warehouse_fkey FOREIGN KEY (warehouse) REFERENCES stock_location (id) ON DELETE RESTRICT;
ALTER TABLE stock_shipment_out ADD CONSTRAINT stock_shipment_out_warehouse_output_fkey FOREIGN KEY (warehouse_output) REFERENCES stock_location (id) ON DELETE RESTRICT;
ALTER TABLE stock_shipment_out ADD CONSTRAINT stock_shipment_out_warehouse_storage_fkey FOREIGN KEY (warehouse_storage) REFERENCES stock_location (id) ON DELETE RESTRICT;
ALTER TABLE stock_shipment_in ADD CONSTRAINT stock_shipment_in_company_fkey FOREIGN KEY (company) REFERENCES company_company (id) ON DELETE RESTRICT;
ALTER TABLE stock_shipment_in ADD CONSTRAINT stock_shipment_in_contact_address_fkey FOREIGN KEY (contact_address) REFERENCES party_address (id) ON DELETE SET NULL;
ALTER TABLE stock_shipment_in ADD CONSTRAINT stock_shipment_in_done_by_fkey FOREIGN KEY (done_by) REFERENCES company_employee (id) ON DELETE SET NULL;
ALTER TABLE stock_shipment_in ADD CONSTRAINT stock_shipment_in_received_by_fkey FOREIGN KEY (received_by) REFERENCES company_employee (id) ON DELETE SET NULL;
ALTER TABLE stock_shipment_in ADD CONSTRAINT stock_shipment_in_supplier_fkey FOREIGN KEY (supplier) REFERENCES party_party (id) ON DELETE RESTRICT;
ALTER TABLE stock_shipment_in ADD CONSTRAINT stock_shipment_in_warehouse_fkey FOREIGN KEY (warehouse) REFERENCES stock_location (id) ON DELETE RESTRICT;
ALTER TABLE stock_shipment_in ADD CONSTRAINT stock_shipment_in_warehouse_input_fkey FOREIGN KEY (warehouse_input) REFERENCES stock_location (id) ON DELETE RESTRICT;
ALTER TABLE stock_shipment_in ADD CONSTRAINT stock_shipment_in_warehouse_storage_fkey FOREIGN KEY (warehouse_storage) REFERENCES stock_location (id) ON DELETE RESTRICT;
ALTER TABLE "account_invoice_line-stock_move" ADD CONSTRAINT "account_invoice_line-stock_move_invoice_line_fkey" FOREIGN KEY (invoice_line) REFERENCES account_invoice_line (id) ON DELETE CASCADE;
ALTER TABLE "account_invoice_line-stock_move" ADD CONSTRAINT "account_invoice_line-stock_move_stock_move_fkey" FOREIGN KEY (stock_move) REFERENCES stock_move (id) ON DELETE CASCADE;
ALTER TABLE sale_sale ADD CONSTRAINT sale_sale_company_fkey FOREIGN KEY (company) REFERENCES company_company (id) ON DELETE RESTRICT;
ALTER TABLE sale_sale ADD CONSTRAINT sale_sale_confirmed_by_fkey FOREIGN KEY (confirmed_by) REFERENCES company_employee (id) ON DELETE SET NULL;
ALTER TABLE sale_sale ADD CONSTRAINT sale_sale_contact_fkey FOREIGN KEY (contact) REFERENCES party_contact_mechanism (id) ON DELETE SET NULL;
ALTER TABLE sale_sale ADD CONSTRAINT sale_sale_currency_fkey FOREIGN KEY (currency) REFERENCES currency_currency (id) ON DELETE RESTRICT;
ALTER TABLE sale_sale ADD CONSTRAINT sale_sale_invoice_address_fkey FOREIGN KEY (invoice_address) REFERENCES party_address (id) ON DELETE SET NULL;
ALTER TABLE sale_sale ADD CONSTRAINT sale_sale_invoice_party_fkey FOREIGN KEY (invoice_party) REFERENCES party_party (id) ON DELETE SET NULL;
ALTER TABLE sale_sale ADD CONSTRAINT sale_sale_party_fkey FOREIGN KEY (party) REFERENCES party_party (id) ON DELETE RESTRICT;
ALTER TABLE sale_sale ADD CONSTRAINT sale_sale_payment_term_fkey FOREIGN KEY (payment_term) REFERENCES account_invoice_payment_term (id) ON DELETE SET NULL;
ALTER TABLE sale_sale ADD CONSTRAINT sale_sale_quoted_by_fkey FOREIGN KEY (quoted_by) REFERENCES company_employee (id) ON DELETE SET NULL;
ALTER TABLE sale_sale ADD CONSTRAINT sale_sale_shipment_address_fkey FOREIGN KEY (shipment_address) REFERENCES party_address (id) ON DELETE SET NULL;
ALTER TABLE sale_sale ADD CONSTRAINT sale_sale_shipment_party_fkey FOREIGN KEY (shipment_party) REFERENCES party_party (id) ON DELETE SET NULL;
ALTER TABLE sale_sale ADD CONSTRAINT sale_sale_warehouse_fkey FOREIGN KEY (warehouse) REFERENCES stock_location (id) ON DELETE SET NULL;
ALTER TABLE sale_line ADD CONSTRAINT sale_line_product_fkey FOREIGN KEY (product) REFERENCES product_product (id) ON DELETE SET NULL;
ALTER TABLE sale_line ADD CONSTRAINT sale_line_sale_fkey FOREIGN KEY (sale) REFERENCES sale_sale (id) ON DELETE CASCADE;
ALTER TABLE sale_line ADD CONSTRAINT sale_line_unit_fkey FOREIGN KEY (unit) REFERENCES product_uom (id) ON DELETE SET NULL;
ALTER TABLE sale_line_account_tax ADD CONSTRAINT sale_line_account_tax_line_fkey FOREIGN KEY (line) REFERENCES sale_line (id) ON DELETE CASCADE;
ALTER TABLE sale_line_account_tax ADD CONSTRAINT sale_line_account_tax_tax_fkey FOREIGN KEY (tax) REFERENCES account_tax (id) ON DELETE RESTRICT;
ALTER TABLE purchase_purchase ADD CONSTRAINT purchase_purchase_company_fkey FOREIGN KEY (company) REFERENCES company_company (id) ON DELETE RESTRICT;
ALTER TABLE purchase_purchase ADD CONSTRAINT purchase_purchase_confirmed_by_fkey FOREIGN KEY (confirmed_by) REFERENCES company_employee (id) ON DELETE SET NULL;
ALTER TABLE purchase_purchase ADD CONSTRAINT purchase_purchase_contact_fkey FOREIGN KEY (contact) REFERENCES party_contact_mechanism (id) ON DELETE SET NULL;
ALTER TABLE purchase_purchase ADD CONSTRAINT purchase_purchase_currency_fkey FOREIGN KEY (currency) REFERENCES currency_currency (id) ON DELETE RESTRICT;
ALTER TABLE purchase_purchase ADD CONSTRAINT purchase_purchase_invoice_address_fkey FOREIGN KEY (invoice_address) REFERENCES party_address (id) ON DELETE SET NULL;
ALTER TABLE purchase_purchase ADD CONSTRAINT purchase_purchase_invoice_party_fkey FOREIGN KEY (invoice_party) REFERENCES party_party (id) ON DELETE SET NULL;
ALTER TABLE purchase_purchase ADD CONSTRAINT purchase_purchase_party_fkey FOREIGN KEY (party) REFERENCES party_party (id) ON DELETE RESTRICT;
ALTER TABLE purchase_purchase ADD CONSTRAINT purchase_purchase_payment_term_fkey FOREIGN KEY (payment_term) REFERENCES account_invoice_payment_term (id) ON DELETE SET NULL;
ALTER TABLE purchase_purchase ADD CONSTRAINT purchase_purchase_quoted_by_fkey FOREIGN KEY (quoted_by) REFERENCES company_employee (id) ON DELETE SET NULL;
ALTER TABLE purchase_purchase ADD CONSTRAINT purchase_purchase_warehouse_fkey FOREIGN KEY (warehouse) REFERENCES stock_location (id) ON DELETE SET NULL;
ALTER TABLE purchase_line ADD CONSTRAINT purchase_line_product_fkey FOREIGN KEY (product) REFERENCES product_product (id) ON DELETE SET NULL;
ALTER TABLE purchase_line ADD CONSTRAINT purchase_line_product_supplier_fkey FOREIGN KEY (product_supplier) REFERENCES purchase_product_supplier (id) ON DELETE SET NULL;
ALTER TABLE purchase_line ADD CONSTRAINT purchase_line_purchase_fkey FOREIGN KEY (purchase) REFERENCES purchase_purchase (id) ON DELETE CASCADE;
ALTER TABLE purchase_line ADD CONSTRAINT purchase_line_unit_fkey FOREIGN KEY (unit) REFERENCES product_uom (id) ON DELETE SET NULL;
ALTER TABLE purchase_line_account_tax ADD CONSTRAINT purchase_line_account_tax_line_fkey FOREIGN KEY (line) REFERENCES purchase_line (id) ON DELETE CASCADE;
ALTER TABLE purchase_line_account_tax ADD CONSTRAINT purchase_line_account_tax_tax_fkey FOREIGN KEY (tax) REFERENCES account_tax (id) ON DELETE RESTRICT;
ALTER TABLE purchase_product_supplier ADD CONSTRAINT purchase_product_supplier_company_fkey FOREIGN KEY (company) REFERENCES company_company (id) ON DELETE CASCADE;
ALTER TABLE purchase_product_supplier ADD CONSTRAINT purchase_product_supplier_currency_fkey FOREIGN KEY (currency) REFERENCES currency_currency (id) ON DELETE RESTRICT;
ALTER TABLE purchase_product_supplier ADD CONSTRAINT purchase_product_supplier_party_fkey FOREIGN KEY (party) REFERENCES party_party (id) ON DELETE CASCADE;
ALTER TABLE purchase_product_supplier ADD CONSTRAINT purchase_product_supplier_product_fkey FOREIGN KEY (product) REFERENCES product_product (id) ON DELETE CASCADE;
ALTER TABLE purchase_product_supplier ADD CONSTRAINT purchase_product_supplier_template_fkey FOREIGN KEY (template) REFERENCES product_template (id) ON DELETE CASCADE;
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' LOOP
    EXECUTE format('ALTER TABLE %I RESET (autovacuum_enabled)', t.relname);
  END LOOP;
END $$;
