-- test/accuracy/matomo.sql: a slice of a Matomo (formerly Piwik) 4/5 analytics database, its MySQL
-- schema as a MySQL-to-PostgreSQL conversion loads it (INT UNSIGNED -> bigint, TINYINT -> smallint,
-- BINARY(8) -> bytea), written for issue 16 as a held-out check (fifteenth round): committed with its
-- truth (matomo_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: every table prefixed matomo_; keys named with the key word FIRST and glued to the
-- table's word (idsite, idvisit, idaction, idlink_va, idgoal, idreport, idsegment, idchange), and
-- references named the same way or with a role after it (idaction_url, idaction_name,
-- idaction_url_ref, idaction_name_ref, idaction_sku, idaction_category, idaction_event_action,
-- visit_entry_idaction_url, visit_exit_idaction_name, last_idlink_va, enable_only_idsite); users are
-- keyed by a text login (matomo_user.login) that access, segment, report, dashboard, token and
-- language rows name as login, plugin settings as user_login, sites as creator_login, users as
-- invited_by, anonymisation jobs as requester. One table, matomo_log_action, holds every URL, page
-- title, download, outlink, event name / category / action, site-search keyword and ecommerce item
-- (sku, name, category), told apart by type: a dozen columns reference it.
-- Matomo declares NO foreign keys, only primary keys and unique keys (converted to unique indexes,
-- which mode all keeps), so every reference in the truth is undeclared. 0 means "none" in most of
-- them and is never stored as NULL: idaction_url_ref and idaction_name_ref are 0 on a visit's first
-- action, visit_entry_idaction_name / visit_exit_idaction_name are 0 when the visit began / ended
-- with a download, an outlink or an event (no page title), idaction_category2 of an item is 0 when
-- it has one category, enable_only_idsite of a segment is 0 when it applies to all sites, idlink_va
-- of a conversion is 0 when it was recorded by an API call with no action, and items of an
-- abandoned cart carry idorder '0' (text) where their order's number would be; plugin settings
-- that are not a user's carry user_login ''. Those references hold on their other values and are
-- in the truth as undeclared (the truth does not ask that 0 or '' exist in the target; the
-- scorer counts a found reference as right whatever its 0s). NULL means none in
-- idaction_name (downloads and outlinks have no title), idaction_event_category /
-- idaction_event_action (actions that are not events), last_idlink_va (visits recorded before
-- the upgrade that added it), report.idsegment, user.invited_by, user.idchange_last_viewed and
-- site.creator_login (sites created before Matomo 4).
-- Composite keys: matomo_goal is keyed by (idsite, idgoal) with idgoal counting from 1 in each
-- site, and a conversion names its goal by (idsite, idgoal), where idgoal 0 is an ecommerce order
-- and -1 an abandoned cart (no goal row); matomo_log_conversion has a unique key (idsite, idorder)
-- (order numbers repeat across shops), and an ecommerce item names its order by (idsite, idorder)
-- and, equally, by (idvisit, idorder) (an order is placed in one visit): both are in the truth.
-- idaction_category3..5 are 0 on every item (no data could decide them: left out of the truth). Not
-- references: idvisitor and config_id (8-byte hashes; there is no visitor table and a visitor has
-- many visits), log_visit.user_id (the tracked site's own customer id, not a Matomo login),
-- idpageview (6 hex characters), matomo_brute_force_log.login (logins attempted, many that do not
-- exist), archive idarchive (the archive's number, repeated by every metric name in it),
-- matomo_privacy_logdata_anonymizations.idsites (a JSON list), option values. Small codes share
-- the sites' range 1..7: referer_type, config_device_type, log_action.type, url_prefix,
-- archive period, tracking_failure idfailure, pageview_position, visitor_count_visits.
-- Site 4 was deleted with all its data (a gap in idsite). Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.4242);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

-- what's new notes shown to users
CREATE TABLE matomo_changes (idchange integer PRIMARY KEY, created_time timestamp NOT NULL, plugin_name varchar(60) NOT NULL,
  version varchar(20) NOT NULL, title varchar(255) NOT NULL, description text, link_name varchar(255), link varchar(255));
INSERT INTO matomo_changes
SELECT i, '2021-01-01'::timestamp + i * interval '29 days',
       (ARRAY['CoreHome', 'Goals', 'Ecommerce', 'TagManager', 'Heatmaps', 'CustomReports'])[1 + i % 6],
       '4.' || (i / 4) || '.' || (i % 4), 'Change ' || i, 'What is new in release ' || i, 'Learn more', 'https://matomo.org/changelog/' || i
  FROM generate_series(1, 24) i;

-- 26 users, 'anonymous' among them; a few invited by another
CREATE TABLE matomo_user (login varchar(100) PRIMARY KEY, password varchar(255) NOT NULL, email varchar(100) NOT NULL,
  twofactor_secret varchar(40) NOT NULL DEFAULT '', superuser_access smallint NOT NULL DEFAULT 0, date_registered timestamp,
  ts_password_modified timestamp, idchange_last_viewed bigint, invited_by varchar(100), invite_token varchar(191),
  invite_link_token varchar(191), invite_expired_at timestamp, invite_accept_at timestamp);
CREATE TEMP TABLE logins AS
SELECT i, CASE i WHEN 1 THEN 'admin' WHEN 2 THEN 'anonymous'
                 ELSE (ARRAY['jsmith', 'mmueller', 'a.rossi', 'lwang', 'pdubois', 'kgarcia', 'tnguyen', 'sjohansson', 'marketing',
                             'seo-agency', 'bkowalski', 'dev', 'hkim', 'cmartin', 'reporting', 'fsilva', 'olsen', 'ptak', 'ivanova',
                             'rbrown', 'shop-owner', 'analyst', 'nfischer', 'jlopez'])[i - 2] END AS login
  FROM generate_series(1, 26) i;
INSERT INTO matomo_user
SELECT login, CASE WHEN login = 'anonymous' THEN '' ELSE '$2y$10$' || substr(md5(login), 1, 30) END,
       CASE WHEN login = 'anonymous' THEN 'anonymous@example.org' ELSE login || '@example.com' END,
       CASE WHEN i % 5 = 0 THEN upper(substr(md5('2fa' || login), 1, 16)) ELSE '' END,
       CASE WHEN i IN (1, 14) THEN 1 ELSE 0 END,
       '2019-03-01'::timestamp + i * interval '41 days', '2023-01-01'::timestamp + i * interval '5 days',
       CASE WHEN i % 3 = 0 OR i = 2 THEN NULL ELSE pg_temp.r(24) END,
       CASE WHEN i > 18 THEN (SELECT l.login FROM logins l WHERE l.i = (CASE WHEN x.i % 2 = 0 THEN 1 ELSE 3 + x.i % 5 END)) END,
       CASE WHEN i > 24 THEN md5('inv' || login) END, NULL,
       CASE WHEN i > 24 THEN '2024-03-01'::timestamp + i * interval '1 day' END,
       CASE WHEN i BETWEEN 19 AND 24 THEN '2024-01-01'::timestamp + i * interval '1 day' END
  FROM logins x ORDER BY i;

CREATE TABLE matomo_user_language (login varchar(100) PRIMARY KEY, language varchar(10) NOT NULL, use_12_hour_clock smallint NOT NULL DEFAULT 0);
INSERT INTO matomo_user_language
SELECT login, (ARRAY['en', 'de', 'it', 'zh-cn', 'fr', 'es', 'vi', 'sv', 'pl'])[1 + i % 9], CASE WHEN i % 4 = 0 THEN 1 ELSE 0 END
  FROM logins WHERE i <> 2 AND i % 4 <> 1;

-- seven sites ever created; site 4 was deleted with its data
CREATE TABLE matomo_site (idsite bigint PRIMARY KEY, name varchar(90) NOT NULL, main_url varchar(255) NOT NULL,
  ts_created timestamp, ecommerce smallint DEFAULT 0, sitesearch smallint DEFAULT 1, sitesearch_keyword_parameters text NOT NULL,
  sitesearch_category_parameters text NOT NULL, timezone varchar(50) NOT NULL, currency char(3) NOT NULL,
  exclude_unknown_urls smallint DEFAULT 0, excluded_ips text NOT NULL, excluded_parameters text NOT NULL,
  excluded_user_agents text NOT NULL, excluded_referrers text NOT NULL, "group" varchar(250) NOT NULL, type varchar(255) NOT NULL,
  keep_url_fragment smallint NOT NULL DEFAULT 0, creator_login varchar(100));
INSERT INTO matomo_site VALUES
 (1, 'Example Shop', 'https://shop.example.com', '2019-03-02', 1, 1, '', '', 'Europe/Berlin', 'EUR', 0, '10.0.0.0/8', 'sessionid', '', '', '', 'website', 0, NULL),
 (2, 'Example Blog', 'https://blog.example.com', '2019-05-10', 0, 1, 'q,s', '', 'Europe/Berlin', 'EUR', 0, '', '', '', '', '', 'website', 0, NULL),
 (3, 'Docs', 'https://docs.example.com', '2020-02-17', 0, 1, 'query', 'section', 'UTC', 'USD', 1, '', 'utm_id', '', '', 'Product', 'website', 2, NULL),
 (5, 'Shop US', 'https://us.shop.example.com', '2021-09-01', 1, 1, '', '', 'America/New_York', 'USD', 0, '', '', 'bot', '', 'Shops', 'website', 0, 'jsmith'),
 (6, 'Intranet', 'http://intranet.local', '2022-04-12', 0, 0, '', '', 'Europe/Berlin', 'EUR', 1, '', '', '', '', '', 'intranet', 0, 'admin'),
 (7, 'Landing pages', 'https://go.example.com', '2023-11-20', 0, 0, '', '', 'Europe/London', 'GBP', 0, '', 'gclid,fbclid', '', 'example.net', 'Marketing', 'website', 0, 'marketing');
CREATE TEMP TABLE sites AS SELECT row_number() OVER (ORDER BY idsite) AS k, idsite FROM matomo_site;

CREATE TABLE matomo_site_url (idsite bigint NOT NULL, url varchar(190) NOT NULL, PRIMARY KEY (idsite, url));
INSERT INTO matomo_site_url VALUES (1, 'https://www.shop.example.com'), (1, 'http://shop.example.com'), (1, 'https://example-shop.de'),
  (2, 'https://www.blog.example.com'), (3, 'https://example.readthedocs.io'), (3, 'https://docs.example.net'),
  (5, 'https://www.us.shop.example.com'), (7, 'https://lp.example.com'), (7, 'https://promo.example.com');

CREATE TABLE matomo_site_setting (idsite_setting bigint PRIMARY KEY, idsite bigint NOT NULL, plugin_name varchar(60) NOT NULL,
  setting_name varchar(255) NOT NULL, setting_value text NOT NULL, json_encoded smallint NOT NULL DEFAULT 0);
INSERT INTO matomo_site_setting
SELECT row_number() OVER (ORDER BY s.idsite, n), s.idsite, (ARRAY['HeatmapSessionRecording', 'MediaAnalytics', 'FormAnalytics', 'CoreAdminHome'])[n],
       (ARRAY['breakpoint_mobile', 'media_analytics_exclude_query_parameters', 'form_analytics_enabled', 'exclude_unknown_urls'])[n],
       (ARRAY['600', '[]', '1', '0'])[n], CASE WHEN n = 2 THEN 1 ELSE 0 END
  FROM matomo_site s CROSS JOIN generate_series(1, 4) n WHERE (s.idsite + n) % 3 <> 0;

CREATE TABLE matomo_access (idaccess bigint PRIMARY KEY, login varchar(100) NOT NULL, idsite bigint NOT NULL, access varchar(50));
INSERT INTO matomo_access
SELECT row_number() OVER (ORDER BY l.i, s.idsite), l.login, s.idsite,
       CASE WHEN l.login = 'anonymous' THEN 'view' ELSE (ARRAY['view', 'view', 'write', 'admin'])[1 + (l.i * 7 + s.k) % 4] END
  FROM logins l CROSS JOIN sites s
 WHERE l.i NOT IN (1, 14) AND ((l.i * 3 + s.k * 5) % 7 < 2 OR (l.login = 'anonymous' AND s.idsite IN (2, 3)));

-- goals, numbered from 1 in each site; deleted goals keep their rows
CREATE TABLE matomo_goal (idsite integer NOT NULL, idgoal integer NOT NULL, name varchar(50) NOT NULL, description varchar(255) NOT NULL DEFAULT '',
  match_attribute varchar(20) NOT NULL, pattern varchar(255) NOT NULL, pattern_type varchar(25) NOT NULL, case_sensitive smallint NOT NULL,
  allow_multiple smallint NOT NULL, revenue double precision NOT NULL, deleted smallint NOT NULL DEFAULT 0,
  event_value_as_revenue smallint NOT NULL DEFAULT 0, PRIMARY KEY (idsite, idgoal));
INSERT INTO matomo_goal
SELECT s, g, (ARRAY['Newsletter signup', 'Contact form', 'Download brochure', 'Account created', 'Video played', 'Trial started'])[1 + (s + g) % 6],
       '', (ARRAY['url', 'url', 'title', 'event_action', 'manually', 'file'])[1 + (s * g) % 6], '/thank-you-' || g,
       (ARRAY['contains', 'exact', 'regex'])[1 + g % 3], 0, CASE WHEN g = 2 THEN 1 ELSE 0 END, (g * 5) % 20,
       CASE WHEN s = 1 AND g = 3 THEN 1 ELSE 0 END, 0
  FROM (VALUES (1, 5), (2, 3), (3, 2), (5, 4), (6, 1)) v(s, ng) CROSS JOIN LATERAL generate_series(1, ng) g;

CREATE TABLE matomo_segment (idsegment integer PRIMARY KEY, name varchar(255) NOT NULL, definition text NOT NULL, hash char(32),
  login varchar(100) NOT NULL, enable_all_users smallint NOT NULL DEFAULT 0, enable_only_idsite integer DEFAULT 0,
  auto_archive smallint NOT NULL DEFAULT 0, ts_created timestamp, ts_last_edit timestamp, deleted smallint NOT NULL DEFAULT 0);
INSERT INTO matomo_segment
SELECT i, (ARRAY['Returning visitors', 'Mobile', 'From Germany', 'Paid search', 'Buyers', 'Visited pricing', 'Long visits', 'Newsletter'])[1 + i % 8]
          || CASE WHEN i > 8 THEN ' (' || i || ')' ELSE '' END,
       (ARRAY['visitorType==returning', 'deviceType==smartphone', 'countryCode==de', 'referrerType==campaign', 'visitEcommerceStatus==ordered',
              'pageUrl=@%252Fpricing', 'visitDuration>=300', 'referrerName==newsletter'])[1 + i % 8],
       md5('seg' || i), (SELECT login FROM logins WHERE logins.i = (ARRAY[1, 1, 3, 3, 11, 12, 17, 21, 25])[1 + g.i % 9]),
       CASE WHEN i % 3 = 0 THEN 1 ELSE 0 END,
       CASE WHEN i % 5 IN (0, 2) THEN 0 ELSE (ARRAY[1, 1, 2, 3, 5, 7])[1 + i % 6] END,
       CASE WHEN i % 2 = 0 THEN 1 ELSE 0 END, '2020-01-01'::timestamp + i * interval '40 days',
       '2020-06-01'::timestamp + i * interval '40 days', CASE WHEN i IN (4, 11) THEN 1 ELSE 0 END
  FROM generate_series(1, 14) g(i);

CREATE TABLE matomo_report (idreport integer PRIMARY KEY, idsite integer NOT NULL, login varchar(100) NOT NULL, description varchar(255) NOT NULL,
  idsegment integer, period varchar(10) NOT NULL, period_param varchar(10), hour smallint NOT NULL DEFAULT 0, type varchar(10) NOT NULL,
  format varchar(10) NOT NULL, reports text NOT NULL, parameters text, ts_created timestamp, ts_last_sent timestamp,
  deleted smallint NOT NULL DEFAULT 0, evolution_graph smallint NOT NULL DEFAULT 0, evolution_period_n integer);
INSERT INTO matomo_report
SELECT i, (ARRAY[1, 1, 1, 2, 3, 5, 5, 7])[pg_temp.r(8)], (SELECT login FROM logins WHERE logins.i = (ARRAY[1, 3, 3, 11, 12, 19, 21, 23, 25])[1 + g.i % 9]),
       'Weekly report ' || i, CASE WHEN i % 4 = 1 THEN (ARRAY[1, 2, 3, 5, 6, 7, 9, 10, 12, 13])[pg_temp.r(10)] END,
       (ARRAY['day', 'week', 'week', 'month', 'never'])[1 + i % 5], (ARRAY['day', 'week', 'month'])[1 + i % 3], (i * 5) % 24, 'email',
       (ARRAY['html', 'pdf', 'csv', 'tsv'])[1 + i % 4], '["VisitsSummary_get","Actions_getPageUrls","Referrers_getWebsites"]',
       '{"displayFormat":"1","emailMe":true,"evolutionGraph":false,"additionalEmails":[]}',
       '2021-01-01'::timestamp + i * interval '17 days', '2024-06-01'::timestamp + i * interval '2 days',
       CASE WHEN i % 9 = 0 THEN 1 ELSE 0 END, CASE WHEN i % 3 = 0 THEN 1 ELSE 0 END, 30
  FROM generate_series(1, 22) g(i);

CREATE TABLE matomo_report_subscriptions (idreport integer NOT NULL, token varchar(100), email varchar(100) NOT NULL,
  ts_subscribed timestamp NOT NULL, ts_unsubscribed timestamp, PRIMARY KEY (idreport, email));
CREATE UNIQUE INDEX matomo_report_subscriptions_unique_token ON matomo_report_subscriptions (token);
INSERT INTO matomo_report_subscriptions
SELECT DISTINCT ON (r, e) r, md5('tok' || r || e), e, '2022-01-01'::timestamp + n * interval '3 days',
       CASE WHEN n % 6 = 0 THEN '2023-01-01'::timestamp + n * interval '1 day' END
  FROM (SELECT n, pg_temp.r(22) AS r, 'team' || pg_temp.r(12) || '@example.com' AS e FROM generate_series(1, 40) n) x;

CREATE TABLE matomo_user_dashboard (login varchar(100) NOT NULL, iddashboard integer NOT NULL, name varchar(100), layout text NOT NULL,
  PRIMARY KEY (login, iddashboard));
INSERT INTO matomo_user_dashboard
SELECT l.login, d, CASE WHEN d = 1 THEN 'Dashboard' ELSE 'My dashboard ' || d END,
       '{"config":{"layout":"33-33-33"},"columns":[[{"uniqueId":"widgetVisitsSummarygetEvolutionGraph"}]]}'
  FROM logins l CROSS JOIN generate_series(1, 3) d WHERE l.i <> 2 AND (d = 1 OR (l.i + d) % 4 = 0);

CREATE TABLE matomo_user_token_auth (idusertokenauth bigint PRIMARY KEY, login varchar(100) NOT NULL, description varchar(100) NOT NULL,
  password varchar(191) NOT NULL, hash_algo varchar(30) NOT NULL, system_token smallint NOT NULL DEFAULT 0, last_used timestamp,
  date_created timestamp NOT NULL, date_expired timestamp, secure_only smallint NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX matomo_user_token_auth_uniq_password ON matomo_user_token_auth (password);
INSERT INTO matomo_user_token_auth
SELECT n, (SELECT login FROM logins WHERE logins.i = x.li), CASE WHEN n % 3 = 0 THEN 'Session token' ELSE 'API token ' || n END,
       encode(sha256(('tok' || n)::bytea), 'hex'), 'sha512', CASE WHEN n % 3 = 0 THEN 1 ELSE 0 END,
       CASE WHEN n % 4 <> 0 THEN '2024-06-01'::timestamp + n * interval '7 hours' END, '2023-01-01'::timestamp + n * interval '5 days',
       CASE WHEN n % 3 = 0 THEN '2024-07-01'::timestamp + n * interval '1 day' END, CASE WHEN n % 5 = 0 THEN 1 ELSE 0 END
  FROM (SELECT n, (ARRAY[1, 1, 1, 3, 3, 5, 11, 12, 14, 17, 19, 21, 23, 25])[pg_temp.sk(14, 1.4)] AS li FROM generate_series(1, 48) n) x;

CREATE TABLE matomo_plugin_setting (idplugin_setting bigint PRIMARY KEY, plugin_name varchar(60) NOT NULL, setting_name varchar(255) NOT NULL,
  setting_value text NOT NULL, json_encoded smallint NOT NULL DEFAULT 0, user_login varchar(100) NOT NULL DEFAULT '');
INSERT INTO matomo_plugin_setting
SELECT n, (ARRAY['CoreAdminHome', 'Login', 'TwoFactorAuth', 'MobileMessaging', 'TagManager', 'Marketplace'])[1 + n % 6],
       (ARRAY['trust_proxy', 'enable_brute_force', 'required_for_all', 'sms_provider', 'environments', 'license_key'])[1 + n % 6],
       CASE WHEN n % 2 = 0 THEN '1' ELSE '["live","staging"]' END, n % 2,
       CASE WHEN n % 3 = 0 THEN coalesce((SELECT login FROM logins WHERE logins.i = 1 + (n * 7) % 26 AND logins.i <> 2), '') ELSE '' END
  FROM generate_series(1, 36) n;

CREATE TABLE matomo_privacy_logdata_anonymizations (idlogdata_anonymization bigint PRIMARY KEY, idsites text, date_start timestamp NOT NULL,
  date_end timestamp NOT NULL, anonymize_ip smallint NOT NULL DEFAULT 0, anonymize_location smallint NOT NULL DEFAULT 0,
  anonymize_userid smallint NOT NULL DEFAULT 0, unset_visit_columns text NOT NULL, unset_link_visit_action_columns text NOT NULL,
  output text, scheduled_date timestamp, job_start_date timestamp, job_finish_date timestamp, requester varchar(100) NOT NULL DEFAULT '');
INSERT INTO matomo_privacy_logdata_anonymizations VALUES
 (1, NULL, '2019-01-01', '2020-12-31', 1, 1, 0, '[]', '[]', 'Anonymized 18230 visits', '2021-02-01', '2021-02-01', '2021-02-01', 'admin'),
 (2, '[1,5]', '2021-01-01', '2021-06-30', 0, 0, 1, '["location_ip"]', '[]', 'Anonymized 5120 visits', '2021-08-10', '2021-08-10', '2021-08-10', 'jsmith'),
 (3, '[2]', '2022-01-01', '2022-03-31', 1, 0, 0, '[]', '["custom_float"]', NULL, '2022-05-01', '2022-05-01', '2022-05-02', 'admin'),
 (4, '[3]', '2023-01-01', '2023-01-31', 1, 1, 1, '[]', '[]', NULL, '2023-03-03', NULL, NULL, 'sjohansson'),
 (5, NULL, '2023-06-01', '2023-12-31', 0, 1, 0, '["config_resolution"]', '[]', 'Anonymized 40211 visits', '2024-01-15', '2024-01-15', '2024-01-15', 'dev');

CREATE TABLE matomo_brute_force_log (id_brute_force_log bigint PRIMARY KEY, ip_address varchar(60), attempted_at timestamp NOT NULL, login varchar(100));
INSERT INTO matomo_brute_force_log
SELECT n, '203.0.113.' || pg_temp.r(254), '2024-06-01'::timestamp + n * interval '53 minutes',
       CASE WHEN n % 7 = 0 THEN NULL WHEN n % 3 = 0 THEN (SELECT login FROM logins WHERE logins.i = 1 + (n * 5) % 26)
            ELSE (ARRAY['admin1', 'root', 'administrator', 'test', 'jsmith2', 'matomo', 'user', 'guest'])[1 + n % 8] END
  FROM generate_series(1, 120) n;

CREATE TABLE matomo_option (option_name varchar(191) PRIMARY KEY, option_value text NOT NULL, autoload smallint NOT NULL DEFAULT 1);
INSERT INTO matomo_option
SELECT 'UsersManager.lastSeen.' || login, (1717200000 + i * 3607)::text, 0 FROM logins WHERE i <> 2
UNION ALL SELECT 'version_' || p, '5.1.' || (length(p) % 3), 1
  FROM unnest(ARRAY['core', 'CoreHome', 'Goals', 'Ecommerce', 'Actions', 'Referrers', 'UserCountry', 'Events', 'Contents', 'SitesManager']) p
UNION ALL SELECT 'SitesManager_DefaultTimezone', 'Europe/Berlin', 0
UNION ALL SELECT 'MigrationSite_' || idsite, '1', 0 FROM matomo_site
UNION ALL SELECT 'lastTrackerCronRun', '1719800000', 0;

CREATE TABLE matomo_tracking_failure (idsite bigint NOT NULL, idfailure smallint NOT NULL, date_first_occurred timestamp NOT NULL,
  request_url text NOT NULL, PRIMARY KEY (idsite, idfailure));
INSERT INTO matomo_tracking_failure VALUES (1, 1, '2024-05-02 10:00', 'action_name=&idsite=1&rec=1&url=http%3A%2F%2Flocalhost'),
  (1, 2, '2024-05-20 08:11', 'idsite=1&rec=1&url=https%3A%2F%2Fstaging.shop.example.com'), (3, 2, '2024-06-03 17:40', 'idsite=3&rec=1'),
  (6, 1, '2024-04-11 09:13', 'idsite=6&rec=1&url=http%3A%2F%2F10.1.1.4'), (7, 2, '2024-06-21 12:00', 'idsite=7&rec=1&url=https%3A%2F%2Fexample.org');

-- log_action: every URL, title, download, outlink, event part, search keyword and ecommerce item, ids interleaved as first seen
CREATE TABLE matomo_log_action (idaction bigint PRIMARY KEY, name varchar(4096), hash bigint NOT NULL, type smallint, url_prefix smallint);
CREATE TEMP TABLE act0 AS
SELECT t, n, random() AS o FROM (VALUES (1, 1300), (4, 900), (2, 120), (3, 90), (8, 110), (10, 12), (11, 40), (12, 160),
                                       (5, 120), (6, 120), (7, 15)) v(t, c) CROSS JOIN LATERAL generate_series(1, c) n;
CREATE TEMP TABLE pool AS SELECT row_number() OVER (ORDER BY o) AS idaction, t, n FROM act0;
CREATE UNIQUE INDEX ON pool (t, n);
CREATE TEMP TABLE poolc AS SELECT t, count(*)::int AS c FROM pool GROUP BY t;
INSERT INTO matomo_log_action
SELECT idaction, nm, ('x' || substr(md5(nm), 1, 8))::bit(32)::bigint, t,
       CASE WHEN t IN (1, 2, 3) THEN (ARRAY[2, 2, 2, 3, 0, 1])[1 + n % 6] END
  FROM (SELECT idaction, t, n,
               CASE t WHEN 1 THEN (ARRAY['shop.example.com', 'blog.example.com', 'docs.example.com', 'us.shop.example.com', 'intranet.local', 'go.example.com'])[1 + n % 6]
                                  || (ARRAY['/product/', '/category/', '/post/', '/guide/', '/page/', '/lp/'])[1 + n % 6] || n
                      WHEN 4 THEN (ARRAY['Product ', 'Category ', 'Blog post ', 'Guide ', 'Page ', 'Offer '])[1 + n % 6] || n || ' - Example'
                      WHEN 2 THEN 'partner' || (n % 40) || '.example.org/link/' || n
                      WHEN 3 THEN 'downloads.example.com/files/doc-' || n || '.pdf'
                      WHEN 8 THEN (ARRAY['shoes', 'red dress', 'install', 'pricing', 'api token', 'refund'])[1 + n % 6] || ' ' || n
                      WHEN 10 THEN (ARRAY['Video', 'Form', 'Navigation', 'Carousel', 'Chat', 'Cookie banner'])[1 + n % 6] || CASE WHEN n > 6 THEN ' ' || n ELSE '' END
                      WHEN 11 THEN (ARRAY['play', 'pause', 'submit', 'click', 'open', 'accept'])[1 + n % 6] || CASE WHEN n > 6 THEN '_' || n ELSE '' END
                      WHEN 12 THEN 'event label ' || n
                      WHEN 5 THEN 'SKU-' || lpad((n * 37)::text, 5, '0')
                      WHEN 6 THEN (ARRAY['Running shoe', 'T-shirt', 'Hoodie', 'Backpack', 'Water bottle', 'Cap'])[1 + n % 6] || ' model ' || n
                      ELSE (ARRAY['Shoes', 'Clothing', 'Accessories', 'Sale', 'New in'])[1 + n % 5] || CASE WHEN n > 5 THEN ' / ' || n ELSE '' END END AS nm
          FROM pool) x
 ORDER BY idaction;
-- an action of type t, skewed toward the popular ones
CREATE FUNCTION pg_temp.act(tp int, e float8) RETURNS bigint LANGUAGE sql VOLATILE AS $$
  SELECT p.idaction FROM pg_temp.pool p
   WHERE p.t = tp AND p.n = (SELECT 1 + floor(c.c * random() ^ e)::int FROM pg_temp.poolc c WHERE c.t = tp) $$;

-- 4,000 visits, site 1 the busiest; returning visitors share idvisitor
CREATE TABLE matomo_log_visit (idvisit bigint PRIMARY KEY, idsite bigint NOT NULL, idvisitor bytea NOT NULL, visit_last_action_time timestamp NOT NULL,
  config_id bytea NOT NULL, location_ip bytea NOT NULL, profilable smallint, user_id varchar(200), visit_first_action_time timestamp NOT NULL,
  visit_goal_buyer smallint, visit_goal_converted smallint, visitor_returning smallint, visitor_seconds_since_first bigint,
  visitor_seconds_since_order bigint, visitor_count_visits bigint NOT NULL DEFAULT 0, visit_entry_idaction_name bigint,
  visit_entry_idaction_url bigint, visit_exit_idaction_name bigint, visit_exit_idaction_url bigint DEFAULT 0, visit_total_actions bigint,
  visit_total_interactions bigint DEFAULT 0, visit_total_searches smallint, referer_keyword varchar(255), referer_name varchar(255),
  referer_type smallint, referer_url text, location_browser_lang varchar(20), config_browser_engine varchar(10), config_browser_name varchar(40),
  config_browser_version varchar(20), config_client_type smallint, config_device_brand varchar(100), config_device_model varchar(100),
  config_device_type smallint, config_os char(3), config_os_version varchar(100), visit_total_events bigint, visitor_localtime time,
  visitor_seconds_since_last bigint, config_resolution varchar(18), config_cookie smallint, visit_total_time bigint NOT NULL,
  location_city varchar(255), location_country char(3), location_latitude numeric(9,6), location_longitude numeric(9,6),
  location_region char(3), last_idlink_va bigint);
CREATE INDEX index_idsite_config_datetime ON matomo_log_visit (idsite, config_id, visit_last_action_time);
CREATE TEMP TABLE v0 AS
SELECT v, (ARRAY[1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 5, 5, 5, 6, 7])[pg_temp.r(15)] AS idsite, pg_temp.sk(2600, 1.3) AS visitor,
       '2024-01-01'::timestamp + v * interval '11 minutes' + pg_temp.r(600) * interval '1 second' AS t0,
       1 + floor(9 * random() ^ 2.4)::int AS nact, random() AS u
  FROM generate_series(1, 4000) v;

-- the actions of each visit
CREATE TABLE matomo_log_link_visit_action (idlink_va bigint PRIMARY KEY, idsite bigint NOT NULL, idvisitor bytea NOT NULL, idvisit bigint NOT NULL,
  idaction_url_ref bigint DEFAULT 0, idaction_name_ref bigint, custom_float double precision, pageview_position bigint,
  server_time timestamp NOT NULL, idpageview char(6), idaction_name bigint, idaction_url bigint, search_cat varchar(200), search_count bigint,
  time_spent_ref_action bigint, idaction_product_cat bigint, idaction_product_name bigint, product_price double precision,
  idaction_product_sku bigint, idaction_event_action bigint, idaction_event_category bigint, time_spent bigint, bandwidth bigint,
  time_network bigint, time_server bigint, time_transfer bigint, time_dom_processing bigint, time_dom_completed bigint, time_on_load bigint);
CREATE INDEX index_idvisit ON matomo_log_link_visit_action (idvisit);
CREATE TEMP TABLE a0 AS
SELECT v.v AS idvisit, v.idsite, v.visitor, p AS pos, v.t0 + (p - 1) * interval '47 seconds' + pg_temp.r(30) * interval '1 second' AS t,
       CASE WHEN r < 0.74 THEN 'page' WHEN r < 0.80 THEN 'outlink' WHEN r < 0.85 THEN 'download' WHEN r < 0.90 THEN 'search' ELSE 'event' END AS kind
  FROM v0 v CROSS JOIN LATERAL generate_series(1, v.nact) p CROSS JOIN LATERAL (SELECT random() + 0 * p AS r) rr;
-- the first action of most visits is a page view
UPDATE a0 SET kind = 'page' WHERE pos = 1 AND (idvisit % 10) <> 0;
CREATE TEMP TABLE a1 AS
SELECT row_number() OVER (ORDER BY t, idvisit, pos) AS idlink_va, a0.*,
       CASE kind WHEN 'outlink' THEN pg_temp.act(2, 1.5) WHEN 'download' THEN pg_temp.act(3, 1.5) ELSE pg_temp.act(1, 2.2) END AS url,
       CASE kind WHEN 'page' THEN pg_temp.act(4, 2.0) WHEN 'search' THEN pg_temp.act(8, 1.3) WHEN 'event' THEN pg_temp.act(12, 1.4) END AS name,
       CASE WHEN kind = 'event' THEN pg_temp.act(10, 1.2) END AS ecat,
       CASE WHEN kind = 'event' THEN pg_temp.act(11, 1.4) END AS eact
  FROM a0;
INSERT INTO matomo_log_link_visit_action
SELECT idlink_va, idsite, decode(substr(md5('visitor' || visitor), 1, 16), 'hex'), idvisit,
       coalesce(lag(url) OVER w, 0), coalesce(lag(name) OVER w, 0),
       CASE WHEN kind = 'event' AND random() < 0.5 THEN round((random() * 100)::numeric, 2) END,
       CASE WHEN kind = 'page' THEN count(*) FILTER (WHERE kind = 'page') OVER (PARTITION BY idvisit ORDER BY pos) ELSE 0 END,
       t, CASE WHEN kind = 'page' THEN substr(md5('pv' || idlink_va), 1, 6) END, name, url,
       CASE WHEN kind = 'search' AND random() < 0.3 THEN 'docs' END, CASE WHEN kind = 'search' THEN pg_temp.r(40) - 1 END,
       CASE WHEN pos > 1 THEN 47 + pg_temp.r(30) END, NULL, NULL, NULL, NULL, eact, ecat,
       CASE WHEN kind = 'page' THEN pg_temp.r(300) END, NULL,
       CASE WHEN kind = 'page' AND random() < 0.7 THEN pg_temp.r(120) END, CASE WHEN kind = 'page' AND random() < 0.7 THEN pg_temp.r(400) END,
       CASE WHEN kind = 'page' AND random() < 0.7 THEN pg_temp.r(90) END, CASE WHEN kind = 'page' AND random() < 0.7 THEN pg_temp.r(900) END,
       CASE WHEN kind = 'page' AND random() < 0.7 THEN pg_temp.r(600) END, CASE WHEN kind = 'page' AND random() < 0.7 THEN pg_temp.r(50) END
  FROM a1 WINDOW w AS (PARTITION BY idvisit ORDER BY pos)
 ORDER BY idlink_va;

INSERT INTO matomo_log_visit
SELECT v.v, v.idsite, decode(substr(md5('visitor' || v.visitor), 1, 16), 'hex'), f.tl,
       decode(substr(md5('cfg' || v.v), 1, 16), 'hex'), decode(lpad(to_hex((v.visitor * 2654435761) % 4294967296), 8, '0'), 'hex'),
       CASE WHEN v.u < 0.8 THEN 1 ELSE 0 END,
       CASE WHEN v.idsite IN (1, 5) AND v.visitor % 4 = 0 THEN 'customer-' || (v.visitor * 13 + 7) END,
       v.t0, CASE WHEN v.idsite IN (1, 5) THEN pg_temp.r(3) - 1 ELSE 0 END, 0,
       CASE WHEN v.visitor % 3 = 0 THEN 1 ELSE 0 END, CASE WHEN v.visitor % 3 = 0 THEN pg_temp.r(8000000) ELSE 0 END, NULL,
       CASE WHEN v.visitor % 3 = 0 THEN 1 + floor(20 * random() ^ 3)::int ELSE 1 END,
       coalesce(f.fname, 0), f.furl, coalesce(f.lname, 0), f.lurl, v.nact, v.nact, f.nsearch,
       CASE WHEN rt = 2 THEN (ARRAY['Keyword not defined', 'matomo analytics', 'running shoes'])[pg_temp.r(3)] END,
       CASE rt WHEN 2 THEN (ARRAY['Google', 'Bing', 'DuckDuckGo'])[pg_temp.r(3)] WHEN 3 THEN 'news.example.net' WHEN 6 THEN 'newsletter' END,
       rt, CASE WHEN rt IN (2, 3) THEN 'https://www.google.com/' END,
       (ARRAY['de-de', 'en-us', 'en-gb', 'fr-fr', 'it-it'])[pg_temp.r(5)], (ARRAY['Blink', 'Gecko', 'WebKit'])[pg_temp.r(3)],
       (ARRAY['CH', 'FF', 'SF', 'MS', 'CH'])[pg_temp.r(5)], (100 + pg_temp.r(30))::text || '.0', 1,
       (ARRAY['AP', 'SA', 'HU', '', 'XI'])[pg_temp.r(5)], (ARRAY['iPhone', 'Galaxy S23', 'generic desktop', 'Pixel 8'])[pg_temp.r(4)],
       (ARRAY[0, 0, 0, 1, 1, 2, 3, 10])[pg_temp.r(8)], (ARRAY['WIN', 'MAC', 'AND', 'IOS', 'LIN'])[pg_temp.r(5)], (10 + pg_temp.r(7))::text,
       f.nevent, (time '08:00' + pg_temp.r(50000) * interval '1 second'),
       CASE WHEN v.visitor % 3 = 0 THEN pg_temp.r(900000) ELSE 0 END,
       (ARRAY['1920x1080', '1366x768', '390x844', '2560x1440'])[pg_temp.r(4)], 1, extract(epoch FROM f.tl - v.t0)::bigint + 10,
       (ARRAY['Berlin', 'Hamburg', 'London', 'New York', 'Paris', NULL])[pg_temp.r(6)], (ARRAY['de', 'de', 'gb', 'us', 'fr', 'it'])[pg_temp.r(6)],
       round((40 + random() * 15)::numeric, 6), round((random() * 20)::numeric, 6), (ARRAY['BE', 'HH', 'ENG', 'NY', NULL])[pg_temp.r(5)],
       CASE WHEN v.v > 600 THEN f.lid END
  FROM v0 v
  JOIN (SELECT idvisit, max(t) AS tl,
               (array_agg(name ORDER BY pos))[1] AS fname, (array_agg(url ORDER BY pos))[1] AS furl,
               (array_agg(name ORDER BY pos DESC))[1] AS lname, (array_agg(url ORDER BY pos DESC))[1] AS lurl,
               (array_agg(idlink_va ORDER BY pos DESC))[1] AS lid,
               count(*) FILTER (WHERE kind = 'search') AS nsearch, count(*) FILTER (WHERE kind = 'event') AS nevent
          FROM a1 GROUP BY idvisit) f ON f.idvisit = v.v
  CROSS JOIN LATERAL (SELECT (ARRAY[1, 1, 2, 2, 2, 3, 6])[pg_temp.r(7)] + 0 * v.v AS rt) r
 ORDER BY v.v;
-- names of events and site searches are not page titles: a visit's entry/exit name is a page title or 0
UPDATE matomo_log_visit SET visit_entry_idaction_name = 0
 WHERE visit_entry_idaction_name IN (SELECT idaction FROM matomo_log_action WHERE type <> 4);
UPDATE matomo_log_visit SET visit_exit_idaction_name = 0
 WHERE visit_exit_idaction_name IN (SELECT idaction FROM matomo_log_action WHERE type <> 4);

-- conversions: goals reached on a page, ecommerce orders (idgoal 0) and abandoned carts (idgoal -1)
CREATE TABLE matomo_log_conversion (idvisit bigint NOT NULL, idsite bigint NOT NULL, idvisitor bytea NOT NULL, server_time timestamp NOT NULL,
  idaction_url bigint, idlink_va bigint, idgoal integer NOT NULL, buster bigint NOT NULL, idorder varchar(100), items smallint,
  url text NOT NULL, revenue double precision, revenue_shipping double precision, revenue_subtotal double precision,
  revenue_tax double precision, revenue_discount double precision, visitor_returning smallint, visitor_seconds_since_first bigint,
  visitor_seconds_since_order bigint, visitor_count_visits bigint NOT NULL DEFAULT 0, referer_keyword varchar(255),
  referer_name varchar(255), referer_type smallint, config_browser_name varchar(40), config_client_type smallint,
  config_device_brand varchar(100), config_device_model varchar(100), config_device_type smallint, location_city varchar(255),
  location_country char(3), location_latitude numeric(9,6), location_longitude numeric(9,6), location_region char(3),
  PRIMARY KEY (idvisit, idgoal, buster));
CREATE UNIQUE INDEX unique_idsite_idorder ON matomo_log_conversion (idsite, idorder);
CREATE TEMP TABLE c0 AS
SELECT a.idvisit, a.idsite, a.visitor, a.t, a.url, a.idlink_va,
       CASE WHEN a.idsite IN (1, 5) AND random() < 0.55 THEN CASE WHEN random() < 0.6 THEN 0 ELSE -1 END
            ELSE 1 + floor(random() * (SELECT count(*) FROM matomo_goal g WHERE g.idsite = a.idsite))::int END AS idgoal
  FROM a1 a WHERE a.kind = 'page' AND a.idsite <> 7 AND random() < 0.06;
INSERT INTO matomo_log_conversion
SELECT c.idvisit, c.idsite, decode(substr(md5('visitor' || c.visitor), 1, 16), 'hex'), c.t, c.url,
       CASE WHEN c.idgoal = 0 AND random() < 0.25 THEN 0 ELSE c.idlink_va END, c.idgoal,
       CASE WHEN g.allow_multiple = 1 THEN extract(epoch FROM c.t)::bigint % 100000 ELSE 0 END,
       CASE WHEN c.idgoal = 0 THEN (1000 + row_number() OVER (PARTITION BY c.idsite, c.idgoal ORDER BY c.t))::text END,
       CASE WHEN c.idgoal <= 0 THEN pg_temp.r(4) END, 'https://' || (SELECT name FROM matomo_log_action WHERE idaction = c.url),
       CASE WHEN c.idgoal <= 0 THEN round((20 + random() * 200)::numeric, 2) ELSE g.revenue END,
       CASE WHEN c.idgoal = 0 THEN 4.95 END, NULL, NULL, NULL, CASE WHEN c.visitor % 3 = 0 THEN 1 ELSE 0 END, 0, NULL, 1, NULL, NULL,
       (ARRAY[1, 2, 3, 6])[pg_temp.r(4)], 'CH', 1, '', 'generic desktop', 0, 'Berlin', 'de', 52.52, 13.40, 'BE'
  FROM c0 c LEFT JOIN matomo_goal g ON g.idsite = c.idsite AND g.idgoal = c.idgoal
 ORDER BY c.t
ON CONFLICT DO NOTHING;
UPDATE matomo_log_visit v SET visit_goal_converted = 1 WHERE EXISTS (SELECT 1 FROM matomo_log_conversion c WHERE c.idvisit = v.idvisit);

-- ecommerce items of orders (their idorder) and of abandoned carts (idorder '0')
CREATE TABLE matomo_log_conversion_item (idsite bigint NOT NULL, idvisitor bytea NOT NULL, server_time timestamp NOT NULL, idvisit bigint NOT NULL,
  idorder varchar(100) NOT NULL, idaction_sku bigint NOT NULL, idaction_name bigint NOT NULL, idaction_category bigint NOT NULL,
  idaction_category2 bigint NOT NULL, idaction_category3 bigint NOT NULL, idaction_category4 bigint NOT NULL, idaction_category5 bigint NOT NULL,
  price double precision NOT NULL, quantity bigint NOT NULL, deleted smallint NOT NULL, PRIMARY KEY (idvisit, idorder, idaction_sku));
INSERT INTO matomo_log_conversion_item
SELECT c.idsite, c.idvisitor, c.server_time, c.idvisit, coalesce(c.idorder, '0'),
       (SELECT idaction FROM pool WHERE t = 5 AND n = x.prod), (SELECT idaction FROM pool WHERE t = 6 AND n = x.prod),
       (SELECT idaction FROM pool WHERE t = 7 AND n = 1 + x.prod % 15),
       CASE WHEN x.prod % 3 = 0 THEN (SELECT idaction FROM pool WHERE t = 7 AND n = 1 + (x.prod * 7) % 15) ELSE 0 END, 0, 0, 0,
       round((5 + x.prod % 90 + 0.99)::numeric, 2), pg_temp.r(3), CASE WHEN c.idgoal = -1 AND random() < 0.2 THEN 1 ELSE 0 END
  FROM matomo_log_conversion c
  CROSS JOIN LATERAL (SELECT DISTINCT pg_temp.sk(120, 1.6) + 0 * c.idvisit AS prod FROM generate_series(1, c.items)) x
 WHERE c.idgoal <= 0
 ORDER BY c.server_time, x.prod;

-- archives of January 2024: one idarchive per site, period and date, one row per metric
CREATE TABLE matomo_archive_numeric_2024_01 (idarchive bigint NOT NULL, name varchar(190) NOT NULL, idsite bigint, date1 date, date2 date,
  period smallint, ts_archived timestamp, value double precision, PRIMARY KEY (idarchive, name));
CREATE INDEX index_idsite_dates_period ON matomo_archive_numeric_2024_01 (idsite, date1, date2, period, name);
INSERT INTO matomo_archive_numeric_2024_01
SELECT a.idarchive, m, a.idsite, a.d1, a.d2, a.period, a.d2 + interval '1 day 2 hours',
       CASE WHEN m LIKE 'done%' THEN 1 ELSE pg_temp.r(5000) END
  FROM (SELECT row_number() OVER (ORDER BY d1, period, idsite) AS idarchive, idsite, d1, d2, period FROM (
          SELECT s.idsite, d::date AS d1, d::date AS d2, 1 AS period FROM matomo_site s, generate_series('2024-01-01'::date, '2024-01-31', '1 day') d
          UNION ALL SELECT s.idsite, d::date, (d + interval '6 days')::date, 2 FROM matomo_site s, generate_series('2024-01-01'::date, '2024-01-29', '7 days') d
          UNION ALL SELECT s.idsite, '2024-01-01', '2024-01-31', 3 FROM matomo_site s) p) a
  CROSS JOIN unnest(ARRAY['done', 'nb_visits', 'nb_actions', 'nb_uniq_visitors', 'bounce_count', 'sum_visit_length', 'done.Goals']) m
 WHERE m <> 'done.Goals' OR a.idsite IN (1, 2, 3, 5);

CREATE TABLE matomo_sequence (name varchar(120) PRIMARY KEY, value bigint NOT NULL);
INSERT INTO matomo_sequence SELECT 'matomo_archive_numeric_2024_01', max(idarchive) FROM matomo_archive_numeric_2024_01
UNION ALL SELECT 'matomo_archive_blob_2024_01', max(idarchive) FROM matomo_archive_numeric_2024_01;
ANALYZE;
