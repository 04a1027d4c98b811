-- test/accuracy/app.sql: a web application's schema in the Rails style, for the accuracy suite
-- (truth: app_truth.csv, every foreign key declared).
--
-- Why: ORMs name things their own way. Every key is a bigserial called id; a comment's author
-- is a user (a role noun, not a comment); references are also named fk_user and post_fk; and
-- comments use a polymorphic association (commentable_type 'Post' or 'Photo' beside
-- commentable_id), whose ids all fall inside posts.id by chance but point at two tables, so
-- it is not a reference to either. taggings is polymorphic in name only: every row is a
-- 'Post', so taggable_id does reference posts; and user_addresses.address_type holds
-- categories ('home', 'work'), not tables, so address_id is a plain reference.
-- Deterministic: no random().
SET client_min_messages = warning;
CREATE TABLE users (id bigserial PRIMARY KEY, email text UNIQUE, name text, created_at timestamptz DEFAULT '2024-01-01');
INSERT INTO users (email, name) SELECT 'u' || g || '@x.io', 'User ' || g FROM generate_series(1, 3000) g;
CREATE TABLE posts (id bigserial PRIMARY KEY, user_id bigint REFERENCES users, title text, published boolean,
                    view_count int, created_at timestamptz DEFAULT '2024-01-01');
INSERT INTO posts (user_id, title, published, view_count)
SELECT 1 + (g * 37) % 3000, 'Post ' || g, g % 3 = 0, (g * 13) % 500 FROM generate_series(1, 12000) g;
CREATE TABLE photos (id bigserial PRIMARY KEY, user_id bigint REFERENCES users, url text);
INSERT INTO photos (user_id, url) SELECT 1 + (g * 11) % 3000, 'https://x.io/p/' || g FROM generate_series(1, 5000) g;
CREATE TABLE comments (id bigserial PRIMARY KEY, commentable_type text, commentable_id bigint,
                       author_id bigint REFERENCES users, body text);
INSERT INTO comments (commentable_type, commentable_id, author_id, body)
SELECT CASE WHEN g % 2 = 0 THEN 'Post' ELSE 'Photo' END,
       CASE WHEN g % 2 = 0 THEN 1 + (g * 7) % 12000 ELSE 1 + (g * 3) % 5000 END,
       1 + (g * 17) % 3000, 'c' || g FROM generate_series(1, 20000) g;
CREATE TABLE tags (id bigserial PRIMARY KEY, name text UNIQUE);
INSERT INTO tags (name) SELECT 'tag' || g FROM generate_series(1, 40) g;
CREATE TABLE taggings (id bigserial PRIMARY KEY, tag_id bigint REFERENCES tags, taggable_type text,
                       taggable_id bigint REFERENCES posts);
INSERT INTO taggings (tag_id, taggable_type, taggable_id)
SELECT 1 + g % 40, 'Post', 1 + (g * 5) % 12000 FROM generate_series(1, 30000) g;
CREATE TABLE likes (id bigserial PRIMARY KEY, fk_user bigint REFERENCES users, post_fk bigint REFERENCES posts, weight int);
INSERT INTO likes (fk_user, post_fk, weight)
SELECT 1 + (g * 23) % 3000, 1 + (g * 29) % 12000, 1 + g % 3 FROM generate_series(1, 40000) g;
-- a type column of categories, not of tables: address_id is a plain reference
CREATE TABLE addresses (id bigserial PRIMARY KEY, street text, city text);
INSERT INTO addresses (street, city) SELECT g || ' Main St', 'City ' || g % 50 FROM generate_series(1, 4000) g;
CREATE TABLE user_addresses (id bigserial PRIMARY KEY, user_id bigint REFERENCES users, address_type text,
                             address_id bigint REFERENCES addresses);
INSERT INTO user_addresses (user_id, address_type, address_id)
SELECT 1 + g % 3000, CASE WHEN g % 3 = 0 THEN 'work' ELSE 'home' END, 1 + (g * 7) % 4000 FROM generate_series(1, 6000) g;
ANALYZE;
