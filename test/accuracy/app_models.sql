-- test/accuracy/app_models.sql: three classes of schema from the twenty-fourth held-out round,
-- with invented data, for the accuracy suite (truth: app_models_truth.csv). Written after that
-- round's rules, to keep their classes under test:
--   * a framework that names tables <app>_<model> with the app in plural (Django: tasks_task,
--     userstories_userstory) and the lookups of one model's field in another app, the model's
--     name glued to the field's (projects_taskstatus for a task's status_id, projects_issuetype
--     for an issue's type_id); per-project blocks of statuses, so that every status table holds
--     ids in the same range and only the name tells them apart;
--   * a 1:1 satellite holding a row for every user story, keyed by user_story_id as the
--     stories' references are named (custom attribute values): the stories are the target;
--   * translation tables of different owners, each keyed by (translatable_id, locale): siblings,
--     no references to each other, whether or not their few owners' references are found;
--   * a warehouse with aggregate tables named agg_<what>_<fact> (Mondrian's convention): sums
--     of the fact grouped by some of its columns, no target of anything; their own columns
--     reference the dimensions;
--   * copies of a table under another name, the same columns and ids (FoodMart's store_ragged
--     of store, reserve_employee of employee): no references between the two, and each copy's
--     supervisor is a row of that copy.
-- The app declares its foreign keys; the shop declares them too; the warehouse declares
-- nothing (undeclared in the truth). Deterministic: no random(), only arithmetic.
SET client_min_messages = warning;

CREATE TABLE users_user (id int PRIMARY KEY, username text UNIQUE NOT NULL, is_active boolean);
INSERT INTO users_user SELECT g, 'user' || g, g % 9 <> 0 FROM generate_series(1, 140) g;
CREATE TABLE projects_project (id int PRIMARY KEY, name text, slug text UNIQUE,
                               owner_id int NOT NULL REFERENCES users_user);
INSERT INTO projects_project SELECT g, 'Project ' || g, 'project-' || g, 1 + (g * 11) % 140
  FROM generate_series(1, 36) g WHERE g % 7 <> 3;

-- per-project lookups, made as a block per project in project order
CREATE TABLE projects_epicstatus (id int PRIMARY KEY, project_id int NOT NULL REFERENCES projects_project,
                                  name text, slug text, "order" int, is_closed boolean, UNIQUE (project_id, name));
CREATE TABLE projects_userstorystatus (id int PRIMARY KEY, project_id int NOT NULL REFERENCES projects_project,
                                       name text, slug text, "order" int, is_closed boolean, UNIQUE (project_id, name));
CREATE TABLE projects_taskstatus (id int PRIMARY KEY, project_id int NOT NULL REFERENCES projects_project,
                                  name text, slug text, "order" int, is_closed boolean, UNIQUE (project_id, name));
CREATE TABLE projects_issuestatus (id int PRIMARY KEY, project_id int NOT NULL REFERENCES projects_project,
                                   name text, slug text, "order" int, is_closed boolean, UNIQUE (project_id, name));
CREATE TABLE projects_issuetype (id int PRIMARY KEY, project_id int NOT NULL REFERENCES projects_project,
                                 name text, "order" int, UNIQUE (project_id, name));
INSERT INTO projects_epicstatus
SELECT row_number() OVER (ORDER BY p.id, s.o), p.id, s.n, lower(s.n), s.o, s.o = 4
  FROM projects_project p, (VALUES (1, 'New'), (2, 'Ready'), (3, 'In progress'), (4, 'Done')) s (o, n);
INSERT INTO projects_userstorystatus
SELECT row_number() OVER (ORDER BY p.id, s.o), p.id, s.n, lower(s.n), s.o, s.o >= 5
  FROM projects_project p, (VALUES (1, 'New'), (2, 'Ready'), (3, 'In progress'), (4, 'Ready for test'),
                                   (5, 'Done'), (6, 'Archived')) s (o, n);
INSERT INTO projects_taskstatus
SELECT row_number() OVER (ORDER BY p.id, s.o), p.id, s.n, lower(s.n), s.o, s.o >= 4
  FROM projects_project p, (VALUES (1, 'New'), (2, 'In progress'), (3, 'Ready for test'), (4, 'Closed'),
                                   (5, 'Needs info')) s (o, n);
INSERT INTO projects_issuestatus
SELECT row_number() OVER (ORDER BY p.id, s.o), p.id, s.n, lower(s.n), s.o, s.o >= 5
  FROM projects_project p, (VALUES (1, 'New'), (2, 'In progress'), (3, 'Ready for test'), (4, 'Closed'),
                                   (5, 'Needs info'), (6, 'Rejected'), (7, 'Postponed')) s (o, n);
INSERT INTO projects_issuetype
SELECT row_number() OVER (ORDER BY p.id, s.o), p.id, s.n, s.o
  FROM projects_project p, (VALUES (1, 'Bug'), (2, 'Question'), (3, 'Enhancement')) s (o, n);

-- each project's defaults, a role in front of the lookup's glued name
ALTER TABLE projects_project ADD COLUMN default_epic_status_id int REFERENCES projects_epicstatus,
                             ADD COLUMN default_issue_status_id int REFERENCES projects_issuestatus,
                             ADD COLUMN default_task_status_id int REFERENCES projects_taskstatus;
UPDATE projects_project p
   SET default_epic_status_id = (SELECT min(s.id) FROM projects_epicstatus s WHERE s.project_id = p.id),
       default_issue_status_id = (SELECT min(s.id) + p.id % 2 FROM projects_issuestatus s WHERE s.project_id = p.id),
       default_task_status_id = (SELECT min(s.id) FROM projects_taskstatus s WHERE s.project_id = p.id);

-- the work items, each with its own project's statuses
CREATE TABLE epics_epic (id int PRIMARY KEY, ref int, subject text,
                         project_id int NOT NULL REFERENCES projects_project,
                         status_id int REFERENCES projects_epicstatus,
                         owner_id int REFERENCES users_user);
INSERT INTO epics_epic
SELECT g, g, 'Epic ' || g, p.id,
       (SELECT min(s.id) FROM projects_epicstatus s WHERE s.project_id = p.id) + g % 4,
       1 + (g * 7) % 140
  FROM generate_series(1, 260) g
  JOIN (SELECT id, row_number() OVER (ORDER BY id) AS i FROM projects_project) p ON p.i = 1 + (g * 5) % 31;
CREATE TABLE userstories_userstory (id int PRIMARY KEY, ref int, subject text,
                                    project_id int NOT NULL REFERENCES projects_project,
                                    status_id int REFERENCES projects_userstorystatus,
                                    owner_id int REFERENCES users_user,
                                    assigned_to_id int REFERENCES users_user);
INSERT INTO userstories_userstory
SELECT g, g, 'Story ' || g, p.id,
       (SELECT min(s.id) FROM projects_userstorystatus s WHERE s.project_id = p.id) + (g * 3) % 6,
       1 + (g * 13) % 140, CASE WHEN g % 4 <> 0 THEN 1 + (g * 17) % 140 END
  FROM generate_series(1, 2400) g
  JOIN (SELECT id, row_number() OVER (ORDER BY id) AS i FROM projects_project) p ON p.i = 1 + (g * 7) % 31
 WHERE g % 23 <> 0;
-- a row for every story: the same keys as the stories, named as the stories' references are
CREATE TABLE custom_attributes_userstorycustomattributesvalues (
    id int PRIMARY KEY, version int, attributes_values text,
    user_story_id int NOT NULL UNIQUE REFERENCES userstories_userstory);
INSERT INTO custom_attributes_userstorycustomattributesvalues
SELECT row_number() OVER (ORDER BY id), 1 + id % 3, '{}', id FROM userstories_userstory;
CREATE TABLE tasks_task (id int PRIMARY KEY, ref int, subject text,
                         project_id int NOT NULL REFERENCES projects_project,
                         user_story_id int REFERENCES userstories_userstory,
                         status_id int REFERENCES projects_taskstatus,
                         owner_id int REFERENCES users_user);
INSERT INTO tasks_task
SELECT g, g, 'Task ' || g, u.project_id, CASE WHEN g % 9 <> 0 THEN u.id END,
       (SELECT min(s.id) FROM projects_taskstatus s WHERE s.project_id = u.project_id) + (g * 7) % 5,
       1 + (g * 19) % 140
  FROM generate_series(1, 6000) g
  JOIN (SELECT id, project_id, row_number() OVER (ORDER BY id) AS i FROM userstories_userstory) u
    ON u.i = 1 + (g * 37) % 2296;
CREATE TABLE issues_issue (id int PRIMARY KEY, ref int, subject text,
                           project_id int NOT NULL REFERENCES projects_project,
                           status_id int REFERENCES projects_issuestatus,
                           type_id int REFERENCES projects_issuetype,
                           owner_id int REFERENCES users_user);
INSERT INTO issues_issue
SELECT g, g, 'Issue ' || g, p.id,
       (SELECT min(s.id) FROM projects_issuestatus s WHERE s.project_id = p.id) + (g * 5) % 7,
       (SELECT min(t.id) FROM projects_issuetype t WHERE t.project_id = p.id) + (g * 2) % 3,
       1 + (g * 23) % 140
  FROM generate_series(1, 1800) g
  JOIN (SELECT id, row_number() OVER (ORDER BY id) AS i FROM projects_project) p ON p.i = 1 + (g * 11) % 31;
CREATE TABLE epics_relateduserstory (id int PRIMARY KEY, "order" int,
                                     epic_id int NOT NULL REFERENCES epics_epic,
                                     user_story_id int NOT NULL REFERENCES userstories_userstory,
                                     UNIQUE (user_story_id, epic_id));
INSERT INTO epics_relateduserstory
SELECT row_number() OVER (ORDER BY u.id), u.id % 10, e.id, u.id
  FROM userstories_userstory u
  JOIN (SELECT id, project_id, row_number() OVER (PARTITION BY project_id ORDER BY id) AS k FROM epics_epic) e
    ON e.project_id = u.project_id AND e.k = 1 + u.id % 3
 WHERE u.id % 5 <> 0;

-- a shop's translation tables: each owner's names per locale, keyed by (translatable_id, locale)
CREATE TABLE shop_payment_method (id int PRIMARY KEY, code text UNIQUE NOT NULL, position int);
INSERT INTO shop_payment_method VALUES (1, 'cash_on_delivery', 0), (2, 'bank_transfer', 1), (3, 'paypal', 2);
CREATE TABLE shop_shipping_method (id int PRIMARY KEY, code text UNIQUE NOT NULL, position int);
INSERT INTO shop_shipping_method VALUES (1, 'ups', 0), (2, 'dhl_express', 1), (3, 'fedex', 2), (4, 'pickup', 3);
CREATE TABLE shop_product_option (id int PRIMARY KEY, code text UNIQUE NOT NULL, position int);
INSERT INTO shop_product_option VALUES (1, 'size', 0), (2, 'color', 1), (3, 'length', 2);
CREATE TABLE shop_taxon (id int PRIMARY KEY, code text UNIQUE NOT NULL, parent_id int REFERENCES shop_taxon,
                         position int);
INSERT INTO shop_taxon SELECT g, 'taxon_' || g, CASE WHEN g > 4 THEN 1 + g % 4 END, g % 6
  FROM generate_series(1, 60) g;
CREATE TABLE shop_payment_method_translation (id int PRIMARY KEY, name text, description text,
    translatable_id int NOT NULL REFERENCES shop_payment_method, locale text NOT NULL,
    UNIQUE (translatable_id, locale));
CREATE TABLE shop_shipping_method_translation (id int PRIMARY KEY, name text, description text,
    translatable_id int NOT NULL REFERENCES shop_shipping_method, locale text NOT NULL,
    UNIQUE (translatable_id, locale));
CREATE TABLE shop_product_option_translation (id int PRIMARY KEY, name text,
    translatable_id int NOT NULL REFERENCES shop_product_option, locale text NOT NULL,
    UNIQUE (translatable_id, locale));
CREATE TABLE shop_taxon_translation (id int PRIMARY KEY, name text, slug text, description text,
    translatable_id int NOT NULL REFERENCES shop_taxon, locale text NOT NULL,
    UNIQUE (translatable_id, locale));
INSERT INTO shop_payment_method_translation
SELECT row_number() OVER (ORDER BY m.id, l.l), 'Payment ' || m.id || ' ' || l.l, NULL, m.id, l.l
  FROM shop_payment_method m, (VALUES ('en_US'), ('de_DE'), ('fr_FR')) l (l);
INSERT INTO shop_shipping_method_translation
SELECT row_number() OVER (ORDER BY m.id, l.l), 'Shipping ' || m.id || ' ' || l.l, NULL, m.id, l.l
  FROM shop_shipping_method m, (VALUES ('en_US'), ('de_DE'), ('fr_FR')) l (l);
INSERT INTO shop_product_option_translation
SELECT row_number() OVER (ORDER BY m.id, l.l), 'Option ' || m.id || ' ' || l.l, m.id, l.l
  FROM shop_product_option m, (VALUES ('en_US'), ('de_DE'), ('fr_FR')) l (l);
INSERT INTO shop_taxon_translation
SELECT row_number() OVER (ORDER BY t.id, l.l), 'Taxon ' || t.id || ' ' || l.l, 'taxon-' || t.id || '-' || l.l, NULL,
       t.id, l.l
  FROM shop_taxon t, (VALUES ('en_US'), ('de_DE'), ('fr_FR')) l (l);

-- a warehouse without constraints, and aggregates of its fact table
CREATE TABLE wh_product (product_id int, brand_name text, product_name text, sku bigint, srp numeric(10, 2));
INSERT INTO wh_product SELECT g, 'Brand ' || g % 40, 'Product ' || g, 90000000 + g * 37, (g % 50) + 0.99
  FROM generate_series(1, 1200) g;
CREATE UNIQUE INDEX wh_product_idx ON wh_product (product_id);
CREATE TABLE wh_time (time_id int, the_date date, the_day text, month_of_year smallint, quarter text,
                      the_year smallint);
INSERT INTO wh_time SELECT 367 + g, d, to_char(d, 'FMDay'), extract(month FROM d), 'Q' || extract(quarter FROM d),
                           extract(year FROM d)
  FROM generate_series(0, 729) g, LATERAL (SELECT date '1997-01-01' + g AS d) x;
CREATE UNIQUE INDEX wh_time_idx ON wh_time (time_id);
CREATE TABLE wh_customer (customer_id int, fullname text, city text, yearly_income text);
INSERT INTO wh_customer SELECT g, 'Customer ' || g, 'City ' || g % 90, '$' || (g % 7) * 10 || 'K'
  FROM generate_series(1, 4000) g;
CREATE UNIQUE INDEX wh_customer_idx ON wh_customer (customer_id);
CREATE TABLE sales_fact (product_id int, time_id int, customer_id int, store_sales numeric(10, 4),
                         store_cost numeric(10, 4), unit_sales numeric(10, 4));
INSERT INTO sales_fact
SELECT 1 + (g * 37) % 1200, 367 + (g * 7) % 365, 1 + (g * 101) % 4000, (g % 40) * 1.5, (g % 40) * 0.6, 1 + g % 6
  FROM generate_series(1, 30000) g;
CREATE TABLE agg_c_sales_fact (month_of_year smallint, quarter text, the_year smallint, store_sales numeric,
                               unit_sales numeric, fact_count int);
INSERT INTO agg_c_sales_fact
SELECT t.month_of_year, t.quarter, t.the_year, sum(f.store_sales), sum(f.unit_sales), count(*)
  FROM sales_fact f JOIN wh_time t USING (time_id) GROUP BY 1, 2, 3;
CREATE TABLE agg_pt_sales_fact (product_id int, time_id int, store_sales numeric, unit_sales numeric,
                                fact_count int);
INSERT INTO agg_pt_sales_fact SELECT product_id, time_id, sum(store_sales), sum(unit_sales), count(*)
  FROM sales_fact GROUP BY 1, 2;
CREATE TABLE agg_lc_sales_fact (product_id int, customer_id int, quarter text, the_year smallint,
                                store_sales numeric, unit_sales numeric, fact_count int);
INSERT INTO agg_lc_sales_fact
SELECT f.product_id, f.customer_id, t.quarter, t.the_year, sum(f.store_sales), sum(f.unit_sales), count(*)
  FROM sales_fact f JOIN wh_time t USING (time_id) GROUP BY 1, 2, 3, 4;
CREATE TABLE agg_ptc_sales_fact (product_id int, time_id int, customer_id int, store_sales numeric,
                                 unit_sales numeric, fact_count int);
INSERT INTO agg_ptc_sales_fact SELECT product_id, time_id, customer_id, sum(store_sales), sum(unit_sales), count(*)
  FROM sales_fact GROUP BY 1, 2, 3;
CREATE TABLE wh_region (region_id int, sales_city text, sales_region text);
INSERT INTO wh_region SELECT g, 'City ' || g, 'Region ' || g % 8 FROM generate_series(1, 60) g;
CREATE UNIQUE INDEX wh_region_idx ON wh_region (region_id);
CREATE TABLE wh_store (store_id int, store_type text, region_id int, store_name text, store_number int,
                       store_street_address text, store_city text, store_sqft int, grocery_sqft int);
INSERT INTO wh_store SELECT g, CASE WHEN g % 3 = 0 THEN 'Supermarket' ELSE 'Deluxe' END, 1 + (g * 7) % 60,
                            'Store ' || g, g, g * 10 || ' Main St', 'City ' || g % 9, 20000 + g * 311, 15000 + g * 97
  FROM generate_series(0, 24) g;
CREATE UNIQUE INDEX wh_store_idx ON wh_store (store_id);
CREATE TABLE wh_store_ragged AS SELECT * FROM wh_store;
CREATE UNIQUE INDEX wh_store_ragged_idx ON wh_store_ragged (store_id);
CREATE TABLE hr_position (position_id int, position_title text, pay_type text);
INSERT INTO hr_position SELECT g, 'Position ' || g, CASE WHEN g < 5 THEN 'Monthly' ELSE 'Hourly' END
  FROM generate_series(1, 18) g;
CREATE UNIQUE INDEX hr_position_idx ON hr_position (position_id);
CREATE TABLE hr_employee (employee_id int, full_name text, position_id int, store_id int, supervisor_id int,
                          hire_date date, salary numeric(10, 2));
INSERT INTO hr_employee SELECT g, 'Employee ' || g, 1 + (g * 5) % 18, g % 25,
                               CASE WHEN g > 1 THEN 1 + (g - 2) / 4 END, date '1994-01-01' + g, 20000 + g * 13
  FROM generate_series(1, 1100) g;
CREATE UNIQUE INDEX hr_employee_idx ON hr_employee (employee_id);
CREATE TABLE hr_reserve_employee AS SELECT * FROM hr_employee;
CREATE UNIQUE INDEX hr_reserve_employee_idx ON hr_reserve_employee (employee_id);
ANALYZE;
