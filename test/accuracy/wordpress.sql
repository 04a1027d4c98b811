-- test/accuracy/wordpress.sql: a blog in the shape of WordPress's schema, written as a held-out
-- check after every rule of the decision model and measured before any change (truth:
-- wordpress_truth.csv). WordPress itself declares no foreign keys; here the references whose
-- every value exists are declared (and dropped by the suite), while the self references and
-- user_id of comments, whose 0 means "none", are listed as undeclared truths.
--
-- Its conventions: a table prefix (wp_) no column repeats, an upper-case bare key ("ID") in
-- posts and users next to lower-case *_id keys elsewhere, column prefixes naming their own table
-- (post_author, post_parent, comment_post_ID, comment_parent), references without an id suffix
-- (post_author -> wp_users.ID), self references (post_parent, comment_parent) whose 0 means
-- none, metadata tables keyed by meta_id, and a generic object_id. Deterministic: no random().
-- (Its first version gave every post exactly one term, so that object_id was a second 1..N key
-- beside wp_posts.ID; posts now have one to two terms, as in WordPress.)
SET client_min_messages = warning;
CREATE TABLE wp_users ("ID" bigint PRIMARY KEY, user_login varchar(60), user_email varchar(100), user_registered timestamp,
                       display_name varchar(250));
INSERT INTO wp_users SELECT g, 'user' || g, 'u' || g || '@blog', '2015-01-01'::timestamp + g * interval '3 days', 'User ' || g
  FROM generate_series(1, 400) g;
CREATE TABLE wp_usermeta (umeta_id bigint PRIMARY KEY, user_id bigint, meta_key varchar(255), meta_value text);
INSERT INTO wp_usermeta SELECT g, 1 + (g - 1) / 5, (ARRAY['nickname','first_name','last_name','wp_capabilities','locale'])[1 + (g - 1) % 5],
       'v' || g FROM generate_series(1, 2000) g;
CREATE TABLE wp_posts ("ID" bigint PRIMARY KEY, post_author bigint, post_date timestamp, post_title text, post_status varchar(20),
                       post_name varchar(200), post_parent bigint NOT NULL DEFAULT 0, post_type varchar(20), comment_count bigint);
INSERT INTO wp_posts SELECT g, 1 + (g * 37) % 400, '2016-01-01'::timestamp + g * interval '7 hours', 'Post ' || g,
       (ARRAY['publish','draft','inherit'])[1 + g % 3], 'post-' || g,
       CASE WHEN g > 500 AND g % 4 = 0 THEN 1 + (g * 13) % 500 ELSE 0 END,
       CASE WHEN g > 500 AND g % 4 = 0 THEN 'attachment' ELSE 'post' END, (g * 7) % 40
  FROM generate_series(1, 6000) g;
CREATE TABLE wp_postmeta (meta_id bigint PRIMARY KEY, post_id bigint, meta_key varchar(255), meta_value text);
INSERT INTO wp_postmeta SELECT g, 1 + (g * 7) % 6000, (ARRAY['_edit_lock','_thumbnail_id','_wp_page_template'])[1 + g % 3], 'm' || g
  FROM generate_series(1, 15000) g;
CREATE TABLE wp_comments (comment_ID bigint PRIMARY KEY, "comment_post_ID" bigint, comment_author text, comment_date timestamp,
                          comment_content text, comment_approved varchar(20), comment_parent bigint NOT NULL DEFAULT 0, user_id bigint NOT NULL DEFAULT 0);
INSERT INTO wp_comments SELECT g, 1 + (g * 11) % 6000, 'Reader ' || (g % 300), '2017-01-01'::timestamp + g * interval '1 hour',
       'text ' || g, (ARRAY['1','0','spam'])[1 + g % 3], CASE WHEN g > 100 AND g % 5 = 0 THEN 1 + (g * 3) % 100 ELSE 0 END,
       CASE WHEN g % 3 = 0 THEN 1 + (g * 17) % 400 ELSE 0 END
  FROM generate_series(1, 20000) g;
CREATE TABLE wp_terms (term_id bigint PRIMARY KEY, name varchar(200), slug varchar(200));
INSERT INTO wp_terms SELECT g, 'Term ' || g, 'term-' || g FROM generate_series(1, 300) g;
CREATE TABLE wp_term_taxonomy (term_taxonomy_id bigint PRIMARY KEY, term_id bigint, taxonomy varchar(32), parent bigint NOT NULL DEFAULT 0,
                               count bigint);
INSERT INTO wp_term_taxonomy SELECT g, g, CASE WHEN g <= 60 THEN 'category' ELSE 'post_tag' END,
       CASE WHEN g BETWEEN 11 AND 60 THEN 1 + g % 10 ELSE 0 END, (g * 13) % 500 FROM generate_series(1, 300) g;
CREATE TABLE wp_term_relationships (object_id bigint, term_taxonomy_id bigint, term_order int, PRIMARY KEY (object_id, term_taxonomy_id));
INSERT INTO wp_term_relationships SELECT 1 + (g * 7) % 6000, 1 + (g * 31 + g / 6000 * 7) % 300, 0 FROM generate_series(1, 12000) g ON CONFLICT DO NOTHING;
ALTER TABLE wp_usermeta ADD FOREIGN KEY (user_id) REFERENCES wp_users;
ALTER TABLE wp_posts ADD FOREIGN KEY (post_author) REFERENCES wp_users;
ALTER TABLE wp_postmeta ADD FOREIGN KEY (post_id) REFERENCES wp_posts;
ALTER TABLE wp_comments ADD FOREIGN KEY ("comment_post_ID") REFERENCES wp_posts;
ALTER TABLE wp_term_taxonomy ADD FOREIGN KEY (term_id) REFERENCES wp_terms;
ALTER TABLE wp_term_relationships ADD FOREIGN KEY (object_id) REFERENCES wp_posts;
ALTER TABLE wp_term_relationships ADD FOREIGN KEY (term_taxonomy_id) REFERENCES wp_term_taxonomy;
ANALYZE;
