-- test/accuracy/sap.sql: an SAP-ERP-shaped sales, delivery, billing and purchasing schema, written for
-- issue 16 as a held-out check: committed with its truth (sap_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: quoted upper-case tables and columns with German abbreviations that do not name
-- their table (KUNNR is a customer of "KNA1", VBELN a sales, delivery or billing document of
-- "VBAK", "LIKP" or "VBRK", MATNR a material of "MARA"); the client "MANDT" leads every key and
-- every reference, so that each reference is a composite (MANDT, x) and MANDT itself references
-- "T000" (as the ABAP dictionary declares); client 200 is a test client holding a copy of a part of
-- client 100 with the same numbers; numbers are zero-padded digit-only char codes (KUNNR
-- '0000100001', MATNR of 18 digits, item numbers POSNR '000010'); document number ranges differ by
-- document type (sales 00000100xx, deliveries 0080000xxx, billing 0090000xxx); role columns
-- (KUNAG sold-to, KUNRG payer, GEWEI weight unit beside MEINS, VRKME sales unit) and preceding-
-- document references under other names ((VGBEL, VGPOS) -> (VBELN, POSNR), (AUBEL, AUPOS));
-- languages ("T002") are client-independent. Deterministic: setseed.
-- Items hold a material extended to their plant ((MANDT, MATNR, WERKS) in "MARC") and an order a
-- customer of its sales area ("KNVV"): undeclared truths (corrected after the first measurement).
set client_min_messages = warning;
select setseed(0.42);
create function pg_temp.r(n int) returns int language sql volatile as $$ select 1 + floor(random() * n)::int $$;

create table "T000" ("MANDT" char(3) primary key, "MTEXT" varchar(25), "ORT01" varchar(25), "MWAER" char(5), "CCCATEGORY" char(1));
insert into "T000" values ('000', 'SAP AG Konzern', 'Walldorf', 'EUR', 'S'), ('100', 'Produktion', 'Hamburg', 'EUR', 'P'),
                        ('200', 'Test', 'Hamburg', 'EUR', 'T');
-- languages are client-independent
create table "T002" ("SPRAS" char(1) primary key, "LASPEZ" char(1), "LAISO" char(2));
insert into "T002" values ('D', '', 'DE'), ('E', '', 'EN'), ('F', '', 'FR'), ('S', '', 'ES'), ('I', '', 'IT'), ('1', '', 'ZH');
create table "TCURC" ("MANDT" char(3) references "T000", "WAERS" char(5), "ISOCD" char(3), "ALTWR" char(3), primary key ("MANDT", "WAERS"));
insert into "TCURC" select m, w, w, lpad((row_number() over (partition by m order by w))::text, 3, '0')
  from unnest(array['100', '200']) m, unnest(array['EUR', 'USD', 'GBP', 'CHF', 'JPY', 'SEK', 'PLN', 'CZK']) w;
create table "T005" ("MANDT" char(3) references "T000", "LAND1" char(3), "LANDK" char(3), "WAERS" char(5), "SPRAS" char(1) references "T002",
                   primary key ("MANDT", "LAND1"), foreign key ("MANDT", "WAERS") references "TCURC");
insert into "T005" select m, c, c, w, s
  from unnest(array['100', '200']) m,
       (values ('DE', 'EUR', 'D'), ('AT', 'EUR', 'D'), ('CH', 'CHF', 'D'), ('FR', 'EUR', 'F'), ('GB', 'GBP', 'E'), ('US', 'USD', 'E'),
               ('JP', 'JPY', 'E'), ('SE', 'SEK', 'E'), ('PL', 'PLN', 'E'), ('CZ', 'CZK', 'E'), ('ES', 'EUR', 'S'), ('IT', 'EUR', 'I'),
               ('NL', 'EUR', 'E'), ('CN', 'USD', '1')) v(c, w, s);
create table "T001" ("MANDT" char(3) references "T000", "BUKRS" char(4), "BUTXT" varchar(25), "ORT01" varchar(25), "LAND1" char(3), "WAERS" char(5),
                   primary key ("MANDT", "BUKRS"), foreign key ("MANDT", "LAND1") references "T005", foreign key ("MANDT", "WAERS") references "TCURC");
insert into "T001" select m, b, 'Company ' || b, 'City ' || b, l, w
  from unnest(array['100', '200']) m,
       (values ('1000', 'DE', 'EUR'), ('2000', 'GB', 'GBP'), ('3000', 'US', 'USD'), ('4000', 'FR', 'EUR'), ('5000', 'JP', 'JPY')) v(b, l, w);
create table "TVKO" ("MANDT" char(3) references "T000", "VKORG" char(4), "BUKRS" char(4), "WAERS" char(5), primary key ("MANDT", "VKORG"),
                   foreign key ("MANDT", "BUKRS") references "T001", foreign key ("MANDT", "WAERS") references "TCURC");
insert into "TVKO" select m, v, b, w from unnest(array['100', '200']) m,
       (values ('1000', '1000', 'EUR'), ('1010', '1000', 'EUR'), ('2000', '2000', 'GBP'), ('3000', '3000', 'USD'), ('4000', '4000', 'EUR'),
               ('5000', '5000', 'JPY')) x(v, b, w);
create table "T001W" ("MANDT" char(3) references "T000", "WERKS" char(4), "NAME1" varchar(30), "BWKEY" char(4), "LAND1" char(3), "VKORG" char(4),
                    primary key ("MANDT", "WERKS"), foreign key ("MANDT", "LAND1") references "T005", foreign key ("MANDT", "VKORG") references "TVKO");
insert into "T001W" select m, w, 'Plant ' || w, w, l, v from unnest(array['100', '200']) m,
       (values ('1000', 'DE', '1000'), ('1100', 'DE', '1010'), ('1200', 'AT', '1000'), ('2000', 'GB', '2000'), ('3000', 'US', '3000'),
               ('3100', 'US', '3000'), ('4000', 'FR', '4000'), ('5000', 'JP', '5000')) x(w, l, v);
create table "T006" ("MANDT" char(3) references "T000", "MSEHI" char(3), "KZEX3" char(1), "DIMID" char(6), primary key ("MANDT", "MSEHI"));
insert into "T006" select m, u, '', d from unnest(array['100', '200']) m,
       (values ('ST', 'AAAADL'), ('KG', 'MASS'), ('G', 'MASS'), ('L', 'VOLUME'), ('M', 'LENGTH'), ('PAL', 'AAAADL'), ('KAR', 'AAAADL'),
               ('TO', 'MASS'), ('H', 'TIME')) x(u, d);
create table "T023" ("MANDT" char(3) references "T000", "MATKL" char(9), "WGBEZ" varchar(20), primary key ("MANDT", "MATKL"));
insert into "T023" select m, lpad((g * 10)::text, 3, '0') || lpad(k::text, 2, '0'), 'Group ' || g || '.' || k
  from unnest(array['100', '200']) m, generate_series(1, 9) g, generate_series(1, 4) k;

-- customers 0000100001.. in client 100; client 200 holds a copy of the first 300
create table "KNA1" ("MANDT" char(3) references "T000", "KUNNR" char(10), "LAND1" char(3), "NAME1" varchar(35), "ORT01" varchar(35), "PSTLZ" char(10),
                   "STRAS" varchar(35), "KTOKD" char(4), "ERDAT" char(8), "ERNAM" varchar(12), "SPRAS" char(1) references "T002", "LOEVM" char(1),
                   primary key ("MANDT", "KUNNR"), foreign key ("MANDT", "LAND1") references "T005");
insert into "KNA1" select '100', lpad((100000 + g)::text, 10, '0'), l, 'Customer ' || g, 'Ort ' || pg_temp.r(400),
       lpad(pg_temp.r(99999)::text, 5, '0'), 'Strasse ' || g, case when g % 9 = 0 then '0002' else '0001' end,
       to_char(date '2015-01-01' + g, 'YYYYMMDD'), 'USER' || pg_temp.r(25), case when l in ('DE', 'AT', 'CH') then 'D' else 'E' end,
       case when g % 41 = 0 then 'X' else '' end
  from (select g, (array['DE','DE','DE','AT','CH','FR','GB','US','US','JP','SE','PL','CZ','ES','IT','NL'])[pg_temp.r(16)] l
          from generate_series(1, 1500) g) x;
insert into "KNA1" select '200', "KUNNR", "LAND1", "NAME1" || ' (test)', "ORT01", "PSTLZ", "STRAS", "KTOKD", "ERDAT", 'TESTER', "SPRAS", "LOEVM"
  from "KNA1" where "MANDT" = '100' and "KUNNR" <= '0000100300';
create table "KNVV" ("MANDT" char(3) references "T000", "KUNNR" char(10), "VKORG" char(4), "VTWEG" char(2), "SPART" char(2), "WAERS" char(5),
                   "KDGRP" char(2), primary key ("MANDT", "KUNNR", "VKORG", "VTWEG", "SPART"), foreign key ("MANDT", "KUNNR") references "KNA1",
                   foreign key ("MANDT", "VKORG") references "TVKO", foreign key ("MANDT", "WAERS") references "TCURC");
insert into "KNVV" select k."MANDT", k."KUNNR", o."VKORG", '10', '00', o."WAERS", lpad(pg_temp.r(6)::text, 2, '0')
  from "KNA1" k join "TVKO" o on o."MANDT" = k."MANDT"
 where o."VKORG" = case k."LAND1" when 'GB' then '2000' when 'US' then '3000' when 'FR' then '4000' when 'JP' then '5000' else '1000' end
    or (o."VKORG" = '1010' and k."KUNNR" like '%3');
create table "LFA1" ("MANDT" char(3) references "T000", "LIFNR" char(10), "LAND1" char(3), "NAME1" varchar(35), "ORT01" varchar(35), "KUNNR" char(10),
                   "ERDAT" char(8), primary key ("MANDT", "LIFNR"), foreign key ("MANDT", "LAND1") references "T005",
                   foreign key ("MANDT", "KUNNR") references "KNA1");
insert into "LFA1" select m, lpad((300000 + g)::text, 10, '0'), (array['DE','DE','AT','GB','US','CN','JP','PL'])[pg_temp.r(8)],
       'Vendor ' || g, 'Ort ' || pg_temp.r(100), case when g % 11 = 0 then lpad((100000 + g * 5)::text, 10, '0') end,
       to_char(date '2014-01-01' + g * 3, 'YYYYMMDD')
  from unnest(array['100', '200']) m, generate_series(1, 240) g where m = '100' or g <= 60;

create table "MARA" ("MANDT" char(3) references "T000", "MATNR" char(18), "ERSDA" char(8), "MTART" char(4), "MATKL" char(9), "MEINS" char(3),
                   "BRGEW" numeric(13,3), "GEWEI" char(3), "LVORM" char(1), primary key ("MANDT", "MATNR"), foreign key ("MANDT", "MATKL") references "T023",
                   foreign key ("MANDT", "MEINS") references "T006", foreign key ("MANDT", "GEWEI") references "T006");
insert into "MARA" select '100', lpad(g::text, 18, '0'), to_char(date '2016-01-01' + g, 'YYYYMMDD'),
       (array['FERT','FERT','HAWA','ROH','HALB'])[pg_temp.r(5)],
       lpad((pg_temp.r(9) * 10)::text, 3, '0') || lpad(pg_temp.r(4)::text, 2, '0'), (array['ST','ST','ST','KG','L','M','PAL','KAR'])[pg_temp.r(8)],
       round((random() * 50)::numeric, 3), (array['KG','G','TO'])[pg_temp.r(3)], ''
  from generate_series(1, 800) g;
insert into "MARA" select '200', "MATNR", "ERSDA", "MTART", "MATKL", "MEINS", "BRGEW", "GEWEI", "LVORM" from "MARA" where "MANDT" = '100' and "MATNR" <= lpad('200', 18, '0');
create table "MAKT" ("MANDT" char(3) references "T000", "MATNR" char(18), "SPRAS" char(1) references "T002", "MAKTX" varchar(40),
                   primary key ("MANDT", "MATNR", "SPRAS"), foreign key ("MANDT", "MATNR") references "MARA");
insert into "MAKT" select m."MANDT", m."MATNR", s, 'Material ' || ltrim(m."MATNR", '0') || ' ' || s from "MARA" m, unnest(array['D', 'E', 'F']) s
 where s <> 'F' or ltrim(m."MATNR", '0')::int % 3 = 0;
create table "MARC" ("MANDT" char(3) references "T000", "MATNR" char(18), "WERKS" char(4), "EKGRP" char(3), "DISPO" char(3), "MINBE" numeric(13,3),
                   primary key ("MANDT", "MATNR", "WERKS"), foreign key ("MANDT", "MATNR") references "MARA", foreign key ("MANDT", "WERKS") references "T001W");
insert into "MARC" select m."MANDT", m."MATNR", w."WERKS", lpad(pg_temp.r(20)::text, 3, '0'), lpad(pg_temp.r(40)::text, 3, '0'), pg_temp.r(100)
  from "MARA" m join "T001W" w on w."MANDT" = m."MANDT" where (ltrim(m."MATNR", '0')::int + ascii(substr(w."WERKS", 1, 1))) % 3 <> 0;

-- sales documents 0000010001.. (both clients start their number range at the same place)
create table "VBAK" ("MANDT" char(3) references "T000", "VBELN" char(10), "ERDAT" char(8), "ERNAM" varchar(12), "VBTYP" char(1), "AUART" char(4),
                   "NETWR" numeric(15,2), "WAERK" char(5), "VKORG" char(4), "VTWEG" char(2), "SPART" char(2), "KUNNR" char(10), "BSTNK" varchar(20),
                   primary key ("MANDT", "VBELN"), foreign key ("MANDT", "WAERK") references "TCURC", foreign key ("MANDT", "VKORG") references "TVKO",
                   foreign key ("MANDT", "KUNNR") references "KNA1");
insert into "VBAK" select x."MANDT", lpad((10000 + g)::text, 10, '0'), to_char(date '2022-01-01' + g / 3, 'YYYYMMDD'), 'USER' || pg_temp.r(25),
       'C', (array['TA','TA','TA','KB','RE'])[pg_temp.r(5)], 0, v."WAERS", v."VKORG", '10', '00', v."KUNNR", 'PO-' || pg_temp.r(99999)
  from (select '100' "MANDT", g, pg_temp.r(1500) c from generate_series(1, 2000) g
        union all select '200', g, pg_temp.r(300) from generate_series(1, 60) g) x
  join lateral (select * from "KNVV" n where n."MANDT" = x."MANDT" and n."KUNNR" = lpad((100000 + x.c)::text, 10, '0') order by n."VKORG" limit 1) v on true;
create table "VBAP" ("MANDT" char(3) references "T000", "VBELN" char(10), "POSNR" char(6), "MATNR" char(18), "MATKL" char(9), "WERKS" char(4),
                   "KWMENG" numeric(15,3), "VRKME" char(3), "NETWR" numeric(15,2), "PSTYV" char(4), primary key ("MANDT", "VBELN", "POSNR"),
                   foreign key ("MANDT", "VBELN") references "VBAK", foreign key ("MANDT", "MATNR") references "MARA",
                   foreign key ("MANDT", "MATKL") references "T023", foreign key ("MANDT", "WERKS") references "T001W",
                   foreign key ("MANDT", "VRKME") references "T006");
insert into "VBAP" select x."MANDT", x."VBELN", lpad((k * 10)::text, 6, '0'), m."MATNR", m."MATKL", c."WERKS", pg_temp.r(50), m."MEINS",
       round((random() * 2000)::numeric, 2), 'TAN'
  from (select x.*, k, lpad(pg_temp.r(case when x."MANDT" = '100' then 800 else 200 end)::text, 18, '0') pick
          from "VBAK" x cross join generate_series(1, 5) k where k <= 1 + (ltrim(x."VBELN", '0')::int % 4)) x
  join "MARA" m on m."MANDT" = x."MANDT" and m."MATNR" = x.pick
  cross join lateral (select "WERKS" from "MARC" c where c."MANDT" = x."MANDT" and c."MATNR" = m."MATNR" order by "WERKS" limit 1) c;
update "VBAK" k set "NETWR" = s.n from (select "MANDT", "VBELN", sum("NETWR") n from "VBAP" group by 1, 2) s where s."MANDT" = k."MANDT" and s."VBELN" = k."VBELN";
-- partners at header level ("POSNR" 000000): sold-to "AG", ship-to "WE", bill-to "RE", payer "RG"
create table "VBPA" ("MANDT" char(3) references "T000", "VBELN" char(10), "POSNR" char(6), "PARVW" char(2), "KUNNR" char(10), "ADRNR" char(10),
                   primary key ("MANDT", "VBELN", "POSNR", "PARVW"), foreign key ("MANDT", "VBELN") references "VBAK", foreign key ("MANDT", "KUNNR") references "KNA1");
insert into "VBPA" select "MANDT", "VBELN", '000000', p, case when p = 'WE' and ltrim("VBELN", '0')::int % 5 = 0
                                                      then lpad((100000 + pg_temp.r(case when "MANDT" = '100' then 1500 else 300 end))::text, 10, '0')
                                                      else "KUNNR" end, lpad(pg_temp.r(90000)::text, 10, '0')
  from "VBAK", unnest(array['AG', 'WE', 'RE', 'RG']) p;

-- deliveries 0080000001.., one per shipped sales order
create table "LIKP" ("MANDT" char(3) references "T000", "VBELN" char(10), "ERDAT" char(8), "VSTEL" char(4), "VKORG" char(4), "LFART" char(4),
                   "WADAT" char(8), "KUNNR" char(10), "KUNAG" char(10), "BTGEW" numeric(15,3), primary key ("MANDT", "VBELN"),
                   foreign key ("MANDT", "VKORG") references "TVKO", foreign key ("MANDT", "KUNNR") references "KNA1", foreign key ("MANDT", "KUNAG") references "KNA1");
insert into "LIKP" select a."MANDT", lpad((80000000 + row_number() over (partition by a."MANDT" order by a."VBELN"))::text, 10, '0'),
       a."ERDAT", '1000', a."VKORG", 'LF', a."ERDAT", p."KUNNR", a."KUNNR", 0
  from "VBAK" a join "VBPA" p on p."MANDT" = a."MANDT" and p."VBELN" = a."VBELN" and p."PARVW" = 'WE' where ltrim(a."VBELN", '0')::int % 7 <> 0;
create table "LIPS" ("MANDT" char(3) references "T000", "VBELN" char(10), "POSNR" char(6), "MATNR" char(18), "WERKS" char(4), "LFIMG" numeric(13,3),
                   "VRKME" char(3), "VGBEL" char(10), "VGPOS" char(6), primary key ("MANDT", "VBELN", "POSNR"), foreign key ("MANDT", "VBELN") references "LIKP",
                   foreign key ("MANDT", "MATNR") references "MARA", foreign key ("MANDT", "WERKS") references "T001W",
                   foreign key ("MANDT", "VGBEL", "VGPOS") references "VBAP" ("MANDT", "VBELN", "POSNR"));
insert into "LIPS" select l."MANDT", l."VBELN", lpad((row_number() over (partition by l."MANDT", l."VBELN" order by p."POSNR") * 10)::text, 6, '0'),
       p."MATNR", p."WERKS", p."KWMENG", p."VRKME", p."VBELN", p."POSNR"
  from "LIKP" l join "VBAK" a on a."MANDT" = l."MANDT" and a."ERDAT" = l."ERDAT" and a."KUNNR" = l."KUNAG"
  join "VBAP" p on p."MANDT" = a."MANDT" and p."VBELN" = a."VBELN"
 where (l."MANDT", l."VBELN") in (select "MANDT", min("VBELN") from "LIKP" group by "MANDT", "ERDAT", "KUNAG", "KUNNR");
delete from "LIKP" l where not exists (select 1 from "LIPS" p where p."MANDT" = l."MANDT" and p."VBELN" = l."VBELN");

-- billing documents 0090000001.., one per delivery
create table "VBRK" ("MANDT" char(3) references "T000", "VBELN" char(10), "FKART" char(4), "FKDAT" char(8), "WAERK" char(5), "VKORG" char(4), "BUKRS" char(4),
                   "KUNAG" char(10), "KUNRG" char(10), "NETWR" numeric(15,2), primary key ("MANDT", "VBELN"), foreign key ("MANDT", "WAERK") references "TCURC",
                   foreign key ("MANDT", "VKORG") references "TVKO", foreign key ("MANDT", "BUKRS") references "T001",
                   foreign key ("MANDT", "KUNAG") references "KNA1", foreign key ("MANDT", "KUNRG") references "KNA1");
insert into "VBRK" select l."MANDT", lpad((90000000 + ltrim(l."VBELN", '0')::int - 80000000)::text, 10, '0'), 'F2', l."WADAT", o."WAERS", l."VKORG", o."BUKRS",
       l."KUNAG", l."KUNAG", 0
  from "LIKP" l join "TVKO" o on o."MANDT" = l."MANDT" and o."VKORG" = l."VKORG" where ltrim(l."VBELN", '0')::int % 10 <> 3;
create table "VBRP" ("MANDT" char(3) references "T000", "VBELN" char(10), "POSNR" char(6), "FKIMG" numeric(13,3), "NETWR" numeric(15,2), "MATNR" char(18),
                   "WERKS" char(4), "AUBEL" char(10), "AUPOS" char(6), "VGBEL" char(10), "VGPOS" char(6), primary key ("MANDT", "VBELN", "POSNR"),
                   foreign key ("MANDT", "VBELN") references "VBRK", foreign key ("MANDT", "MATNR") references "MARA",
                   foreign key ("MANDT", "WERKS") references "T001W", foreign key ("MANDT", "AUBEL", "AUPOS") references "VBAP" ("MANDT", "VBELN", "POSNR"),
                   foreign key ("MANDT", "VGBEL", "VGPOS") references "LIPS" ("MANDT", "VBELN", "POSNR"));
insert into "VBRP" select r."MANDT", r."VBELN", i."POSNR", i."LFIMG", p."NETWR", i."MATNR", i."WERKS", i."VGBEL", i."VGPOS", i."VBELN", i."POSNR"
  from "VBRK" r join "LIPS" i on i."MANDT" = r."MANDT" and i."VBELN" = lpad((80000000 + ltrim(r."VBELN", '0')::int - 90000000)::text, 10, '0')
  join "VBAP" p on p."MANDT" = i."MANDT" and p."VBELN" = i."VGBEL" and p."POSNR" = i."VGPOS";
update "VBRK" k set "NETWR" = s.n from (select "MANDT", "VBELN", sum("NETWR") n from "VBRP" group by 1, 2) s where s."MANDT" = k."MANDT" and s."VBELN" = k."VBELN";

-- purchase orders 4500000001..
create table "EKKO" ("MANDT" char(3) references "T000", "EBELN" char(10), "BUKRS" char(4), "BSTYP" char(1), "BSART" char(4), "LIFNR" char(10),
                   "EKORG" char(4), "BEDAT" char(8), "WAERS" char(5), primary key ("MANDT", "EBELN"), foreign key ("MANDT", "BUKRS") references "T001",
                   foreign key ("MANDT", "LIFNR") references "LFA1", foreign key ("MANDT", "WAERS") references "TCURC");
insert into "EKKO" select m, (4500000000 + g)::text, (array['1000','1000','2000','3000','4000','5000'])[pg_temp.r(6)], 'F', 'NB',
       lpad((300000 + pg_temp.r(case when m = '100' then 240 else 60 end))::text, 10, '0'), '1000',
       to_char(date '2022-01-01' + g / 2, 'YYYYMMDD'), (array['EUR','EUR','USD','GBP'])[pg_temp.r(4)]
  from unnest(array['100', '200']) m, generate_series(1, 600) g where m = '100' or g <= 40;
create table "EKPO" ("MANDT" char(3) references "T000", "EBELN" char(10), "EBELP" char(5), "MATNR" char(18), "WERKS" char(4), "MENGE" numeric(13,3),
                   "MEINS" char(3), "NETPR" numeric(11,2), "LOEKZ" char(1), primary key ("MANDT", "EBELN", "EBELP"), foreign key ("MANDT", "EBELN") references "EKKO",
                   foreign key ("MANDT", "MATNR") references "MARA", foreign key ("MANDT", "WERKS") references "T001W", foreign key ("MANDT", "MEINS") references "T006");
insert into "EKPO" select e."MANDT", e."EBELN", lpad((k * 10)::text, 5, '0'), m."MATNR", c."WERKS", pg_temp.r(500), m."MEINS", round((random() * 300)::numeric, 2), ''
  from (select e.*, k, lpad(pg_temp.r(case when e."MANDT" = '100' then 800 else 200 end)::text, 18, '0') pick
          from "EKKO" e cross join generate_series(1, 4) k where k <= 1 + ltrim(e."EBELN", '0')::bigint % 4) e
  join "MARA" m on m."MANDT" = e."MANDT" and m."MATNR" = e.pick
  cross join lateral (select "WERKS" from "MARC" c where c."MANDT" = e."MANDT" and c."MATNR" = m."MATNR" order by "WERKS" desc limit 1) c;
analyze;
