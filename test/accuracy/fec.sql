-- test/accuracy/fec.sql: the US Federal Election Commission's bulk data for one two-year cycle (2020) as
-- people load it into PostgreSQL (the pipe-separated files with the FEC's header files, one table a file,
-- plus the code tables of the FEC's data dictionary typed in), written for issue 16 as a held-out check
-- (round 13): committed with its truth (fec_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; the FEC's lower-cased column names kept (cand_id, cand_pcc,
-- cmte_id, other_id, tran_id, image_num, sub_id ...); text keys: cand_id 'H0CA12345' / 'S8TX00123' /
-- 'P80001571' (office letter, a year digit, the state or a number), cmte_id 'C00401224'. A typical load
-- declares the primary keys (candidate.cand_id, committee.cmte_id, cand_cmte_linkage.linkage_id, sub_id of
-- each transaction file, the summaries' ids, the code tables' codes) and only the two foreign keys of the
-- linkage file, whose rows the FEC builds from both masters; every other reference is undeclared (the data
-- has orphans, so a loader cannot declare them). Tables: candidate (cn), committee (cm), cand_cmte_linkage
-- (ccl), indiv_contrib (itcont), cmte_transaction (itoth), cand_contrib (itpas2), oper_exp (oppexp),
-- cand_summary (weball), pac_summary (webk), and the code tables party_codes, committee_types,
-- report_types, transaction_types. sub_id is one bigint sequence shared by the transaction files (disjoint
-- values). References and their NULLs: candidate.cand_pcc (its principal campaign committee, NULL on about
-- a tenth), committee.cand_id (NULL for PACs and parties), indiv_contrib.other_id (the conduit committee
-- of earmarked '15E' contributions, NULL otherwise), cand_contrib.cand_id and other_id (the recipient
-- candidate and its committee, other_id NULL on independent expenditures), every cmte_id of the
-- transaction files (the filer), the summaries' ids (a subset of the masters, one row each), and
-- the party, committee type, report type and transaction type codes. Orphans, as in the real files
-- (ids of another cycle missing from this cycle's masters), and kept in the truth because the rest holds:
-- committee.cand_id about 4% of its non-NULL values, candidate.cand_pcc about 1%, cand_contrib.cand_id
-- about 3% and its other_id about 4%. No truth: cmte_transaction.other_id is polymorphic (a committee or
-- a candidate id: about a tenth are candidates, 5% orphans: no single target); oper_exp.back_ref_tran_id
-- points at a tran_id of the same committee's filings, but (cmte_id, tran_id) is not unique (amended
-- rows repeat a tran_id), so it has no key to reference; file_num (filings, no table here), image_num,
-- tran_id, cand_summary.pty_cd (1 / 2 / 3, no table), cmte_dsgn, entity_tp, line_num. Skewed: a few big
-- committees (and the conduits) receive most individual contributions. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1313);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.pick(a text[]) RETURNS text LANGUAGE sql VOLATILE AS $$ SELECT a[1 + floor(random() * array_length(a, 1))::int] $$;

-- ---- code tables from the data dictionary ---------------------------------------------------------
CREATE TABLE party_codes (party_cd varchar(3) PRIMARY KEY, party_nm varchar(60) NOT NULL);
INSERT INTO party_codes VALUES
 ('ACE', 'Ace Party'), ('AIP', 'American Independent Party'), ('AMP', 'American Party'), ('CIT', 'Citizens'' Party'),
 ('CON', 'Constitution Party'), ('CRV', 'Conservative Party'), ('DEM', 'Democratic Party'),
 ('DFL', 'Democratic-Farmer-Labor'), ('FED', 'Federalist'), ('GRE', 'Green Party'), ('IND', 'Independent'),
 ('IAP', 'Independent American Party'), ('LIB', 'Libertarian Party'), ('NNE', 'None'), ('NPA', 'No Party Affiliation'),
 ('OTH', 'Other'), ('PAF', 'Peace and Freedom'), ('REF', 'Reform Party'), ('REP', 'Republican Party'),
 ('SOC', 'Socialist Party U.S.A.'), ('SWP', 'Socialist Workers Party'), ('UN', 'Unaffiliated'), ('UNK', 'Unknown'),
 ('W', 'Write-In'), ('WFP', 'Working Families Party');

CREATE TABLE committee_types (cmte_tp varchar(1) PRIMARY KEY, cmte_tp_desc varchar(90) NOT NULL);
INSERT INTO committee_types VALUES
 ('C', 'Communication cost'), ('D', 'Delegate committee'), ('E', 'Electioneering communication'),
 ('H', 'House'), ('I', 'Independent expenditor (person or group)'), ('N', 'PAC - nonqualified'),
 ('O', 'Independent expenditure-only (Super PACs)'), ('P', 'Presidential'), ('Q', 'PAC - qualified'),
 ('S', 'Senate'), ('U', 'Single-candidate independent expenditure'),
 ('V', 'PAC with non-contribution account - nonqualified'), ('W', 'PAC with non-contribution account - qualified'),
 ('X', 'Party - nonqualified'), ('Y', 'Party - qualified'), ('Z', 'National party nonfederal account');

CREATE TABLE report_types (rpt_tp varchar(3) PRIMARY KEY, rpt_tp_desc varchar(60) NOT NULL);
INSERT INTO report_types VALUES
 ('12C', 'Pre-convention'), ('12G', 'Pre-general'), ('12P', 'Pre-primary'), ('12R', 'Pre-run-off'), ('12S', 'Pre-special'),
 ('30D', 'Post-election'), ('30G', 'Post-general'), ('30P', 'Post-primary'), ('30R', 'Post-run-off'), ('30S', 'Post-special'),
 ('60D', 'Post-convention'), ('ADJ', 'Comprehensive adjusted report'), ('CA', 'Comprehensive amended report'),
 ('M2', 'February monthly'), ('M3', 'March monthly'), ('M4', 'April monthly'), ('M5', 'May monthly'), ('M6', 'June monthly'),
 ('M7', 'July monthly'), ('M8', 'August monthly'), ('M9', 'September monthly'), ('M10', 'October monthly'),
 ('M11', 'November monthly'), ('M12', 'December monthly'), ('MY', 'Mid-year report'), ('Q1', 'April quarterly'),
 ('Q2', 'July quarterly'), ('Q3', 'October quarterly'), ('TER', 'Termination report'), ('YE', 'Year-end'),
 ('90S', 'Post inaugural supplement'), ('90D', 'Post inaugural'), ('48H', '48 hour notification'),
 ('24H', '24 hour notification');

CREATE TABLE transaction_types (transaction_tp varchar(3) PRIMARY KEY, transaction_tp_desc varchar(200) NOT NULL);
INSERT INTO transaction_types VALUES
 ('10', 'Contribution to Independent Expenditure-Only Committees (Super PACs)'), ('10J', 'Memo - Recount/Legal account receipt'),
 ('11', 'Native American Tribe contribution'), ('15', 'Contribution to political committees (other than Super PACs and Hybrid PACs) from an individual, partnership or limited liability company'),
 ('15C', 'Contribution from candidate'), ('15E', 'Earmarked contributions'), ('15I', 'Earmarked contribution from an individual'),
 ('15J', 'Memo - Recipient committee''s percentage of contribution from an individual, partnership or LLC given to joint fundraising committee'),
 ('15T', 'Earmarked contribution from an individual to a candidate committee via a PAC'), ('15Z', 'In-kind contribution received from registered filer'),
 ('16C', 'Loan received from the candidate'), ('16F', 'Loan received from bank'), ('16G', 'Loan from individual'),
 ('16H', 'Loan from candidate/committee'), ('16J', 'Loan repayment from individual'), ('16K', 'Loan repayment from candidate/committee'),
 ('16R', 'Loan received from registered filers'), ('16U', 'Loan received from unregistered entity'), ('17R', 'Contribution refund received from registered entity'),
 ('17U', 'Refund/Rebate/Return received from unregistered entity'), ('17Y', 'Refund/Rebate/Return from individual or corporation'),
 ('17Z', 'Refund/Rebate/Return from candidate or committee'), ('18G', 'Transfer in from affiliated committee'),
 ('18H', 'Honorarium received'), ('18J', 'Memo - Recipient committee''s percentage of contribution from a registered committee given to joint fundraising committee'),
 ('18K', 'Contribution received from registered filer'), ('18L', 'Bundled contribution'), ('18U', 'Contribution received from unregistered committee'),
 ('19', 'Electioneering communication donation received'), ('20', 'Nonfederal disbursement - nonfederal other'),
 ('20C', 'Loan repayment made to candidate'), ('20F', 'Loan repayment made to banks'), ('20G', 'Loan repayment made to individual'),
 ('20R', 'Loan repayment made to registered filer'), ('20Y', 'Nonfederal refund'), ('21Y', 'Native American Tribe refund'),
 ('22G', 'Loan to individual'), ('22H', 'Loan to candidate or committee'), ('22J', 'Loan repayment to individual'),
 ('22K', 'Loan repayment to candidate or committee'), ('22L', 'Loan repayment to bank'), ('22R', 'Contribution refund to unregistered entity'),
 ('22U', 'Loan repaid to unregistered entity'), ('22X', 'Loan made to unregistered entity'), ('22Y', 'Contribution refund to an individual, partnership or limited liability company'),
 ('22Z', 'Contribution refund to candidate or committee'), ('23Y', 'Inaugural donation refund'), ('24A', 'Independent expenditure opposing election of candidate'),
 ('24C', 'Coordinated party expenditure'), ('24E', 'Independent expenditure advocating election of candidate'),
 ('24F', 'Communication cost for candidate (only for Form 7 filer)'), ('24G', 'Transfer out to affiliated committee'),
 ('24H', 'Honorarium to candidate'), ('24I', 'Earmarked contributor''s check passed on by intermediary committee to intended recipient'),
 ('24K', 'Contribution made to nonaffiliated committee'), ('24N', 'Communication cost against candidate (only for Form 7 filer)'),
 ('24P', 'Contribution made to possible federal candidate including in-kind contributions'), ('24R', 'Election recount disbursement'),
 ('24T', 'Earmarked contributor''s contribution passed on by intermediary committee to intended recipient'),
 ('24U', 'Contribution made to unregistered entity'), ('24Z', 'In-kind contribution made to registered filer'),
 ('29', 'Electioneering Communication disbursement or obligation'), ('30', 'Convention Account receipt from an individual, partnership or limited liability company'),
 ('31', 'Headquarters Account receipt from an individual, partnership or limited liability company'),
 ('32', 'Recount Account receipt from an individual, partnership or limited liability company'),
 ('40', 'Convention Account - disbursement'), ('41', 'Headquarters Account - disbursement'), ('42', 'Recount Account - disbursement'),
 ('42Y', 'Recount Account refund to an individual, partnership or limited liability company');

-- ---- ids: candidates 1..600 are in this cycle's cn file, 601..650 are of other cycles (orphans);
-- committees 1..1500 are in cm, 1501..1560 are not
CREATE TEMP TABLE kraw AS
SELECT g, o, s,
       CASE WHEN o = 'P' THEN 'P' || pg_temp.pick(ARRAY['0', '4', '8', '2']) || lpad(pg_temp.r(9999999)::text, 7, '0')
            ELSE o || pg_temp.pick(ARRAY['0', '0', '2', '4', '6', '8', '8']) || s || lpad(pg_temp.r(99999)::text, 5, '0') END AS cand_id
  FROM (SELECT g, CASE WHEN g % 10 = 0 THEN 'P' WHEN g % 10 IN (1, 2) THEN 'S' ELSE 'H' END AS o,
               pg_temp.pick(ARRAY['CA', 'TX', 'NY', 'FL', 'PA', 'OH', 'IL', 'GA', 'NC', 'MI', 'NJ', 'VA', 'WA', 'AZ',
                                  'MA', 'TN', 'IN', 'MO', 'MD', 'WI', 'CO', 'MN']) AS s
          FROM generate_series(1, 700) g) x;
CREATE TEMP TABLE kid AS
SELECT row_number() OVER (ORDER BY min(g))::int AS n, cand_id, min(o) AS o, min(s) AS s FROM kraw GROUP BY cand_id;
DELETE FROM kid WHERE n > 650;
CREATE TEMP TABLE cid AS
SELECT row_number() OVER (ORDER BY min(g))::int AS n, cmte_id
  FROM (SELECT g, 'C00' || lpad(pg_temp.r(999999)::text, 6, '0') AS cmte_id FROM generate_series(1, 1700) g) x GROUP BY cmte_id;
DELETE FROM cid WHERE n > 1560;
CREATE TEMP TABLE nm AS
SELECT ARRAY['SMITH', 'JOHNSON', 'WILLIAMS', 'BROWN', 'JONES', 'GARCIA', 'MILLER', 'DAVIS', 'RODRIGUEZ', 'MARTINEZ',
             'HERNANDEZ', 'LOPEZ', 'WILSON', 'ANDERSON', 'THOMAS', 'TAYLOR', 'MOORE', 'JACKSON', 'MARTIN', 'LEE',
             'PEREZ', 'THOMPSON', 'WHITE', 'HARRIS', 'CLARK', 'LEWIS', 'ROBINSON', 'WALKER', 'YOUNG', 'ALLEN',
             'KING', 'WRIGHT', 'SCOTT', 'GREEN', 'BAKER', 'ADAMS', 'NELSON', 'HILL', 'CAMPBELL', 'MITCHELL'] AS last,
       ARRAY['JOHN', 'MARY', 'JAMES', 'PATRICIA', 'ROBERT', 'JENNIFER', 'MICHAEL', 'LINDA', 'WILLIAM', 'ELIZABETH',
             'DAVID', 'BARBARA', 'RICHARD', 'SUSAN', 'JOSEPH', 'JESSICA', 'THOMAS', 'SARAH', 'CHARLES', 'KAREN'] AS first,
       ARRAY['LOS ANGELES', 'HOUSTON', 'NEW YORK', 'MIAMI', 'PHILADELPHIA', 'COLUMBUS', 'CHICAGO', 'ATLANTA', 'CHARLOTTE',
             'DETROIT', 'NEWARK', 'RICHMOND', 'SEATTLE', 'PHOENIX', 'BOSTON', 'NASHVILLE', 'INDIANAPOLIS', 'ST. LOUIS',
             'BALTIMORE', 'MILWAUKEE', 'DENVER', 'MINNEAPOLIS', 'WASHINGTON', 'ALEXANDRIA'] AS city,
       ARRAY['CA', 'TX', 'NY', 'FL', 'PA', 'OH', 'IL', 'GA', 'NC', 'MI', 'NJ', 'VA', 'WA', 'AZ', 'MA', 'TN', 'IN', 'MO',
             'MD', 'WI', 'CO', 'MN', 'DC', 'VA'] AS st;

-- candidate k's party (DEM / REP mostly) and principal campaign committee: committee k for nine in ten,
-- a committee missing from cm for about 1%, NULL otherwise
CREATE TEMP TABLE kinfo AS
SELECT k.n, k.cand_id, k.o, k.s,
       CASE WHEN u < 0.42 THEN 'DEM' WHEN u < 0.84 THEN 'REP'
            ELSE pg_temp.pick(ARRAY['LIB', 'GRE', 'IND', 'NNE', 'UNK', 'CON', 'NPA', 'OTH', 'W', 'DFL', 'IND', 'LIB', 'REF', 'WFP'])
       END AS pty,
       CASE WHEN v < 0.89 THEN k.n WHEN v < 0.90 THEN 1500 + pg_temp.r(60) END AS pcc_n
  FROM (SELECT kid.*, random() AS u, random() AS v FROM kid) k;

CREATE TABLE candidate (
  cand_id varchar(9) PRIMARY KEY, cand_name varchar(200), cand_pty_affiliation varchar(3), cand_election_yr int,
  cand_office_st varchar(2), cand_office varchar(1), cand_office_district varchar(2), cand_ici varchar(1),
  cand_status varchar(1), cand_pcc varchar(9), cand_st1 varchar(34), cand_st2 varchar(34), cand_city varchar(30),
  cand_st varchar(2), cand_zip varchar(9));
INSERT INTO candidate
SELECT k.cand_id, pg_temp.pick(nm.last) || ', ' || pg_temp.pick(nm.first) || CASE WHEN random() < 0.3 THEN ' ' || chr(65 + pg_temp.r(26) - 1) || '.' ELSE '' END,
       k.pty, CASE WHEN k.o = 'S' THEN pg_temp.pick(ARRAY['2020', '2022', '2024'])::int ELSE 2020 END,
       CASE WHEN k.o = 'P' THEN 'US' ELSE k.s END, k.o,
       CASE WHEN k.o = 'H' THEN lpad(pg_temp.r(20)::text, 2, '0') ELSE '00' END,
       pg_temp.pick(ARRAY['I', 'C', 'C', 'O', 'O', 'O']), pg_temp.pick(ARRAY['C', 'C', 'C', 'F', 'N', 'P']),
       c.cmte_id, pg_temp.r(9999) || ' ' || pg_temp.pick(ARRAY['MAIN ST', 'OAK AVE', 'PO BOX', 'ELM ST', 'PARK RD']),
       CASE WHEN random() < 0.2 THEN 'STE ' || pg_temp.r(900) END, pg_temp.pick(nm.city), k.s,
       lpad(pg_temp.r(99999)::text, 5, '0') || CASE WHEN random() < 0.5 THEN lpad(pg_temp.r(9999)::text, 4, '0') ELSE '' END
  FROM kinfo k CROSS JOIN nm LEFT JOIN cid c ON c.n = k.pcc_n
 WHERE k.n <= 600;

-- committees: 1..600 principal committees of candidates 1..600; 601..800 other authorized committees
-- (about 15% of a candidate of another cycle); 801..830 leadership PACs; 831..880 party committees;
-- 881..886 the conduits; 887..1500 PACs and Super PACs
CREATE TEMP TABLE cinfo AS
SELECT c.n, c.cmte_id,
       CASE WHEN c.n <= 600 THEN c.n
            WHEN c.n <= 800 THEN CASE WHEN random() < 0.15 THEN 600 + pg_temp.r(50) ELSE pg_temp.sk(600, 1.5) END
            WHEN c.n <= 830 AND random() < 0.6 THEN pg_temp.r(600) END AS cand_n,
       CASE WHEN c.n <= 600 THEN 'P' WHEN c.n <= 800 THEN 'A' WHEN c.n <= 830 THEN 'D'
            WHEN c.n <= 880 THEN 'U' ELSE pg_temp.pick(ARRAY['U', 'U', 'U', 'B', 'J']) END AS dsgn
  FROM cid c WHERE c.n <= 1500;

CREATE TABLE committee (
  cmte_id varchar(9) PRIMARY KEY, cmte_nm varchar(200), tres_nm varchar(90), cmte_st1 varchar(34), cmte_st2 varchar(34),
  cmte_city varchar(30), cmte_st varchar(2), cmte_zip varchar(9), cmte_dsgn varchar(1), cmte_tp varchar(1),
  cmte_pty_affiliation varchar(3), cmte_filing_freq varchar(1), org_tp varchar(1), connected_org_nm varchar(200),
  cand_id varchar(9));
INSERT INTO committee
SELECT c.cmte_id,
       CASE WHEN c.n BETWEEN 881 AND 886 THEN (ARRAY['ACTBLUE', 'WINRED', 'DEMOCRACY ENGINE, INC., PAC', 'CLUB FOR GROWTH PAC',
                                                     'EMILY''S LIST', 'COUNCIL FOR A LIVABLE WORLD'])[c.n - 880]
            WHEN c.n <= 800 THEN coalesce(split_part(cd.cand_name, ',', 1), pg_temp.pick(nm.last)) || ' FOR '
                                 || CASE k.o WHEN 'P' THEN 'PRESIDENT' WHEN 'S' THEN 'SENATE' ELSE 'CONGRESS' END
                                 || CASE WHEN c.dsgn = 'A' THEN ' ' || pg_temp.pick(ARRAY['VICTORY FUND', 'LEADERSHIP FUND', '2020', 'DEBT RETIREMENT']) ELSE '' END
            WHEN c.n <= 830 THEN pg_temp.pick(ARRAY['AMERICA''S', 'FREEDOM', 'PROSPERITY', 'OPPORTUNITY', 'NEW']) || ' ' || pg_temp.pick(ARRAY['FUTURE', 'LEADERSHIP', 'MAJORITY', 'TOMORROW']) || ' PAC'
            WHEN c.n <= 880 THEN pg_temp.pick(nm.st) || ' ' || pg_temp.pick(ARRAY['DEMOCRATIC', 'REPUBLICAN']) || ' PARTY'
            ELSE pg_temp.pick(ARRAY['NATIONAL', 'AMERICAN', 'UNITED', 'INDEPENDENT', 'CITIZENS']) || ' '
                 || pg_temp.pick(ARRAY['ASSOCIATION OF REALTORS', 'BANKERS', 'NURSES', 'BEER WHOLESALERS', 'HOME BUILDERS', 'TEACHERS',
                                       'ELECTRICAL WORKERS', 'AUTO DEALERS', 'SENIORS', 'VETERANS']) || ' PAC' END,
       pg_temp.pick(nm.last) || ', ' || pg_temp.pick(nm.first),
       pg_temp.r(9999) || ' ' || pg_temp.pick(ARRAY['K ST NW', 'PENNSYLVANIA AVE', 'PO BOX', 'MAIN ST', 'BROADWAY']),
       CASE WHEN random() < 0.3 THEN 'SUITE ' || pg_temp.r(1200) END, pg_temp.pick(nm.city), pg_temp.pick(nm.st),
       lpad(pg_temp.r(99999)::text, 5, '0'), c.dsgn,
       CASE WHEN c.n <= 800 THEN k.o WHEN c.n <= 830 THEN pg_temp.pick(ARRAY['N', 'Q'])
            WHEN c.n <= 880 THEN pg_temp.pick(ARRAY['X', 'Y', 'Y']) WHEN c.n <= 886 THEN 'N'
            ELSE pg_temp.pick(ARRAY['Q', 'Q', 'N', 'N', 'O', 'O', 'O', 'V', 'W', 'I', 'U', 'C', 'E']) END,
       CASE WHEN c.n <= 800 AND k.n <= 600 THEN ki.pty WHEN c.n <= 800 THEN pg_temp.pick(ARRAY['DEM', 'REP'])
            WHEN c.n BETWEEN 831 AND 880 THEN pg_temp.pick(ARRAY['DEM', 'REP'])
            WHEN random() < 0.1 THEN pg_temp.pick(ARRAY['NNE', 'UNK', 'DEM', 'REP']) END,
       pg_temp.pick(ARRAY['Q', 'Q', 'Q', 'M', 'T', 'A']),
       CASE WHEN c.n > 886 AND random() < 0.5 THEN pg_temp.pick(ARRAY['C', 'L', 'M', 'T', 'V', 'W']) END,
       CASE WHEN c.n > 886 AND random() < 0.4 THEN pg_temp.pick(ARRAY['NONE', 'LOCKHEED MARTIN', 'AT&T INC', 'KOCH INDUSTRIES', 'NATIONAL EDUCATION ASSOCIATION', 'HONEYWELL']) END,
       k.cand_id
  FROM cinfo c CROSS JOIN nm
  LEFT JOIN kid k ON k.n = c.cand_n
  LEFT JOIN kinfo ki ON ki.n = c.cand_n
  LEFT JOIN candidate cd ON cd.cand_id = k.cand_id;

CREATE TABLE cand_cmte_linkage (
  linkage_id bigint PRIMARY KEY, cand_id varchar(9) NOT NULL REFERENCES candidate (cand_id), cand_election_yr int,
  fec_election_yr int, cmte_id varchar(9) REFERENCES committee (cmte_id), cmte_tp varchar(1), cmte_dsgn varchar(1));
INSERT INTO cand_cmte_linkage
SELECT 221000 + row_number() OVER (ORDER BY cm.cmte_id), cd.cand_id, cd.cand_election_yr, 2020, cm.cmte_id, cm.cmte_tp, cm.cmte_dsgn
  FROM committee cm JOIN candidate cd ON cd.cand_id = cm.cand_id
 WHERE cm.cmte_dsgn IN ('P', 'A');

-- contributions by individuals: big committees and the conduits are popular
CREATE TABLE indiv_contrib (
  cmte_id varchar(9) NOT NULL, amndt_ind varchar(1), rpt_tp varchar(3), transaction_pgi varchar(5), image_num varchar(18),
  transaction_tp varchar(3), entity_tp varchar(3), name varchar(200), city varchar(30), state varchar(2), zip_code varchar(9),
  employer varchar(38), occupation varchar(38), transaction_dt date, transaction_amt numeric(14, 2), other_id varchar(9),
  tran_id varchar(32), file_num bigint, memo_cd varchar(1), memo_text varchar(100), sub_id bigint PRIMARY KEY);
INSERT INTO indiv_contrib
SELECT c.cmte_id, pg_temp.pick(ARRAY['N', 'N', 'N', 'N', 'A', 'T']),
       pg_temp.pick(ARRAY['Q1', 'Q2', 'Q3', 'YE', 'M3', 'M4', 'M6', 'M10', '12G', '30G', '12P', 'MY']),
       CASE WHEN random() < 0.8 THEN pg_temp.pick(ARRAY['P2020', 'G2020', 'G2020', 'P2020', 'O2020']) END,
       to_char(x.dt + 20, 'YYYYMMDD') || lpad(pg_temp.r(999999999)::text, 10, '0'),
       x.tp, CASE WHEN random() < 0.97 THEN 'IND' ELSE pg_temp.pick(ARRAY['ORG', 'PAC']) END,
       pg_temp.pick(nm.last) || ', ' || pg_temp.pick(nm.first), pg_temp.pick(nm.city), pg_temp.pick(nm.st),
       lpad(pg_temp.r(99999)::text, 5, '0') || lpad(pg_temp.r(9999)::text, 4, '0'),
       pg_temp.pick(ARRAY['RETIRED', 'SELF-EMPLOYED', 'NOT EMPLOYED', 'GOOGLE', 'KAISER PERMANENTE', 'US GOVERNMENT', 'N/A', 'MICROSOFT', 'WALMART']),
       pg_temp.pick(ARRAY['RETIRED', 'ATTORNEY', 'PHYSICIAN', 'TEACHER', 'ENGINEER', 'NOT EMPLOYED', 'CONSULTANT', 'HOMEMAKER', 'CEO']),
       x.dt, round((5 + 2800 * random() ^ 3)::numeric, 2),
       CASE WHEN x.tp = '15E' THEN co.cmte_id END,
       CASE WHEN random() < 0.5 THEN 'SA11AI.' || pg_temp.r(99999) ELSE upper(substr(md5(x.g::text), 1, 20)) END,
       1350000 + pg_temp.r(120000), CASE WHEN x.tp = '15E' AND random() < 0.3 THEN 'X' END,
       CASE WHEN x.tp = '15E' THEN 'EARMARKED THROUGH CONDUIT' END,
       4010320200000000000 + x.g * 4 * 1013 + pg_temp.r(1000)
  FROM (SELECT g, CASE WHEN u < 0.15 THEN 880 + least(pg_temp.sk(6, 2.0), 6)
                       ELSE least(pg_temp.sk(1500, 2.4), 1500) END AS cn,
               CASE WHEN u < 0.15 THEN '15' WHEN v < 0.30 THEN '15E' WHEN v < 0.94 THEN '15' WHEN v < 0.96 THEN '22Y'
                    WHEN v < 0.98 THEN '15C' ELSE '10' END AS tp,
               880 + least(pg_temp.sk(6, 2.0), 6) AS cond, date '2019-01-01' + pg_temp.r(730) - 1 AS dt
          FROM (SELECT g, random() AS u, random() AS v FROM generate_series(1, 5000) g) y) x
  JOIN cid c ON c.n = x.cn JOIN cid co ON co.n = x.cond CROSS JOIN nm;

-- committee-to-committee transactions: other_id is a committee, a candidate (some of another cycle) or NULL
CREATE TABLE cmte_transaction (
  cmte_id varchar(9) NOT NULL, amndt_ind varchar(1), rpt_tp varchar(3), transaction_pgi varchar(5), image_num varchar(18),
  transaction_tp varchar(3), entity_tp varchar(3), name varchar(200), city varchar(30), state varchar(2), zip_code varchar(9),
  employer varchar(38), occupation varchar(38), transaction_dt date, transaction_amt numeric(14, 2), other_id varchar(9),
  tran_id varchar(32), file_num bigint, memo_cd varchar(1), memo_text varchar(100), sub_id bigint PRIMARY KEY);
INSERT INTO cmte_transaction
SELECT c.cmte_id, pg_temp.pick(ARRAY['N', 'N', 'N', 'A']),
       pg_temp.pick(ARRAY['Q1', 'Q2', 'Q3', 'YE', 'M3', 'M6', 'M10', '12G', '30G', 'MY', 'TER']),
       CASE WHEN random() < 0.7 THEN pg_temp.pick(ARRAY['P2020', 'G2020']) END,
       to_char(x.dt + 25, 'YYYYMMDD') || lpad(pg_temp.r(999999999)::text, 10, '0'),
       pg_temp.pick(ARRAY['18G', '18G', '18K', '18K', '18K', '24G', '24K', '15Z', '22Z', '16R', '20Y', '11', '42Y', '24Z', '18J']),
       CASE WHEN x.w < 0.80 THEN pg_temp.pick(ARRAY['PAC', 'CCM', 'PTY', 'COM']) WHEN x.w < 0.92 THEN 'CAN' ELSE 'ORG' END,
       coalesce(o.cmte_nm, pg_temp.pick(nm.last) || ' FOR CONGRESS'), pg_temp.pick(nm.city), pg_temp.pick(nm.st),
       lpad(pg_temp.r(99999)::text, 5, '0'), NULL, NULL, x.dt, round((100 + 10000 * random() ^ 3)::numeric, 2),
       CASE WHEN x.w < 0.80 THEN oc.cmte_id WHEN x.w < 0.92 THEN ok.cand_id END,
       'SB23.' || pg_temp.r(99999), 1350000 + pg_temp.r(120000), CASE WHEN random() < 0.05 THEN 'X' END, NULL,
       4010320200000000000 + x.g * 4 * 1013 + 1001 + pg_temp.r(10)
  FROM (SELECT g, random() AS w, pg_temp.sk(1500, 1.8) AS cn,
               CASE WHEN random() < 0.05 THEN 1500 + pg_temp.r(60) ELSE pg_temp.r(1500) END AS on_,
               CASE WHEN random() < 0.06 THEN 600 + pg_temp.r(50) ELSE pg_temp.sk(600, 1.3) END AS kn,
               date '2019-01-01' + pg_temp.r(730) - 1 AS dt
          FROM generate_series(1, 2000) g) x
  JOIN cid c ON c.n = x.cn
  JOIN cid oc ON oc.n = x.on_
  JOIN kid ok ON ok.n = x.kn
  LEFT JOIN committee o ON o.cmte_id = oc.cmte_id
  CROSS JOIN nm;

-- contributions from committees to candidates (and independent expenditures for or against them)
CREATE TABLE cand_contrib (
  cmte_id varchar(9) NOT NULL, amndt_ind varchar(1), rpt_tp varchar(3), transaction_pgi varchar(5), image_num varchar(18),
  transaction_tp varchar(3), entity_tp varchar(3), name varchar(200), city varchar(30), state varchar(2), zip_code varchar(9),
  employer varchar(38), occupation varchar(38), transaction_dt date, transaction_amt numeric(14, 2), other_id varchar(9),
  cand_id varchar(9), tran_id varchar(32), file_num bigint, memo_cd varchar(1), memo_text varchar(100), sub_id bigint PRIMARY KEY);
INSERT INTO cand_contrib
SELECT c.cmte_id, pg_temp.pick(ARRAY['N', 'N', 'N', 'A']),
       pg_temp.pick(ARRAY['Q1', 'Q2', 'Q3', 'YE', 'M3', 'M6', 'M10', '12G', '30G', 'MY', '24H', '48H']),
       pg_temp.pick(ARRAY['P2020', 'G2020', 'G2020']),
       to_char(x.dt + 25, 'YYYYMMDD') || lpad(pg_temp.r(999999999)::text, 10, '0'),
       x.tp, CASE WHEN x.tp = '24K' THEN 'CCM' ELSE pg_temp.pick(ARRAY['ORG', 'IND', 'ORG']) END,
       CASE WHEN x.tp = '24K' THEN coalesce(rc.cmte_nm, pg_temp.pick(nm.last) || ' FOR CONGRESS')
            ELSE pg_temp.pick(ARRAY['MENTZER MEDIA SERVICES', 'SCREEN STRATEGIES', 'WATERFRONT STRATEGIES', 'AMP LLC']) END,
       pg_temp.pick(nm.city), pg_temp.pick(nm.st), lpad(pg_temp.r(99999)::text, 5, '0'), NULL, NULL,
       x.dt, round((250 + 5000 * random() ^ 2)::numeric, 2),
       CASE WHEN x.tp = '24K' THEN CASE WHEN k.n > 600 THEN (SELECT cmte_id FROM cid WHERE n = 1500 + (k.n - 600)) ELSE ki_c.cmte_id END END,
       k.cand_id, 'SB21.' || pg_temp.r(99999), 1350000 + pg_temp.r(120000), CASE WHEN random() < 0.03 THEN 'X' END,
       CASE WHEN x.tp IN ('24E', '24A') THEN pg_temp.pick(ARRAY['DIGITAL ADS', 'TV AD BUY', 'MAILERS', 'PHONE CALLS']) END,
       4010320200000000000 + x.g * 4 * 1013 + 2002 + pg_temp.r(10)
  FROM (SELECT g, 800 + pg_temp.r(700) AS cn,
               CASE WHEN random() < 0.03 THEN 600 + pg_temp.r(50) ELSE pg_temp.sk(600, 1.6) END AS kn,
               CASE WHEN u < 0.80 THEN '24K' WHEN u < 0.92 THEN '24E' WHEN u < 0.97 THEN '24A' ELSE '24Z' END AS tp,
               date '2019-01-01' + pg_temp.r(730) - 1 AS dt
          FROM (SELECT g, random() AS u FROM generate_series(1, 1500) g) y) x
  JOIN cid c ON c.n = x.cn
  JOIN kinfo k ON k.n = x.kn
  LEFT JOIN cid ki_c ON ki_c.n = k.pcc_n
  LEFT JOIN committee rc ON rc.cmte_id = ki_c.cmte_id
  CROSS JOIN nm;

-- operating expenditures; amended rows repeat a tran_id of the same committee, memo rows point back
CREATE TABLE oper_exp (
  cmte_id varchar(9) NOT NULL, amndt_ind varchar(1), rpt_yr int, rpt_tp varchar(3), image_num varchar(18), line_num varchar(3),
  form_tp_cd varchar(8), sched_tp_cd varchar(8), name varchar(200), city varchar(30), state varchar(2), zip_code varchar(9),
  transaction_dt date, transaction_amt numeric(14, 2), transaction_pgi varchar(5), purpose varchar(100), category varchar(3),
  category_desc varchar(40), memo_cd varchar(1), memo_text varchar(100), entity_tp varchar(3), sub_id bigint PRIMARY KEY,
  file_num bigint, tran_id varchar(32), back_ref_tran_id varchar(32));
INSERT INTO oper_exp
SELECT c.cmte_id, 'N', extract(year FROM x.dt)::int,
       pg_temp.pick(ARRAY['Q1', 'Q2', 'Q3', 'YE', 'M3', 'M6', 'M10', '12G', '30G', '12P', 'MY']),
       to_char(x.dt + 25, 'YYYYMMDD') || lpad(pg_temp.r(999999999)::text, 10, '0'),
       x.line, 'SB', 'SB' || x.line,
       pg_temp.pick(ARRAY['GOOGLE', 'FACEBOOK', 'ANEDOT', 'AMERICAN EXPRESS', 'US POSTAL SERVICE', 'NGP VAN, INC.', 'UBER', 'DELTA AIR LINES', 'MARRIOTT', 'VERIZON WIRELESS']),
       pg_temp.pick(nm.city), pg_temp.pick(nm.st), lpad(pg_temp.r(99999)::text, 5, '0') || lpad(pg_temp.r(9999)::text, 4, '0'),
       x.dt, round((10 + 20000 * random() ^ 4)::numeric, 2),
       CASE WHEN random() < 0.6 THEN pg_temp.pick(ARRAY['P2020', 'G2020']) END,
       pg_temp.pick(ARRAY['DIGITAL ADVERTISING', 'POSTAGE', 'PAYROLL', 'CREDIT CARD PROCESSING FEES', 'TRAVEL', 'CONSULTING', 'RENT', 'PHONE', 'CATERING']),
       cat.code, cat.descr, x.memo, CASE WHEN x.memo = 'X' THEN 'SEE PARENT TRANSACTION' END,
       pg_temp.pick(ARRAY['ORG', 'ORG', 'ORG', 'IND', 'PAC', 'CCM', 'COM']),
       4010320200000000000 + x.g * 4 * 1013 + 3003 + pg_temp.r(10),
       1350000 + pg_temp.r(120000), 'SB' || x.line || '.' || (1000 + x.g), NULL
  FROM (SELECT g, least(pg_temp.sk(1500, 1.7), 1500) AS cn, date '2019-01-01' + pg_temp.r(730) - 1 AS dt,
               pg_temp.pick(ARRAY['17', '17', '21B', '21B', '29', '23']) AS line,
               CASE WHEN random() < 0.1 THEN 'X' END AS memo,
               CASE WHEN random() < 0.4 THEN pg_temp.r(12) END AS catn
          FROM generate_series(1, 2500) g) x
  JOIN cid c ON c.n = x.cn
  LEFT JOIN (SELECT i, lpad(i::text, 3, '0') AS code,
                    (ARRAY['Administrative/Salary/Overhead Expenses', 'Travel Expenses', 'Solicitation and Fundraising Expenses',
                           'Advertising Expenses', 'Polling Expenses', 'Campaign Materials', 'Campaign Event Expenses', 'Transfers',
                           'Loan Repayments', 'Refunds of Contributions', 'Political Contributions', 'Donations'])[i] AS descr
               FROM generate_series(1, 12) i) cat ON cat.i = x.catn
  CROSS JOIN nm;
-- amendments: a later row restates an earlier one of its committee with the same tran_id
UPDATE oper_exp o SET amndt_ind = 'A',
       tran_id = (SELECT p.tran_id FROM oper_exp p WHERE p.cmte_id = o.cmte_id AND p.sub_id < o.sub_id ORDER BY p.sub_id LIMIT 1)
 WHERE o.sub_id % 17 = 0
   AND EXISTS (SELECT 1 FROM oper_exp p WHERE p.cmte_id = o.cmte_id AND p.sub_id < o.sub_id);
UPDATE oper_exp o SET back_ref_tran_id =
       (SELECT p.tran_id FROM oper_exp p WHERE p.cmte_id = o.cmte_id AND p.sub_id < o.sub_id AND p.memo_cd IS NULL
         ORDER BY p.sub_id DESC LIMIT 1)
 WHERE o.memo_cd = 'X';

-- the summary files: one row per candidate / PAC with financial activity
CREATE TABLE cand_summary (
  cand_id varchar(9) PRIMARY KEY, cand_name varchar(200), cand_ici varchar(1), pty_cd int, cand_pty_affiliation varchar(3),
  ttl_receipts numeric(14, 2), trans_from_auth numeric(14, 2), ttl_disb numeric(14, 2), trans_to_auth numeric(14, 2),
  coh_bop numeric(14, 2), coh_cop numeric(14, 2), cand_contrib numeric(14, 2), cand_loans numeric(14, 2),
  other_loans numeric(14, 2), debts_owed_by numeric(14, 2), ttl_indiv_contrib numeric(14, 2), cand_office_st varchar(2),
  cand_office_district varchar(2), spec_election varchar(1), prim_election varchar(1), run_election varchar(1),
  gen_election varchar(1), gen_election_precent numeric(7, 4), other_pol_cmte_contrib numeric(14, 2),
  pol_pty_contrib numeric(14, 2), cvg_end_dt date, indiv_refunds numeric(14, 2), cmte_refunds numeric(14, 2));
INSERT INTO cand_summary
SELECT cd.cand_id, cd.cand_name, cd.cand_ici,
       CASE cd.cand_pty_affiliation WHEN 'DEM' THEN 1 WHEN 'REP' THEN 2 ELSE 3 END, cd.cand_pty_affiliation,
       x.rec, round(x.rec * 0.1, 2), round(x.rec * (0.5 + random() / 2)::numeric, 2), 0, round((random() * 50000)::numeric, 2),
       round((random() * 200000)::numeric, 2), CASE WHEN random() < 0.2 THEN round((random() * 100000)::numeric, 2) ELSE 0 END,
       CASE WHEN random() < 0.15 THEN round((random() * 250000)::numeric, 2) ELSE 0 END, 0,
       CASE WHEN random() < 0.3 THEN round((random() * 50000)::numeric, 2) ELSE 0 END, round(x.rec * 0.7, 2),
       cd.cand_office_st, cd.cand_office_district, NULL, pg_temp.pick(ARRAY['W', 'L', NULL]), NULL,
       CASE WHEN random() < 0.5 THEN pg_temp.pick(ARRAY['W', 'L']) END,
       CASE WHEN random() < 0.5 THEN round((random() * 100)::numeric, 4) END,
       round((random() * 100000)::numeric, 2), round((random() * 5000)::numeric, 2), date '2020-12-31',
       round((random() * 2000)::numeric, 2), 0
  FROM candidate cd CROSS JOIN LATERAL (SELECT round((1000 + 3000000 * random() ^ 4)::numeric, 2) AS rec, random() AS u WHERE cd.cand_id IS NOT NULL) x
 WHERE cd.cand_pcc IS NOT NULL AND x.u < 0.85;

CREATE TABLE pac_summary (
  cmte_id varchar(9) PRIMARY KEY, cmte_nm varchar(200), cmte_tp varchar(1), cmte_dsgn varchar(1), cmte_filing_freq varchar(1),
  ttl_receipts numeric(14, 2), trans_from_aff numeric(14, 2), indv_contrib numeric(14, 2), oth_cmte_contrib numeric(14, 2),
  ttl_disb numeric(14, 2), tranf_to_aff numeric(14, 2), indv_refunds numeric(14, 2), coh_bop numeric(14, 2),
  coh_cop numeric(14, 2), debts_owed_by numeric(14, 2), contrib_to_oth_cmte numeric(14, 2), ind_exp numeric(14, 2),
  pty_coord_exp numeric(14, 2), cvg_end_dt date);
INSERT INTO pac_summary
SELECT cm.cmte_id, cm.cmte_nm, cm.cmte_tp, cm.cmte_dsgn, cm.cmte_filing_freq, x.rec, round(x.rec * 0.05, 2),
       round(x.rec * 0.6, 2), round(x.rec * 0.2, 2), round(x.rec * (0.4 + random() / 2)::numeric, 2), 0,
       round((random() * 3000)::numeric, 2), round((random() * 100000)::numeric, 2), round((random() * 300000)::numeric, 2),
       CASE WHEN random() < 0.2 THEN round((random() * 20000)::numeric, 2) ELSE 0 END,
       round((random() * 150000)::numeric, 2), CASE WHEN cm.cmte_tp = 'O' THEN round((random() * 900000)::numeric, 2) ELSE 0 END,
       CASE WHEN cm.cmte_tp IN ('X', 'Y') THEN round((random() * 50000)::numeric, 2) ELSE 0 END,
       date '2020-12-31' - pg_temp.r(90)
  FROM committee cm CROSS JOIN LATERAL (SELECT round((500 + 5000000 * random() ^ 5)::numeric, 2) AS rec, random() AS u WHERE cm.cmte_id IS NOT NULL) x
 WHERE cm.cmte_dsgn NOT IN ('P', 'A') AND x.u < 0.7;
ANALYZE;
