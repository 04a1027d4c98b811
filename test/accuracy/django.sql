-- test/accuracy/django.sql: a Django project's tables (an auth app, a blog, a shop), written at
-- the end of issue 16's second round, after every rule of it, as a held-out check, and measured
-- once as it came (truth: django_truth.csv, every foreign key declared; README, "Accuracy");
-- two rules were then written for what it exposed, so it is no longer held out.
--
-- Its conventions: tables named <app>_<model> (blog_post, shop_orderitem, auth_user_groups);
-- every key a serial `id`; references named <field>_id after the field, not the table
-- (author_id -> auth_user, created_by_id -> auth_user, category_id -> shop_category); many-to-many
-- tables of two references (blog_post_tags, auth_user_groups); a generic relation
-- (django_admin_log's content_type_id -> django_content_type beside object_id, text holding the
-- ids of rows of several tables: no reference); a one-to-one profile (accounts_profile.user_id,
-- unique); a self reference (blog_comment.parent_id); small lookup tables whose ids fall inside
-- every other id range. Deterministic: no random().
SET client_min_messages = warning;

CREATE TABLE django_content_type (id serial PRIMARY KEY, app_label varchar(100), model varchar(100),
                                  UNIQUE (app_label, model));
INSERT INTO django_content_type (app_label, model) VALUES
  ('auth', 'user'), ('auth', 'group'), ('blog', 'post'), ('blog', 'tag'), ('blog', 'comment'),
  ('shop', 'product'), ('shop', 'order'), ('shop', 'category'), ('accounts', 'profile');

CREATE TABLE auth_group (id serial PRIMARY KEY, name varchar(150) UNIQUE);
INSERT INTO auth_group (name) SELECT 'group ' || g FROM generate_series(1, 6) g;

CREATE TABLE auth_user (id serial PRIMARY KEY, password varchar(128), last_login timestamptz, is_superuser boolean,
                        username varchar(150) UNIQUE, first_name varchar(150), last_name varchar(150),
                        email varchar(254), is_staff boolean, is_active boolean, date_joined timestamptz);
INSERT INTO auth_user (password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active,
                       date_joined)
SELECT 'pbkdf2$' || md5(g::text), '2024-05-01'::timestamptz - (g % 90) * interval '1 day', g = 1, 'user' || g,
       'First' || (g % 211), 'Last' || (g % 307), 'user' || g || '@example.com', g % 50 = 0, g % 13 <> 0,
       '2020-01-01'::timestamptz + g * interval '7 hours'
  FROM generate_series(1, 2400) g;

CREATE TABLE auth_user_groups (id serial PRIMARY KEY, user_id int NOT NULL REFERENCES auth_user,
                               group_id int NOT NULL REFERENCES auth_group, UNIQUE (user_id, group_id));
INSERT INTO auth_user_groups (user_id, group_id)
SELECT u, 1 + (u * 5 + k) % 6 FROM generate_series(1, 2400) u, generate_series(0, 1) k WHERE u % 3 = 0 OR k = 0;

CREATE TABLE accounts_profile (id serial PRIMARY KEY, user_id int NOT NULL UNIQUE REFERENCES auth_user,
                               bio text, avatar varchar(100), website varchar(200));
INSERT INTO accounts_profile (user_id, bio, avatar, website)
SELECT g, 'bio ' || g, 'avatars/' || g || '.png', CASE WHEN g % 4 = 0 THEN 'https://site' || g || '.example' END
  FROM generate_series(1, 2400) g WHERE g % 5 <> 2;

CREATE TABLE blog_tag (id serial PRIMARY KEY, name varchar(50) UNIQUE, slug varchar(50) UNIQUE);
INSERT INTO blog_tag (name, slug) SELECT 'Tag ' || g, 'tag-' || g FROM generate_series(1, 40) g;

CREATE TABLE blog_post (id serial PRIMARY KEY, title varchar(200), slug varchar(200) UNIQUE, body text,
                        author_id int NOT NULL REFERENCES auth_user, status smallint, created_on timestamptz,
                        updated_on timestamptz, views int);
INSERT INTO blog_post (title, slug, body, author_id, status, created_on, updated_on, views)
SELECT 'Post ' || g, 'post-' || g, 'text ' || g, 1 + (g * 37) % 2400, (g % 3 <> 0)::int,
       '2021-01-01'::timestamptz + g * interval '5 hours', '2021-01-02'::timestamptz + g * interval '5 hours', (g * 97) % 5000
  FROM generate_series(1, 3000) g;

CREATE TABLE blog_post_tags (id serial PRIMARY KEY, post_id int NOT NULL REFERENCES blog_post,
                             tag_id int NOT NULL REFERENCES blog_tag, UNIQUE (post_id, tag_id));
INSERT INTO blog_post_tags (post_id, tag_id)
SELECT p, 1 + (p * 7 + k * 11) % 40 FROM generate_series(1, 3000) p, generate_series(0, 2) k WHERE k <= p % 3;

CREATE TABLE blog_comment (id serial PRIMARY KEY, post_id int NOT NULL REFERENCES blog_post,
                           author_id int REFERENCES auth_user, parent_id int REFERENCES blog_comment,
                           body text, created_on timestamptz, active boolean);
INSERT INTO blog_comment (post_id, author_id, parent_id, body, created_on, active)
SELECT 1 + (g * 13) % 3000, CASE WHEN g % 9 <> 0 THEN 1 + (g * 53) % 2400 END,
       CASE WHEN g > 50 AND g % 4 = 0 THEN g - 1 - (g * 7) % 40 END,
       'comment ' || g, '2021-02-01'::timestamptz + g * interval '1 hour', g % 17 <> 0
  FROM generate_series(1, 9000) g;

CREATE TABLE shop_category (id serial PRIMARY KEY, name varchar(100), parent_id int REFERENCES shop_category);
INSERT INTO shop_category (name, parent_id) SELECT 'Category ' || g, CASE WHEN g > 5 THEN 1 + (g - 1) % 5 END
  FROM generate_series(1, 24) g;

CREATE TABLE shop_product (id serial PRIMARY KEY, name varchar(200), sku varchar(32) UNIQUE,
                           category_id int NOT NULL REFERENCES shop_category, price numeric(10,2), stock int,
                           available boolean, created_by_id int REFERENCES auth_user);
INSERT INTO shop_product (name, sku, category_id, price, stock, available, created_by_id)
SELECT 'Product ' || g, 'SKU' || lpad(g::text, 6, '0'), 1 + (g * 5) % 24, 1 + (g * 37) % 300, (g * 13) % 200,
       g % 11 <> 0, CASE WHEN g % 3 = 0 THEN 1 + (g * 50) % 2400 END
  FROM generate_series(1, 1500) g;

CREATE TABLE shop_order (id serial PRIMARY KEY, customer_id int NOT NULL REFERENCES auth_user, first_name varchar(50),
                         last_name varchar(50), email varchar(254), address varchar(250), postal_code varchar(20),
                         city varchar(100), created timestamptz, paid boolean);
INSERT INTO shop_order (customer_id, first_name, last_name, email, address, postal_code, city, created, paid)
SELECT 1 + (g * 29) % 2400, 'F' || g, 'L' || g, 'o' || g || '@example.com', g || ' High St', lpad((g % 9999)::text, 5, '0'),
       'City ' || (g % 80), '2022-01-01'::timestamptz + g * interval '3 hours', g % 6 <> 0
  FROM generate_series(1, 7000) g;

CREATE TABLE shop_orderitem (id serial PRIMARY KEY, order_id int NOT NULL REFERENCES shop_order,
                             product_id int NOT NULL REFERENCES shop_product, price numeric(10,2), quantity int);
INSERT INTO shop_orderitem (order_id, product_id, price, quantity)
SELECT o, 1 + (o * 31 + k * 17) % 1500, 1 + (o * k) % 300, 1 + (o + k) % 5
  FROM generate_series(1, 7000) o, generate_series(1, 4) k WHERE k <= 1 + o % 4;

-- the admin's log: which user changed which object, of which content type (a generic relation)
CREATE TABLE django_admin_log (id serial PRIMARY KEY, action_time timestamptz, object_id text, object_repr varchar(200),
                               action_flag smallint, change_message text,
                               content_type_id int REFERENCES django_content_type, user_id int NOT NULL REFERENCES auth_user);
INSERT INTO django_admin_log (action_time, object_id, object_repr, action_flag, change_message, content_type_id, user_id)
SELECT '2024-01-01'::timestamptz + g * interval '11 minutes',
       (CASE g % 3 WHEN 0 THEN 1 + (g * 7) % 3000 WHEN 1 THEN 1 + (g * 11) % 1500 ELSE 1 + (g * 3) % 2400 END)::text,
       'object ' || g, 1 + g % 3, '[]', CASE g % 3 WHEN 0 THEN 3 WHEN 1 THEN 6 ELSE 1 END, 50 * (1 + g % 48)
  FROM generate_series(1, 2000) g;
ANALYZE;
