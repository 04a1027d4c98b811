-- test/accuracy/textbook.sql: four textbook schemas in one database, each in its own schema, written for
-- issue 16 as a held-out check: committed with its truth (textbook_truth.csv) BEFORE discovery was ever
-- run on it.
--
-- Its conventions: terse names that do not name their target. company (Elmasri/Navathe): employee keyed
-- by ssn char(9) with superssn (its supervisor, NULL for the top) and dno (its department's dnumber),
-- department's mgrssn, project's dnum, works_on (essn, pno) and dependent (essn, dependent_name);
-- department and project numbers are small sparse integers (1, 4, 5 ... and 1..15, 30..270).
-- movies (Ullman/Widom): movies keyed by (title, year) with remakes of one title, starsin
-- (movietitle, movieyear) -> movies (title, year) and starname -> moviestar (name, a text key),
-- movieexec keyed by cert# (certno, five digits), studio keyed by its name with presno, movies'
-- studioname (a few NULL) and producerno (a few NULL). sailors (Ramakrishnan/Gehrke): sailors (sid),
-- boats (bid 101..140), reserves (sid, bid, day). supplier (Date): s, p, j keyed by 'S1', 'P1', 'J1'
-- codes and spj (sno, pno, jno, qty). Skewed references (a few popular stars, boats, suppliers).
-- Deterministic: setseed.
SET client_min_messages = warning;
SELECT setseed(0.51);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
-- a skewed pick in 1..n: small numbers are popular
CREATE FUNCTION pg_temp.sk(n int, p float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ p)::int $$;

-- ---- company -------------------------------------------------------------------------------------
CREATE SCHEMA company;
CREATE TEMP TABLE ssns AS
SELECT row_number() OVER (ORDER BY md5(s)) AS n, s AS ssn
  FROM (SELECT DISTINCT lpad((100000000 + floor(random() * 899999999))::bigint::text, 9, '0') AS s
          FROM generate_series(1, 320)) x;
-- employee n: the first twelve manage departments 1..12 (n = 1 is the head of the company)
CREATE TEMP TABLE e0 AS
SELECT s.n, s.ssn, CASE WHEN s.n <= 12 THEN s.n::int ELSE pg_temp.sk(12, 1.6) END AS d
  FROM ssns s WHERE s.n <= 300;
CREATE TEMP TABLE dnums AS
SELECT i AS d, dn, nm FROM unnest(ARRAY[1, 4, 5, 6, 7, 8, 9, 11, 12, 14, 15, 20],
                                  ARRAY['Headquarters', 'Administration', 'Research', 'Sales', 'Marketing', 'Finance',
                                        'Legal', 'Logistics', 'Production', 'Purchasing', 'Support', 'Training'])
       WITH ORDINALITY u(dn, nm, i);

CREATE TABLE company.department (dname varchar(15) NOT NULL UNIQUE, dnumber int PRIMARY KEY, mgrssn char(9) NOT NULL,
                                 mgrstartdate date);
INSERT INTO company.department
SELECT nm, dn, (SELECT ssn FROM e0 WHERE e0.n = dnums.d), date '1995-01-01' + pg_temp.r(9000)
  FROM dnums ORDER BY d;
CREATE TABLE company.employee (fname varchar(15) NOT NULL, minit char(1), lname varchar(15) NOT NULL, ssn char(9) PRIMARY KEY,
                               bdate date, address varchar(40), sex char(1), salary numeric(10,2),
                               superssn char(9) REFERENCES company.employee, dno int NOT NULL REFERENCES company.department);
-- team leads (n 13..60) report to their department's manager; the others to a lead of their department
-- when it has one, else to the manager
INSERT INTO company.employee
SELECT (ARRAY['John','Franklin','Alicia','Jennifer','Ramesh','Joyce','Ahmad','James','Maria','Wei','Olga','Kofi',
              'Priya','Lars','Elena','Tomas'])[pg_temp.r(16)],
       chr(64 + pg_temp.r(26)),
       (ARRAY['Smith','Wong','Zelaya','Wallace','Narayan','English','Jabbar','Borg','Garcia','Chen','Ivanova','Mensah',
              'Patel','Berg','Rossi','Novak','Kim','Silva'])[pg_temp.r(18)],
       e.ssn, date '1950-01-01' + pg_temp.r(18000),
       pg_temp.r(999) || ' ' || (ARRAY['Fondren','Voss','Castle','Rice','Fire Oak','Stone','Berry'])[pg_temp.r(7)] || ', Houston, TX',
       (ARRAY['M','F'])[pg_temp.r(2)], 25000 + 500 * pg_temp.r(120),
       CASE WHEN e.n = 1 THEN NULL
            WHEN e.n <= 12 THEN (SELECT ssn FROM e0 WHERE n = 1)
            WHEN e.n <= 60 THEN (SELECT ssn FROM e0 m WHERE m.n = e.d)
            ELSE coalesce((SELECT l.ssn FROM e0 l WHERE l.d = e.d AND l.n BETWEEN 13 AND 60 ORDER BY md5(l.ssn || e.ssn) LIMIT 1),
                          (SELECT ssn FROM e0 m WHERE m.n = e.d)) END,
       (SELECT dn FROM dnums WHERE dnums.d = e.d)
  FROM e0 e ORDER BY e.n;
ALTER TABLE company.department ADD FOREIGN KEY (mgrssn) REFERENCES company.employee;
CREATE TABLE company.dept_locations (dnumber int REFERENCES company.department, dlocation varchar(15),
                                     PRIMARY KEY (dnumber, dlocation));
INSERT INTO company.dept_locations
SELECT DISTINCT d.dnumber, (ARRAY['Houston','Bellaire','Sugarland','Stafford','Austin','Dallas','Katy','Pearland'])
                           [CASE WHEN d.dnumber = 1 THEN 1 ELSE pg_temp.sk(8, 1.5) END]
  FROM company.department d, generate_series(1, 3) k WHERE k = 1 OR d.dnumber <> 1;
CREATE TABLE company.project (pname varchar(15) NOT NULL UNIQUE, pnumber int PRIMARY KEY, plocation varchar(15),
                              dnum int NOT NULL REFERENCES company.department);
INSERT INTO company.project
SELECT 'Product' || chr(64 + g) || CASE WHEN g > 26 THEN g::text ELSE '' END,
       CASE WHEN g <= 15 THEN g ELSE 30 + (g - 16) * 10 END,
       (ARRAY['Houston','Bellaire','Sugarland','Stafford','Austin','Dallas','Katy','Pearland'])[pg_temp.r(8)],
       (SELECT dn FROM dnums WHERE dnums.d = x.d)
  FROM (SELECT g, pg_temp.sk(12, 1.3) AS d FROM generate_series(1, 40) g) x;
-- works_on: every employee but a few managers, on one to three projects, hours NULL now and then
CREATE TABLE company.works_on (essn char(9) REFERENCES company.employee, pno int REFERENCES company.project,
                               hours numeric(3,1), PRIMARY KEY (essn, pno));
INSERT INTO company.works_on
SELECT e.ssn, p.pnumber, CASE WHEN random() < 0.03 THEN NULL ELSE round((5 + random() * 35)::numeric, 1) END
  FROM (SELECT ssn, n, 1 + floor(random() * 3)::int AS k FROM e0 WHERE n > 4) e
  CROSS JOIN LATERAL (SELECT pnumber FROM company.project ORDER BY md5(pname || e.ssn) LIMIT e.k) p;
CREATE TABLE company.dependent (essn char(9) REFERENCES company.employee, dependent_name varchar(15), sex char(1), bdate date,
                                relationship varchar(8), PRIMARY KEY (essn, dependent_name));
INSERT INTO company.dependent
SELECT e.ssn, nm, (ARRAY['M','F'])[pg_temp.r(2)], date '1960-01-01' + pg_temp.r(20000),
       (ARRAY['Spouse','Son','Daughter'])[pg_temp.r(3)]
  FROM (SELECT ssn, 1 + floor(random() * 3)::int AS k FROM e0 WHERE random() < 0.4) e
  CROSS JOIN LATERAL (SELECT nm FROM unnest(ARRAY['Alice','Theodore','Joy','Abner','Michael','Elizabeth','Sam','Nora'])
                             nm ORDER BY md5(nm || e.ssn) LIMIT e.k) x;

-- ---- movies --------------------------------------------------------------------------------------
CREATE SCHEMA movies;
CREATE TABLE movies.movieexec (name varchar(40), address varchar(255), certno int PRIMARY KEY, networth bigint);
INSERT INTO movies.movieexec
SELECT (ARRAY['Ted','Merv','Calvin','Stephen','Kathleen','Harvey','Sherry','Jerry','Laura','Bob','Amy','Louis','Stacey',
              'Barry','Dawn','Irving'])[pg_temp.r(16)] || ' ' ||
       (ARRAY['Turner','Griffin','Coolidge','Spielberg','Kennedy','Weinstein','Lansing','Bruckheimer','Ziskin','Iger',
              'Pascal','Mayer','Snider','Diller','Steel','Thalberg','Zanuck','Goldwyn','Wasserman','Katz'])[pg_temp.r(20)],
       pg_temp.r(900) || ' Sunset Blvd, Los Angeles', c, (1 + pg_temp.r(500)) * 1000000::bigint
  FROM (SELECT DISTINCT 10000 + floor(random() * 90000)::int AS c FROM generate_series(1, 420)) x
 LIMIT 400;
CREATE TEMP TABLE ex AS SELECT row_number() OVER (ORDER BY md5(certno::text)) AS i, certno FROM movies.movieexec;
CREATE TABLE movies.studio (name varchar(30) PRIMARY KEY, address varchar(255), presno int REFERENCES movies.movieexec);
INSERT INTO movies.studio
SELECT s, pg_temp.r(5000) || ' ' || s || ' Plaza, Burbank', (SELECT certno FROM ex WHERE ex.i = u.i)
  FROM unnest(ARRAY['Paramount','Disney','Fox','MGM','Universal','Warner Bros','Columbia','Lionsgate','Miramax','DreamWorks',
                    'New Line','Orion','United Artists','RKO','Pixar','Focus','A24','Summit','TriStar','Touchstone',
                    'Castle Rock','Legendary','Amblin','Carolco','Cannon']) WITH ORDINALITY u(s, i);
CREATE TEMP TABLE st AS SELECT row_number() OVER (ORDER BY name) AS i, name FROM movies.studio;
CREATE TABLE movies.movies (title varchar(100), year int, length int, genre varchar(10), studioname varchar(30) REFERENCES movies.studio,
                            producerno int REFERENCES movies.movieexec, PRIMARY KEY (title, year));
-- titles from 40 x 40 words: remakes share a title
INSERT INTO movies.movies
SELECT DISTINCT ON (title, year) title, year, CASE WHEN random() < 0.05 THEN NULL ELSE 80 + pg_temp.r(100) END,
       (ARRAY['drama','comedy','action','sciFi','horror','romance','western','noir','musical','cartoon'])[pg_temp.r(10)],
       CASE WHEN random() < 0.04 THEN NULL ELSE (SELECT name FROM st WHERE st.i = s) END,
       CASE WHEN random() < 0.03 THEN NULL ELSE (SELECT certno FROM ex WHERE ex.i = p) END
  FROM (SELECT CASE WHEN random() < 0.3 THEN 'The ' ELSE '' END ||
               (ARRAY['Dark','Lost','Silent','Last','Golden','Red','Wild','Hidden','Broken','Eternal','Crimson','Frozen',
                      'Secret','Lonely','Savage','Gentle','Burning','Empty','Final','First','Little','Big','Strange','Sweet',
                      'Bitter','Blue','Cold','Hot','Deadly','Brave','Quiet','Falling','Rising','Midnight','Electric','Iron',
                      'Velvet','Hollow','Distant','Northern'])[pg_temp.r(40)] || ' ' ||
               (ARRAY['Star','River','City','Night','Heart','Road','Storm','Kingdom','Dream','Island','Empire','Shadow',
                      'Garden','Train','Sky','Ocean','Mountain','Game','House','Wars','Planet','Bridge','Moon','Fire',
                      'Street','Door','Mirror','Voyage','Legacy','Hunter','Affair','Promise','Frontier','Season','Horizon',
                      'Circus','Harbor','Desert','Symphony','Tower'])[pg_temp.r(40)] AS title,
               1930 + pg_temp.r(94) AS year, pg_temp.sk(25, 2.0) AS s, pg_temp.sk(400, 1.8) AS p
          FROM generate_series(1, 2100)) m
 ORDER BY title, year;
CREATE TABLE movies.moviestar (name varchar(30) PRIMARY KEY, address varchar(255), gender char(1), birthdate date);
INSERT INTO movies.moviestar
SELECT DISTINCT ON (name) name, pg_temp.r(9000) || ' Mulholland Dr, Hollywood', (ARRAY['M','F'])[pg_temp.r(2)],
       date '1900-01-01' + pg_temp.r(36000)
  FROM (SELECT (ARRAY['Carrie','Mark','Harrison','Meryl','Tom','Julia','Denzel','Cate','Brad','Emma','Morgan','Nicole',
                      'Leonardo','Kate','Samuel','Sandra','Robert','Viola','Keanu','Halle','Jack','Audrey','Humphrey',
                      'Grace','Cary','Ingrid','James','Bette','Marlon','Sophia'])[pg_temp.r(30)] || ' ' ||
               (ARRAY['Fisher','Hamill','Ford','Streep','Hanks','Roberts','Washington','Blanchett','Pitt','Stone','Freeman',
                      'Kidman','DiCaprio','Winslet','Jackson','Bullock','De Niro','Davis','Reeves','Berry','Nicholson',
                      'Hepburn','Bogart','Kelly','Grant','Bergman','Stewart','Brando','Loren','Monroe','Gable','Garland',
                      'Dean','Taylor','Newman','Redford','Hoffman','Pacino','Keaton','Lange','Weaver','Foster','Close',
                      'Spacek','Field','Sarandon','Pfeiffer','Ryan','Costner','Gibson','Cruise','Willis','Stallone',
                      'Schwarzenegger','Murray','Martin','Williams','Chase','Aykroyd','Wilder'])[pg_temp.r(60)] AS name
          FROM generate_series(1, 1600)) x
 ORDER BY name;
CREATE TEMP TABLE ms AS SELECT row_number() OVER (ORDER BY md5(name)) AS i, name FROM movies.moviestar;
CREATE TABLE movies.starsin (movietitle varchar(100), movieyear int, starname varchar(30) REFERENCES movies.moviestar,
                             PRIMARY KEY (movietitle, movieyear, starname),
                             FOREIGN KEY (movietitle, movieyear) REFERENCES movies.movies (title, year));
INSERT INTO movies.starsin
SELECT DISTINCT m.title, m.year, ms.name
  FROM (SELECT title, year, floor(random() * 6)::int AS k FROM movies.movies) m
  CROSS JOIN LATERAL generate_series(1, m.k) j
  JOIN LATERAL (SELECT pg_temp.sk(1500, 2.2) + 0 * j AS i OFFSET 0) pick ON true
  JOIN ms ON ms.i = pick.i;

-- ---- sailors -------------------------------------------------------------------------------------
CREATE SCHEMA sailors;
CREATE TABLE sailors.sailors (sid int PRIMARY KEY, sname varchar(30), rating int, age real);
INSERT INTO sailors.sailors
SELECT sid, (ARRAY['Dustin','Brutus','Lubber','Andy','Rusty','Horatio','Zorba','Art','Bob','Frodo','Emma','Ishmael',
                   'Ahab','Nemo','Popeye','Bligh'])[pg_temp.r(16)], pg_temp.r(10), round((16 + random() * 54)::numeric, 1)
  FROM (SELECT DISTINCT 1 + floor(random() * 999)::int AS sid FROM generate_series(1, 700)) x
 ORDER BY sid LIMIT 500;
CREATE TEMP TABLE sl AS SELECT row_number() OVER (ORDER BY md5(sid::text)) AS i, sid FROM sailors.sailors;
CREATE TABLE sailors.boats (bid int PRIMARY KEY, bname varchar(30), color varchar(10));
INSERT INTO sailors.boats
SELECT 100 + g, (ARRAY['Interlake','Clipper','Marine','Sunfish','Laser','Hobie','Catalina','Albacore'])[pg_temp.r(8)],
       (ARRAY['red','green','blue','white','yellow','black'])[pg_temp.r(6)]
  FROM generate_series(1, 40) g;
CREATE TABLE sailors.reserves (sid int REFERENCES sailors.sailors, bid int REFERENCES sailors.boats, day date,
                               PRIMARY KEY (sid, bid, day));
INSERT INTO sailors.reserves
SELECT DISTINCT sl.sid, 100 + b, d
  FROM (SELECT pg_temp.sk(500, 1.7) AS i, pg_temp.sk(40, 1.5) AS b, date '2023-03-01' + pg_temp.r(600) AS d
          FROM generate_series(1, 6000)) x
  JOIN sl ON sl.i = x.i;

-- ---- supplier ------------------------------------------------------------------------------------
CREATE SCHEMA supplier;
CREATE TABLE supplier.s (sno varchar(5) PRIMARY KEY, sname varchar(20), status int, city varchar(15));
INSERT INTO supplier.s
SELECT 'S' || g, (ARRAY['Smith','Jones','Blake','Clark','Adams','Baker','Evans','Frost'])[pg_temp.r(8)] || ' ' || g,
       10 * pg_temp.r(3), (ARRAY['London','Paris','Athens','Oslo','Rome','Madrid'])[pg_temp.r(6)]
  FROM generate_series(1, 60) g;
CREATE TABLE supplier.p (pno varchar(6) PRIMARY KEY, pname varchar(20), color varchar(6), weight numeric(5,1), city varchar(15));
INSERT INTO supplier.p
SELECT 'P' || g, (ARRAY['Nut','Bolt','Screw','Cam','Cog','Washer','Spring','Gear'])[pg_temp.r(8)],
       (ARRAY['Red','Green','Blue'])[pg_temp.r(3)], 10 + pg_temp.r(10), (ARRAY['London','Paris','Athens','Oslo','Rome','Madrid'])[pg_temp.r(6)]
  FROM generate_series(1, 300) g;
CREATE TABLE supplier.j (jno varchar(5) PRIMARY KEY, jname varchar(20), city varchar(15));
INSERT INTO supplier.j
SELECT 'J' || g, (ARRAY['Sorter','Display','OCR','Console','RAID','EDS','Tape'])[pg_temp.r(7)] || ' ' || g,
       (ARRAY['London','Paris','Athens','Oslo','Rome','Madrid'])[pg_temp.r(6)]
  FROM generate_series(1, 50) g;
CREATE TABLE supplier.spj (sno varchar(5) REFERENCES supplier.s, pno varchar(6) REFERENCES supplier.p,
                           jno varchar(5) REFERENCES supplier.j, qty int, PRIMARY KEY (sno, pno, jno));
INSERT INTO supplier.spj
SELECT DISTINCT ON (s, p, j) 'S' || s, 'P' || p, 'J' || j, 100 * pg_temp.r(10)
  FROM (SELECT pg_temp.sk(60, 1.8) AS s, pg_temp.sk(300, 1.5) AS p, pg_temp.sk(50, 1.3) AS j FROM generate_series(1, 4000)) x
 ORDER BY s, p, j;

ANALYZE;
