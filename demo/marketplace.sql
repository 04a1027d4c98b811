-- demo/marketplace.sql: the project's own demo database, a small marketplace.
--
-- Why this file exists: `make demo` must show relationship discovery on data
-- the project controls, with the traps real schemas have, and the same data
-- is scored against demo/expected_relationships.csv.  Therefore:
--   * NO foreign key is declared anywhere: every relationship must be found
--     from the data.  Primary keys are declared on most tables; `shipments`
--     and `events` have none, although their keys are unique in the data.
--   * Role-playing references: billing_engagements.host_id and .visitor_id
--     both reference users.user_id.
--   * Text keys (products.sku referenced by shipments.product_sku), uuid keys
--     (sessions.session_id referenced by events.session_id), a composite key
--     (item_returns(order_id, line_no) -> order_items), a self reference with
--     30% NULLs (users.referred_by_user_id), a 1:1 extension table that covers
--     only part of its parent (user_profiles).
--   * Measures whose small integer values fall inside every dense serial key
--     (order_items.quantity 1..10, reviews.rating 1..5, accounts.num_seats
--     1..50) and serial keys contained in each other (users.user_id 1..20000
--     lies inside orders.order_id 1..30000): a naive containment test accepts
--     all of them; a good analysis must not.
--   * Real references are spread over the whole key range of their target.
--
-- Deterministic: setseed() fixes random(), uuids are md5() of the row number,
-- so every load produces the same rows.  Loads in well under 10 seconds.
--
-- Usage: psql -v ON_ERROR_STOP=1 -d <fresh database> -f demo/marketplace.sql

\set ON_ERROR_STOP 1
SET client_min_messages = warning;
SELECT setseed(0.4242) AS seeded \gset

BEGIN;

DROP TABLE IF EXISTS item_returns, shipment_scans, shipments, events, sessions,
    reviews, order_items, orders, products, billing_engagements, user_profiles,
    users, accounts CASCADE;

-- accounts: 2,000 customer organisations.
CREATE TABLE accounts (
    account_id  integer PRIMARY KEY,
    name        text NOT NULL,
    plan        text NOT NULL,            -- status-like: 4 values
    num_seats   integer NOT NULL,         -- measure 1..50: inside every id range
    created_at  timestamptz NOT NULL
);
INSERT INTO accounts
SELECT g,
       (ARRAY['Acme','Globex','Initech','Umbrella','Hooli','Stark','Wayne',
              'Tyrell','Soylent','Wonka'])[1 + g % 10]
         || ' ' || (ARRAY['Labs','Corp','GmbH','Ltd','Inc','Group'])[1 + (g / 10) % 6]
         || ' #' || g,
       (ARRAY['free','starter','pro','enterprise'])
         [CASE WHEN r < 0.40 THEN 1 WHEN r < 0.75 THEN 2 WHEN r < 0.95 THEN 3 ELSE 4 END],
       1 + floor(random() * 50)::int,
       timestamptz '2019-01-01 00:00+00' + (g * interval '17 hours')
FROM (SELECT g, random() AS r FROM generate_series(1, 2000) g) s;

-- users: 20,000 people, spread over all accounts; 30% were not referred.
CREATE TABLE users (
    user_id             integer PRIMARY KEY,
    account_id          integer NOT NULL,   -- -> accounts.account_id
    email               text NOT NULL,
    full_name           text NOT NULL,
    signup_source       text NOT NULL,      -- category: 5 values
    referred_by_user_id integer,            -- -> users.user_id (self), 30% NULL
    is_admin            boolean NOT NULL,
    created_at          timestamptz NOT NULL
);
INSERT INTO users
SELECT g,
       1 + floor(random() * 2000)::int,
       'user' || g || '@' || (ARRAY['example.com','mail.test','corp.example'])[1 + g % 3],
       (ARRAY['Ada','Grace','Alan','Edsger','Barbara','Donald','Ken','Linus',
              'Margaret','Dennis','Frances','John'])[1 + g % 12]
         || ' ' ||
       (ARRAY['Lovelace','Hopper','Turing','Dijkstra','Liskov','Knuth',
              'Thompson','Torvalds','Hamilton','Ritchie','Allen','Backus',
              'McCarthy'])[1 + (g * 7) % 13],
       (ARRAY['organic','ads','referral','partner','event'])[1 + floor(random() * 5)::int],
       CASE WHEN g = 1 OR random() < 0.30 THEN NULL
            ELSE 1 + floor(random() * (g - 1))::int END,   -- an earlier user
       random() < 0.05,
       timestamptz '2019-06-01 00:00+00' + (g * interval '97 minutes')
FROM generate_series(1, 20000) g;

-- user_profiles: optional 1:1 extension of users, for 60% of them.
CREATE TABLE user_profiles (
    user_id     integer PRIMARY KEY,        -- -> users.user_id (1:1)
    bio         text,
    avatar_url  text,
    timezone    text NOT NULL
);
INSERT INTO user_profiles
SELECT g,
       CASE WHEN g % 4 = 0 THEN NULL
            ELSE 'I build things at company ' || (g % 97) || ' and like '
                 || (ARRAY['hiking','chess','jazz','cooking','rust','postgres'])[1 + g % 6] END,
       'https://cdn.example.com/avatars/' || md5('avatar' || g) || '.png',
       (ARRAY['UTC','Europe/Berlin','America/New_York','Asia/Tokyo','Australia/Sydney'])[1 + g % 5]
FROM generate_series(1, 20000) g
WHERE g % 5 IN (0, 1, 3);

-- billing_engagements: two roles pointing at the same table.
CREATE TABLE billing_engagements (
    engagement_id integer PRIMARY KEY,
    host_id       integer NOT NULL,         -- -> users.user_id (role: host)
    visitor_id    integer NOT NULL,         -- -> users.user_id (role: visitor)
    amount        numeric(10,2) NOT NULL,
    started_at    timestamptz NOT NULL
);
INSERT INTO billing_engagements
SELECT g,
       h,
       1 + (h + floor(random() * 19999)::int) % 20000,      -- never the host
       round((5 + random() * 495)::numeric, 2),
       timestamptz '2021-01-01 00:00+00' + (g * interval '31 minutes')
FROM (SELECT g, 1 + floor(random() * 20000)::int AS h
      FROM generate_series(1, 15000) g) s;

-- products: 5,000 with a unique text business key.
CREATE TABLE products (
    product_id  integer PRIMARY KEY,
    sku         text NOT NULL UNIQUE,       -- text key 'SKU-000123'
    name        text NOT NULL,
    category    text NOT NULL,
    price       numeric(10,2) NOT NULL
);
INSERT INTO products
SELECT g,
       'SKU-' || lpad(g::text, 6, '0'),
       (ARRAY['Red','Blue','Green','Black','Silver','Golden'])[1 + g % 6] || ' '
         || (ARRAY['Widget','Gadget','Sprocket','Gizmo','Doohickey','Lamp','Chair'])[1 + (g / 6) % 7]
         || ' ' || g,
       (ARRAY['home','garden','toys','office','kitchen','sports'])[1 + (g * 13) % 6],
       round((1 + random() * 299)::numeric, 2)
FROM generate_series(1, 5000) g;

-- orders: 30,000; user_id spread over all users.
CREATE TABLE orders (
    order_id    integer PRIMARY KEY,
    user_id     integer NOT NULL,           -- -> users.user_id
    status      text NOT NULL,              -- 5 values
    ordered_at  timestamptz NOT NULL
);
INSERT INTO orders
SELECT g,
       1 + floor(random() * 20000)::int,
       (ARRAY['pending','paid','shipped','delivered','cancelled'])
         [CASE WHEN r < 0.08 THEN 1 WHEN r < 0.20 THEN 2 WHEN r < 0.35 THEN 3
               WHEN r < 0.93 THEN 4 ELSE 5 END],
       timestamptz '2022-01-01 00:00+00' + (g * interval '23 minutes')
FROM (SELECT g, random() AS r FROM generate_series(1, 30000) g) s;

-- order_items: ~60,000 lines, composite primary key.
CREATE TABLE order_items (
    order_id    integer NOT NULL,           -- -> orders.order_id
    line_no     integer NOT NULL,
    product_id  integer NOT NULL,           -- -> products.product_id
    quantity    integer NOT NULL,           -- measure 1..10
    unit_price  numeric(10,2) NOT NULL,
    PRIMARY KEY (order_id, line_no)
);
INSERT INTO order_items
SELECT o.order_id, l,
       1 + floor(random() * 5000)::int,
       1 + floor(random() * 10)::int,
       round((1 + random() * 299)::numeric, 2)
FROM (SELECT order_id FROM orders ORDER BY order_id) o
CROSS JOIN LATERAL generate_series(1, 1 + (o.order_id * 7) % 3) l;

-- item_returns: references an order line through the composite key.
CREATE TABLE item_returns (
    return_id   integer PRIMARY KEY,
    order_id    integer NOT NULL,           -- (order_id, line_no)
    line_no     integer NOT NULL,           --   -> order_items(order_id, line_no)
    reason      text NOT NULL,
    returned_at timestamptz NOT NULL
);
INSERT INTO item_returns
SELECT row_number() OVER (ORDER BY order_id, line_no)::int,
       order_id, line_no,
       (ARRAY['damaged','wrong item','not as described','changed mind'])[1 + (order_id + line_no) % 4],
       timestamptz '2022-02-01 00:00+00' + (order_id * interval '23 minutes')
FROM order_items
WHERE (order_id * 31 + line_no * 17) % 20 = 0;

-- reviews: 10,000.
CREATE TABLE reviews (
    review_id   integer PRIMARY KEY,
    product_id  integer NOT NULL,           -- -> products.product_id
    user_id     integer NOT NULL,           -- -> users.user_id
    rating      integer NOT NULL,           -- measure 1..5
    body        text
);
INSERT INTO reviews
SELECT g,
       1 + floor(random() * 5000)::int,
       1 + floor(random() * 20000)::int,
       1 + floor(random() * 5)::int,
       CASE WHEN g % 3 = 0 THEN NULL
            ELSE (ARRAY['Great value.','Broke after a week.','Exactly as described.',
                        'Would buy again.','Shipping was slow but the product is fine.'])[1 + g % 5]
                 || ' (review ' || g || ')' END
FROM generate_series(1, 10000) g;

-- sessions: uuid primary key; 10% anonymous (no user).
CREATE TABLE sessions (
    session_id  uuid PRIMARY KEY,
    user_id     integer,                    -- -> users.user_id, 10% NULL
    user_agent  text NOT NULL,
    started_at  timestamptz NOT NULL
);
INSERT INTO sessions
SELECT md5('session-' || g)::uuid,
       CASE WHEN random() < 0.10 THEN NULL ELSE 1 + floor(random() * 20000)::int END,
       (ARRAY['Mozilla/5.0 (X11; Linux x86_64)','Mozilla/5.0 (Macintosh)',
              'Mozilla/5.0 (iPhone)','curl/8.0'])[1 + g % 4],
       timestamptz '2023-01-01 00:00+00' + (g * interval '13 minutes')
FROM generate_series(1, 20000) g;

-- events: 50,000; no declared primary key, event_id unique in the data.
CREATE TABLE events (
    event_id    bigint NOT NULL,
    session_id  uuid NOT NULL,              -- -> sessions.session_id
    kind        text NOT NULL,              -- 6 values
    occurred_at timestamptz NOT NULL
);
INSERT INTO events
SELECT 1000000000 + g,
       md5('session-' || (1 + floor(random() * 20000)::int))::uuid,
       (ARRAY['page_view','search','add_to_cart','checkout','login','logout'])[1 + floor(random() * 6)::int],
       timestamptz '2023-01-01 00:00+00' + (g * interval '5 minutes')
FROM generate_series(1, 50000) g;

-- shipments: one per shipped/delivered order line; no declared primary key,
-- shipment_id unique in the data; references a product by its text sku.
CREATE TABLE shipments (
    shipment_id integer NOT NULL,
    order_id    integer NOT NULL,           -- -> orders.order_id
    product_sku text NOT NULL,              -- -> products.sku
    carrier     text NOT NULL,              -- 4 values
    shipped_at  timestamptz NOT NULL
);
INSERT INTO shipments
SELECT row_number() OVER (ORDER BY oi.order_id, oi.line_no)::int,
       oi.order_id,
       'SKU-' || lpad(oi.product_id::text, 6, '0'),
       (ARRAY['UPS','FedEx','DHL','USPS'])[1 + (oi.order_id + oi.line_no) % 4],
       o.ordered_at + interval '2 days'
FROM order_items oi JOIN orders o USING (order_id)
WHERE o.status IN ('shipped', 'delivered');

-- shipment_scans: references shipments, whose key is not declared.
CREATE TABLE shipment_scans (
    scan_id     integer PRIMARY KEY,
    shipment_id integer NOT NULL,           -- -> shipments.shipment_id
    location    text NOT NULL,
    scanned_at  timestamptz NOT NULL
);
INSERT INTO shipment_scans
SELECT row_number() OVER (ORDER BY s.shipment_id, k)::int,
       s.shipment_id,
       (ARRAY['Memphis hub','Louisville hub','Leipzig hub','local depot','out for delivery'])[1 + (s.shipment_id + k) % 5],
       s.shipped_at + k * interval '9 hours'
FROM shipments s CROSS JOIN LATERAL generate_series(1, 1 + s.shipment_id % 2) k;

COMMENT ON TABLE accounts IS 'Customer organisations; every user belongs to one account.';
COMMENT ON COLUMN accounts.plan IS 'Subscription plan: free, starter, pro or enterprise.';
COMMENT ON COLUMN accounts.num_seats IS 'Number of paid seats (a count, not a reference).';
COMMENT ON TABLE users IS 'People who log in; referred_by_user_id points at the user who invited them.';
COMMENT ON TABLE billing_engagements IS 'Paid sessions between a host user and a visitor user.';
COMMENT ON COLUMN billing_engagements.host_id IS 'The user who hosts and gets paid.';
COMMENT ON COLUMN billing_engagements.visitor_id IS 'The user who books and pays.';
COMMENT ON COLUMN products.sku IS 'Stock keeping unit, the business key used by the warehouse.';
COMMENT ON COLUMN order_items.quantity IS 'Units ordered on this line.';
COMMENT ON COLUMN reviews.rating IS 'Stars, 1 to 5.';
COMMENT ON TABLE shipments IS 'Warehouse shipments; identified by shipment_id (no declared key).';

COMMIT;

ANALYZE;
