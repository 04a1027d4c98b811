-- test/accuracy/uchet.sql: a 1C:Enterprise trade-accounting infobase (uchet, "учёт") exported to
-- PostgreSQL with its metadata names, as 1C exchange / replication tools load it, written for
-- issue 16 as a held-out check (eleventh round): committed with its truth (uchet_truth.csv) BEFORE
-- discovery was ever run on it.
--
-- Its conventions: one schema, public; quoted Cyrillic CamelCase names for every table and column:
-- catalogs (справочники) named in the plural ("Контрагенты", "Номенклатура", "Склады",
-- "Организации", "ДоговорыКонтрагентов", "Валюты", "Пользователи", "ВидыНоменклатуры",
-- "КлассификаторЕдиницИзмерения"), documents in the singular ("ЗаказКлиента", "РеализацияТоваров",
-- "ПоступлениеТоваров") and their tabular parts as <document>_<part> ("РеализацияТоваров_Товары").
-- Every object is keyed by "Ссылка" uuid (the reference; PRIMARY KEY in the export) and carries
-- "ВерсияДанных" (base64 text) and "ПометкаУдаления"; catalogs have a text "Код" ('000000123',
-- '00-00001234') and "Наименование"; hierarchical catalogs have "ЭтоГруппа" and "Родитель" (a self
-- reference to a group row); documents have "Номер" ('ТД00-000123': the organisation's prefix,
-- numbered anew each year, so not unique), "Дата", "Проведен"; tabular part rows are keyed by
-- ("Ссылка", "НомерСтроки") where "Ссылка" is the owning document. References are named after the
-- target's singular noun ("Контрагент", "Организация", "Склад", "Номенклатура", "Валюта") or by a
-- role ("Договор" and "ОсновнойДоговор" -> "ДоговорыКонтрагентов", "Владелец" -> "Контрагенты",
-- "Ответственный", "Менеджер", "Автор", "ОсновнойМенеджер" -> "Пользователи", "ВалютаВзаиморасчетов"
-- -> "Валюты", "ЕдиницаИзмерения" -> "КлассификаторЕдиницИзмерения", "ГоловнойКонтрагент" ->
-- "Контрагенты", which is the row's own "Ссылка" for every counterparty but branches). 1C declares no
-- foreign keys, so every reference in the truth is undeclared. An empty reference is the all-zero
-- uuid 00000000-0000-0000-0000-000000000000, never NULL ("Родитель" at the top level, group rows'
-- "ЕдиницаИзмерения" / "ВидНоменклатуры", a sale with no order, a group's "ОсновнойДоговор"):
-- references hold on the other values. Enumerations are exported as their value names in text
-- ("СтавкаНДС" 'НДС20', "ЮрФизЛицо", "ВидДоговора", "ТипСклада"): no reference.
-- "ИНН" repeats for a head office and its branches (different "КПП"). "Пользователи".
-- "ИдентификаторПользователяИБ" is the platform's user id, stored nowhere else (no reference).
-- Skewed: a few customers and goods make most sales; most sales from the main warehouse.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1783);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
-- the reference of object i of a metadata object: deterministic, uuid-looking
CREATE FUNCTION pg_temp.u(t text, i bigint) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$ SELECT md5(t || ':' || i)::uuid $$;
CREATE FUNCTION pg_temp.z() RETURNS uuid LANGUAGE sql IMMUTABLE AS $$ SELECT '00000000-0000-0000-0000-000000000000'::uuid $$;
CREATE FUNCTION pg_temp.v(i bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT encode(int8send(i * 7919 + 1000000), 'base64') $$;

CREATE TABLE "Валюты" ("Ссылка" uuid PRIMARY KEY, "ВерсияДанных" text NOT NULL, "ПометкаУдаления" boolean NOT NULL,
  "Код" varchar(3) NOT NULL, "Наименование" varchar(10) NOT NULL, "НаименованиеПолное" varchar(50) NOT NULL);
INSERT INTO "Валюты" VALUES
  (pg_temp.u('Валюты', 1), pg_temp.v(1), false, '643', 'руб.', 'Российский рубль'),
  (pg_temp.u('Валюты', 2), pg_temp.v(2), false, '840', 'USD', 'Доллар США'),
  (pg_temp.u('Валюты', 3), pg_temp.v(3), false, '978', 'EUR', 'Евро'),
  (pg_temp.u('Валюты', 4), pg_temp.v(4), false, '156', 'CNY', 'Китайский юань');

CREATE TABLE "Организации" ("Ссылка" uuid PRIMARY KEY, "ВерсияДанных" text NOT NULL, "ПометкаУдаления" boolean NOT NULL,
  "Код" varchar(9) NOT NULL, "Наименование" varchar(100) NOT NULL, "НаименованиеПолное" text NOT NULL,
  "ИНН" varchar(12) NOT NULL, "КПП" varchar(9) NOT NULL, "Префикс" varchar(4) NOT NULL);
INSERT INTO "Организации" VALUES
  (pg_temp.u('Организации', 1), pg_temp.v(11), false, '000000001', 'Торговый дом', 'ООО "Торговый дом Восток"', '7701234567', '770101001', 'ТД'),
  (pg_temp.u('Организации', 2), pg_temp.v(12), false, '000000002', 'Восток Логистик', 'ООО "Восток Логистик"', '5024123456', '502401001', 'ВЛ'),
  (pg_temp.u('Организации', 3), pg_temp.v(13), false, '000000003', 'ИП Соколов', 'Индивидуальный предприниматель Соколов А. В.', '771234567890', '', 'ИП');

CREATE TABLE "Пользователи" ("Ссылка" uuid PRIMARY KEY, "ВерсияДанных" text NOT NULL, "ПометкаУдаления" boolean NOT NULL,
  "Наименование" varchar(100) NOT NULL, "Недействителен" boolean NOT NULL, "Служебный" boolean NOT NULL,
  "ИдентификаторПользователяИБ" uuid NOT NULL, "Комментарий" text NOT NULL);
INSERT INTO "Пользователи"
SELECT pg_temp.u('Пользователи', i), pg_temp.v(100 + i), false,
       CASE WHEN i = 1 THEN 'Администратор' ELSE
         (ARRAY['Иванов', 'Петрова', 'Смирнов', 'Кузнецова', 'Попов', 'Васильева', 'Соколов', 'Михайлова', 'Новиков', 'Федорова'])[1 + i % 10]
         || ' ' || (ARRAY['А.', 'Е.', 'С.', 'О.', 'Д.', 'Н.', 'И.'])[1 + i % 7] || ' ' || (ARRAY['В.', 'П.', 'М.', 'Ю.'])[1 + i % 4] END,
       i % 11 = 0, i = 1, md5('ib' || i)::uuid, ''
  FROM generate_series(1, 28) i;

CREATE TABLE "КлассификаторЕдиницИзмерения" ("Ссылка" uuid PRIMARY KEY, "ВерсияДанных" text NOT NULL,
  "ПометкаУдаления" boolean NOT NULL, "Код" varchar(3) NOT NULL, "Наименование" varchar(25) NOT NULL,
  "НаименованиеПолное" varchar(100) NOT NULL);
INSERT INTO "КлассификаторЕдиницИзмерения"
SELECT pg_temp.u('КлассификаторЕдиницИзмерения', i), pg_temp.v(200 + i), false, c, n, f
  FROM (VALUES (1, '796', 'шт', 'Штука'), (2, '166', 'кг', 'Килограмм'), (3, '006', 'м', 'Метр'), (4, '112', 'л', 'Литр'),
               (5, '778', 'упак', 'Упаковка'), (6, '055', 'м2', 'Квадратный метр'), (7, '168', 'т', 'Тонна'),
               (8, '704', 'набор', 'Набор')) x(i, c, n, f);

CREATE TABLE "ВидыНоменклатуры" ("Ссылка" uuid PRIMARY KEY, "ВерсияДанных" text NOT NULL, "ПометкаУдаления" boolean NOT NULL,
  "Наименование" varchar(100) NOT NULL, "ТипНоменклатуры" varchar(20) NOT NULL);
INSERT INTO "ВидыНоменклатуры" VALUES
  (pg_temp.u('ВидыНоменклатуры', 1), pg_temp.v(301), false, 'Товар', 'Товар'),
  (pg_temp.u('ВидыНоменклатуры', 2), pg_temp.v(302), false, 'Услуга', 'Услуга'),
  (pg_temp.u('ВидыНоменклатуры', 3), pg_temp.v(303), false, 'Тара', 'МногооборотнаяТара'),
  (pg_temp.u('ВидыНоменклатуры', 4), pg_temp.v(304), false, 'Комплект', 'Набор'),
  (pg_temp.u('ВидыНоменклатуры', 5), pg_temp.v(305), true, 'Товар (старый)', 'Товар');

-- 12 top groups, 48 subgroups, 1500 items inside the subgroups (a few at the top level)
CREATE TABLE "Номенклатура" ("Ссылка" uuid PRIMARY KEY, "ВерсияДанных" text NOT NULL, "ПометкаУдаления" boolean NOT NULL,
  "Родитель" uuid NOT NULL, "ЭтоГруппа" boolean NOT NULL, "Код" varchar(11) NOT NULL, "Наименование" varchar(100) NOT NULL,
  "НаименованиеПолное" text NOT NULL, "Артикул" varchar(25) NOT NULL, "ЕдиницаИзмерения" uuid NOT NULL,
  "ВидНоменклатуры" uuid NOT NULL, "СтавкаНДС" varchar(10) NOT NULL, "Комментарий" text NOT NULL);
INSERT INTO "Номенклатура"
SELECT pg_temp.u('Номенклатура', i), pg_temp.v(1000 + i), false,
       CASE WHEN i <= 12 THEN pg_temp.z() ELSE pg_temp.u('Номенклатура', 1 + i % 12) END, true,
       '00-' || lpad(i::text, 8, '0'), g, g, '', pg_temp.z(), pg_temp.z(), '', ''
  FROM (SELECT i, (ARRAY['Бытовая химия', 'Инструмент', 'Крепеж', 'Электротовары', 'Сантехника', 'Лакокрасочные материалы',
                         'Садовый инвентарь', 'Спецодежда', 'Стройматериалы', 'Услуги', 'Тара', 'Прочее'])[1 + (i - 1) % 12]
                      || CASE WHEN i > 12 THEN ' ' || i ELSE '' END AS g
          FROM generate_series(1, 60) i) x;
INSERT INTO "Номенклатура"
SELECT pg_temp.u('Номенклатура', i), pg_temp.v(1000 + i), i % 97 = 0,
       CASE WHEN i % 150 = 0 THEN pg_temp.z() ELSE pg_temp.u('Номенклатура', grp) END, false,
       '00-' || lpad(i::text, 8, '0'), n, n || ', ' || (ARRAY['Россия', 'Китай', 'Германия', 'Турция'])[1 + i % 4],
       CASE WHEN i % 5 = 0 THEN '' ELSE upper(substr(md5('art' || i), 1, 3)) || '-' || (i * 31 % 9000 + 1000) END,
       pg_temp.u('КлассификаторЕдиницИзмерения', CASE WHEN grp % 12 = 10 THEN 1 ELSE (ARRAY[1, 1, 1, 1, 2, 3, 4, 5, 6, 7, 8])[1 + i % 11] END),
       pg_temp.u('ВидыНоменклатуры', CASE WHEN grp % 12 = 10 THEN 2 WHEN grp % 12 = 11 THEN 3 WHEN i % 53 = 0 THEN 4
                                          WHEN i % 71 = 0 THEN 5 ELSE 1 END),
       CASE WHEN i % 29 = 0 THEN 'НДС10' WHEN grp % 12 = 10 THEN 'БезНДС' ELSE 'НДС20' END, ''
  FROM (SELECT i, 13 + floor(random() * 48)::int AS grp,
               (ARRAY['Перчатки', 'Саморез', 'Кабель ВВГ', 'Краска', 'Смеситель', 'Лопата', 'Молоток', 'Дрель', 'Герметик',
                      'Лампа', 'Розетка', 'Шуруповерт', 'Ведро', 'Грунтовка', 'Дюбель'])[1 + i % 15] || ' ' || (1 + i % 50) || 'x'
                 || (10 + i % 90) || ' арт.' || i AS n
          FROM generate_series(61, 1560) i) x;

CREATE TABLE "Склады" ("Ссылка" uuid PRIMARY KEY, "ВерсияДанных" text NOT NULL, "ПометкаУдаления" boolean NOT NULL,
  "Родитель" uuid NOT NULL, "ЭтоГруппа" boolean NOT NULL, "Код" varchar(9) NOT NULL, "Наименование" varchar(100) NOT NULL,
  "ТипСклада" varchar(20) NOT NULL, "Ответственный" uuid NOT NULL, "Комментарий" text NOT NULL);
INSERT INTO "Склады" VALUES
  (pg_temp.u('Склады', 1), pg_temp.v(501), false, pg_temp.z(), true, '000000001', 'Москва', '', pg_temp.z(), ''),
  (pg_temp.u('Склады', 2), pg_temp.v(502), false, pg_temp.z(), true, '000000002', 'Регионы', '', pg_temp.z(), ''),
  (pg_temp.u('Склады', 3), pg_temp.v(503), false, pg_temp.u('Склады', 1), false, '000000003', 'Основной склад', 'Оптовый', pg_temp.u('Пользователи', 4), ''),
  (pg_temp.u('Склады', 4), pg_temp.v(504), false, pg_temp.u('Склады', 1), false, '000000004', 'Магазин на Профсоюзной', 'Розничный', pg_temp.u('Пользователи', 7), ''),
  (pg_temp.u('Склады', 5), pg_temp.v(505), false, pg_temp.u('Склады', 1), false, '000000005', 'Склад брака', 'Оптовый', pg_temp.u('Пользователи', 4), ''),
  (pg_temp.u('Склады', 6), pg_temp.v(506), false, pg_temp.u('Склады', 2), false, '000000006', 'Склад Подольск', 'Оптовый', pg_temp.u('Пользователи', 12), ''),
  (pg_temp.u('Склады', 7), pg_temp.v(507), false, pg_temp.u('Склады', 2), false, '000000007', 'Склад Казань', 'Оптовый', pg_temp.u('Пользователи', 15), ''),
  (pg_temp.u('Склады', 8), pg_temp.v(508), true, pg_temp.u('Склады', 2), false, '000000008', 'Склад Тверь (закрыт)', 'Оптовый', pg_temp.z(), ''),
  (pg_temp.u('Склады', 9), pg_temp.v(509), false, pg_temp.z(), false, '000000009', 'Транзитный', 'Оптовый', pg_temp.u('Пользователи', 2), '');

-- counterparties: 10 groups, 1100 elements; every 12th element is a branch of the one before it
-- (same ИНН, own КПП, "ГоловнойКонтрагент" the head office; the others point at themselves)
CREATE TABLE "Контрагенты" ("Ссылка" uuid PRIMARY KEY, "ВерсияДанных" text NOT NULL, "ПометкаУдаления" boolean NOT NULL,
  "Родитель" uuid NOT NULL, "ЭтоГруппа" boolean NOT NULL, "Код" varchar(9) NOT NULL, "Наименование" varchar(100) NOT NULL,
  "НаименованиеПолное" text NOT NULL, "ИНН" varchar(12) NOT NULL, "КПП" varchar(9) NOT NULL, "ЮрФизЛицо" varchar(20) NOT NULL,
  "ГоловнойКонтрагент" uuid NOT NULL, "ОсновнойДоговор" uuid NOT NULL, "ОсновнойМенеджер" uuid NOT NULL,
  "Комментарий" text NOT NULL);
INSERT INTO "Контрагенты"
SELECT pg_temp.u('Контрагенты', i), pg_temp.v(2000 + i), false, pg_temp.z(), true, lpad(i::text, 9, '0'),
       (ARRAY['Покупатели', 'Поставщики', 'Розница', 'Дилеры', 'Бюджетные организации', 'Прочие', 'Покупатели Москва',
              'Покупатели регионы', 'Перевозчики', 'Архив'])[i], '', '', '', '', pg_temp.z(), pg_temp.z(), pg_temp.z(), ''
  FROM generate_series(1, 10) i;
CREATE TEMP TABLE ka AS
SELECT i, i % 12 = 0 AS branch, i % 7 = 3 AS person,
       (ARRAY['Стройсервис', 'Вектор', 'Альянс', 'Меридиан', 'Техноторг', 'Сфера', 'Гранит', 'Восход', 'Прогресс', 'Лидер'])[1 + i % 10]
         || ' ' || i AS nm
  FROM generate_series(11, 1110) i;
INSERT INTO "Контрагенты"
SELECT pg_temp.u('Контрагенты', i), pg_temp.v(2000 + i), i % 89 = 0,
       pg_temp.u('Контрагенты', CASE WHEN i % 9 = 0 THEN 2 WHEN i % 13 = 0 THEN 9 WHEN i % 17 = 0 THEN 3 ELSE (ARRAY[1, 7, 8, 4, 6])[1 + i % 5] END),
       false, lpad(i::text, 9, '0'),
       CASE WHEN person THEN 'ИП ' || nm WHEN branch THEN nm || ' (филиал)' ELSE 'ООО ' || nm END,
       CASE WHEN person THEN 'Индивидуальный предприниматель ' || nm ELSE 'Общество с ограниченной ответственностью "' || nm || '"' END,
       CASE WHEN person THEN lpad((770000000000 + (i::bigint * 7919) % 99999999)::text, 12, '0')
            ELSE (7700000000 + ((CASE WHEN branch THEN i - 1 ELSE i END)::bigint * 104729) % 99999999)::text END,
       CASE WHEN person THEN '' ELSE (7700 + i % 90)::text || '01' || CASE WHEN branch THEN '002' ELSE '001' END END,
       CASE WHEN person THEN 'ФизЛицо' ELSE 'ЮрЛицо' END,
       pg_temp.u('Контрагенты', CASE WHEN branch THEN i - 1 ELSE i END), pg_temp.z(),
       CASE WHEN random() < 0.3 THEN pg_temp.z() ELSE pg_temp.u('Пользователи', 2 + pg_temp.r(20)) END,
       CASE WHEN i % 31 = 0 THEN 'Работаем по предоплате' ELSE '' END
  FROM ka;

-- contracts: one or two per counterparty element, a few in USD (EUR and CNY are listed, unused)
CREATE TABLE "ДоговорыКонтрагентов" ("Ссылка" uuid PRIMARY KEY, "ВерсияДанных" text NOT NULL,
  "ПометкаУдаления" boolean NOT NULL, "Владелец" uuid NOT NULL, "Код" varchar(9) NOT NULL, "Наименование" varchar(150) NOT NULL,
  "Номер" varchar(30) NOT NULL, "Дата" timestamp NOT NULL, "Организация" uuid NOT NULL, "ВидДоговора" varchar(30) NOT NULL,
  "ВалютаВзаиморасчетов" uuid NOT NULL, "Комментарий" text NOT NULL);
CREATE TEMP TABLE dg AS
SELECT row_number() OVER (ORDER BY k.i, n) AS j, k.i, n,
       CASE WHEN k.i % 9 = 0 THEN 'СПоставщиком' WHEN n = 2 AND k.i % 4 = 0 THEN 'СПоставщиком' ELSE 'СПокупателем' END AS vid,
       CASE WHEN k.i % 9 = 0 AND k.i % 4 = 0 THEN 2 + k.i % 3 WHEN k.i % 67 = 0 THEN 2 ELSE 1 END AS val,
       CASE WHEN k.i % 10 < 7 THEN 1 WHEN k.i % 10 < 9 THEN 2 ELSE 3 END AS org
  FROM ka k, generate_series(1, 2) n
 WHERE n = 1 OR k.i % 5 = 0;
INSERT INTO "ДоговорыКонтрагентов"
SELECT pg_temp.u('ДоговорыКонтрагентов', j), pg_temp.v(5000 + j), j % 101 = 0, pg_temp.u('Контрагенты', i), lpad(j::text, 9, '0'),
       CASE WHEN n = 1 THEN 'Основной договор' ELSE 'Договор № ' || j || '/' || (20 + j % 5) END,
       CASE WHEN n = 1 THEN '' ELSE j || '/' || (20 + j % 5) END,
       timestamp '2020-01-09' + j * interval '1 day 3 hours', pg_temp.u('Организации', org), vid, pg_temp.u('Валюты', val), ''
  FROM dg;
UPDATE "Контрагенты" k SET "ОсновнойДоговор" = pg_temp.u('ДоговорыКонтрагентов', d.j)
  FROM dg d WHERE d.n = 1 AND k."Ссылка" = pg_temp.u('Контрагенты', d.i) AND d.i % 23 <> 0;

-- customer orders, sales (most with an order) and receipts from suppliers, with their goods
CREATE TEMP TABLE buy AS SELECT d.* FROM dg d WHERE vid = 'СПокупателем';
CREATE TEMP TABLE buyk AS SELECT row_number() OVER (ORDER BY i, j) AS k, j, i, org, val FROM buy;
CREATE TABLE "ЗаказКлиента" ("Ссылка" uuid PRIMARY KEY, "ВерсияДанных" text NOT NULL, "ПометкаУдаления" boolean NOT NULL,
  "Номер" varchar(11) NOT NULL, "Дата" timestamp NOT NULL, "Проведен" boolean NOT NULL, "Организация" uuid NOT NULL,
  "Контрагент" uuid NOT NULL, "Договор" uuid NOT NULL, "Склад" uuid NOT NULL, "Валюта" uuid NOT NULL,
  "СуммаДокумента" numeric(15, 2) NOT NULL, "Менеджер" uuid NOT NULL, "Автор" uuid NOT NULL, "Комментарий" text NOT NULL);
CREATE TEMP TABLE zk AS
SELECT o, b.j, b.i, b.org, b.val, timestamp '2023-01-09 09:00' + (o * 730.0 / 2600) * interval '1 day' + (o % 9) * interval '47 minutes' AS dt,
       (ARRAY[3, 3, 3, 3, 3, 4, 4, 6, 7, 9])[pg_temp.r(10)] AS skl, 2 + pg_temp.r(20) AS man
  FROM (SELECT o, pg_temp.sk((SELECT count(*)::int FROM buyk), 2.4) AS kk FROM generate_series(1, 2600) o) x
  JOIN buyk b ON b.k = x.kk;
INSERT INTO "ЗаказКлиента"
SELECT pg_temp.u('ЗаказКлиента', o), pg_temp.v(10000 + o), o % 211 = 0,
       (SELECT "Префикс" FROM "Организации" WHERE "Ссылка" = pg_temp.u('Организации', org)) || '00-'
         || lpad((row_number() OVER (PARTITION BY org, extract(year FROM dt) ORDER BY o))::text, 6, '0'),
       dt, o % 211 <> 0, pg_temp.u('Организации', org), pg_temp.u('Контрагенты', i), pg_temp.u('ДоговорыКонтрагентов', j),
       pg_temp.u('Склады', skl), pg_temp.u('Валюты', val), 0, pg_temp.u('Пользователи', man),
       CASE WHEN o % 4 = 0 THEN pg_temp.u('Пользователи', 1) ELSE pg_temp.u('Пользователи', man) END, ''
  FROM zk;
CREATE TABLE "ЗаказКлиента_Товары" ("Ссылка" uuid NOT NULL, "НомерСтроки" integer NOT NULL, "Номенклатура" uuid NOT NULL,
  "Количество" numeric(15, 3) NOT NULL, "Цена" numeric(15, 2) NOT NULL, "Сумма" numeric(15, 2) NOT NULL,
  "СтавкаНДС" varchar(10) NOT NULL, "СуммаНДС" numeric(15, 2) NOT NULL, PRIMARY KEY ("Ссылка", "НомерСтроки"));
INSERT INTO "ЗаказКлиента_Товары"
SELECT pg_temp.u('ЗаказКлиента', o), l, pg_temp.u('Номенклатура', 60 + g), q, p, q * p, 'НДС20', round(q * p / 6, 2)
  FROM (SELECT o, l, pg_temp.sk(1500, 2.2) AS g, (1 + floor(random() ^ 3 * 40))::numeric AS q,
               round((50 + random() ^ 2 * 9000)::numeric, 2) AS p
          FROM generate_series(1, 2600) o, generate_series(1, 5) l WHERE l <= 1 + (o * 3) % 5) x;
UPDATE "ЗаказКлиента" z SET "СуммаДокумента" = s.t
  FROM (SELECT "Ссылка", sum("Сумма") AS t FROM "ЗаказКлиента_Товары" GROUP BY 1) s WHERE s."Ссылка" = z."Ссылка";

CREATE TABLE "РеализацияТоваров" ("Ссылка" uuid PRIMARY KEY, "ВерсияДанных" text NOT NULL, "ПометкаУдаления" boolean NOT NULL,
  "Номер" varchar(11) NOT NULL, "Дата" timestamp NOT NULL, "Проведен" boolean NOT NULL, "Организация" uuid NOT NULL,
  "Контрагент" uuid NOT NULL, "Договор" uuid NOT NULL, "Склад" uuid NOT NULL, "Валюта" uuid NOT NULL,
  "ЗаказКлиента" uuid NOT NULL, "СуммаДокумента" numeric(15, 2) NOT NULL, "Ответственный" uuid NOT NULL, "Комментарий" text NOT NULL);
-- 2300 orders shipped, 700 sales over the counter with no order
CREATE TEMP TABLE rt AS
SELECT row_number() OVER (ORDER BY dt, o) AS s, * FROM (
  SELECT o, j, i, org, val, dt + interval '1 day' * (o % 3) AS dt, skl, man, true AS has_order FROM zk WHERE o % 9 <> 0 AND o <= 2590
  UNION ALL
  SELECT 10000 + x.n, b.j, b.i, b.org, b.val, timestamp '2023-01-10 11:00' + (x.n * 730.0 / 700) * interval '1 day', 4, 2 + pg_temp.r(20), false
    FROM (SELECT n, pg_temp.sk((SELECT count(*)::int FROM buyk), 1.5) AS kk FROM generate_series(1, 700) n) x
    JOIN buyk b ON b.k = x.kk) y;
INSERT INTO "РеализацияТоваров"
SELECT pg_temp.u('РеализацияТоваров', s), pg_temp.v(20000 + s), s % 307 = 0,
       (SELECT "Префикс" FROM "Организации" WHERE "Ссылка" = pg_temp.u('Организации', org)) || '00-'
         || lpad((row_number() OVER (PARTITION BY org, extract(year FROM dt) ORDER BY s))::text, 6, '0'),
       dt, s % 307 <> 0, pg_temp.u('Организации', org), pg_temp.u('Контрагенты', i), pg_temp.u('ДоговорыКонтрагентов', j),
       pg_temp.u('Склады', skl), pg_temp.u('Валюты', val),
       CASE WHEN has_order THEN pg_temp.u('ЗаказКлиента', o) ELSE pg_temp.z() END, 0, pg_temp.u('Пользователи', man),
       CASE WHEN s % 41 = 0 THEN 'Отгрузка самовывозом' ELSE '' END
  FROM rt;
CREATE TABLE "РеализацияТоваров_Товары" ("Ссылка" uuid NOT NULL, "НомерСтроки" integer NOT NULL, "Номенклатура" uuid NOT NULL,
  "Количество" numeric(15, 3) NOT NULL, "Цена" numeric(15, 2) NOT NULL, "Сумма" numeric(15, 2) NOT NULL,
  "СтавкаНДС" varchar(10) NOT NULL, "СуммаНДС" numeric(15, 2) NOT NULL, PRIMARY KEY ("Ссылка", "НомерСтроки"));
INSERT INTO "РеализацияТоваров_Товары"
SELECT pg_temp.u('РеализацияТоваров', r.s), t."НомерСтроки", t."Номенклатура", t."Количество", t."Цена", t."Сумма", t."СтавкаНДС", t."СуммаНДС"
  FROM rt r JOIN "ЗаказКлиента_Товары" t ON t."Ссылка" = pg_temp.u('ЗаказКлиента', r.o)
 WHERE r.has_order;
INSERT INTO "РеализацияТоваров_Товары"
SELECT pg_temp.u('РеализацияТоваров', s), l, pg_temp.u('Номенклатура', 60 + pg_temp.sk(1500, 1.8)), 1 + l % 3, 350.00, (1 + l % 3) * 350.00,
       'НДС20', round((1 + l % 3) * 350.00 / 6, 2)
  FROM rt, generate_series(1, 3) l WHERE NOT has_order AND l <= 1 + s % 3;
UPDATE "РеализацияТоваров" z SET "СуммаДокумента" = s.t
  FROM (SELECT "Ссылка", sum("Сумма") AS t FROM "РеализацияТоваров_Товары" GROUP BY 1) s WHERE s."Ссылка" = z."Ссылка";

CREATE TABLE "ПоступлениеТоваров" ("Ссылка" uuid PRIMARY KEY, "ВерсияДанных" text NOT NULL, "ПометкаУдаления" boolean NOT NULL,
  "Номер" varchar(11) NOT NULL, "Дата" timestamp NOT NULL, "Проведен" boolean NOT NULL, "Организация" uuid NOT NULL,
  "Контрагент" uuid NOT NULL, "Договор" uuid NOT NULL, "Склад" uuid NOT NULL, "НомерВходящегоДокумента" varchar(30) NOT NULL,
  "ДатаВходящегоДокумента" timestamp NOT NULL, "СуммаДокумента" numeric(15, 2) NOT NULL, "Ответственный" uuid NOT NULL,
  "Комментарий" text NOT NULL);
CREATE TEMP TABLE sup AS SELECT row_number() OVER (ORDER BY i, j) AS k, j, i, org FROM dg WHERE vid = 'СПоставщиком';
CREATE TEMP TABLE pt AS
SELECT p, b.j, b.i, b.org, timestamp '2023-01-05 10:00' + (p * 730.0 / 900) * interval '1 day' AS dt,
       (ARRAY[3, 3, 3, 6, 7])[pg_temp.r(5)] AS skl, (ARRAY[4, 4, 12, 15, 9])[pg_temp.r(5)] AS man
  FROM (SELECT p, pg_temp.sk((SELECT count(*)::int FROM sup), 1.7) AS kk FROM generate_series(1, 900) p) x
  JOIN sup b ON b.k = x.kk;
INSERT INTO "ПоступлениеТоваров"
SELECT pg_temp.u('ПоступлениеТоваров', p), pg_temp.v(40000 + p), false,
       (SELECT "Префикс" FROM "Организации" WHERE "Ссылка" = pg_temp.u('Организации', org)) || '00-'
         || lpad((row_number() OVER (PARTITION BY org, extract(year FROM dt) ORDER BY p))::text, 6, '0'),
       dt, true, pg_temp.u('Организации', org), pg_temp.u('Контрагенты', i), pg_temp.u('ДоговорыКонтрагентов', j),
       pg_temp.u('Склады', skl), (p * 37 % 5000)::text, dt - interval '2 days', 0, pg_temp.u('Пользователи', man), ''
  FROM pt;
CREATE TABLE "ПоступлениеТоваров_Товары" ("Ссылка" uuid NOT NULL, "НомерСтроки" integer NOT NULL, "Номенклатура" uuid NOT NULL,
  "Количество" numeric(15, 3) NOT NULL, "Цена" numeric(15, 2) NOT NULL, "Сумма" numeric(15, 2) NOT NULL,
  "СтавкаНДС" varchar(10) NOT NULL, "СуммаНДС" numeric(15, 2) NOT NULL, PRIMARY KEY ("Ссылка", "НомерСтроки"));
INSERT INTO "ПоступлениеТоваров_Товары"
SELECT pg_temp.u('ПоступлениеТоваров', p), l, pg_temp.u('Номенклатура', 60 + g), q, pr, q * pr, 'НДС20', round(q * pr / 6, 2)
  FROM (SELECT p, l, pg_temp.r(1500) AS g, (10 + floor(random() * 200))::numeric AS q, round((30 + random() * 5000)::numeric, 2) AS pr
          FROM pt, generate_series(1, 6) l WHERE l <= 1 + p % 6) x;
UPDATE "ПоступлениеТоваров" z SET "СуммаДокумента" = s.t
  FROM (SELECT "Ссылка", sum("Сумма") AS t FROM "ПоступлениеТоваров_Товары" GROUP BY 1) s WHERE s."Ссылка" = z."Ссылка";

ANALYZE;
