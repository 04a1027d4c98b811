// query_safety.test.mjs: the query tool refuses what the server's classifier
// calls unsafe, and nothing an agent runs outlives its call.
//
// Each attack is one a reviewer ran through `query` (security findings 15 and
// 16): as a least-privilege role, killing another session, keeping an
// advisory lock, changing a setting; as a superuser, reading a server file,
// reloading the configuration, switching WAL, creating a replication slot and
// starting a writing analysis job.  Every test checks that the call is a tool
// error naming the classifier's code and, where the attack leaves a trace,
// that there is none.  The servers are started through the official SDK
// client; psql (as the suite's own role) sets up and inspects.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect, callOk, psql } from './helpers.mjs';

const LP_ROLE = 'ekaya_mcp_lp_test';
const APP = `ekaya-mcp-safety-${process.pid}`;
const NOCHECK_DB = `ekaya_mcp_nocheck_${process.pid}`;

let ready = false;		// psql works and the suite's role is a superuser
let lp;					// ekaya-mcp connected as the least-privilege role
let su;					// ekaya-mcp connected as the suite's (superuser) role

// The tool result of one call, refused or not, with its text.
async function call(client, sql) {
  const result = await client.callTool({ name: 'query', arguments: { sql } });
  return {
    isError: result.isError === true,
    text: result.content.map((c) => c.text ?? '').join('\n'),
  };
}

// Assert a refusal that names the classifier's finding.
function assertRefused(r, sql, ...patterns) {
  assert.ok(r.isError, `query ran ${sql}: ${r.text.slice(0, 300)}`);
  assert.match(r.text, /Refused before execution/, sql);
  for (const p of patterns) assert.match(r.text, p, sql);
}

// The backend pid of the ekaya-mcp started with application name app.
function backendPid(app) {
  return psql(`SELECT pid FROM pg_stat_activity WHERE application_name = '${app}'`);
}

before(async () => {
  if (psql('SELECT rolsuper FROM pg_roles WHERE rolname = current_user') !== 't') return;
  ready = true;
  psql(`DO $$ BEGIN
          IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${LP_ROLE}') THEN
            CREATE ROLE ${LP_ROLE} LOGIN;
          END IF;
        END $$`);
  psql(`GRANT SELECT ON public.users TO ${LP_ROLE}`);
  lp = await connect({ env: { PGUSER: LP_ROLE, PGAPPNAME: `${APP}-lp` } });
  su = await connect({ env: { PGAPPNAME: `${APP}-su` } });
});

after(async () => {
  await lp?.client.close();
  await su?.client.close();
  if (!ready) return;
  psql("SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots "
    + "WHERE slot_name = 'ekaya_mcp_test_slot'");
  psql(`DROP DATABASE IF EXISTS ${NOCHECK_DB} WITH (FORCE)`);
  psql(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '${LP_ROLE}'`);
  psql(`DROP OWNED BY ${LP_ROLE}`);
  psql(`DROP ROLE IF EXISTS ${LP_ROLE}`);
});

test('least privilege: the role is not a superuser and a plain SELECT works', async (t) => {
  if (!ready) return t.skip('needs psql and a superuser for setup');
  assert.equal(psql(`SELECT rolsuper FROM pg_roles WHERE rolname = '${LP_ROLE}'`), 'f');
  const c = await callOk(lp.client, 'query',
    { sql: 'SELECT count(*) AS n, random() < 2 AS r, clock_timestamp() IS NOT NULL AS t FROM users' });
  assert.equal(c.row_count, 1);
  assert.equal(typeof c.rows[0].n, 'number');
  assert.equal(c.rows[0].r, true);
});

test('least privilege: pg_terminate_backend is refused and the other session lives', async (t) => {
  if (!ready) return t.skip('needs psql and a superuser for setup');
  const victimApp = `${APP}-victim`;
  const victim = await connect({ env: { PGUSER: LP_ROLE, PGAPPNAME: victimApp } });
  try {
    const pid = backendPid(victimApp);
    assert.match(pid, /^\d+$/, 'the victim is connected');
    const sql = `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '${victimApp}'`;
    const r = await call(lp.client, sql);
    await sleep(300);		// a terminated backend needs a moment to go
    assert.equal(backendPid(victimApp), pid, 'the victim session was terminated');
    assertRefused(r, sql, /unsafe_function/, /pg_terminate_backend/);
  } finally {
    await victim.client.close();
  }
});

test('least privilege: pg_advisory_lock is refused and no advisory lock is held', async (t) => {
  if (!ready) return t.skip('needs psql and a superuser for setup');
  const sql = 'SELECT pg_advisory_lock(424242)';
  const r = await call(lp.client, sql);
  const held = psql("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND pid = "
    + `(SELECT pid FROM pg_stat_activity WHERE application_name = '${APP}-lp')`);
  assert.equal(held, '0', 'the server\'s backend still holds an advisory lock');
  assertRefused(r, sql, /unsafe_function/, /pg_advisory_lock/);
});

test('least privilege: set_config is refused and no setting persists', async (t) => {
  if (!ready) return t.skip('needs psql and a superuser for setup');
  const show = "SELECT current_setting('work_mem') AS work_mem";
  const before_ = (await callOk(lp.client, 'query', { sql: show })).rows[0].work_mem;
  const sql = "SELECT set_config('work_mem', '1MB', false)";
  const r = await call(lp.client, sql);
  const after_ = (await callOk(lp.client, 'query', { sql: show })).rows[0].work_mem;
  assert.equal(after_, before_, 'work_mem changed for later calls');
  assertRefused(r, sql, /unsafe_function/, /set_config/);
});

// Superuser-only functions with effects outside the transaction.
const SUPERUSER_ATTACKS = [
  ["SELECT pg_read_file('postgresql.conf')", 'pg_read_file'],
  ['SELECT pg_reload_conf()', 'pg_reload_conf'],
  ['SELECT pg_switch_wal()', 'pg_switch_wal'],
  ["SELECT * FROM pg_create_physical_replication_slot('ekaya_mcp_test_slot')",
    'pg_create_physical_replication_slot'],
];

for (const [sql, fn] of SUPERUSER_ATTACKS) {
  test(`superuser: ${fn} is refused`, async (t) => {
    if (!ready) return t.skip('needs psql and a superuser for setup');
    const r = await call(su.client, sql);
    assertRefused(r, sql, /unsafe_function/, new RegExp(fn));
  });
}

test('superuser: the refused replication slot does not exist', async (t) => {
  if (!ready) return t.skip('needs psql and a superuser for setup');
  assert.equal(psql("SELECT count(*) FROM pg_replication_slots WHERE slot_name = 'ekaya_mcp_test_slot'"),
    '0', 'the replication slot was created');
});

test('superuser: ekaya.analyze is refused and starts no job', async (t) => {
  if (!ready) return t.skip('needs psql and a superuser for setup');
  const jobs = psql('SELECT count(*) FROM ekaya.engine_jobs');
  const sql = 'SELECT ekaya.analyze(wait => true)';
  const r = await call(su.client, sql);
  assert.equal(psql('SELECT count(*) FROM ekaya.engine_jobs'), jobs, 'a new analysis job was recorded');
  assertRefused(r, sql, /unsafe_function|volatile_function/, /analyze/);
});

test('superuser: a plain SELECT still works', async (t) => {
  if (!ready) return t.skip('needs psql and a superuser for setup');
  const c = await callOk(su.client, 'query',
    { sql: 'SELECT count(*) AS n, now() AS at, gen_random_uuid() IS NOT NULL AS u FROM users' });
  assert.equal(c.row_count, 1);
  assert.equal(c.rows[0].u, true);
});

test('without ekaya.validate_sql the query tool refuses to run anything', async (t) => {
  if (!ready) return t.skip('needs psql and a superuser for setup');
  // a database whose extension lacks the classifier, as an older or damaged install would
  psql(`CREATE DATABASE ${NOCHECK_DB}`);
  psql('CREATE EXTENSION ekaya_ontology', { database: NOCHECK_DB });
  psql('ALTER EXTENSION ekaya_ontology DROP FUNCTION ekaya.validate_sql(text); '
    + 'DROP FUNCTION ekaya.validate_sql(text)', { database: NOCHECK_DB });
  const s = await connect({ env: { PGDATABASE: NOCHECK_DB } });
  try {
    const r = await call(s.client, 'SELECT 1 AS one');
    assertRefused(r, 'SELECT 1 AS one', /ekaya\.validate_sql/, /update the extension|ALTER EXTENSION/i);
  } finally {
    await s.client.close();
  }
});

test('the reset between calls keeps what the server set at connect time', async (t) => {
  if (!ready) return t.skip('needs psql and a superuser for setup');
  // DISCARD ALL runs after every query call; the startup parameters must survive it
  await callOk(lp.client, 'query', { sql: 'SELECT 1 AS one' });
  const c = await callOk(lp.client, 'query', {
    sql: "SELECT current_setting('client_encoding') AS enc, "
      + "current_setting('application_name') AS app, 'één' AS word",
  });
  assert.deepEqual(c.rows[0], { enc: 'UTF8', app: `${APP}-lp`, word: 'één' });
});
