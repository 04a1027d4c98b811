-- test/search/schemas/camel.sql: a schema in the style of SQL Server databases moved to
-- PostgreSQL, quoted CamelCase names and a "tbl" prefix on every table, with role columns
-- (ManagerID, ProjectLeadID, AccountOwnerID, ApprovedByID). Written for the labelled queries of
-- test/search (issue 19) before any tuning; deterministic data.
CREATE TABLE "tblDepartment" ("DepartmentID" int PRIMARY KEY, "DepartmentName" text NOT NULL, "CostCenterCode" text NOT NULL);
CREATE TABLE "tblEmployee" (
    "EmployeeID" int PRIMARY KEY, "FirstName" text NOT NULL, "LastName" text NOT NULL,
    "DepartmentID" int NOT NULL REFERENCES "tblDepartment", "ManagerID" int REFERENCES "tblEmployee",
    "HireDate" date NOT NULL, "AnnualSalary" numeric(12, 2) NOT NULL, "IsActive" boolean NOT NULL);
CREATE TABLE "tblClient" (
    "ClientID" int PRIMARY KEY, "ClientName" text NOT NULL, "Industry" text NOT NULL,
    "AccountOwnerID" int REFERENCES "tblEmployee");
CREATE TABLE "tblProject" (
    "ProjectID" int PRIMARY KEY, "ProjectName" text NOT NULL, "ClientID" int NOT NULL REFERENCES "tblClient",
    "ProjectLeadID" int NOT NULL REFERENCES "tblEmployee", "StartDate" date NOT NULL, "EndDate" date,
    "BudgetAmount" numeric(12, 2) NOT NULL, "ProjectStatus" text NOT NULL);
CREATE TABLE "tblTimesheetEntry" (
    "EntryID" int PRIMARY KEY, "EmployeeID" int NOT NULL REFERENCES "tblEmployee",
    "ProjectID" int NOT NULL REFERENCES "tblProject", "WorkDate" date NOT NULL, "HoursWorked" numeric(4, 2) NOT NULL,
    "IsBillable" boolean NOT NULL);
CREATE TABLE "tblInvoice" (
    "InvoiceID" int PRIMARY KEY, "ProjectID" int NOT NULL REFERENCES "tblProject", "InvoiceDate" date NOT NULL,
    "InvoiceTotal" numeric(12, 2) NOT NULL, "PaidDate" date);
CREATE TABLE "tblExpenseClaim" (
    "ClaimID" int PRIMARY KEY, "EmployeeID" int NOT NULL REFERENCES "tblEmployee",
    "ApprovedByID" int REFERENCES "tblEmployee", "ClaimAmount" numeric(10, 2) NOT NULL,
    "ExpenseType" text NOT NULL, "SubmittedOn" date NOT NULL);

INSERT INTO "tblDepartment" SELECT i, (ARRAY['Engineering','Finance','Sales','Support','Design','Legal'])[i], 'CC-' || (100 + i)
  FROM generate_series(1, 6) i;
INSERT INTO "tblEmployee" SELECT i, (ARRAY['Ada','Ben','Cy','Di','Ed','Flo','Gil'])[1 + i % 7], 'Emp' || i, 1 + i % 6,
       CASE WHEN i > 6 THEN 1 + i % 6 END, date '2012-01-01' + i * 29, 40000 + (i % 25) * 2500, i % 11 <> 0
  FROM generate_series(1, 150) i;
INSERT INTO "tblClient" SELECT i, 'Client ' || i, (ARRAY['retail','banking','health','energy','media'])[1 + i % 5],
       CASE WHEN i % 5 <> 0 THEN 1 + (i * 3) % 150 END
  FROM generate_series(1, 80) i;
INSERT INTO "tblProject" SELECT i, 'Project ' || i, 1 + i % 80, 1 + (i * 7) % 150, date '2021-01-01' + i * 3,
       CASE WHEN i % 4 = 0 THEN NULL ELSE date '2021-06-01' + i * 3 END, 10000 + (i % 40) * 5000,
       (ARRAY['active','on hold','completed','cancelled'])[1 + i % 4]
  FROM generate_series(1, 300) i;
INSERT INTO "tblTimesheetEntry" SELECT i, 1 + (i * 7) % 150, 1 + (i * 11) % 300, date '2022-01-03' + i % 500,
       1 + (i % 16) * 0.5, i % 5 <> 0
  FROM generate_series(1, 8000) i;
INSERT INTO "tblInvoice" SELECT i, 1 + (i * 3) % 300, date '2022-02-01' + i % 600, 1500 + (i % 70) * 250,
       CASE WHEN i % 6 <> 0 THEN date '2022-03-01' + i % 600 END
  FROM generate_series(1, 1200) i;
INSERT INTO "tblExpenseClaim" SELECT i, 1 + (i * 13) % 150, CASE WHEN i % 8 <> 0 THEN 1 + i % 6 END, 20 + (i % 45) * 7.5,
       (ARRAY['travel','meals','lodging','equipment','training'])[1 + i % 5], date '2022-01-10' + i % 450
  FROM generate_series(1, 1500) i;
