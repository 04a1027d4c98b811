-- test/accuracy/zabbix.sql: a subset of the Zabbix 6.0 server schema (database/postgresql/schema.sql)
-- with a monitored estate's data, written for issue 16 as a held-out check (eighth round):
-- committed with its truth (zabbix_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; lower-case concatenated bigint keys (hostid, itemid,
-- triggerid, groupid, userid, usrgrpid, mediatypeid, interfaceid, eventid, actionid, graphid,
-- functionid, httptestid, operationid, mediaid, alertid, gitemid, hostgroupid,
-- hosttemplateid) from Zabbix's own id counters: each table its own range (shipped templates
-- near 10001..10420, hosts from 10500, template items from 22000, host items from 45000, trigger
-- ids from 13000, user groups 7, 8, 9, 11.. as installed), so the ranges of different tables
-- overlap. Foreign keys as Zabbix declares them (c_<table>_<n>, ON DELETE CASCADE), unique
-- constraints as CREATE UNIQUE INDEX <table>_1. Self references: items.templateid,
-- triggers.templateid, graphs.templateid and httptest.templateid point at the template's copy
-- the row was inherited from (NULL on templates' own rows), items.master_itemid at the master
-- of a dependent item, hosts.proxy_hostid at the proxy (a row of hosts, status 5/6) that polls
-- the host; hosts_templates.templateid names a template, a row of hosts (hostid -> hosts).
-- graphs.ymin_itemid / ymax_itemid -> items on the few graphs whose axis follows an item.
-- Undeclared: history_uint.itemid and trends.itemid -> items (history tables have no foreign
-- key; history_uint has no key at all), problem.userid -> users (who closed a problem by hand).
-- Polymorphic: events.objectid and problem.objectid name a trigger, an item, a discovered host or
-- service or an autoregistered host by (source, object) -- no reference; the discovery and
-- autoregistration tables are not in the subset. Columns whose targets are not in the subset
-- (items.valuemapid -> valuemap, users.roleid -> role) are no references here; hosts.templateid
-- (host prototypes) and hosts.maintenanceid are NULL on every row, alerts.acknowledgeid too
-- (left out; hosts.templateid is declared and listed as undiscoverable).
-- Skewed: a few templates on most hosts, a few noisy triggers raise most problems, most alerts go
-- by e-mail to the administrators. Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.6004);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

-- ---- users, groups, media ----------------------------------------------------
CREATE TABLE users (
  userid bigint NOT NULL, username varchar(100) DEFAULT '' NOT NULL, name varchar(100) DEFAULT '' NOT NULL,
  surname varchar(100) DEFAULT '' NOT NULL, passwd varchar(60) DEFAULT '' NOT NULL, url varchar(255) DEFAULT '' NOT NULL,
  autologin integer DEFAULT '0' NOT NULL, autologout varchar(32) DEFAULT '15m' NOT NULL, lang varchar(7) DEFAULT 'default' NOT NULL,
  refresh varchar(32) DEFAULT '30s' NOT NULL, theme varchar(128) DEFAULT 'default' NOT NULL,
  attempt_failed integer DEFAULT 0 NOT NULL, attempt_ip varchar(39) DEFAULT '' NOT NULL, attempt_clock integer DEFAULT 0 NOT NULL,
  rows_per_page integer DEFAULT 50 NOT NULL, timezone varchar(50) DEFAULT 'default' NOT NULL, roleid bigint NOT NULL,
  PRIMARY KEY (userid));
CREATE UNIQUE INDEX users_1 ON users (username);
INSERT INTO users (userid, username, name, surname, passwd, autologin, autologout, lang, theme, roleid, attempt_failed, timezone)
SELECT u, CASE u WHEN 1 THEN 'Admin' WHEN 2 THEN 'guest' ELSE (ARRAY['jsmith','akowalski','mnovak','lgarcia','tchen','rpatel',
            'kmuller','snakamura','oberg','dlee'])[1 + u % 10] || u END,
       CASE u WHEN 1 THEN 'Zabbix' ELSE '' END, CASE u WHEN 1 THEN 'Administrator' ELSE '' END,
       '$2y$10$' || substr(md5('p' || u) || md5('q' || u), 1, 53), (u % 4 = 0)::int, CASE WHEN u % 4 = 0 THEN '0' ELSE '15m' END,
       (ARRAY['default','en_US','de_DE','ru_RU'])[1 + u % 4], (ARRAY['default','dark-theme','blue-theme'])[1 + u % 3],
       CASE u WHEN 1 THEN 3 WHEN 2 THEN 4 ELSE (ARRAY[1, 1, 2, 3])[1 + u % 4] END, CASE WHEN u % 7 = 0 THEN 1 ELSE 0 END,
       (ARRAY['default','Europe/Riga','UTC'])[1 + u % 3]
  FROM (SELECT 1 AS u UNION ALL SELECT 2 UNION ALL SELECT generate_series(3, 34)) x;

CREATE TABLE usrgrp (usrgrpid bigint NOT NULL, name varchar(64) DEFAULT '' NOT NULL, gui_access integer DEFAULT '0' NOT NULL,
                     users_status integer DEFAULT '0' NOT NULL, debug_mode integer DEFAULT '0' NOT NULL, PRIMARY KEY (usrgrpid));
CREATE UNIQUE INDEX usrgrp_1 ON usrgrp (name);
INSERT INTO usrgrp VALUES (7, 'Zabbix administrators', 0, 0, 0), (8, 'Guests', 0, 0, 0), (9, 'Disabled', 0, 1, 0),
  (11, 'Enabled debug mode', 0, 0, 1), (12, 'No access to the frontend', 3, 0, 0), (13, 'Internal', 1, 0, 0),
  (14, 'Network team', 0, 0, 0), (15, 'Database admins', 0, 0, 0), (16, 'Helpdesk', 0, 0, 0), (17, 'Linux team', 0, 0, 0),
  (18, 'Windows team', 0, 0, 0), (19, 'Read-only auditors', 0, 0, 0);

CREATE TABLE users_groups (id bigint NOT NULL, usrgrpid bigint NOT NULL, userid bigint NOT NULL, PRIMARY KEY (id));
CREATE UNIQUE INDEX users_groups_1 ON users_groups (usrgrpid, userid);
CREATE INDEX users_groups_2 ON users_groups (userid);
INSERT INTO users_groups
SELECT row_number() OVER (ORDER BY u, g) + 3, g, u
  FROM (SELECT DISTINCT u, g FROM (
          SELECT 1 AS u, 7 AS g UNION ALL SELECT 1, 13 UNION ALL SELECT 2, 8 UNION ALL SELECT 2, 9
          UNION ALL SELECT userid, (ARRAY[7, 14, 15, 16, 17, 18, 19, 16, 17, 14])[pg_temp.sk(10, 1.4)] FROM users WHERE userid > 2
          UNION ALL SELECT userid, (ARRAY[14, 15, 16, 17, 18, 19, 11])[pg_temp.r(7)] FROM users WHERE userid > 2 AND userid % 3 = 0
        ) a) b;

CREATE TABLE media_type (
  mediatypeid bigint NOT NULL, type integer DEFAULT '0' NOT NULL, name varchar(100) DEFAULT '' NOT NULL,
  smtp_server varchar(255) DEFAULT '' NOT NULL, smtp_helo varchar(255) DEFAULT '' NOT NULL, smtp_email varchar(255) DEFAULT '' NOT NULL,
  exec_path varchar(255) DEFAULT '' NOT NULL, gsm_modem varchar(255) DEFAULT '' NOT NULL, username varchar(255) DEFAULT '' NOT NULL,
  passwd varchar(255) DEFAULT '' NOT NULL, status integer DEFAULT '0' NOT NULL, smtp_port integer DEFAULT '25' NOT NULL,
  smtp_security integer DEFAULT '0' NOT NULL, smtp_authentication integer DEFAULT '0' NOT NULL, maxsessions integer DEFAULT '1' NOT NULL,
  maxattempts integer DEFAULT '3' NOT NULL, attempt_interval varchar(32) DEFAULT '10s' NOT NULL, content_type integer DEFAULT '1' NOT NULL,
  script text DEFAULT '' NOT NULL, timeout varchar(32) DEFAULT '30s' NOT NULL, process_tags integer DEFAULT '0' NOT NULL,
  show_event_menu integer DEFAULT '0' NOT NULL, event_menu_url varchar(2048) DEFAULT '' NOT NULL,
  event_menu_name varchar(255) DEFAULT '' NOT NULL, description text DEFAULT '' NOT NULL, PRIMARY KEY (mediatypeid));
CREATE UNIQUE INDEX media_type_1 ON media_type (name);
INSERT INTO media_type (mediatypeid, type, name, smtp_server, smtp_helo, smtp_email, gsm_modem, status, script, process_tags)
SELECT id, CASE WHEN id IN (1, 4) THEN 0 WHEN id = 3 THEN 2 ELSE 4 END, nm,
       CASE WHEN id IN (1, 4) THEN 'mail.example.com' ELSE '' END, CASE WHEN id IN (1, 4) THEN 'example.com' ELSE '' END,
       CASE WHEN id IN (1, 4) THEN 'zabbix@example.com' ELSE '' END, CASE WHEN id = 3 THEN '/dev/ttyS0' ELSE '' END,
       CASE WHEN id IN (1, 4, 12, 25) THEN 0 ELSE 1 END,
       CASE WHEN id > 4 THEN 'var params = JSON.parse(value); /* ' || nm || ' webhook */ return "OK";' ELSE '' END,
       (id > 4)::int
  FROM (SELECT 1 AS id, 'Email' AS nm UNION ALL SELECT 3, 'SMS' UNION ALL SELECT 4, 'Email (HTML)'
        UNION ALL SELECT 4 + i, (ARRAY['Discord','Express.ms','Github','GLPi','iLert','iTop','Jira','Jira ServiceDesk',
               'Jira with CustomFields','Line','Mantis Bug Tracker','Mattermost','Opsgenie','OTRS','PagerDuty',
               'Pushover','Redmine','Rocket.Chat','ServiceNow','SIGNL4','Slack','SolarWinds Service Desk',
               'SysAid','Telegram','TOPdesk','VictorOps','Zammad','Zendesk','MS Teams','Brevis.one'])[i]
          FROM generate_series(1, 30) i) x;

CREATE TABLE media (
  mediaid bigint NOT NULL, userid bigint NOT NULL, mediatypeid bigint NOT NULL, sendto varchar(1024) DEFAULT '' NOT NULL,
  active integer DEFAULT '0' NOT NULL, severity integer DEFAULT '63' NOT NULL, period varchar(1024) DEFAULT '1-7,00:00-24:00' NOT NULL,
  PRIMARY KEY (mediaid));
CREATE INDEX media_1 ON media (userid);
CREATE INDEX media_2 ON media (mediatypeid);
INSERT INTO media
SELECT row_number() OVER (ORDER BY userid, mt), userid, mt,
       CASE mt WHEN 3 THEN '+3712' || lpad((userid * 7919 % 1000000)::text, 6, '0')
               WHEN 25 THEN '#ops-alerts' ELSE username || '@example.com' END,
       CASE WHEN userid % 11 = 0 THEN 1 ELSE 0 END, CASE WHEN mt = 3 THEN 48 ELSE 60 + userid % 4 END,
       CASE WHEN mt = 3 THEN '1-5,09:00-18:00' ELSE '1-7,00:00-24:00' END
  FROM users, (VALUES (1), (3), (4), (12), (25)) m(mt)
 WHERE userid <> 2 AND CASE mt WHEN 1 THEN userid % 5 <> 0 WHEN 4 THEN userid % 5 = 0 WHEN 3 THEN userid % 6 = 1
                              WHEN 12 THEN userid % 8 = 3 ELSE userid IN (1, 5, 9, 14) END;

-- ---- host groups, templates, proxies, hosts ------------------------------------
CREATE TABLE hstgrp (groupid bigint NOT NULL, name varchar(255) DEFAULT '' NOT NULL, internal integer DEFAULT '0' NOT NULL,
                     flags integer DEFAULT '0' NOT NULL, uuid varchar(32) DEFAULT '' NOT NULL, PRIMARY KEY (groupid));
CREATE INDEX hstgrp_1 ON hstgrp (name);
INSERT INTO hstgrp
SELECT g, nm, (g = 5)::int, 0, md5('grp' || g)
  FROM (VALUES (1, 'Templates'), (2, 'Linux servers'), (4, 'Zabbix servers'), (5, 'Discovered hosts'), (6, 'Virtual machines'),
               (7, 'Hypervisors'), (8, 'Templates/Modules'), (9, 'Templates/Network devices'), (10, 'Templates/Operating systems'),
               (11, 'Templates/Server hardware'), (12, 'Templates/Virtualization'), (13, 'Templates/Applications'),
               (14, 'Templates/Databases'), (15, 'Templates/SAN'), (16, 'Templates/Telephony'), (17, 'Templates/Power'),
               (22, 'Riga/Linux'), (23, 'Riga/Windows'), (24, 'Riga/Network'), (25, 'Vilnius/Linux'), (26, 'Vilnius/Network'),
               (27, 'Databases/PostgreSQL'), (28, 'Databases/MySQL'), (29, 'Web frontends'), (30, 'Storage'),
               (31, 'Printers'), (33, 'UPS'), (34, 'Kubernetes nodes')) v(g, nm);

CREATE TABLE hosts (
  hostid bigint NOT NULL, proxy_hostid bigint NULL, host varchar(128) DEFAULT '' NOT NULL, status integer DEFAULT '0' NOT NULL,
  lastaccess integer DEFAULT '0' NOT NULL, ipmi_authtype integer DEFAULT '-1' NOT NULL, ipmi_privilege integer DEFAULT '2' NOT NULL,
  ipmi_username varchar(16) DEFAULT '' NOT NULL, ipmi_password varchar(20) DEFAULT '' NOT NULL, maintenanceid bigint NULL,
  maintenance_status integer DEFAULT '0' NOT NULL, maintenance_type integer DEFAULT '0' NOT NULL,
  maintenance_from integer DEFAULT '0' NOT NULL, name varchar(128) DEFAULT '' NOT NULL, flags integer DEFAULT '0' NOT NULL,
  templateid bigint NULL, description text DEFAULT '' NOT NULL, tls_connect integer DEFAULT '1' NOT NULL,
  tls_accept integer DEFAULT '1' NOT NULL, tls_issuer varchar(1024) DEFAULT '' NOT NULL, tls_subject varchar(1024) DEFAULT '' NOT NULL,
  tls_psk_identity varchar(128) DEFAULT '' NOT NULL, tls_psk varchar(512) DEFAULT '' NOT NULL,
  proxy_address varchar(255) DEFAULT '' NOT NULL, auto_compress integer DEFAULT '1' NOT NULL, discover integer DEFAULT '0' NOT NULL,
  custom_interfaces integer DEFAULT '0' NOT NULL, uuid varchar(32) DEFAULT '' NOT NULL, PRIMARY KEY (hostid));
CREATE INDEX hosts_1 ON hosts (host);
CREATE INDEX hosts_2 ON hosts (status);
CREATE INDEX hosts_3 ON hosts (proxy_hostid);
CREATE INDEX hosts_4 ON hosts (name);
CREATE INDEX hosts_5 ON hosts (maintenanceid);
-- 64 shipped templates (status 3), 10001 .. 10442 with gaps; Zabbix server 10084
CREATE TEMP TABLE tpl AS
SELECT t, 10001 + (t - 1) * 7 AS hostid,
       (ARRAY['Linux by Zabbix agent','Windows by Zabbix agent','Zabbix server health','ICMP Ping','Generic by SNMP',
              'Cisco IOS by SNMP','PostgreSQL by Zabbix agent 2','MySQL by Zabbix agent','Nginx by HTTP','Apache by HTTP',
              'Docker by Zabbix agent 2','Kubernetes nodes by HTTP','VMware','HP iLO by SNMP','APC UPS by SNMP',
              'Website certificate by Zabbix agent 2'])[1 + (t - 1) % 16] || CASE WHEN t > 16 THEN ' v' || t ELSE '' END AS name,
       4 + (t * 7) % 18 AS nitems, 1 + t % 5 AS ntrig, 1 + t % 3 AS ngraph,
       (ARRAY[10, 10, 8, 8, 9, 9, 14, 14, 13, 13, 12, 12, 12, 11, 17, 13])[1 + (t - 1) % 16] AS groupid
  FROM generate_series(1, 64) t;
INSERT INTO hosts (hostid, host, status, name, flags, description, uuid)
SELECT hostid, name, 3, name, 0, 'Template shipped with Zabbix', md5('tpl' || t) FROM tpl;
-- 3 proxies (status 5 active, 6 passive)
INSERT INTO hosts (hostid, host, status, lastaccess, name, proxy_address, uuid)
VALUES (10450, 'proxy-riga-01', 5, 1717200000, '', '10.1.0.5', ''), (10451, 'proxy-vilnius-01', 5, 1717200011, '', '10.2.0.5', ''),
       (10452, 'proxy-dmz', 6, 1717199990, '', '', '');
CREATE TEMP TABLE hst AS
SELECT h, CASE WHEN h = 0 THEN 10084 ELSE 10500 + h + (h / 20) * 3 END AS hostid,
       CASE WHEN h = 0 THEN NULL WHEN random() < 0.45 THEN (ARRAY[10450, 10450, 10450, 10451, 10451, 10452])[pg_temp.r(6)] END AS proxy,
       CASE WHEN h = 0 THEN 4 ELSE (ARRAY[22, 22, 22, 25, 25, 23, 24, 26, 27, 28, 29, 30, 31, 33, 34, 6, 7, 5])[pg_temp.sk(18, 1.3)] END AS grp,
       (h % 9 = 0) AS snmp
  FROM generate_series(0, 260) h;
INSERT INTO hosts (hostid, proxy_hostid, host, status, lastaccess, name, flags, tls_connect, tls_accept, uuid)
SELECT hostid, proxy, CASE WHEN h = 0 THEN 'Zabbix server' ELSE (ARRAY['web','db','app','sw','fw','nas','ups','k8s'])[1 + h % 8]
                      || '-' || lpad(h::text, 3, '0') || '.example.com' END,
       CASE WHEN h % 23 = 0 THEN 1 ELSE 0 END, 0, '', CASE WHEN grp = 5 THEN 4 ELSE 0 END,
       CASE WHEN h % 10 = 0 THEN 2 ELSE 1 END, CASE WHEN h % 10 = 0 THEN 2 ELSE 1 END, ''
  FROM hst ORDER BY hostid;

CREATE TABLE hosts_groups (hostgroupid bigint NOT NULL, hostid bigint NOT NULL, groupid bigint NOT NULL, PRIMARY KEY (hostgroupid));
CREATE UNIQUE INDEX hosts_groups_1 ON hosts_groups (hostid, groupid);
CREATE INDEX hosts_groups_2 ON hosts_groups (groupid);
INSERT INTO hosts_groups
SELECT row_number() OVER (ORDER BY hostid, groupid) + 50, hostid, groupid
  FROM (SELECT hostid, groupid FROM tpl UNION SELECT hostid, 1 FROM tpl WHERE hostid % 2 = 0
        UNION SELECT hostid, grp FROM hst
        UNION SELECT hostid, 2 FROM hst WHERE grp IN (22, 25, 27, 28, 29, 34)) x;

CREATE TABLE hosts_templates (hosttemplateid bigint NOT NULL, hostid bigint NOT NULL, templateid bigint NOT NULL,
                              PRIMARY KEY (hosttemplateid));
CREATE UNIQUE INDEX hosts_templates_1 ON hosts_templates (hostid, templateid);
CREATE INDEX hosts_templates_2 ON hosts_templates (templateid);
-- each host: an OS template or SNMP one by its group, and up to two more, skewed to the first templates
CREATE TEMP TABLE link AS
SELECT DISTINCT h.hostid, h.h, t.t, t.hostid AS tplid
  FROM hst h, generate_series(1, 3) j,
       LATERAL (SELECT t, hostid FROM tpl ORDER BY t OFFSET
                  CASE WHEN h.h = 0 THEN (ARRAY[0, 2])[1 + j % 2]
                       WHEN j = 1 THEN CASE WHEN h.grp IN (24, 26) THEN 5 WHEN h.grp = 23 THEN 1 WHEN h.grp = 33 THEN 14 ELSE 0 END
                       ELSE pg_temp.sk(64, 2.2) - 1 END + 0 * h.h LIMIT 1) t
 WHERE j <= 1 + h.h % 3;
INSERT INTO hosts_templates SELECT row_number() OVER (ORDER BY hostid, tplid) + 200, hostid, tplid FROM link;

CREATE TABLE interface (
  interfaceid bigint NOT NULL, hostid bigint NOT NULL, main integer DEFAULT '0' NOT NULL, type integer DEFAULT '1' NOT NULL,
  useip integer DEFAULT '1' NOT NULL, ip varchar(64) DEFAULT '127.0.0.1' NOT NULL, dns varchar(255) DEFAULT '' NOT NULL,
  port varchar(64) DEFAULT '10050' NOT NULL, available integer DEFAULT '0' NOT NULL, error varchar(2048) DEFAULT '' NOT NULL,
  errors_from integer DEFAULT '0' NOT NULL, disable_until integer DEFAULT '0' NOT NULL, PRIMARY KEY (interfaceid));
CREATE INDEX interface_1 ON interface (hostid, type);
CREATE INDEX interface_2 ON interface (ip, dns);
-- an agent interface (type 1) on every host, an SNMP one (type 2) on network-ish hosts
INSERT INTO interface (interfaceid, hostid, main, type, useip, ip, dns, port, available, error)
SELECT row_number() OVER (ORDER BY hostid, typ) AS interfaceid, hostid, 1, typ, 1,
       '10.' || (hostid % 7) || '.' || (hostid / 250 % 250) || '.' || (hostid % 250), '',
       CASE typ WHEN 1 THEN '10050' ELSE '161' END, CASE WHEN hostid % 31 = 0 THEN 2 ELSE 1 END,
       CASE WHEN hostid % 31 = 0 THEN 'Get value from agent failed: cannot connect' ELSE '' END
  FROM (SELECT hostid, 1 AS typ FROM hst UNION ALL SELECT hostid, 2 FROM hst WHERE snmp OR grp IN (24, 26, 31, 33)) x;

-- ---- items: templates' own, then the copies inherited by linked hosts ------------
CREATE TABLE items (
  itemid bigint NOT NULL, type integer DEFAULT '0' NOT NULL, snmp_oid varchar(512) DEFAULT '' NOT NULL, hostid bigint NOT NULL,
  name varchar(255) DEFAULT '' NOT NULL, key_ varchar(2048) DEFAULT '' NOT NULL, delay varchar(1024) DEFAULT '0' NOT NULL,
  history varchar(255) DEFAULT '90d' NOT NULL, trends varchar(255) DEFAULT '365d' NOT NULL, status integer DEFAULT '0' NOT NULL,
  value_type integer DEFAULT '0' NOT NULL, trapper_hosts varchar(255) DEFAULT '' NOT NULL, units varchar(255) DEFAULT '' NOT NULL,
  formula varchar(255) DEFAULT '' NOT NULL, logtimefmt varchar(64) DEFAULT '' NOT NULL, templateid bigint NULL,
  valuemapid bigint NULL, params text DEFAULT '' NOT NULL, ipmi_sensor varchar(128) DEFAULT '' NOT NULL,
  authtype integer DEFAULT '0' NOT NULL, username varchar(64) DEFAULT '' NOT NULL, password varchar(64) DEFAULT '' NOT NULL,
  publickey varchar(64) DEFAULT '' NOT NULL, privatekey varchar(64) DEFAULT '' NOT NULL, flags integer DEFAULT '0' NOT NULL,
  interfaceid bigint NULL, description text DEFAULT '' NOT NULL, inventory_link integer DEFAULT '0' NOT NULL,
  lifetime varchar(255) DEFAULT '30d' NOT NULL, evaltype integer DEFAULT '0' NOT NULL, jmx_endpoint varchar(255) DEFAULT '' NOT NULL,
  master_itemid bigint NULL, timeout varchar(255) DEFAULT '3s' NOT NULL, url varchar(2048) DEFAULT '' NOT NULL,
  query_fields varchar(2048) DEFAULT '' NOT NULL, posts text DEFAULT '' NOT NULL, status_codes varchar(255) DEFAULT '200' NOT NULL,
  follow_redirects integer DEFAULT '1' NOT NULL, post_type integer DEFAULT '0' NOT NULL, http_proxy varchar(255) DEFAULT '' NOT NULL,
  headers text DEFAULT '' NOT NULL, retrieve_mode integer DEFAULT '0' NOT NULL, request_method integer DEFAULT '0' NOT NULL,
  output_format integer DEFAULT '0' NOT NULL, ssl_cert_file varchar(255) DEFAULT '' NOT NULL, ssl_key_file varchar(255) DEFAULT '' NOT NULL,
  ssl_key_password varchar(64) DEFAULT '' NOT NULL, verify_peer integer DEFAULT '0' NOT NULL, verify_host integer DEFAULT '0' NOT NULL,
  allow_traps integer DEFAULT '0' NOT NULL, discover integer DEFAULT '0' NOT NULL, uuid varchar(32) DEFAULT '' NOT NULL,
  PRIMARY KEY (itemid));
CREATE UNIQUE INDEX items_1 ON items (hostid, key_);
CREATE INDEX items_3 ON items (status);
CREATE INDEX items_4 ON items (templateid);
CREATE INDEX items_5 ON items (valuemapid);
CREATE INDEX items_6 ON items (interfaceid);
CREATE INDEX items_7 ON items (master_itemid);
-- template items: in every fourth template the first item is an HTTP agent master (type 19) and
-- the others depend on it (type 18); elsewhere agent (0), SNMP (20) or internal (5) / calculated (15)
CREATE TEMP TABLE titem AS
SELECT tpl.t, tpl.hostid, i, 22000 + row_number() OVER (ORDER BY tpl.t, i) * 3 AS itemid,
       CASE WHEN tpl.t % 4 = 0 THEN CASE WHEN i = 1 THEN 19 ELSE 18 END
            WHEN tpl.t IN (5, 6, 14, 15) OR tpl.t % 16 IN (5, 6) THEN 20
            WHEN i % 9 = 0 THEN 15 WHEN tpl.t = 3 THEN 5 ELSE 0 END AS type,
       CASE WHEN tpl.t % 4 = 0 AND i = 1 THEN 4 ELSE (ARRAY[3, 3, 0, 0, 3, 1, 0, 3])[1 + (i * 5 + tpl.t) % 8] END AS value_type,
       CASE WHEN (i + tpl.t) % 5 = 0 THEN 100 + (tpl.t * 31 + i) % 900 END AS valuemapid
  FROM tpl, generate_series(1, 30) i WHERE i <= tpl.nitems;
INSERT INTO items (itemid, type, snmp_oid, hostid, name, key_, delay, status, value_type, units, templateid, valuemapid,
                   flags, interfaceid, master_itemid, url, uuid)
SELECT itemid, type, CASE WHEN type = 20 THEN '1.3.6.1.2.1.2.2.1.' || i || '.{#SNMPINDEX}' ELSE '' END, hostid,
       'Metric ' || i || ' of template ' || t,
       CASE type WHEN 20 THEN 'net.if.in[' || t || '.' || i || ']' WHEN 19 THEN 'get.status[' || t || ']'
                 WHEN 18 THEN 'status.field[' || t || ',' || i || ']' WHEN 5 THEN 'zabbix[process,poller' || i || ']'
                 ELSE 'system.metric[' || t || ',' || i || ']' END,
       CASE WHEN type = 18 THEN '0' ELSE (ARRAY['1m', '1m', '5m', '30s', '1h'])[1 + i % 5] END,
       0, value_type, CASE WHEN value_type = 0 THEN (ARRAY['%', 'B', 'bps', 's'])[1 + i % 4] ELSE '' END,
       NULL, valuemapid, 0, NULL,
       CASE WHEN type = 18 THEN (SELECT m.itemid FROM titem m WHERE m.t = titem.t AND m.i = 1) END,
       CASE WHEN type = 19 THEN 'http://{HOST.CONN}/status' ELSE '' END, md5('item' || itemid)
  FROM titem ORDER BY itemid;
-- the copies on hosts: ids from 45000 in the order hosts were linked
CREATE TEMP TABLE hitem AS
SELECT 45000 + row_number() OVER (ORDER BY l.hostid, ti.itemid) AS itemid, l.hostid, l.h, ti.itemid AS tplitem, ti.t, ti.i,
       ti.type, ti.value_type
  FROM link l JOIN titem ti ON ti.t = l.t;
INSERT INTO items (itemid, type, snmp_oid, hostid, name, key_, delay, status, value_type, units, templateid, valuemapid,
                   flags, interfaceid, master_itemid, url, uuid)
SELECT h.itemid, s.type, s.snmp_oid, h.hostid, s.name, s.key_, s.delay, CASE WHEN h.itemid % 37 = 0 THEN 1 ELSE 0 END,
       s.value_type, s.units, s.itemid, CASE WHEN s.valuemapid IS NOT NULL THEN 1000 + h.itemid % 4000 END, 0,
       CASE WHEN s.type IN (0, 20) THEN
         (SELECT f.interfaceid FROM interface f WHERE f.hostid = h.hostid AND f.type = CASE s.type WHEN 20 THEN 2 ELSE 1 END) END,
       (SELECT m.itemid FROM hitem m WHERE m.hostid = h.hostid AND m.tplitem = s.master_itemid), s.url, ''
  FROM hitem h JOIN items s ON s.itemid = h.tplitem
 ORDER BY h.itemid;
-- a few trapper items (type 2) made on hosts by hand
INSERT INTO items (itemid, type, hostid, name, key_, delay, value_type, trapper_hosts, uuid)
SELECT (SELECT max(itemid) FROM items) + row_number() OVER (ORDER BY hostid), 2, hostid, 'Backup status', 'backup.status', '0', 3, '', ''
  FROM hst WHERE h % 7 = 1;

-- ---- triggers and their functions -------------------------------------------
CREATE TABLE triggers (
  triggerid bigint NOT NULL, expression varchar(2048) DEFAULT '' NOT NULL, description varchar(255) DEFAULT '' NOT NULL,
  url varchar(255) DEFAULT '' NOT NULL, status integer DEFAULT '0' NOT NULL, value integer DEFAULT '0' NOT NULL,
  priority integer DEFAULT '0' NOT NULL, lastchange integer DEFAULT '0' NOT NULL, comments text DEFAULT '' NOT NULL,
  error varchar(2048) DEFAULT '' NOT NULL, templateid bigint NULL, type integer DEFAULT '0' NOT NULL, state integer DEFAULT '0' NOT NULL,
  flags integer DEFAULT '0' NOT NULL, recovery_mode integer DEFAULT '0' NOT NULL, recovery_expression varchar(2048) DEFAULT '' NOT NULL,
  correlation_mode integer DEFAULT '0' NOT NULL, correlation_tag varchar(255) DEFAULT '' NOT NULL, manual_close integer DEFAULT '0' NOT NULL,
  opdata varchar(255) DEFAULT '' NOT NULL, discover integer DEFAULT '0' NOT NULL, event_name varchar(2048) DEFAULT '' NOT NULL,
  uuid varchar(32) DEFAULT '' NOT NULL, PRIMARY KEY (triggerid));
CREATE INDEX triggers_1 ON triggers (status);
CREATE INDEX triggers_2 ON triggers (value, lastchange);
CREATE INDEX triggers_3 ON triggers (templateid);
CREATE TABLE functions (functionid bigint NOT NULL, itemid bigint NOT NULL, triggerid bigint NOT NULL,
                        name varchar(12) DEFAULT '' NOT NULL, parameter varchar(255) DEFAULT '0' NOT NULL, PRIMARY KEY (functionid));
CREATE INDEX functions_1 ON functions (triggerid);
CREATE INDEX functions_2 ON functions (itemid, name, parameter);
-- template triggers on one or two of the template's items
CREATE TEMP TABLE ttrig AS
SELECT tpl.t, k, 13000 + row_number() OVER (ORDER BY tpl.t, k) * 2 + 1 AS triggerid, 1 + (k * 3) % tpl.nitems AS i1,
       CASE WHEN k % 3 = 0 THEN 1 + (k * 3 + 1) % tpl.nitems END AS i2, 1 + (tpl.t + k) % 5 AS priority
  FROM tpl, generate_series(1, 6) k WHERE k <= tpl.ntrig;
CREATE TEMP TABLE htrig AS
SELECT 23000 + row_number() OVER (ORDER BY l.hostid, tt.triggerid) AS htriggerid, l.hostid, tt.t, tt.k,
       tt.triggerid AS tpltrig, tt.i1, tt.i2, tt.priority
  FROM link l JOIN ttrig tt ON tt.t = l.t;
INSERT INTO triggers (triggerid, expression, description, status, value, priority, lastchange, templateid, recovery_mode,
                      manual_close, uuid)
SELECT triggerid, '{' || (triggerid * 2) || '}>' || (k * 10), 'Problem ' || k || ' on {HOST.NAME}', 0, 0, priority, 0, NULL,
       0, (k % 2), md5('trig' || triggerid) FROM ttrig
UNION ALL
SELECT htriggerid, '{' || (htriggerid * 2) || '}>' || (k * 10), 'Problem ' || k || ' on {HOST.NAME}',
       CASE WHEN htriggerid % 41 = 0 THEN 1 ELSE 0 END, 0, priority, 0, tpltrig, 0, (k % 2), '' FROM htrig
 ORDER BY 1;
INSERT INTO functions
SELECT row_number() OVER (ORDER BY triggerid, itemid) + 9000, itemid, triggerid, fn, par
  FROM (SELECT tt.triggerid, ti.itemid, (ARRAY['last', 'avg', 'min', 'max', 'nodata'])[1 + ti.i % 5] AS fn,
               CASE WHEN ti.i % 5 = 0 THEN '$,5m' ELSE '$' END AS par
          FROM ttrig tt JOIN titem ti ON ti.t = tt.t AND ti.i IN (tt.i1, tt.i2)
        UNION ALL
        SELECT ht.htriggerid, hi.itemid, (ARRAY['last', 'avg', 'min', 'max', 'nodata'])[1 + hi.i % 5],
               CASE WHEN hi.i % 5 = 0 THEN '$,5m' ELSE '$' END
          FROM htrig ht JOIN hitem hi ON hi.hostid = ht.hostid AND hi.t = ht.t AND hi.i IN (ht.i1, ht.i2)) f;

-- ---- graphs ------------------------------------------------------------------
CREATE TABLE graphs (
  graphid bigint NOT NULL, name varchar(128) DEFAULT '' NOT NULL, width integer DEFAULT '900' NOT NULL,
  height integer DEFAULT '200' NOT NULL, yaxismin DOUBLE PRECISION DEFAULT '0' NOT NULL, yaxismax DOUBLE PRECISION DEFAULT '100' NOT NULL,
  templateid bigint NULL, show_work_period integer DEFAULT '1' NOT NULL, show_triggers integer DEFAULT '1' NOT NULL,
  graphtype integer DEFAULT '0' NOT NULL, show_legend integer DEFAULT '1' NOT NULL, show_3d integer DEFAULT '0' NOT NULL,
  percent_left DOUBLE PRECISION DEFAULT '0' NOT NULL, percent_right DOUBLE PRECISION DEFAULT '0' NOT NULL,
  ymin_type integer DEFAULT '0' NOT NULL, ymax_type integer DEFAULT '0' NOT NULL, ymin_itemid bigint NULL, ymax_itemid bigint NULL,
  flags integer DEFAULT '0' NOT NULL, discover integer DEFAULT '0' NOT NULL, uuid varchar(32) DEFAULT '' NOT NULL, PRIMARY KEY (graphid));
CREATE INDEX graphs_1 ON graphs (name);
CREATE INDEX graphs_2 ON graphs (templateid);
CREATE INDEX graphs_3 ON graphs (ymin_itemid);
CREATE INDEX graphs_4 ON graphs (ymax_itemid);
CREATE TABLE graphs_items (
  gitemid bigint NOT NULL, graphid bigint NOT NULL, itemid bigint NOT NULL, drawtype integer DEFAULT '0' NOT NULL,
  sortorder integer DEFAULT '0' NOT NULL, color varchar(6) DEFAULT '009600' NOT NULL, yaxisside integer DEFAULT '0' NOT NULL,
  calc_fnc integer DEFAULT '2' NOT NULL, type integer DEFAULT '0' NOT NULL, PRIMARY KEY (gitemid));
CREATE INDEX graphs_items_1 ON graphs_items (itemid);
CREATE INDEX graphs_items_2 ON graphs_items (graphid);
CREATE TEMP TABLE tgraph AS
SELECT tpl.t, g, 700 + row_number() OVER (ORDER BY tpl.t, g) AS graphid, tpl.nitems,
       CASE WHEN (tpl.t + g) % 9 = 0 THEN 1 + g % tpl.nitems END AS ymin_i,
       CASE WHEN (tpl.t + g) % 7 = 0 THEN 2 + g % (tpl.nitems - 1) END AS ymax_i
  FROM tpl, generate_series(1, 3) g WHERE g <= tpl.ngraph;
CREATE TEMP TABLE hgraph AS
SELECT 5000 + row_number() OVER (ORDER BY l.hostid, tg.graphid) AS hgraphid, l.hostid, tg.*
  FROM link l JOIN tgraph tg ON tg.t = l.t;
INSERT INTO graphs (graphid, name, graphtype, templateid, ymin_type, ymax_type, ymin_itemid, ymax_itemid, uuid)
SELECT tg.graphid, 'Graph ' || tg.g || ' of template ' || tg.t, tg.g % 2, NULL, CASE WHEN ymin_i IS NULL THEN 0 ELSE 2 END,
       CASE WHEN ymax_i IS NULL THEN 0 ELSE 2 END,
       (SELECT itemid FROM titem WHERE titem.t = tg.t AND titem.i = tg.ymin_i),
       (SELECT itemid FROM titem WHERE titem.t = tg.t AND titem.i = tg.ymax_i), md5('graph' || tg.graphid)
  FROM tgraph tg
UNION ALL
SELECT hg.hgraphid, 'Graph ' || hg.g || ' of template ' || hg.t, hg.g % 2, hg.graphid,
       CASE WHEN ymin_i IS NULL THEN 0 ELSE 2 END, CASE WHEN ymax_i IS NULL THEN 0 ELSE 2 END,
       (SELECT itemid FROM hitem WHERE hitem.hostid = hg.hostid AND hitem.t = hg.t AND hitem.i = hg.ymin_i),
       (SELECT itemid FROM hitem WHERE hitem.hostid = hg.hostid AND hitem.t = hg.t AND hitem.i = hg.ymax_i), ''
  FROM hgraph hg ORDER BY 1;
INSERT INTO graphs_items (gitemid, graphid, itemid, drawtype, sortorder, color, calc_fnc)
SELECT row_number() OVER (ORDER BY graphid, itemid) + 1000, graphid, itemid, (i % 3) * 2, i % 4,
       (ARRAY['1A7C11', 'F63100', '2774A4', 'A54F10', 'FC6EA3', '6C59DC'])[1 + i % 6], 2
  FROM (SELECT tg.graphid, ti.itemid, ti.i FROM tgraph tg JOIN titem ti ON ti.t = tg.t AND (ti.i + tg.g) % 4 = 0 OR ti.t = tg.t AND ti.i = tg.g
        UNION
        SELECT hg.hgraphid, hi.itemid, hi.i FROM hgraph hg JOIN hitem hi ON hi.hostid = hg.hostid AND hi.t = hg.t
                                                  AND ((hi.i + hg.g) % 4 = 0 OR hi.i = hg.g)) x;

-- ---- web scenarios ------------------------------------------------------------
CREATE TABLE httptest (
  httptestid bigint NOT NULL, name varchar(64) DEFAULT '' NOT NULL, delay varchar(255) DEFAULT '1m' NOT NULL,
  status integer DEFAULT '0' NOT NULL, agent varchar(255) DEFAULT 'Zabbix' NOT NULL, authentication integer DEFAULT '0' NOT NULL,
  http_user varchar(64) DEFAULT '' NOT NULL, http_password varchar(64) DEFAULT '' NOT NULL, hostid bigint NOT NULL,
  templateid bigint NULL, http_proxy varchar(255) DEFAULT '' NOT NULL, retries integer DEFAULT '1' NOT NULL,
  ssl_cert_file varchar(255) DEFAULT '' NOT NULL, ssl_key_file varchar(255) DEFAULT '' NOT NULL,
  ssl_key_password varchar(64) DEFAULT '' NOT NULL, verify_peer integer DEFAULT '0' NOT NULL, verify_host integer DEFAULT '0' NOT NULL,
  uuid varchar(32) DEFAULT '' NOT NULL, PRIMARY KEY (httptestid));
CREATE UNIQUE INDEX httptest_2 ON httptest (hostid, name);
CREATE INDEX httptest_3 ON httptest (status);
CREATE INDEX httptest_4 ON httptest (templateid);
-- scenarios on the web templates (9, 10, 25, 26) and their copies, and some made on hosts by hand
INSERT INTO httptest (httptestid, name, hostid, templateid, retries, verify_peer, uuid)
SELECT 1 + row_number() OVER (ORDER BY tpl.hostid, s), 'Frontend check ' || tpl.t || '-' || s, tpl.hostid, NULL, 1, 1, md5('web' || tpl.t || s)
  FROM tpl, generate_series(1, 2) s WHERE tpl.t IN (9, 10, 25, 26);
INSERT INTO httptest (httptestid, name, hostid, templateid, retries, verify_peer, uuid)
SELECT 20 + row_number() OVER (ORDER BY l.hostid, w.httptestid), w.name, l.hostid, w.httptestid, 1, 1, ''
  FROM link l JOIN httptest w ON w.hostid = l.tplid;
INSERT INTO httptest (httptestid, name, hostid, templateid, retries, uuid)
SELECT (SELECT max(httptestid) FROM httptest) + row_number() OVER (ORDER BY hostid), 'Login page', hostid, NULL, 2, ''
  FROM hst WHERE h % 13 = 5;

-- ---- actions, operations -------------------------------------------------------
CREATE TABLE actions (actionid bigint NOT NULL, name varchar(255) DEFAULT '' NOT NULL, eventsource integer DEFAULT '0' NOT NULL,
                      evaltype integer DEFAULT '0' NOT NULL, status integer DEFAULT '0' NOT NULL, esc_period varchar(255) DEFAULT '1h' NOT NULL,
                      formula varchar(1024) DEFAULT '' NOT NULL, pause_suppressed integer DEFAULT '1' NOT NULL,
                      notify_if_canceled integer DEFAULT '1' NOT NULL, PRIMARY KEY (actionid));
CREATE INDEX actions_1 ON actions (eventsource, status);
CREATE UNIQUE INDEX actions_2 ON actions (name);
INSERT INTO actions (actionid, name, eventsource, status, esc_period) VALUES
  (2, 'Auto discovery. Linux servers.', 1, 1, '1h'), (3, 'Report problems to Zabbix administrators', 0, 0, '1h'),
  (4, 'Report not supported items', 3, 1, '1h'), (5, 'Report not supported low level discovery rules', 3, 1, '1h'),
  (6, 'Report unknown triggers', 3, 1, '1h'), (7, 'Auto registration: Linux agents', 2, 0, '1h'),
  (8, 'Network team: Slack', 0, 0, '30m'), (9, 'DBA escalation', 0, 0, '15m'), (10, 'Restart nginx', 0, 0, '1h'),
  (11, 'Helpdesk tickets', 0, 1, '1h');
CREATE TABLE operations (operationid bigint NOT NULL, actionid bigint NOT NULL, operationtype integer DEFAULT '0' NOT NULL,
                         esc_period varchar(255) DEFAULT '0' NOT NULL, esc_step_from integer DEFAULT '1' NOT NULL,
                         esc_step_to integer DEFAULT '1' NOT NULL, evaltype integer DEFAULT '0' NOT NULL,
                         recovery integer DEFAULT '0' NOT NULL, PRIMARY KEY (operationid));
CREATE INDEX operations_1 ON operations (actionid);
INSERT INTO operations VALUES
  (1, 2, 6, '0', 1, 1, 0, 0), (2, 2, 4, '0', 1, 1, 0, 0), (3, 3, 0, '0', 1, 1, 0, 0), (4, 4, 0, '0', 1, 1, 0, 0),
  (5, 5, 0, '0', 1, 1, 0, 0), (6, 6, 0, '0', 1, 1, 0, 0), (7, 3, 11, '0', 1, 1, 0, 1), (8, 7, 2, '0', 1, 1, 0, 0),
  (9, 7, 6, '0', 1, 1, 0, 0), (10, 8, 0, '0', 1, 1, 0, 0), (11, 8, 11, '0', 1, 1, 0, 1), (12, 9, 0, '0', 1, 1, 0, 0),
  (13, 9, 0, '30m', 2, 3, 0, 0), (14, 9, 0, '0', 4, 0, 0, 0), (15, 10, 1, '0', 1, 1, 0, 0), (16, 11, 0, '0', 1, 1, 0, 0),
  (17, 3, 12, '0', 1, 1, 0, 2);

-- ---- events, problems, alerts -------------------------------------------------
CREATE TABLE events (eventid bigint NOT NULL, source integer DEFAULT '0' NOT NULL, object integer DEFAULT '0' NOT NULL,
                     objectid bigint DEFAULT '0' NOT NULL, clock integer DEFAULT '0' NOT NULL, value integer DEFAULT '0' NOT NULL,
                     acknowledged integer DEFAULT '0' NOT NULL, ns integer DEFAULT '0' NOT NULL, name varchar(2048) DEFAULT '' NOT NULL,
                     severity integer DEFAULT '0' NOT NULL, PRIMARY KEY (eventid));
CREATE INDEX events_1 ON events (source, object, objectid, clock);
CREATE INDEX events_2 ON events (source, object, clock);
-- occurrences: trigger problems (a few noisy triggers) with their recoveries, internal events on
-- triggers and items, discovery (dhosts, dservices) and autoregistration events
CREATE TEMP TABLE occ AS
SELECT n, src, obj, oid, clk, clk + CASE WHEN src = 0 AND n > 860 AND n % 3 = 0 THEN NULL
                                         ELSE 60 + pg_temp.r(20000) END AS rclk,
       severity, manual
  FROM (SELECT n, 0 AS src, 0 AS obj,
               (SELECT htriggerid FROM htrig ORDER BY htriggerid OFFSET pg_temp.sk(1000, 3.0) - 1 + 0 * n LIMIT 1) AS oid,
               1709251200 + n * 900 + pg_temp.r(800) AS clk, 0 AS severity, random() < 0.05 AS manual
          FROM generate_series(1, 900) n
        UNION ALL
        SELECT 1000 + n, 3, (ARRAY[0, 4, 4])[1 + n % 3],
               CASE WHEN n % 3 = 0 THEN (SELECT htriggerid FROM htrig ORDER BY htriggerid OFFSET pg_temp.r(1000) - 1 + 0 * n LIMIT 1)
                    ELSE (SELECT itemid FROM hitem ORDER BY itemid OFFSET pg_temp.r(5000) - 1 + 0 * n LIMIT 1) END,
               1709251200 + n * 6000 + pg_temp.r(800), 0, false
          FROM generate_series(1, 130) n
        UNION ALL
        SELECT 2000 + n, CASE WHEN n % 3 = 0 THEN 2 ELSE 1 END, CASE WHEN n % 3 = 0 THEN 3 WHEN n % 3 = 1 THEN 1 ELSE 2 END,
               CASE WHEN n % 3 = 0 THEN 1 + n / 3 WHEN n % 3 = 1 THEN 1 + n % 40 ELSE 1 + n % 90 END,
               1709251200 + n * 11000 + pg_temp.r(800), 0, false
          FROM generate_series(1, 70) n) x;
UPDATE occ SET severity = t.priority FROM triggers t WHERE occ.src = 0 AND t.triggerid = occ.oid;
CREATE TEMP TABLE ev AS
SELECT row_number() OVER (ORDER BY clk, n, value DESC) AS eventid, * FROM (
  SELECT n, src, obj, oid, clk, 1 AS value, severity FROM occ WHERE src IN (0, 3)
  UNION ALL SELECT n, src, obj, oid, rclk, 0, 0 FROM occ WHERE src IN (0, 3) AND rclk IS NOT NULL
  UNION ALL SELECT n, src, obj, oid, clk, CASE WHEN src = 1 THEN 2 ELSE 0 END, 0 FROM occ WHERE src IN (1, 2)) e;
INSERT INTO events
SELECT eventid, src, obj, oid, clk, value, CASE WHEN src = 0 AND value = 1 AND eventid % 4 = 0 THEN 1 ELSE 0 END,
       (eventid * 7919) % 1000000000,
       CASE WHEN src = 0 THEN 'Problem ' || (oid % 6) || ' on host' WHEN src = 3 AND value = 1 THEN 'Cannot evaluate' ELSE '' END,
       CASE WHEN value = 1 THEN severity ELSE 0 END
  FROM ev ORDER BY eventid;
CREATE TABLE problem (eventid bigint NOT NULL, source integer DEFAULT '0' NOT NULL, object integer DEFAULT '0' NOT NULL,
                      objectid bigint DEFAULT '0' NOT NULL, clock integer DEFAULT '0' NOT NULL, ns integer DEFAULT '0' NOT NULL,
                      r_eventid bigint NULL, r_clock integer DEFAULT '0' NOT NULL, r_ns integer DEFAULT '0' NOT NULL,
                      correlationid bigint NULL, userid bigint NULL, name varchar(2048) DEFAULT '' NOT NULL,
                      acknowledged integer DEFAULT '0' NOT NULL, severity integer DEFAULT '0' NOT NULL, PRIMARY KEY (eventid));
CREATE INDEX problem_1 ON problem (source, object, objectid);
CREATE INDEX problem_2 ON problem (r_clock);
CREATE INDEX problem_3 ON problem (r_eventid);
-- problems of the last days (the housekeeper removed older resolved ones); manual closes name the user
INSERT INTO problem
SELECT p.eventid, p.src, p.obj, p.oid, p.clk, e.ns, r.eventid, coalesce(r.clk, 0), coalesce(re.ns, 0), NULL,
       CASE WHEN o.manual AND r.eventid IS NOT NULL THEN (ARRAY[1, 1, 5, 9, 14, 22])[pg_temp.r(6)] END,
       e.name, e.acknowledged, e.severity
  FROM ev p JOIN occ o USING (n) JOIN events e ON e.eventid = p.eventid
  LEFT JOIN ev r ON r.n = p.n AND r.value = 0 LEFT JOIN events re ON re.eventid = r.eventid
 WHERE p.value = 1 AND p.src IN (0, 3) AND (r.eventid IS NULL OR p.clk > 1709251200 + 450 * 900)
 ORDER BY p.eventid;
CREATE TABLE alerts (
  alertid bigint NOT NULL, actionid bigint NOT NULL, eventid bigint NOT NULL, userid bigint NULL, clock integer DEFAULT '0' NOT NULL,
  mediatypeid bigint NULL, sendto varchar(1024) DEFAULT '' NOT NULL, subject varchar(255) DEFAULT '' NOT NULL,
  message text DEFAULT '' NOT NULL, status integer DEFAULT '0' NOT NULL, retries integer DEFAULT '0' NOT NULL,
  error varchar(2048) DEFAULT '' NOT NULL, esc_step integer DEFAULT '0' NOT NULL, alerttype integer DEFAULT '0' NOT NULL,
  p_eventid bigint NULL, acknowledgeid bigint NULL, parameters text DEFAULT '{}' NOT NULL, PRIMARY KEY (alertid));
CREATE INDEX alerts_1 ON alerts (actionid);
CREATE INDEX alerts_2 ON alerts (clock);
CREATE INDEX alerts_3 ON alerts (eventid);
CREATE INDEX alerts_4 ON alerts (status);
CREATE INDEX alerts_5 ON alerts (mediatypeid);
CREATE INDEX alerts_6 ON alerts (userid);
CREATE INDEX alerts_7 ON alerts (p_eventid);
-- messages for problems of severity Average and up to the users of the action's group who have
-- active media, recovery messages (p_eventid: the problem), and remote commands (no user, no media)
INSERT INTO alerts (alertid, actionid, eventid, userid, clock, mediatypeid, sendto, subject, status, retries, error, esc_step,
                    alerttype, p_eventid)
SELECT row_number() OVER (ORDER BY clk, ev, act, uid, mt), act, ev, uid, clk + 5, mt, sendto, subj,
       CASE WHEN (ev + coalesce(uid, 0)) % 29 = 0 THEN 2 ELSE 1 END, CASE WHEN (ev + coalesce(uid, 0)) % 29 = 0 THEN 3 ELSE 0 END,
       CASE WHEN (ev + coalesce(uid, 0)) % 29 = 0 THEN 'Connection timed out' ELSE '' END, 1, atype, pev
  FROM (SELECT CASE WHEN p.severity >= 4 AND p.oid % 3 = 0 THEN 9 WHEN p.oid % 5 = 0 THEN 8 ELSE 3 END AS act,
               x.eventid AS ev, x.clk, m.userid AS uid, m.mediatypeid AS mt, m.sendto,
               CASE WHEN x.value = 1 THEN 'Problem: ' ELSE 'Resolved: ' END || e.name AS subj, 0 AS atype,
               CASE WHEN x.value = 0 THEN p.eventid END AS pev
          FROM ev p JOIN ev x ON x.n = p.n AND x.src = 0 JOIN events e ON e.eventid = p.eventid
          JOIN users_groups ug ON ug.usrgrpid = CASE WHEN p.severity >= 4 AND p.oid % 3 = 0 THEN 15 WHEN p.oid % 5 = 0 THEN 14 ELSE 7 END
          JOIN media m ON m.userid = ug.userid AND m.active = 0 AND (m.mediatypeid <> 3 OR p.severity >= 4)
         WHERE p.src = 0 AND p.value = 1 AND p.severity >= 3
        UNION ALL
        SELECT 10, p.eventid, p.clk, NULL, NULL, '', 'Restart nginx', 1, NULL
          FROM ev p WHERE p.src = 0 AND p.value = 1 AND p.oid % 11 = 0) a;

-- ---- history and trends (no foreign keys; history_uint has no key) ---------------
CREATE TABLE history_uint (itemid bigint NOT NULL, clock integer DEFAULT '0' NOT NULL, value numeric(20) DEFAULT '0' NOT NULL,
                           ns integer DEFAULT '0' NOT NULL);
CREATE INDEX history_uint_1 ON history_uint (itemid, clock);
INSERT INTO history_uint
SELECT i.itemid, 1717113600 + s * 600 + (i.itemid % 60), (i.itemid * 13 + s * (i.itemid % 7)) % 100000, (s * 7919 + i.itemid) % 1000000000
  FROM items i JOIN hosts h ON h.hostid = i.hostid, generate_series(0, 17) s
 WHERE h.status = 0 AND i.status = 0 AND i.value_type = 3 AND i.itemid % 3 <> 1;
CREATE TABLE trends (itemid bigint NOT NULL, clock integer DEFAULT '0' NOT NULL, num integer DEFAULT '0' NOT NULL,
                     value_min DOUBLE PRECISION DEFAULT '0.0000' NOT NULL, value_avg DOUBLE PRECISION DEFAULT '0.0000' NOT NULL,
                     value_max DOUBLE PRECISION DEFAULT '0.0000' NOT NULL, PRIMARY KEY (itemid, clock));
INSERT INTO trends
SELECT i.itemid, 1716940800 + s * 3600, 60, v, v + 3.5, v + 11.25
  FROM items i JOIN hosts h ON h.hostid = i.hostid, generate_series(0, 11) s, LATERAL (SELECT ((i.itemid * 7 + s * 13) % 1000) / 10.0 AS v) x
 WHERE h.status = 0 AND i.status = 0 AND i.value_type = 0 AND i.itemid % 2 = 0;

-- ---- the foreign keys Zabbix declares -------------------------------------------------
ALTER TABLE ONLY users_groups ADD CONSTRAINT c_users_groups_1 FOREIGN KEY (usrgrpid) REFERENCES usrgrp (usrgrpid) ON DELETE CASCADE;
ALTER TABLE ONLY users_groups ADD CONSTRAINT c_users_groups_2 FOREIGN KEY (userid) REFERENCES users (userid) ON DELETE CASCADE;
ALTER TABLE ONLY media ADD CONSTRAINT c_media_1 FOREIGN KEY (userid) REFERENCES users (userid) ON DELETE CASCADE;
ALTER TABLE ONLY media ADD CONSTRAINT c_media_2 FOREIGN KEY (mediatypeid) REFERENCES media_type (mediatypeid) ON DELETE CASCADE;
ALTER TABLE ONLY hosts ADD CONSTRAINT c_hosts_1 FOREIGN KEY (proxy_hostid) REFERENCES hosts (hostid);
ALTER TABLE ONLY hosts ADD CONSTRAINT c_hosts_3 FOREIGN KEY (templateid) REFERENCES hosts (hostid) ON DELETE CASCADE;
ALTER TABLE ONLY hosts_groups ADD CONSTRAINT c_hosts_groups_1 FOREIGN KEY (hostid) REFERENCES hosts (hostid) ON DELETE CASCADE;
ALTER TABLE ONLY hosts_groups ADD CONSTRAINT c_hosts_groups_2 FOREIGN KEY (groupid) REFERENCES hstgrp (groupid) ON DELETE CASCADE;
ALTER TABLE ONLY hosts_templates ADD CONSTRAINT c_hosts_templates_1 FOREIGN KEY (hostid) REFERENCES hosts (hostid) ON DELETE CASCADE;
ALTER TABLE ONLY hosts_templates ADD CONSTRAINT c_hosts_templates_2 FOREIGN KEY (templateid) REFERENCES hosts (hostid) ON DELETE CASCADE;
ALTER TABLE ONLY interface ADD CONSTRAINT c_interface_1 FOREIGN KEY (hostid) REFERENCES hosts (hostid) ON DELETE CASCADE;
ALTER TABLE ONLY items ADD CONSTRAINT c_items_1 FOREIGN KEY (hostid) REFERENCES hosts (hostid) ON DELETE CASCADE;
ALTER TABLE ONLY items ADD CONSTRAINT c_items_2 FOREIGN KEY (templateid) REFERENCES items (itemid) ON DELETE CASCADE;
ALTER TABLE ONLY items ADD CONSTRAINT c_items_4 FOREIGN KEY (interfaceid) REFERENCES interface (interfaceid);
ALTER TABLE ONLY items ADD CONSTRAINT c_items_5 FOREIGN KEY (master_itemid) REFERENCES items (itemid) ON DELETE CASCADE;
ALTER TABLE ONLY triggers ADD CONSTRAINT c_triggers_1 FOREIGN KEY (templateid) REFERENCES triggers (triggerid) ON DELETE CASCADE;
ALTER TABLE ONLY functions ADD CONSTRAINT c_functions_1 FOREIGN KEY (itemid) REFERENCES items (itemid) ON DELETE CASCADE;
ALTER TABLE ONLY functions ADD CONSTRAINT c_functions_2 FOREIGN KEY (triggerid) REFERENCES triggers (triggerid) ON DELETE CASCADE;
ALTER TABLE ONLY graphs ADD CONSTRAINT c_graphs_1 FOREIGN KEY (templateid) REFERENCES graphs (graphid) ON DELETE CASCADE;
ALTER TABLE ONLY graphs ADD CONSTRAINT c_graphs_2 FOREIGN KEY (ymin_itemid) REFERENCES items (itemid);
ALTER TABLE ONLY graphs ADD CONSTRAINT c_graphs_3 FOREIGN KEY (ymax_itemid) REFERENCES items (itemid);
ALTER TABLE ONLY graphs_items ADD CONSTRAINT c_graphs_items_1 FOREIGN KEY (graphid) REFERENCES graphs (graphid) ON DELETE CASCADE;
ALTER TABLE ONLY graphs_items ADD CONSTRAINT c_graphs_items_2 FOREIGN KEY (itemid) REFERENCES items (itemid) ON DELETE CASCADE;
ALTER TABLE ONLY httptest ADD CONSTRAINT c_httptest_2 FOREIGN KEY (hostid) REFERENCES hosts (hostid) ON DELETE CASCADE;
ALTER TABLE ONLY httptest ADD CONSTRAINT c_httptest_3 FOREIGN KEY (templateid) REFERENCES httptest (httptestid) ON DELETE CASCADE;
ALTER TABLE ONLY operations ADD CONSTRAINT c_operations_1 FOREIGN KEY (actionid) REFERENCES actions (actionid) ON DELETE CASCADE;
ALTER TABLE ONLY problem ADD CONSTRAINT c_problem_1 FOREIGN KEY (eventid) REFERENCES events (eventid) ON DELETE CASCADE;
ALTER TABLE ONLY problem ADD CONSTRAINT c_problem_2 FOREIGN KEY (r_eventid) REFERENCES events (eventid) ON DELETE CASCADE;
ALTER TABLE ONLY alerts ADD CONSTRAINT c_alerts_1 FOREIGN KEY (actionid) REFERENCES actions (actionid) ON DELETE CASCADE;
ALTER TABLE ONLY alerts ADD CONSTRAINT c_alerts_2 FOREIGN KEY (eventid) REFERENCES events (eventid) ON DELETE CASCADE;
ALTER TABLE ONLY alerts ADD CONSTRAINT c_alerts_3 FOREIGN KEY (userid) REFERENCES users (userid) ON DELETE CASCADE;
ALTER TABLE ONLY alerts ADD CONSTRAINT c_alerts_4 FOREIGN KEY (mediatypeid) REFERENCES media_type (mediatypeid) ON DELETE CASCADE;
ALTER TABLE ONLY alerts ADD CONSTRAINT c_alerts_5 FOREIGN KEY (p_eventid) REFERENCES events (eventid) ON DELETE CASCADE;
ANALYZE;
