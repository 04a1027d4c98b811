-- test/accuracy/zabbix7.sql: a slice of the Zabbix 7.0 server schema (database/postgresql/schema.sql)
-- with a monitored estate's data, written for issue 16 as a held-out check (fifteenth round):
-- committed with its truth (zabbix7_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; bigint keys named by the table's noun glued to "id" with no
-- underscore (hostid, itemid, triggerid, groupid, userid, usrgrpid, mediatypeid, interfaceid,
-- valuemapid, graphid, gitemid, functionid, actionid, operationid, eventid, alertid, roleid,
-- proxyid, maintenanceid, acknowledgeid), and link tables keyed by their own counter (hostgroupid,
-- hosttemplateid, id of users_groups, rightid, triggerdepid, maintenance_hostid). Every table draws
-- from its own id counter, so the ranges overlap (templates 10001.., hosts 10500.., template items
-- 22000.., host items 40000.., triggers 13000.. and 20000.., user groups 7, 8, 9, 11.. as installed).
-- Templates, host prototypes and discovered hosts are rows of hosts too (status 3, flags 2, flags 4).
-- Foreign keys as Zabbix declares them, added at the end by ALTER TABLE ... ADD CONSTRAINT
-- c_<table>_<n> ... ON DELETE CASCADE; unique indexes <table>_1 as CREATE UNIQUE INDEX.
-- Role names: hosts_templates.templateid -> hosts, rights.groupid -> usrgrp (a user group, not a
-- host group) and rights.id -> hstgrp, trigger_depends.triggerid_down / triggerid_up -> triggers,
-- graphs.ymin_itemid / ymax_itemid -> items, alerts.p_eventid and problem.r_eventid and
-- event_recovery.r_eventid / c_eventid -> events. Self references: items.templateid,
-- triggers.templateid, graphs.templateid (the template row a host's copy was inherited from, NULL
-- on templates' own rows and on hosts' own), items.master_itemid (dependent items),
-- hosts.templateid (a host prototype inherited from a template's prototype). opmessage is keyed by
-- its operationid (1:1 with message operations); problem and event_recovery by their eventid.
-- Undeclared (Zabbix declares none): history.itemid -> items (history has no key here, no
-- orphans: the housekeeper has run) and problem.userid -> users (who closed a problem by hand,
-- NULL otherwise). Polymorphic, no reference and left out of the truth: events.objectid and
-- problem.objectid (a trigger or an item by source/object, or a discovered host/service or an
-- autoregistration id whose tables are not in the slice), events has no foreign key at all.
-- c_eventid of event_recovery is declared but NULL on every row (no correlation rules here):
-- listed as undiscoverable. Optional references are NULL, never 0. Skewed: a few templates on
-- most hosts, a few noisy triggers raise most events, most media and alerts go by e-mail.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.7070);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

-- roles: the four shipped ones and two custom
CREATE TABLE role (roleid bigint NOT NULL, name varchar(255) DEFAULT '' NOT NULL, type integer DEFAULT '0' NOT NULL,
  readonly integer DEFAULT '0' NOT NULL, PRIMARY KEY (roleid));
INSERT INTO role VALUES (1, 'User role', 1, 0), (2, 'Admin role', 2, 0), (3, 'Super admin role', 3, 1), (4, 'Guest role', 1, 0),
  (5, 'NOC operator', 1, 0), (6, 'Network admin', 2, 0);
CREATE UNIQUE INDEX role_1 ON role (name);

CREATE TABLE users (userid bigint NOT NULL, username varchar(100) DEFAULT '' NOT NULL, name varchar(100) DEFAULT '' NOT NULL,
  surname varchar(100) DEFAULT '' NOT NULL, passwd varchar(60) DEFAULT '' NOT NULL, autologin integer DEFAULT '0' NOT NULL,
  lang varchar(7) DEFAULT 'default' NOT NULL, refresh varchar(32) DEFAULT '30s' NOT NULL, theme varchar(128) DEFAULT 'default' NOT NULL,
  roleid bigint NOT NULL, PRIMARY KEY (userid));
INSERT INTO users SELECT u, CASE u WHEN 1 THEN 'Admin' WHEN 2 THEN 'guest' ELSE 'user' || u END,
       CASE u WHEN 1 THEN 'Zabbix' ELSE (ARRAY['Anna','Ben','Chloe','Dmitri','Eva','Farid','Greta','Hugo'])[1 + u % 8] END,
       CASE u WHEN 1 THEN 'Administrator' ELSE (ARRAY['Novak','Smith','Ito','Meyer','Rossi','Kowalski'])[1 + u % 6] END,
       substr(md5('pw' || u), 1, 60), (u % 3 = 0)::int, (ARRAY['default','en_US','de_DE','ru_RU'])[pg_temp.r(4)], '30s', 'default',
       CASE u WHEN 1 THEN 3 WHEN 2 THEN 4 ELSE (ARRAY[1,1,1,1,2,2,5,6,3])[pg_temp.r(9)] END
  FROM generate_series(1, 58) u;
CREATE UNIQUE INDEX users_1 ON users (username);

CREATE TABLE usrgrp (usrgrpid bigint NOT NULL, name varchar(64) DEFAULT '' NOT NULL, gui_access integer DEFAULT '0' NOT NULL,
  users_status integer DEFAULT '0' NOT NULL, debug_mode integer DEFAULT '0' NOT NULL, PRIMARY KEY (usrgrpid));
INSERT INTO usrgrp VALUES (7, 'Zabbix administrators', 0, 0, 0), (8, 'Guests', 0, 0, 0), (9, 'Disabled', 0, 1, 0),
  (11, 'Enabled debug mode', 0, 0, 1), (12, 'No access to the frontend', 3, 0, 0), (13, 'Internal', 1, 0, 0);
INSERT INTO usrgrp SELECT g, (ARRAY['NOC','Linux admins','Windows admins','DBA','Network','Storage','Helpdesk','Security'])[1 + g % 8] || ' ' || g,
       0, 0, 0 FROM generate_series(14, 31) g;
CREATE UNIQUE INDEX usrgrp_1 ON usrgrp (name);

CREATE TABLE users_groups (id bigint NOT NULL, usrgrpid bigint NOT NULL, userid bigint NOT NULL, PRIMARY KEY (id));
INSERT INTO users_groups SELECT row_number() OVER (ORDER BY userid, usrgrpid) + 3, usrgrpid, userid
  FROM (SELECT 1 AS userid, 7 AS usrgrpid UNION ALL SELECT 1, 13 UNION ALL SELECT 2, 8
        UNION SELECT u, (ARRAY[7,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,9,11,12])[pg_temp.sk(22, 1.6)]
          FROM generate_series(3, 58) u, generate_series(1, 3) k WHERE k = 1 OR random() + 0 * u < 0.45) s;
CREATE UNIQUE INDEX users_groups_1 ON users_groups (usrgrpid, userid);

CREATE TABLE media_type (mediatypeid bigint NOT NULL, type integer DEFAULT '0' NOT NULL, name varchar(100) DEFAULT '' NOT NULL,
  smtp_server varchar(255) DEFAULT '' NOT NULL, exec_path varchar(255) DEFAULT '' NOT NULL, status integer DEFAULT '0' NOT NULL,
  maxsessions integer DEFAULT '1' NOT NULL, PRIMARY KEY (mediatypeid));
INSERT INTO media_type SELECT m, CASE WHEN m IN (1, 4) THEN 0 WHEN m = 3 THEN 2 ELSE 4 END,
       CASE m WHEN 1 THEN 'Email' WHEN 3 THEN 'SMS' WHEN 4 THEN 'Email (HTML)'
              ELSE (ARRAY['Slack','MS Teams','Telegram','PagerDuty','Opsgenie','Jira','ServiceNow','Discord','Mattermost',
                          'Pushover','Zendesk','Redmine','OTRS','iLert','SIGNL4','Rocket.Chat','Express.ms','VictorOps',
                          'Github','Gitlab','TOPdesk','SysAid','Line','Brevis.one','Event-Driven Ansible','Zammad','iTop',
                          'MantisBT','SolarWinds Service Desk','Pagertree','YouTrack','Google Chat','Manage Engine'])[m - 4] END,
       CASE WHEN m IN (1, 4) THEN 'mail.example.com' ELSE '' END, '', CASE WHEN m <= 6 OR m = 9 THEN 0 ELSE 1 END, 1
  FROM generate_series(1, 37) m WHERE m <> 2;
CREATE UNIQUE INDEX media_type_1 ON media_type (name);

CREATE TABLE media (mediaid bigint NOT NULL, userid bigint NOT NULL, mediatypeid bigint NOT NULL, sendto varchar(1024) DEFAULT '' NOT NULL,
  active integer DEFAULT '0' NOT NULL, severity integer DEFAULT '63' NOT NULL, period varchar(1024) DEFAULT '1-7,00:00-24:00' NOT NULL,
  PRIMARY KEY (mediaid));
INSERT INTO media SELECT row_number() OVER (ORDER BY u, k), u, mt, 'user' || u || '@example.com', (random() < 0.1)::int,
       (ARRAY[63, 60, 56, 48])[pg_temp.r(4)], '1-7,00:00-24:00'
  FROM (SELECT u, k, (ARRAY[1,1,1,1,4,4,3,5,6,7,9])[pg_temp.r(11)] AS mt
          FROM generate_series(1, 58) u, generate_series(1, 2) k WHERE u <> 2 AND (k = 1 OR random() + 0 * u < 0.3)) s;

-- host groups (type 0) and template groups (type 1)
CREATE TABLE hstgrp (groupid bigint NOT NULL, name varchar(255) DEFAULT '' NOT NULL, flags integer DEFAULT '0' NOT NULL,
  uuid varchar(32) DEFAULT '' NOT NULL, type integer DEFAULT '0' NOT NULL, PRIMARY KEY (groupid));
INSERT INTO hstgrp SELECT g,
       CASE WHEN g <= 20 THEN 'Templates/' || (ARRAY['Applications','Databases','Modules','Network devices','Operating systems',
                              'Server hardware','Virtualization','Cloud','SAN','Telephony'])[1 + g % 10] || CASE WHEN g > 10 THEN ' ' || g ELSE '' END
            ELSE (ARRAY['Linux servers','Windows servers','Zabbix servers','Discovered hosts','Virtual machines','Hypervisors',
                        'Network','Databases','Web','Branch offices'])[1 + g % 10] || ' ' || g END,
       CASE WHEN g BETWEEN 55 AND 58 THEN 4 ELSE 0 END, md5('grp' || g), (g <= 20)::int
  FROM generate_series(1, 60) g;
CREATE UNIQUE INDEX hstgrp_1 ON hstgrp (type, name);

CREATE TABLE proxy (proxyid bigint NOT NULL, name varchar(128) DEFAULT '' NOT NULL, operating_mode integer DEFAULT '0' NOT NULL,
  description text DEFAULT '' NOT NULL, address varchar(255) DEFAULT '127.0.0.1' NOT NULL, port varchar(64) DEFAULT '10051' NOT NULL,
  PRIMARY KEY (proxyid));
INSERT INTO proxy SELECT p, 'proxy-' || (ARRAY['fra','ams','nyc','sgp','syd','lon','par','waw'])[p], (p % 3 = 0)::int, '',
       '10.' || p || '.0.5', '10051' FROM generate_series(1, 8) p;
CREATE UNIQUE INDEX proxy_1 ON proxy (name);

CREATE TABLE maintenances (maintenanceid bigint NOT NULL, name varchar(128) DEFAULT '' NOT NULL, maintenance_type integer DEFAULT '0' NOT NULL,
  description text DEFAULT '' NOT NULL, active_since integer DEFAULT '0' NOT NULL, active_till integer DEFAULT '0' NOT NULL,
  PRIMARY KEY (maintenanceid));
INSERT INTO maintenances SELECT m, 'Maintenance window ' || m, (m % 4 = 0)::int, '', 1704067200 + m * 86400 * 7,
       1704067200 + m * 86400 * 7 + 86400 * 60 FROM generate_series(1, 12) m;
CREATE UNIQUE INDEX maintenances_1 ON maintenances (name);

-- hosts: 160 templates (10001.., with gaps), 30 host prototypes on templates, 520 hosts from 10500,
-- 70 inherited host prototypes, 50 discovered hosts
CREATE TABLE hosts (hostid bigint NOT NULL, proxyid bigint NULL, host varchar(128) DEFAULT '' NOT NULL, status integer DEFAULT '0' NOT NULL,
  ipmi_authtype integer DEFAULT '-1' NOT NULL, name varchar(128) DEFAULT '' NOT NULL, flags integer DEFAULT '0' NOT NULL,
  templateid bigint NULL, description text DEFAULT '' NOT NULL, tls_connect integer DEFAULT '1' NOT NULL,
  maintenanceid bigint NULL, maintenance_status integer DEFAULT '0' NOT NULL, maintenance_type integer DEFAULT '0' NOT NULL,
  maintenance_from integer DEFAULT '0' NOT NULL, uuid varchar(32) DEFAULT '' NOT NULL, vendor_name varchar(64) DEFAULT '' NOT NULL,
  PRIMARY KEY (hostid));
CREATE TEMP TABLE tpl AS
SELECT row_number() OVER (ORDER BY h) AS k, h AS hostid
  FROM (SELECT 10001 + i * 2 + (i % 7 = 3)::int * 1 + i / 40 AS h FROM generate_series(0, 159) i) s;
INSERT INTO hosts (hostid, host, status, name, flags, uuid)
SELECT hostid, 'Template ' || (ARRAY['Linux by Zabbix agent','Windows by Zabbix agent','ICMP Ping','Zabbix server health',
                                     'PostgreSQL by Zabbix agent 2','MySQL by Zabbix agent','Nginx by HTTP','Apache by HTTP',
                                     'Cisco IOS by SNMP','Generic by SNMP','VMware','Docker by Zabbix agent 2','Kubernetes nodes by HTTP',
                                     'Redis by Zabbix agent 2','HP iLO by SNMP','Dell iDRAC by SNMP'])[1 + (k - 1) % 16]
                          || CASE WHEN k > 16 THEN ' v' || k ELSE '' END,
       3, 'T' || k, 0, md5('tpl' || hostid)
  FROM tpl;
INSERT INTO hosts (hostid, host, status, name, flags, uuid)
SELECT 10400 + p, '{#VM.NAME}-' || p, 0, '{#VM.NAME} proto ' || p, 2, md5('proto' || p) FROM generate_series(1, 30) p;
INSERT INTO hosts (hostid, proxyid, host, status, name, flags, maintenanceid, maintenance_status, tls_connect)
SELECT 10500 + h, CASE WHEN random() < 0.4 THEN pg_temp.sk(8, 1.5) END, 'srv-' || lpad(h::text, 4, '0'), (random() < 0.07)::int,
       'Server ' || h, 0, m, (m IS NOT NULL)::int, (ARRAY[1,1,1,2,4])[pg_temp.r(5)]
  FROM (SELECT h, CASE WHEN random() < 0.05 THEN pg_temp.r(12) END AS m FROM generate_series(0, 519) h) s;
INSERT INTO hosts (hostid, host, status, name, flags, templateid)
SELECT 11100 + p, '{#VM.NAME}-c' || p, 0, '{#VM.NAME} copy ' || p, 2, 10400 + pg_temp.r(30) FROM generate_series(1, 70) p;
INSERT INTO hosts (hostid, proxyid, host, status, name, flags)
SELECT 11200 + d, CASE WHEN random() < 0.5 THEN pg_temp.sk(8, 1.5) END, 'vm-' || d, 0, 'vm-' || d || ' (discovered)', 4
  FROM generate_series(1, 50) d;
CREATE UNIQUE INDEX hosts_2 ON hosts (host, hostid);
CREATE TEMP TABLE mon AS
SELECT row_number() OVER (ORDER BY hostid) AS k, hostid FROM hosts WHERE flags IN (0, 4) AND status IN (0, 1);

CREATE TABLE hosts_groups (hostgroupid bigint NOT NULL, hostid bigint NOT NULL, groupid bigint NOT NULL, PRIMARY KEY (hostgroupid));
INSERT INTO hosts_groups SELECT row_number() OVER (ORDER BY hostid, groupid), hostid, groupid
  FROM (SELECT DISTINCT hostid, groupid FROM (
          SELECT t.hostid, pg_temp.sk(20, 1.4) AS groupid FROM tpl t, generate_series(1, 2) j WHERE j = 1 OR random() + 0 * t.k < 0.2
          UNION ALL SELECT 10400 + p, 1 FROM generate_series(1, 30) p
          UNION ALL SELECT h.hostid, CASE WHEN h.hostid >= 11100 THEN 54 + pg_temp.r(4) ELSE 20 + pg_temp.sk(34, 1.7) END
            FROM hosts h, generate_series(1, 3) j WHERE h.status <> 3 AND (j = 1 OR random() + 0 * h.hostid < 0.3)) s) d;
CREATE UNIQUE INDEX hosts_groups_1 ON hosts_groups (hostid, groupid);

-- template links: hosts get 1..3 templates (a few on most hosts); some templates nest others
CREATE TABLE hosts_templates (hosttemplateid bigint NOT NULL, hostid bigint NOT NULL, templateid bigint NOT NULL,
  link_type integer DEFAULT '0' NOT NULL, PRIMARY KEY (hosttemplateid));
INSERT INTO hosts_templates (hosttemplateid, hostid, templateid)
SELECT row_number() OVER (ORDER BY hostid, templateid), hostid, templateid
  FROM (SELECT DISTINCT m.hostid, t.hostid AS templateid
          FROM (SELECT hostid, pg_temp.sk(160, 2.6) AS tk FROM mon, generate_series(1, 3) j WHERE j = 1 OR random() + 0 * k < 0.35) m
          JOIN tpl t ON t.k = m.tk
        UNION
        SELECT t1.hostid, t2.hostid FROM tpl t1 JOIN tpl t2 ON t2.k = 1 + (t1.k * 7) % 160 AND t2.k <> t1.k WHERE t1.k % 9 = 0) s;
CREATE UNIQUE INDEX hosts_templates_1 ON hosts_templates (hostid, templateid);

-- interfaces: an agent interface on each monitored host, an SNMP one on some
CREATE TABLE interface (interfaceid bigint NOT NULL, hostid bigint NOT NULL, main integer DEFAULT '0' NOT NULL, type integer DEFAULT '1' NOT NULL,
  useip integer DEFAULT '1' NOT NULL, ip varchar(64) DEFAULT '127.0.0.1' NOT NULL, dns varchar(255) DEFAULT '' NOT NULL,
  port varchar(64) DEFAULT '10050' NOT NULL, available integer DEFAULT '0' NOT NULL, PRIMARY KEY (interfaceid));
INSERT INTO interface SELECT row_number() OVER (ORDER BY hostid, type), hostid, 1, type, 1,
       '10.' || (hostid % 200) || '.' || (hostid % 97) || '.' || type, '', CASE type WHEN 1 THEN '10050' ELSE '161' END,
       (ARRAY[1,1,1,2,0])[pg_temp.r(5)]
  FROM (SELECT hostid, 1 AS type FROM mon UNION ALL SELECT hostid, 2 FROM mon WHERE k % 5 = 0) s;
CREATE TEMP TABLE agentif AS SELECT hostid, interfaceid FROM interface WHERE type = 1;

-- value maps: on templates; hosts' item copies keep the template's map
CREATE TABLE valuemap (valuemapid bigint NOT NULL, hostid bigint NOT NULL, name varchar(64) DEFAULT '' NOT NULL,
  uuid varchar(32) DEFAULT '' NOT NULL, PRIMARY KEY (valuemapid));
INSERT INTO valuemap SELECT row_number() OVER (ORDER BY hostid, n), hostid,
       (ARRAY['Service state','Zabbix agent ping status','IF-MIB::ifOperStatus','HOST-RESOURCES-MIB::hrStorageType',
              'Docker container state','Dell iDRAC status','Value cache operating mode'])[n], md5('vm' || hostid || n)
  FROM tpl, generate_series(1, 7) n WHERE (tpl.k + n) % 3 = 0;
CREATE UNIQUE INDEX valuemap_1 ON valuemap (hostid, name);

-- items: template items (22000..), then each host's copies of its templates' items (40000..), and
-- a few items of hosts' own; dependent items point at a master of their own host
CREATE TABLE items (itemid bigint NOT NULL, type integer DEFAULT '0' NOT NULL, hostid bigint NOT NULL, name varchar(255) DEFAULT '' NOT NULL,
  key_ varchar(2048) DEFAULT '' NOT NULL, delay varchar(1024) DEFAULT '0' NOT NULL, history varchar(255) DEFAULT '90d' NOT NULL,
  trends varchar(255) DEFAULT '365d' NOT NULL, status integer DEFAULT '0' NOT NULL, value_type integer DEFAULT '0' NOT NULL,
  units varchar(255) DEFAULT '' NOT NULL, templateid bigint NULL, valuemapid bigint NULL, interfaceid bigint NULL,
  master_itemid bigint NULL, flags integer DEFAULT '0' NOT NULL, description text DEFAULT '' NOT NULL, uuid varchar(32) DEFAULT '' NOT NULL,
  PRIMARY KEY (itemid));
CREATE TEMP TABLE titem AS
SELECT 22000 + row_number() OVER (ORDER BY t.k, n) AS itemid, t.k AS tk, t.hostid, n,
       (ARRAY[0,0,0,7,7,2,18,18,15,5,20,3])[pg_temp.r(12)] AS type,
       (ARRAY[0,0,3,3,3,1,4])[pg_temp.r(7)] AS value_type
  FROM tpl t, generate_series(1, 12) n WHERE n <= 2 + (t.k * 13) % 9;
INSERT INTO items (itemid, type, hostid, name, key_, delay, value_type, units, valuemapid, master_itemid, status, uuid)
SELECT i.itemid, i.type, i.hostid,
       (ARRAY['CPU utilization','Memory utilization','Free disk space on /','System uptime','Number of processes',
              'Interface eth0: Bits received','Agent ping','Load average (1m avg)','Zabbix server: Queue','Used swap space'])[1 + i.n % 10],
       (ARRAY['system.cpu.util','vm.memory.utilization','vfs.fs.size[/,pfree]','system.uptime','proc.num',
              'net.if.in[eth0]','agent.ping','system.cpu.load[all,avg1]','zabbix[queue]','system.swap.size[,used]'])[1 + i.n % 10]
         || '.' || i.n,
       CASE WHEN i.type = 18 THEN '0' ELSE (ARRAY['1m','1m','5m','30s','1h'])[pg_temp.r(5)] END, i.value_type,
       (ARRAY['%','B','s','','bps'])[pg_temp.r(5)],
       CASE WHEN random() < 0.18 THEN (SELECT v.valuemapid FROM valuemap v WHERE v.hostid = i.hostid ORDER BY v.valuemapid LIMIT 1) END,
       CASE WHEN i.type = 18 THEN (SELECT min(m.itemid) FROM titem m WHERE m.hostid = i.hostid AND m.type <> 18) END,
       (random() < 0.04)::int, md5('item' || i.itemid)
  FROM titem i;
CREATE TEMP TABLE hitem AS
SELECT 40000 + row_number() OVER (ORDER BY ht.hostid, i.itemid) AS itemid, ht.hostid, i.itemid AS templateid
  FROM hosts_templates ht JOIN mon ON mon.hostid = ht.hostid JOIN items i ON i.hostid = ht.templateid;
CREATE INDEX ON hitem (hostid, templateid);
INSERT INTO items (itemid, type, hostid, name, key_, delay, value_type, units, templateid, valuemapid, interfaceid, master_itemid, status)
SELECT h.itemid, t.type, h.hostid, t.name, t.key_, t.delay, t.value_type, t.units, h.templateid,
       t.valuemapid,
       CASE WHEN t.type IN (0, 20) THEN a.interfaceid END,
       (SELECT hm.itemid FROM hitem hm WHERE hm.hostid = h.hostid AND hm.templateid = t.master_itemid),
       CASE WHEN random() < 0.05 THEN 1 ELSE t.status END
  FROM hitem h JOIN items t ON t.itemid = h.templateid LEFT JOIN agentif a ON a.hostid = h.hostid;
INSERT INTO items (itemid, type, hostid, name, key_, delay, value_type, interfaceid)
SELECT 48000 + row_number() OVER (ORDER BY m.hostid, n), 0, m.hostid, 'Custom check ' || n, 'custom.check[' || n || ']', '5m', 3, a.interfaceid
  FROM mon m JOIN agentif a USING (hostid), generate_series(1, 2) n WHERE m.k % 6 = 0;
CREATE UNIQUE INDEX items_1 ON items (hostid, key_, itemid);

-- triggers: on templates (13000..), copied to hosts (20000..)
CREATE TABLE triggers (triggerid bigint NOT NULL, expression varchar(2048) DEFAULT '' NOT NULL, description varchar(255) DEFAULT '' NOT NULL,
  url varchar(2048) DEFAULT '' NOT NULL, status integer DEFAULT '0' NOT NULL, value integer DEFAULT '0' NOT NULL,
  priority integer DEFAULT '0' NOT NULL, lastchange integer DEFAULT '0' NOT NULL, comments text DEFAULT '' NOT NULL,
  templateid bigint NULL, type integer DEFAULT '0' NOT NULL, flags integer DEFAULT '0' NOT NULL, recovery_mode integer DEFAULT '0' NOT NULL,
  manual_close integer DEFAULT '0' NOT NULL, opdata varchar(255) DEFAULT '' NOT NULL, uuid varchar(32) DEFAULT '' NOT NULL,
  PRIMARY KEY (triggerid));
CREATE TEMP TABLE ttrig AS
SELECT 13000 + row_number() OVER (ORDER BY t.k, n) AS triggerid, t.hostid, n FROM tpl t, generate_series(1, 4) n WHERE n <= 1 + t.k % 4;
CREATE TEMP TABLE htrig AS
SELECT 20000 + row_number() OVER (ORDER BY ht.hostid, tt.triggerid) AS triggerid, ht.hostid, tt.triggerid AS templateid
  FROM hosts_templates ht JOIN mon ON mon.hostid = ht.hostid JOIN ttrig tt ON tt.hostid = ht.templateid;
CREATE INDEX ON htrig (hostid, triggerid);
INSERT INTO triggers (triggerid, expression, description, priority, templateid, manual_close, uuid, value, lastchange)
SELECT triggerid, '{' || (triggerid * 3) || '}>90', (ARRAY['High CPU utilization','Lack of free memory','Disk space is low',
         'Host has been restarted','Zabbix agent is not available','Interface down','Too many processes'])[1 + n % 7] || ' on {HOST.NAME}',
       pg_temp.r(5), NULL, (n % 2), md5('trg' || triggerid), 0, 0
  FROM ttrig;
INSERT INTO triggers (triggerid, expression, description, priority, templateid, manual_close, value, lastchange)
SELECT h.triggerid, '{' || (h.triggerid * 3) || '}>90', t.description, t.priority, h.templateid, t.manual_close,
       (random() < 0.08)::int, 1717200000 + pg_temp.r(3000000)
  FROM htrig h JOIN triggers t ON t.triggerid = h.templateid;

CREATE TABLE functions (functionid bigint NOT NULL, itemid bigint NOT NULL, triggerid bigint NOT NULL, name varchar(12) DEFAULT '' NOT NULL,
  parameter varchar(255) DEFAULT '0' NOT NULL, PRIMARY KEY (functionid));
CREATE TEMP TABLE tfunc AS
SELECT 30000 + row_number() OVER (ORDER BY tt.triggerid, f) AS functionid, tt.triggerid, tt.hostid,
       (SELECT i.itemid FROM items i WHERE i.hostid = tt.hostid ORDER BY md5(i.itemid::text || f || tt.triggerid) LIMIT 1) AS itemid,
       (ARRAY['last','avg','min','nodata','max','change'])[pg_temp.r(6)] AS name
  FROM ttrig tt, generate_series(1, 2) f WHERE f = 1 OR tt.triggerid % 3 = 0;
INSERT INTO functions SELECT functionid, itemid, triggerid, name, CASE name WHEN 'last' THEN '$' ELSE '$,5m' END FROM tfunc;
INSERT INTO functions
SELECT 60000 + row_number() OVER (ORDER BY h.triggerid, f.functionid), hi.itemid, h.triggerid, f.name, f.parameter
  FROM htrig h JOIN functions f ON f.triggerid = h.templateid
  JOIN hitem hi ON hi.hostid = h.hostid AND hi.templateid = f.itemid;

-- dependencies between triggers of one host
CREATE TABLE trigger_depends (triggerdepid bigint NOT NULL, triggerid_down bigint NOT NULL, triggerid_up bigint NOT NULL,
  PRIMARY KEY (triggerdepid));
INSERT INTO trigger_depends SELECT row_number() OVER (ORDER BY d, u), d, u
  FROM (SELECT DISTINCT a.triggerid AS d, (SELECT min(b.triggerid) FROM triggers b WHERE b.triggerid < a.triggerid AND b.triggerid >= 20000
                                         AND EXISTS (SELECT 1 FROM htrig x WHERE x.triggerid = b.triggerid AND x.hostid = h.hostid)) AS u
          FROM triggers a JOIN htrig h ON h.triggerid = a.triggerid WHERE a.triggerid % 11 = 0) s WHERE u IS NOT NULL;
CREATE UNIQUE INDEX trigger_depends_1 ON trigger_depends (triggerid_down, triggerid_up);

-- graphs: on templates (700..), copied to hosts (3000..)
CREATE TABLE graphs (graphid bigint NOT NULL, name varchar(128) DEFAULT '' NOT NULL, width integer DEFAULT '900' NOT NULL,
  height integer DEFAULT '200' NOT NULL, yaxismin double precision DEFAULT '0' NOT NULL, yaxismax double precision DEFAULT '100' NOT NULL,
  templateid bigint NULL, graphtype integer DEFAULT '0' NOT NULL, ymin_type integer DEFAULT '0' NOT NULL, ymax_type integer DEFAULT '0' NOT NULL,
  ymin_itemid bigint NULL, ymax_itemid bigint NULL, flags integer DEFAULT '0' NOT NULL, uuid varchar(32) DEFAULT '' NOT NULL,
  PRIMARY KEY (graphid));
CREATE TEMP TABLE tgraph AS
SELECT 700 + row_number() OVER (ORDER BY t.k) AS graphid, t.hostid,
       CASE WHEN t.k % 9 = 0 THEN (SELECT max(i.itemid) FROM items i WHERE i.hostid = t.hostid) END AS ymax_itemid
  FROM tpl t WHERE t.k % 4 <> 1;
INSERT INTO graphs (graphid, name, templateid, graphtype, ymax_type, ymax_itemid, uuid)
SELECT graphid, (ARRAY['CPU usage','Memory usage','Network traffic','Disk I/O','Processes'])[1 + graphid % 5], NULL, graphid % 3,
       CASE WHEN ymax_itemid IS NULL THEN 0 ELSE 2 END, ymax_itemid, md5('g' || graphid)
  FROM tgraph;
CREATE TEMP TABLE hgraph AS
SELECT 3000 + row_number() OVER (ORDER BY ht.hostid, g.graphid) AS graphid, ht.hostid, g.graphid AS templateid
  FROM hosts_templates ht JOIN mon ON mon.hostid = ht.hostid JOIN tgraph g ON g.hostid = ht.templateid;
INSERT INTO graphs (graphid, name, templateid, graphtype, ymax_type, ymax_itemid)
SELECT h.graphid, g.name, h.templateid, g.graphtype, g.ymax_type,
       (SELECT hi.itemid FROM hitem hi WHERE hi.hostid = h.hostid AND hi.templateid = g.ymax_itemid)
  FROM hgraph h JOIN graphs g ON g.graphid = h.templateid;
INSERT INTO graphs (graphid, name, graphtype, ymin_type, ymin_itemid)
SELECT 9000 + m.k, 'Custom graph ' || m.k, 0, 2, (SELECT min(i.itemid) FROM items i WHERE i.hostid = m.hostid)
  FROM mon m WHERE m.k % 10 = 0;

CREATE TABLE graphs_items (gitemid bigint NOT NULL, graphid bigint NOT NULL, itemid bigint NOT NULL, drawtype integer DEFAULT '0' NOT NULL,
  sortorder integer DEFAULT '0' NOT NULL, color varchar(6) DEFAULT '009600' NOT NULL, yaxisside integer DEFAULT '0' NOT NULL,
  calc_fnc integer DEFAULT '2' NOT NULL, PRIMARY KEY (gitemid));
CREATE TEMP TABLE tgi AS
SELECT 1500 + row_number() OVER (ORDER BY g.graphid, s) AS gitemid, g.graphid, s,
       (SELECT i.itemid FROM items i WHERE i.hostid = g.hostid ORDER BY md5(i.itemid::text || s) LIMIT 1) AS itemid
  FROM tgraph g, generate_series(0, 2) s WHERE s = 0 OR (g.graphid + s) % 3 <> 0;
INSERT INTO graphs_items (gitemid, graphid, itemid, drawtype, sortorder, color)
SELECT gitemid, graphid, itemid, s % 2, s, (ARRAY['199C0D','F63100','2774A4','A54F10'])[1 + s] FROM tgi WHERE itemid IS NOT NULL;
INSERT INTO graphs_items (gitemid, graphid, itemid, drawtype, sortorder, color)
SELECT 8000 + row_number() OVER (ORDER BY h.graphid, gi.gitemid), h.graphid, hi.itemid, gi.drawtype, gi.sortorder, gi.color
  FROM hgraph h JOIN graphs_items gi ON gi.graphid = h.templateid JOIN hitem hi ON hi.hostid = h.hostid AND hi.templateid = gi.itemid;

-- actions and their operations
CREATE TABLE actions (actionid bigint NOT NULL, name varchar(255) DEFAULT '' NOT NULL, eventsource integer DEFAULT '0' NOT NULL,
  evaltype integer DEFAULT '0' NOT NULL, status integer DEFAULT '0' NOT NULL, esc_period varchar(255) DEFAULT '1h' NOT NULL,
  formula varchar(1024) DEFAULT '' NOT NULL, pause_suppressed integer DEFAULT '1' NOT NULL, PRIMARY KEY (actionid));
INSERT INTO actions SELECT a, CASE a WHEN 2 THEN 'Auto discovery. Linux servers.' WHEN 3 THEN 'Report problems to Zabbix administrators'
                                     WHEN 4 THEN 'Report not supported items' WHEN 5 THEN 'Report unknown triggers'
                                     WHEN 6 THEN 'Auto registration: Linux' ELSE 'Notify team ' || a END,
       CASE a WHEN 2 THEN 1 WHEN 4 THEN 3 WHEN 5 THEN 3 WHEN 6 THEN 2 ELSE 0 END, 0, (a = 2)::int, '1h', '', 1
  FROM generate_series(2, 16) a;
CREATE UNIQUE INDEX actions_2 ON actions (eventsource, name);

CREATE TABLE operations (operationid bigint NOT NULL, actionid bigint NOT NULL, operationtype integer DEFAULT '0' NOT NULL,
  esc_period varchar(255) DEFAULT '0' NOT NULL, esc_step_from integer DEFAULT '1' NOT NULL, esc_step_to integer DEFAULT '1' NOT NULL,
  evaltype integer DEFAULT '0' NOT NULL, recovery integer DEFAULT '0' NOT NULL, PRIMARY KEY (operationid));
INSERT INTO operations SELECT row_number() OVER (ORDER BY a, o), a, CASE WHEN a IN (2, 6) THEN (ARRAY[2,4,6])[o] WHEN o = 3 THEN 1 ELSE 0 END,
       '0', o, o, 0, CASE WHEN o = 2 AND a NOT IN (2, 6) THEN 1 ELSE 0 END
  FROM generate_series(2, 16) a, generate_series(1, 3) o WHERE o <= 1 + a % 3;

CREATE TABLE opmessage (operationid bigint NOT NULL, default_msg integer DEFAULT '1' NOT NULL, subject varchar(255) DEFAULT '' NOT NULL,
  message text DEFAULT '' NOT NULL, mediatypeid bigint NULL, PRIMARY KEY (operationid));
INSERT INTO opmessage SELECT operationid, 1, '', '', CASE WHEN operationid % 3 = 0 THEN (ARRAY[1,3,5,9])[pg_temp.r(4)] END
  FROM operations WHERE operationtype = 0;

CREATE TABLE rights (rightid bigint NOT NULL, groupid bigint NOT NULL, permission integer DEFAULT '0' NOT NULL, id bigint NOT NULL,
  PRIMARY KEY (rightid));
INSERT INTO rights SELECT row_number() OVER (ORDER BY g, h), g, (ARRAY[2,3,3,0])[pg_temp.r(4)], h
  FROM (SELECT DISTINCT g, 20 + pg_temp.sk(40, 1.3) AS h FROM generate_series(14, 31) g, generate_series(1, 4) k) s;
CREATE UNIQUE INDEX rights_2 ON rights (groupid, id);

CREATE TABLE maintenances_hosts (maintenance_hostid bigint NOT NULL, maintenanceid bigint NOT NULL, hostid bigint NOT NULL,
  PRIMARY KEY (maintenance_hostid));
INSERT INTO maintenances_hosts SELECT row_number() OVER (ORDER BY maintenanceid, hostid), maintenanceid, hostid
  FROM (SELECT DISTINCT maintenanceid, hostid FROM hosts WHERE maintenanceid IS NOT NULL
        UNION SELECT pg_temp.r(12), 10500 + pg_temp.r(519) FROM generate_series(1, 40)) s;
CREATE UNIQUE INDEX maintenances_hosts_1 ON maintenances_hosts (maintenanceid, hostid);

-- events: trigger problems and recoveries (noisy triggers), internal events on items and triggers,
-- discovery and autoregistration events whose objects are not in the slice
CREATE TABLE events (eventid bigint NOT NULL, source integer DEFAULT '0' NOT NULL, object integer DEFAULT '0' NOT NULL,
  objectid bigint DEFAULT '0' NOT NULL, clock integer DEFAULT '0' NOT NULL, value integer DEFAULT '0' NOT NULL,
  acknowledged integer DEFAULT '0' NOT NULL, ns integer DEFAULT '0' NOT NULL, name varchar(2048) DEFAULT '' NOT NULL,
  severity integer DEFAULT '0' NOT NULL, PRIMARY KEY (eventid));
CREATE TEMP TABLE htk AS SELECT row_number() OVER (ORDER BY md5(triggerid::text)) AS k, triggerid FROM triggers WHERE triggerid >= 20000;
CREATE TEMP TABLE prob AS
SELECT row_number() OVER (ORDER BY c) AS n, c, t.triggerid, (random() < 0.86) AS resolved
  FROM (SELECT 1717200000 + g * 1100 + pg_temp.r(900) AS c, pg_temp.sk((SELECT count(*) FROM htk)::int, 3.0) AS tk
          FROM generate_series(1, 1600) g) s JOIN htk t ON t.k = s.tk;
INSERT INTO events (eventid, source, object, objectid, clock, value, acknowledged, ns, name, severity)
SELECT 2 * n - 1 + 100, 0, 0, p.triggerid, p.c, 1, (random() < 0.2)::int, pg_temp.r(999999999), tr.description, tr.priority
  FROM prob p JOIN triggers tr ON tr.triggerid = p.triggerid;
INSERT INTO events (eventid, source, object, objectid, clock, value, ns, name, severity)
SELECT 2 * n + 100, 0, 0, p.triggerid, p.c + pg_temp.r(7200), 0, pg_temp.r(999999999), '', 0 FROM prob p WHERE resolved;
INSERT INTO events (eventid, source, object, objectid, clock, value, ns)
SELECT 5000 + g, s, o, CASE WHEN s = 3 AND o = 4 THEN 40000 + pg_temp.r(3000) WHEN s = 3 THEN 20000 + pg_temp.r(800)
                            WHEN s = 1 THEN pg_temp.r(300) ELSE 1 + pg_temp.r(120) END,
       1717200000 + g * 4000, (g % 2), 0
  FROM (SELECT g, (ARRAY[1,1,2,3,3,3])[1 + g % 6] AS s, (ARRAY[1,2,3,4,0,4])[1 + g % 6] AS o FROM generate_series(1, 450) g) x;

CREATE TABLE event_recovery (eventid bigint NOT NULL, r_eventid bigint NOT NULL, c_eventid bigint NULL, correlationid bigint NULL,
  userid bigint NULL, PRIMARY KEY (eventid));
INSERT INTO event_recovery (eventid, r_eventid) SELECT 2 * n - 1 + 100, 2 * n + 100 FROM prob WHERE resolved;

CREATE TABLE problem (eventid bigint NOT NULL, source integer DEFAULT '0' NOT NULL, object integer DEFAULT '0' NOT NULL,
  objectid bigint DEFAULT '0' NOT NULL, clock integer DEFAULT '0' NOT NULL, ns integer DEFAULT '0' NOT NULL, r_eventid bigint NULL,
  r_clock integer DEFAULT '0' NOT NULL, r_ns integer DEFAULT '0' NOT NULL, correlationid bigint NULL, userid bigint NULL,
  name varchar(2048) DEFAULT '' NOT NULL, acknowledged integer DEFAULT '0' NOT NULL, severity integer DEFAULT '0' NOT NULL,
  PRIMARY KEY (eventid));
INSERT INTO problem (eventid, source, object, objectid, clock, ns, r_eventid, r_clock, userid, name, acknowledged, severity)
SELECT e.eventid, 0, 0, e.objectid, e.clock, e.ns, r.eventid, coalesce(r.clock, 0),
       CASE WHEN r.eventid IS NOT NULL AND random() < 0.12 THEN (ARRAY[1,1,1,3,4,5,7,12])[pg_temp.r(8)] END,
       e.name, e.acknowledged, e.severity
  FROM events e LEFT JOIN event_recovery er ON er.eventid = e.eventid LEFT JOIN events r ON r.eventid = er.r_eventid
 WHERE e.source = 0 AND e.value = 1 AND (r.eventid IS NULL OR e.eventid % 4 <> 0);
INSERT INTO problem (eventid, source, object, objectid, clock, name)
SELECT eventid, source, object, objectid, clock, 'Cannot evaluate' FROM events WHERE source = 3 AND value = 1;

CREATE TABLE acknowledges (acknowledgeid bigint NOT NULL, userid bigint NOT NULL, eventid bigint NOT NULL, clock integer DEFAULT '0' NOT NULL,
  message varchar(2048) DEFAULT '' NOT NULL, action integer DEFAULT '0' NOT NULL, old_severity integer DEFAULT '0' NOT NULL,
  new_severity integer DEFAULT '0' NOT NULL, PRIMARY KEY (acknowledgeid));
INSERT INTO acknowledges SELECT row_number() OVER (ORDER BY e.eventid), (ARRAY[1,1,3,4,5,7,9,12,15])[pg_temp.r(9)], e.eventid,
       e.clock + pg_temp.r(3600), 'Looking into it', (ARRAY[2,4,6,1])[pg_temp.r(4)], 0, 0
  FROM events e WHERE e.acknowledged = 1;

-- alerts: messages to users and remote commands for trigger problems, recoveries and updates
CREATE TABLE alerts (alertid bigint NOT NULL, actionid bigint NOT NULL, eventid bigint NOT NULL, userid bigint NULL,
  clock integer DEFAULT '0' NOT NULL, mediatypeid bigint NULL, sendto varchar(1024) DEFAULT '' NOT NULL, subject varchar(255) DEFAULT '' NOT NULL,
  message text DEFAULT '' NOT NULL, status integer DEFAULT '0' NOT NULL, retries integer DEFAULT '0' NOT NULL, error varchar(2048) DEFAULT '' NOT NULL,
  esc_step integer DEFAULT '0' NOT NULL, alerttype integer DEFAULT '0' NOT NULL, p_eventid bigint NULL, acknowledgeid bigint NULL,
  parameters text DEFAULT '{}' NOT NULL, PRIMARY KEY (alertid));
CREATE TEMP TABLE al AS
SELECT e.eventid, e.clock, er.eventid AS p_eventid, ack.acknowledgeid,
       CASE WHEN random() < 0.7 THEN 3 ELSE (ARRAY[7,8,9,10,11,12,13,14,15,16])[pg_temp.r(10)] END AS actionid,
       random() < 0.08 AS cmd
  FROM events e LEFT JOIN event_recovery er ON er.r_eventid = e.eventid
  LEFT JOIN LATERAL (SELECT a.acknowledgeid FROM acknowledges a WHERE a.eventid = e.eventid AND e.eventid % 3 = 0 LIMIT 1) ack ON true
 WHERE e.source = 0 AND random() < 0.6;
INSERT INTO alerts (alertid, actionid, eventid, userid, clock, mediatypeid, sendto, subject, status, alerttype, p_eventid, acknowledgeid, esc_step)
SELECT row_number() OVER (ORDER BY al.clock, al.eventid, u.userid), al.actionid, al.eventid, CASE WHEN NOT al.cmd THEN u.userid END,
       al.clock + 5, CASE WHEN NOT al.cmd THEN u.mt END, CASE WHEN al.cmd THEN '' ELSE 'user' || u.userid || '@example.com' END,
       CASE WHEN al.p_eventid IS NULL THEN 'Problem: ' ELSE 'Resolved: ' END || al.eventid,
       (ARRAY[1,1,1,1,2])[pg_temp.r(5)], al.cmd::int, al.p_eventid, al.acknowledgeid, 1
  FROM al, LATERAL (SELECT m.userid, m.mediatypeid AS mt FROM media m WHERE m.userid IN (1, 3, 4, 5, 7, 12)
                                                                         AND (m.mediaid + al.eventid) % 3 = 0 LIMIT 2) u;

-- history of float items: no key, no foreign key
CREATE TABLE history (itemid bigint NOT NULL, clock integer DEFAULT '0' NOT NULL, value double precision DEFAULT '0.0000' NOT NULL,
  ns integer DEFAULT '0' NOT NULL);
CREATE TEMP TABLE hk AS SELECT row_number() OVER (ORDER BY md5(itemid::text)) AS k, itemid FROM items WHERE hostid >= 10500 AND value_type = 0;
INSERT INTO history SELECT hk.itemid, 1719800000 + g * 60, round((random() * 100)::numeric, 4)::float8, pg_temp.r(999999999)
  FROM (SELECT g, pg_temp.sk((SELECT count(*) FROM hk)::int, 1.8) AS rk FROM generate_series(1, 9000) g) s JOIN hk ON hk.k = s.rk;
CREATE INDEX history_1 ON history (itemid, clock);

-- foreign keys, as Zabbix adds them
ALTER TABLE ONLY users ADD CONSTRAINT c_users_1 FOREIGN KEY (roleid) REFERENCES role (roleid) ON DELETE CASCADE;
ALTER TABLE ONLY users_groups ADD CONSTRAINT c_users_groups_1 FOREIGN KEY (usrgrpid) REFERENCES usrgrp (usrgrpid) ON DELETE CASCADE;
ALTER TABLE ONLY users_groups ADD CONSTRAINT c_users_groups_2 FOREIGN KEY (userid) REFERENCES users (userid) ON DELETE CASCADE;
ALTER TABLE ONLY media ADD CONSTRAINT c_media_1 FOREIGN KEY (userid) REFERENCES users (userid) ON DELETE CASCADE;
ALTER TABLE ONLY media ADD CONSTRAINT c_media_2 FOREIGN KEY (mediatypeid) REFERENCES media_type (mediatypeid) ON DELETE CASCADE;
ALTER TABLE ONLY hosts ADD CONSTRAINT c_hosts_1 FOREIGN KEY (proxyid) REFERENCES proxy (proxyid);
ALTER TABLE ONLY hosts ADD CONSTRAINT c_hosts_2 FOREIGN KEY (maintenanceid) REFERENCES maintenances (maintenanceid);
ALTER TABLE ONLY hosts ADD CONSTRAINT c_hosts_3 FOREIGN KEY (templateid) REFERENCES hosts (hostid) ON DELETE CASCADE;
ALTER TABLE ONLY hosts_groups ADD CONSTRAINT c_hosts_groups_1 FOREIGN KEY (hostid) REFERENCES hosts (hostid) ON DELETE CASCADE;
ALTER TABLE ONLY hosts_groups ADD CONSTRAINT c_hosts_groups_2 FOREIGN KEY (groupid) REFERENCES hstgrp (groupid) ON DELETE CASCADE;
ALTER TABLE ONLY hosts_templates ADD CONSTRAINT c_hosts_templates_1 FOREIGN KEY (hostid) REFERENCES hosts (hostid) ON DELETE CASCADE;
ALTER TABLE ONLY hosts_templates ADD CONSTRAINT c_hosts_templates_2 FOREIGN KEY (templateid) REFERENCES hosts (hostid) ON DELETE CASCADE;
ALTER TABLE ONLY interface ADD CONSTRAINT c_interface_1 FOREIGN KEY (hostid) REFERENCES hosts (hostid) ON DELETE CASCADE;
ALTER TABLE ONLY valuemap ADD CONSTRAINT c_valuemap_1 FOREIGN KEY (hostid) REFERENCES hosts (hostid) ON DELETE CASCADE;
ALTER TABLE ONLY items ADD CONSTRAINT c_items_1 FOREIGN KEY (hostid) REFERENCES hosts (hostid) ON DELETE CASCADE;
ALTER TABLE ONLY items ADD CONSTRAINT c_items_2 FOREIGN KEY (templateid) REFERENCES items (itemid) ON DELETE CASCADE;
ALTER TABLE ONLY items ADD CONSTRAINT c_items_3 FOREIGN KEY (valuemapid) REFERENCES valuemap (valuemapid);
ALTER TABLE ONLY items ADD CONSTRAINT c_items_4 FOREIGN KEY (interfaceid) REFERENCES interface (interfaceid);
ALTER TABLE ONLY items ADD CONSTRAINT c_items_5 FOREIGN KEY (master_itemid) REFERENCES items (itemid) ON DELETE CASCADE;
ALTER TABLE ONLY triggers ADD CONSTRAINT c_triggers_1 FOREIGN KEY (templateid) REFERENCES triggers (triggerid) ON DELETE CASCADE;
ALTER TABLE ONLY functions ADD CONSTRAINT c_functions_1 FOREIGN KEY (itemid) REFERENCES items (itemid) ON DELETE CASCADE;
ALTER TABLE ONLY functions ADD CONSTRAINT c_functions_2 FOREIGN KEY (triggerid) REFERENCES triggers (triggerid) ON DELETE CASCADE;
ALTER TABLE ONLY trigger_depends ADD CONSTRAINT c_trigger_depends_1 FOREIGN KEY (triggerid_down) REFERENCES triggers (triggerid) ON DELETE CASCADE;
ALTER TABLE ONLY trigger_depends ADD CONSTRAINT c_trigger_depends_2 FOREIGN KEY (triggerid_up) REFERENCES triggers (triggerid) ON DELETE CASCADE;
ALTER TABLE ONLY graphs ADD CONSTRAINT c_graphs_1 FOREIGN KEY (templateid) REFERENCES graphs (graphid) ON DELETE CASCADE;
ALTER TABLE ONLY graphs ADD CONSTRAINT c_graphs_2 FOREIGN KEY (ymin_itemid) REFERENCES items (itemid);
ALTER TABLE ONLY graphs ADD CONSTRAINT c_graphs_3 FOREIGN KEY (ymax_itemid) REFERENCES items (itemid);
ALTER TABLE ONLY graphs_items ADD CONSTRAINT c_graphs_items_1 FOREIGN KEY (graphid) REFERENCES graphs (graphid) ON DELETE CASCADE;
ALTER TABLE ONLY graphs_items ADD CONSTRAINT c_graphs_items_2 FOREIGN KEY (itemid) REFERENCES items (itemid) ON DELETE CASCADE;
ALTER TABLE ONLY operations ADD CONSTRAINT c_operations_1 FOREIGN KEY (actionid) REFERENCES actions (actionid) ON DELETE CASCADE;
ALTER TABLE ONLY opmessage ADD CONSTRAINT c_opmessage_1 FOREIGN KEY (operationid) REFERENCES operations (operationid) ON DELETE CASCADE;
ALTER TABLE ONLY opmessage ADD CONSTRAINT c_opmessage_2 FOREIGN KEY (mediatypeid) REFERENCES media_type (mediatypeid);
ALTER TABLE ONLY rights ADD CONSTRAINT c_rights_1 FOREIGN KEY (groupid) REFERENCES usrgrp (usrgrpid) ON DELETE CASCADE;
ALTER TABLE ONLY rights ADD CONSTRAINT c_rights_2 FOREIGN KEY (id) REFERENCES hstgrp (groupid) ON DELETE CASCADE;
ALTER TABLE ONLY maintenances_hosts ADD CONSTRAINT c_maintenances_hosts_1 FOREIGN KEY (maintenanceid) REFERENCES maintenances (maintenanceid) ON DELETE CASCADE;
ALTER TABLE ONLY maintenances_hosts ADD CONSTRAINT c_maintenances_hosts_2 FOREIGN KEY (hostid) REFERENCES hosts (hostid) ON DELETE CASCADE;
ALTER TABLE ONLY event_recovery ADD CONSTRAINT c_event_recovery_1 FOREIGN KEY (eventid) REFERENCES events (eventid) ON DELETE CASCADE;
ALTER TABLE ONLY event_recovery ADD CONSTRAINT c_event_recovery_2 FOREIGN KEY (r_eventid) REFERENCES events (eventid) ON DELETE CASCADE;
ALTER TABLE ONLY event_recovery ADD CONSTRAINT c_event_recovery_3 FOREIGN KEY (c_eventid) REFERENCES events (eventid) ON DELETE CASCADE;
ALTER TABLE ONLY problem ADD CONSTRAINT c_problem_1 FOREIGN KEY (eventid) REFERENCES events (eventid) ON DELETE CASCADE;
ALTER TABLE ONLY problem ADD CONSTRAINT c_problem_2 FOREIGN KEY (r_eventid) REFERENCES events (eventid) ON DELETE CASCADE;
ALTER TABLE ONLY acknowledges ADD CONSTRAINT c_acknowledges_1 FOREIGN KEY (userid) REFERENCES users (userid) ON DELETE CASCADE;
ALTER TABLE ONLY acknowledges ADD CONSTRAINT c_acknowledges_2 FOREIGN KEY (eventid) REFERENCES events (eventid) ON DELETE CASCADE;
ALTER TABLE ONLY alerts ADD CONSTRAINT c_alerts_1 FOREIGN KEY (actionid) REFERENCES actions (actionid) ON DELETE CASCADE;
ALTER TABLE ONLY alerts ADD CONSTRAINT c_alerts_2 FOREIGN KEY (eventid) REFERENCES events (eventid) ON DELETE CASCADE;
ALTER TABLE ONLY alerts ADD CONSTRAINT c_alerts_3 FOREIGN KEY (userid) REFERENCES users (userid) ON DELETE CASCADE;
ALTER TABLE ONLY alerts ADD CONSTRAINT c_alerts_4 FOREIGN KEY (mediatypeid) REFERENCES media_type (mediatypeid) ON DELETE CASCADE;
ALTER TABLE ONLY alerts ADD CONSTRAINT c_alerts_5 FOREIGN KEY (p_eventid) REFERENCES events (eventid) ON DELETE CASCADE;
ALTER TABLE ONLY alerts ADD CONSTRAINT c_alerts_6 FOREIGN KEY (acknowledgeid) REFERENCES acknowledges (acknowledgeid) ON DELETE CASCADE;
