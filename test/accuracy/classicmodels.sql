-- test/accuracy/classicmodels.sql: a sales schema in the style of a MySQL sample converted to
-- PostgreSQL (camelCase names folded to lower case, so words run together: customernumber,
-- salesrepemployeenumber, reportsto), written as a held-out check after the decision model was
-- tuned, never tuned on (truth: classicmodels_truth.csv, every foreign key declared).
--
-- Its traps: a reference whose name does not name its target (reportsto), a role glued in front
-- of a concatenated key (salesrepemployeenumber), text keys with a pattern (productcode
-- 'S10_1678', officecode '1'..'7', productline names), sparse integer keys (customers from 103,
-- orders from 10100, employees from 1002), quantities and line numbers that fall inside them,
-- and a line table keyed by (ordernumber, productcode). Deterministic: no random().
SET client_min_messages = warning;
CREATE TABLE offices (officecode varchar(10) PRIMARY KEY, city text, phone text, addressline1 text, country text,
                      postalcode text, territory text);
INSERT INTO offices SELECT g::text, 'City ' || g, '+1 555 ' || g, g || ' Office Road', 'Country ' || (g % 4), lpad((g * 1013)::text, 5, '0'),
       (ARRAY['NA','EMEA','APAC','Japan'])[1 + g % 4] FROM generate_series(1, 7) g;
CREATE TABLE employees (employeenumber int PRIMARY KEY, lastname text, firstname text, extension text, email text,
                        officecode varchar(10) REFERENCES offices, reportsto int REFERENCES employees, jobtitle text);
INSERT INTO employees SELECT 1002 + 54 * g, 'Last' || g, 'First' || g, 'x' || (1000 + g * 37 % 8000), 'e' || g || '@classic',
       (1 + g % 7)::text, CASE WHEN g > 0 THEN 1002 + 54 * ((g - 1) / 3) END,
       CASE WHEN g = 0 THEN 'President' WHEN g < 4 THEN 'VP' WHEN g < 10 THEN 'Sales Manager' ELSE 'Sales Rep' END
  FROM generate_series(0, 22) g;
CREATE TABLE customers (customernumber int PRIMARY KEY, customername text, contactlastname text, contactfirstname text,
                        phone text, addressline1 text, city text, country text,
                        salesrepemployeenumber int REFERENCES employees, creditlimit numeric(10,2));
INSERT INTO customers SELECT 103 + 3 * g, 'Customer ' || g, 'Contact' || (g % 50), 'Given' || (g % 31), '555-' || lpad(g::text, 4, '0'),
       g || ' Market St', 'Town ' || (g % 60), 'Country ' || (g % 21),
       CASE WHEN g % 8 <> 0 THEN 1002 + 54 * (10 + g % 13) END, (g % 20) * 10000 FROM generate_series(0, 121) g;
CREATE TABLE productlines (productline varchar(50) PRIMARY KEY, textdescription text);
INSERT INTO productlines SELECT l, 'About ' || l FROM unnest(ARRAY['Classic Cars','Motorcycles','Planes','Ships','Trains',
       'Trucks and Buses','Vintage Cars']) l;
CREATE TABLE products (productcode varchar(15) PRIMARY KEY, productname text, productline varchar(50) REFERENCES productlines,
                       productscale text, productvendor text, quantityinstock int, buyprice numeric(10,2), msrp numeric(10,2));
INSERT INTO products SELECT 'S' || (ARRAY['10','12','18','24','32','50','700','72'])[1 + g % 8] || '_' || (1000 + g * 37),
       'Product ' || g, (ARRAY['Classic Cars','Motorcycles','Planes','Ships','Trains','Trucks and Buses','Vintage Cars'])[1 + (g * 3) % 7],
       '1:' || (ARRAY['10','12','18','24','32','50','700','72'])[1 + g % 8], 'Vendor ' || (g % 13), (g * 797) % 9999,
       15 + (g * 7) % 90, 30 + (g * 11) % 180 FROM generate_series(0, 109) g;
CREATE TABLE orders (ordernumber int PRIMARY KEY, orderdate date, requireddate date, shippeddate date, status text,
                     comments text, customernumber int REFERENCES customers);
INSERT INTO orders SELECT 10100 + g, '2003-01-06'::date + g * 2, '2003-01-13'::date + g * 2,
       CASE WHEN g % 20 <> 0 THEN '2003-01-10'::date + g * 2 END,
       CASE WHEN g % 20 = 0 THEN 'In Process' WHEN g % 37 = 0 THEN 'Cancelled' ELSE 'Shipped' END,
       CASE WHEN g % 9 = 0 THEN 'Please ship fast' END, 103 + 3 * ((g * 7) % 98) FROM generate_series(0, 325) g;
CREATE TABLE orderdetails (ordernumber int REFERENCES orders, productcode varchar(15) REFERENCES products,
                           quantityordered int, priceeach numeric(10,2), orderlinenumber smallint,
                           PRIMARY KEY (ordernumber, productcode));
INSERT INTO orderdetails SELECT 10100 + o, p.productcode, 20 + (o * 7 + l) % 50, 30 + (o + l * 13) % 200, l
  FROM generate_series(0, 325) o, generate_series(1, 1 + (0 + 1) * 0 + 8) l,
       LATERAL (SELECT productcode FROM products ORDER BY productcode OFFSET (o * 11 + l * 17) % 110 LIMIT 1) p
 WHERE l <= 1 + o % 9
ON CONFLICT DO NOTHING;
CREATE TABLE payments (customernumber int REFERENCES customers, checknumber varchar(50), paymentdate date, amount numeric(10,2),
                       PRIMARY KEY (customernumber, checknumber));
INSERT INTO payments SELECT 103 + 3 * ((g * 13) % 98), chr(65 + g % 26) || chr(65 + (g * 7) % 26) || (100000 + g * 7919 % 900000),
       '2003-02-01'::date + g * 3, 1000 + (g * 4217) % 100000 FROM generate_series(1, 273) g
ON CONFLICT DO NOTHING;
ANALYZE;
