-- test/search/schemas/glued.sql: a schema named the way many ERP exports are, lower-case words
-- run together (billingdocumentheader, unitsreturned), with role columns that name the staff
-- member they point at (accountmanagerstaffnumber, supervisedby, soldbystaffnumber). Written for
-- the labelled queries of test/search (issue 19) before any tuning; deterministic data.
CREATE TABLE staff (
    staffnumber int PRIMARY KEY, firstname text NOT NULL, lastname text NOT NULL, jobtitle text NOT NULL,
    hiredate date NOT NULL, supervisedby int REFERENCES staff, emailaddress text NOT NULL);
CREATE TABLE storebranch (
    branchid int PRIMARY KEY, branchname text NOT NULL, cityname text NOT NULL, openingdate date NOT NULL);
CREATE TABLE customeraccount (
    customerid int PRIMARY KEY, companyname text NOT NULL, contactname text NOT NULL, phonenumber text NOT NULL,
    creditlimit numeric(12, 2) NOT NULL, homebranchid int NOT NULL REFERENCES storebranch,
    accountmanagerstaffnumber int REFERENCES staff, signupdate date NOT NULL);
CREATE TABLE productcategory (categoryid int PRIMARY KEY, categoryname text NOT NULL);
CREATE TABLE part (
    partid int PRIMARY KEY, partname text NOT NULL, unitcost numeric(10, 2) NOT NULL, listprice numeric(10, 2) NOT NULL,
    categoryid int NOT NULL REFERENCES productcategory, weightkg numeric(8, 3), discontinued boolean NOT NULL);
CREATE TABLE billingdocumentheader (
    billingdocumentid int PRIMARY KEY, customerid int NOT NULL REFERENCES customeraccount, documentdate date NOT NULL,
    duedate date NOT NULL, totalamount numeric(12, 2) NOT NULL, taxamount numeric(12, 2) NOT NULL,
    paymentstatus text NOT NULL, soldbystaffnumber int NOT NULL REFERENCES staff, branchid int NOT NULL REFERENCES storebranch);
CREATE TABLE billingdocumentline (
    billingdocumentid int NOT NULL REFERENCES billingdocumentheader, linenumber int NOT NULL,
    partid int NOT NULL REFERENCES part, quantityordered int NOT NULL, unitprice numeric(10, 2) NOT NULL,
    discountpercent numeric(5, 2) NOT NULL, PRIMARY KEY (billingdocumentid, linenumber));
CREATE TABLE returnlines (
    returnid int PRIMARY KEY, billingdocumentid int NOT NULL REFERENCES billingdocumentheader,
    partid int NOT NULL REFERENCES part, unitsreturned int NOT NULL, returnreason text NOT NULL, returndate date NOT NULL);
CREATE TABLE partreview (
    reviewid int PRIMARY KEY, partid int NOT NULL REFERENCES part, customerid int NOT NULL REFERENCES customeraccount,
    rating int NOT NULL, comments text, reviewdate date NOT NULL);
CREATE TABLE paymentreceipt (
    receiptid int PRIMARY KEY, billingdocumentid int NOT NULL REFERENCES billingdocumentheader,
    amountpaid numeric(12, 2) NOT NULL, paymentmethod text NOT NULL, receivedon date NOT NULL);

INSERT INTO staff SELECT i, (ARRAY['Ann','Bob','Cid','Dee','Eve','Fay','Gus','Hal'])[1 + i % 8], 'Staff' || i,
       (ARRAY['sales rep','sales rep','clerk','manager'])[1 + i % 4], date '2015-01-01' + i * 37,
       CASE WHEN i > 4 THEN 1 + i % 4 END, 'staff' || i || '@example.com'
  FROM generate_series(1, 40) i;
INSERT INTO storebranch SELECT i, 'Branch ' || i, (ARRAY['Leeds','York','Hull','Bath','Ely'])[1 + i % 5], date '2010-03-01' + i * 90
  FROM generate_series(1, 12) i;
INSERT INTO customeraccount SELECT i, 'Company ' || i || ' Ltd', 'Contact ' || i, '+44 20 7946 ' || lpad(i::text, 4, '0'),
       1000 * (1 + i % 20), 1 + i % 12, CASE WHEN i % 7 <> 0 THEN 1 + i % 40 END, date '2018-01-01' + i
  FROM generate_series(1, 600) i;
INSERT INTO productcategory SELECT i, (ARRAY['bearings','belts','filters','gaskets','valves','pumps','seals','hoses'])[i]
  FROM generate_series(1, 8) i;
INSERT INTO part SELECT i, 'Part ' || i, 2 + (i % 50) * 1.5, 5 + (i % 50) * 2.75, 1 + i % 8,
       CASE WHEN i % 9 <> 0 THEN 0.1 + (i % 30) * 0.2 END, i % 13 = 0
  FROM generate_series(1, 400) i;
INSERT INTO billingdocumentheader SELECT i, 1 + (i * 7) % 600, date '2023-01-01' + i % 365, date '2023-01-31' + i % 365,
       50 + (i % 97) * 12.5, (50 + (i % 97) * 12.5) * 0.2, (ARRAY['paid','paid','open','overdue'])[1 + i % 4],
       1 + i % 40, 1 + i % 12
  FROM generate_series(1, 3000) i;
INSERT INTO billingdocumentline SELECT d, l, 1 + (d * 3 + l * 11) % 400, 1 + (d + l) % 9, 5 + ((d + l) % 50) * 2.75, (d % 4) * 5
  FROM generate_series(1, 3000) d, generate_series(1, 3) l;
INSERT INTO returnlines SELECT i, 1 + (i * 13) % 3000, 1 + (i * 5) % 400, 1 + i % 3,
       (ARRAY['damaged','wrong size','late delivery','changed mind'])[1 + i % 4], date '2023-02-01' + i % 300
  FROM generate_series(1, 350) i;
INSERT INTO partreview SELECT i, 1 + (i * 3) % 400, 1 + (i * 11) % 600, 1 + i % 5,
       CASE WHEN i % 3 <> 0 THEN (ARRAY['Works as described, fitted in minutes',
                                         'Cheaper than the original and lasts longer',
                                         'Arrived late but the quality is fine',
                                         'Did not fit our model, had to send it back',
                                         'Good value for money'])[1 + i % 5] || ' (order ' || i || ')' END,
       date '2023-03-01' + i % 200
  FROM generate_series(1, 900) i;
INSERT INTO paymentreceipt SELECT i, 1 + (i * 3) % 3000, 100 + (i % 61) * 10, (ARRAY['card','transfer','cash'])[1 + i % 3],
       date '2023-01-15' + i % 350
  FROM generate_series(1, 2500) i;
