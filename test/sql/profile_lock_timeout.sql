-- A table whose AccessShareLock cannot be had within ekaya.lock_timeout is skipped, retried
-- once at the end of the run, and reported; the rest of the run goes on. A second session
-- (through dblink) holds the lock.
CREATE EXTENSION IF NOT EXISTS dblink;
CREATE SCHEMA lockt;
CREATE TABLE lockt.free_t (id int PRIMARY KEY);
CREATE TABLE lockt.held_t (id int PRIMARY KEY);
INSERT INTO lockt.free_t SELECT generate_series(1, 5);
SELECT dblink_connect('holder', format('dbname=%s port=%s host=%s', current_database(),
       current_setting('port'), split_part(current_setting('unix_socket_directories'), ',', 1)));
SELECT dblink_exec('holder', 'BEGIN');
SELECT dblink_exec('holder', 'LOCK TABLE lockt.held_t IN ACCESS EXCLUSIVE MODE');
SET ekaya.lock_timeout = '20ms';
SELECT ekaya.analyze(ARRAY['lockt'], wait => true) > 0 AS analysed;
SELECT table_name FROM ekaya.tables WHERE table_name LIKE 'lockt.%' ORDER BY 1;
SELECT j->>'table' AS skipped_table, j->>'reason' AS reason
  FROM (SELECT skipped FROM ekaya.jobs ORDER BY job_id DESC LIMIT 1) s, jsonb_array_elements(s.skipped) j;
SELECT dblink_exec('holder', 'COMMIT');
SELECT dblink_disconnect('holder');
-- once the lock is free, the table is analysed
SELECT ekaya.analyze(ARRAY['lockt'], wait => true) > 0 AS analysed;
SELECT table_name FROM ekaya.tables WHERE table_name LIKE 'lockt.%' ORDER BY 1;
RESET ekaya.lock_timeout;
DROP SCHEMA lockt CASCADE;
DROP EXTENSION dblink;
