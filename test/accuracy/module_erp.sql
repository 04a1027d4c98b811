-- test/accuracy/module_erp.sql: an ERP whose framework names every table <module>_<model> and
-- every reference by its field alone, with no key word (the Tryton convention), for the accuracy
-- suite (truth: module_erp_truth.csv, every foreign key declared). Written after the
-- twenty-third held-out round's rules, with invented data, to keep their classes under test:
--   * a module's main model is named by its module twice (party_party, sale_sale,
--     currency_currency, account_account): the table is the word once;
--   * references are integer columns named by the field: party, company, currency, product,
--     sale, invoice, template, plus roles in front of a table's last word (invoice_address and
--     shipment_address -> party_address, sale_uom -> product_uom, invoice_account ->
--     account_account, which party_party_account, a party's account settings, ends with too);
--   * the same schema's numbers with no key word stay measures (sequence, quantity, lead_time,
--     digits), and an audit user (create_uid) goes to res_user.
-- Deterministic: no random(), only arithmetic on generate_series.
SET client_min_messages = warning;

CREATE TABLE res_user (id int PRIMARY KEY, login text UNIQUE, name text);
INSERT INTO res_user SELECT g, 'user' || g, 'User ' || g FROM generate_series(0, 12) g;
CREATE TABLE currency_currency (id int PRIMARY KEY, code char(3) UNIQUE, digits int, create_uid int REFERENCES res_user);
INSERT INTO currency_currency VALUES (1, 'EUR', 2, 0), (2, 'USD', 2, 0), (3, 'GBP', 2, 0), (4, 'JPY', 0, 2),
  (5, 'CHF', 2, 1), (6, 'SEK', 2, 1);
CREATE TABLE country_country (id int PRIMARY KEY, code char(2) UNIQUE, name text);
INSERT INTO country_country SELECT g, chr(65 + g / 26) || chr(65 + g % 26), 'Country ' || g FROM generate_series(1, 60) g;
CREATE TABLE party_party (id int PRIMARY KEY, code text UNIQUE, name text, lang text, create_uid int REFERENCES res_user);
INSERT INTO party_party SELECT g, g::text, 'Party ' || g, 'en', 1 + g % 12 FROM generate_series(1, 900) g WHERE g % 29 <> 0;
CREATE TABLE party_address (id int PRIMARY KEY, party int NOT NULL REFERENCES party_party, street text,
                            country int REFERENCES country_country, sequence int, create_uid int REFERENCES res_user);
INSERT INTO party_address SELECT g, p.id, g || ' Main Street', 1 + (g * 7) % 60, 1 + g % 3, 1 + g % 12
  FROM generate_series(1, 1300) g JOIN (SELECT id, row_number() OVER (ORDER BY id) AS i FROM party_party) p
    ON p.i = 1 + (g * 13) % 869;
CREATE TABLE company_company (id int PRIMARY KEY, party int NOT NULL REFERENCES party_party,
                              currency int NOT NULL REFERENCES currency_currency);
INSERT INTO company_company VALUES (1, 1, 1), (2, 2, 2), (3, 3, 1);
CREATE TABLE account_account (id int PRIMARY KEY, code text, name text, company int NOT NULL REFERENCES company_company,
                              parent int REFERENCES account_account);
INSERT INTO account_account SELECT g, (4000 + g)::text, 'Account ' || g, 1 + g % 3, CASE WHEN g > 20 THEN 1 + g % 20 END
  FROM generate_series(1, 240) g;
CREATE TABLE party_party_account (id int PRIMARY KEY, party int NOT NULL REFERENCES party_party,
                                  company int NOT NULL REFERENCES company_company,
                                  account_receivable int REFERENCES account_account,
                                  account_payable int REFERENCES account_account);
INSERT INTO party_party_account SELECT g, p.id, 1 + g % 3, 21 + (g * 7) % 200, 21 + (g * 11) % 200
  FROM generate_series(1, 700) g JOIN (SELECT id, row_number() OVER (ORDER BY id) AS i FROM party_party) p ON p.i = g;
CREATE TABLE account_tax (id int PRIMARY KEY, name text, rate numeric(6, 4), company int NOT NULL REFERENCES company_company,
                          invoice_account int REFERENCES account_account, credit_note_account int REFERENCES account_account);
INSERT INTO account_tax SELECT g, 'Tax ' || g, (g % 5) * 0.05, 1 + g % 3, 1 + (g * 37) % 240, 1 + (g * 53) % 240
  FROM generate_series(1, 30) g;
CREATE TABLE product_uom (id int PRIMARY KEY, name text, symbol text, digits int);
INSERT INTO product_uom SELECT g, 'Unit ' || g, 'u' || g, g % 4 FROM generate_series(1, 25) g;
CREATE TABLE product_template (id int PRIMARY KEY, name text, default_uom int NOT NULL REFERENCES product_uom,
                               sale_uom int REFERENCES product_uom, lead_time int, create_uid int REFERENCES res_user);
INSERT INTO product_template SELECT g, 'Template ' || g, 1 + (g * 7) % 25, 1 + (g * 11) % 25, g % 30, 1 + g % 12
  FROM generate_series(1, 600) g;
CREATE TABLE product_product (id int PRIMARY KEY, template int NOT NULL REFERENCES product_template, code text UNIQUE);
INSERT INTO product_product SELECT 1000 + g, 1 + (g * 7) % 600, 'P' || g FROM generate_series(1, 1500) g;
CREATE TABLE sale_sale (id int PRIMARY KEY, number text UNIQUE, party int NOT NULL REFERENCES party_party,
                        company int NOT NULL REFERENCES company_company, currency int NOT NULL REFERENCES currency_currency,
                        invoice_address int REFERENCES party_address, shipment_address int REFERENCES party_address,
                        create_uid int REFERENCES res_user);
INSERT INTO sale_sale SELECT 5000 + g, 'S' || g, a.party, 1 + g % 3, 1 + g % 6, a.id, a.id, 1 + g % 12
  FROM generate_series(1, 4000) g JOIN party_address a ON a.id = 1 + (g * 17) % 1300;
CREATE TABLE sale_line (id int PRIMARY KEY, sale int NOT NULL REFERENCES sale_sale, product int REFERENCES product_product,
                        quantity numeric(10, 2), sequence int);
INSERT INTO sale_line SELECT g, 5001 + (g * 7) % 4000, 1001 + (g * 13) % 1500, 1 + g % 9, 1 + g % 6
  FROM generate_series(1, 11000) g;
CREATE TABLE account_invoice (id int PRIMARY KEY, number text, party int NOT NULL REFERENCES party_party,
                              company int NOT NULL REFERENCES company_company, currency int NOT NULL REFERENCES currency_currency,
                              invoice_address int NOT NULL REFERENCES party_address, account int NOT NULL REFERENCES account_account,
                              create_uid int REFERENCES res_user);
INSERT INTO account_invoice SELECT 20000 + g, 'INV' || g, s.party, s.company, s.currency, s.invoice_address,
                                   21 + (g * 3) % 200, s.create_uid
  FROM generate_series(1, 3500) g JOIN sale_sale s ON s.id = 5000 + g;
CREATE TABLE account_invoice_line (id int PRIMARY KEY, invoice int NOT NULL REFERENCES account_invoice,
                                   product int REFERENCES product_product, account int NOT NULL REFERENCES account_account,
                                   quantity numeric(10, 2), sequence int);
INSERT INTO account_invoice_line SELECT g, 20001 + (g * 7) % 3500, 1001 + (g * 17) % 1500, 21 + (g * 5) % 200,
                                        1 + g % 9, 1 + g % 6
  FROM generate_series(1, 9000) g;
ANALYZE;
