// production.test.mjs: issue 18 through the official SDK client: a byte cap,
// cancellation and concurrency, one JSON rule per type, schemas that say
// what the functions accept, the installed binary and its documented set-up,
// and the catalog tools peers have (list_objects, explain, bound
// parameters, a cursor past a truncated result).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { connect, callOk, callError, psql, SLOW_SQL, BINARY, activeSlowQueries } from './helpers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SCHEMA = 'mcp_prod_test';
const LP_ROLE = 'ekaya_mcp_prod_lp';
let session;
let superuser = false;

before(async () => {
  session = await connect();
  superuser = psql('SELECT rolsuper FROM pg_roles WHERE rolname = current_user') === 't';
  if (superuser) {
    psql(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA};
          COMMENT ON SCHEMA ${SCHEMA} IS 'objects of the mcp production test';
          CREATE TABLE ${SCHEMA}.gadgets (id int PRIMARY KEY, name text);
          INSERT INTO ${SCHEMA}.gadgets SELECT g, 'g' || g FROM generate_series(1, 500) g;
          ANALYZE ${SCHEMA}.gadgets;
          COMMENT ON TABLE ${SCHEMA}.gadgets IS 'things we sell';
          CREATE VIEW ${SCHEMA}.cheap_gadgets AS SELECT * FROM ${SCHEMA}.gadgets WHERE id < 10;
          CREATE MATERIALIZED VIEW ${SCHEMA}.gadget_counts AS SELECT count(*) AS n FROM ${SCHEMA}.gadgets;
          CREATE TABLE ${SCHEMA}.secret (id int);
          CREATE FUNCTION ${SCHEMA}.planted(int) RETURNS int LANGUAGE plpgsql IMMUTABLE
            AS $$ BEGIN RAISE EXCEPTION 'planted function ran at plan time'; END $$;`);
    psql(`DO $$ BEGIN
            IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${LP_ROLE}') THEN
              CREATE ROLE ${LP_ROLE} LOGIN;
            END IF;
          END $$;
          GRANT USAGE ON SCHEMA ${SCHEMA} TO ${LP_ROLE};
          GRANT SELECT ON ${SCHEMA}.gadgets TO ${LP_ROLE};`);
  }
});

after(async () => {
  await session?.client.close();
  if (superuser) {
    psql(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
    psql(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '${LP_ROLE}'`);
    psql(`DROP OWNED BY ${LP_ROLE}; DROP ROLE IF EXISTS ${LP_ROLE}`);
  }
});

// ---- 1. byte cap ----------------------------------------------------------------------------

function peakKiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)[1]);
}

test('item 1: --max-bytes (default 1 MB) bounds the reply and the process', async () => {
  const s = await connect();
  try {
    const t0 = Date.now();
    const result = await s.client.callTool({ name: 'query', arguments:
      { sql: "SELECT repeat('x', 1000000) AS big FROM generate_series(1, 300)" } },
    undefined, { timeout: 15000 });
    const elapsed = Date.now() - t0;
    assert.ok(!result.isError, result.content?.[0]?.text);
    const c = result.structuredContent;
    assert.equal(c.truncated, true);
    assert.ok(c.max_bytes === 1048576, `max_bytes ${c.max_bytes}`);
    assert.ok(JSON.stringify(c).length <= 1048576 * 1.1, `structured ${JSON.stringify(c).length} bytes`);
    assert.ok(c.rows.length >= 1, 'at least one row');
    assert.ok(c.cut_values >= 1);
    assert.match(c.rows[0].big, /…\[cut at \d+ of 1000000 characters\]$/);
    assert.ok(elapsed < 10000, `took ${elapsed} ms`);
    const peak = peakKiB(s.transport.pid);
    assert.ok(peak < 64 * 1024, `peak RSS ${peak} KiB`);
  } finally {
    await s.client.close();
  }
});

test('item 1: very wide rows and multi-byte values are cut too', async () => {
  const cols = Array.from({ length: 900 }, (_, i) => `repeat('é', ${i === 0 ? 5000 : 1}) AS c${i}`).join(', ');
  const c = await callOk(session.client, 'query', { sql: `SELECT ${cols} FROM generate_series(1, 3)` });
  assert.equal(c.columns.length, 900);
  assert.equal(c.rows.length, 3);
  assert.match(c.rows[0].c0, /^é+…\[cut at \d+ characters\]$/);
  assert.equal(c.rows[0].c1, 'é');
  const narrow = await callOk(session.client, 'query', { sql: "SELECT repeat('é', 100000) AS e" });
  assert.match(narrow.rows[0].e, /^é{65536}…\[cut at 65536 of 100000 characters\]$/);
});

test('item 1: a smaller --max-bytes cuts rows, says so and offers a cursor', async () => {
  const s = await connect({ args: ['--max-bytes=20000'] });
  try {
    const c = await callOk(s.client, 'query',
      { sql: "SELECT g, repeat('y', 100) AS filler FROM generate_series(1, 1000) g ORDER BY g" });
    assert.equal(c.truncated, true);
    assert.ok(JSON.stringify(c).length <= 20000, `structured ${JSON.stringify(c).length} bytes`);
    assert.ok(c.rows.length > 10 && c.rows.length < 1000, `${c.rows.length} rows`);
    assert.equal(typeof c.next_cursor, 'string');
    const other = await callOk(s.client, 'get_join_path',
      { from_table: 'billing_engagements', to_table: 'accounts' });
    assert.ok(other.rows.length >= 1, 'small results of other tools pass');
  } finally {
    await s.client.close();
  }
  const tiny = await connect({ args: ['--max-bytes=4096'] });
  try {
    const big = await callError(tiny.client, 'ontology_context', { detail: 'full' });
    assert.match(big, /max-bytes/);
  } finally {
    await tiny.client.close();
  }
});

// ---- 2. cancellation and concurrency ----------------------------------------------------------

test('item 2: cancelling a query cancels the backend; ping and other tools answer meanwhile', async () => {
  const app = `ekaya-mcp-prod-cancel-${process.pid}`;
  const s = await connect({ env: { PGAPPNAME: app } });
  try {
    const controller = new AbortController();
    const running = s.client.callTool({ name: 'query', arguments: { sql: SLOW_SQL } },
      undefined, { signal: controller.signal, timeout: 60000 });
    running.catch(() => {});
    await sleep(500);
    const t0 = Date.now();
    await s.client.ping();
    const pingMs = Date.now() - t0;
    assert.ok(pingMs < 500, `ping took ${pingMs} ms while a query ran`);
    const t1 = Date.now();
    await callOk(s.client, 'get_neighbors', { table_name: 'users' });
    assert.ok(Date.now() - t1 < 2000, 'another tool call waited for the query');
    controller.abort('test');
    await assert.rejects(running);
    assert.equal(await activeSlowQueries(app), '0', 'the backend still runs the cancelled query');
    await callOk(s.client, 'query', { sql: 'SELECT 1 AS one' });
  } finally {
    await s.client.close();
  }
});

// ---- 3. through the SDK: strings PostgreSQL cannot hold ------------------------------------------

test('item 3: a string with U+0000 or a lone surrogate is answered, not left hanging', async () => {
  const nul = await session.client.callTool({ name: 'query', arguments: { sql: "SELECT 'a\u0000b' AS x" } },
    undefined, { timeout: 5000 });
  assert.equal(nul.isError, true);
  assert.match(nul.content[0].text, /U\+0000/);
  const lone = await session.client.callTool({ name: 'search_columns', arguments: { query: 'email \ud800' } },
    undefined, { timeout: 5000 });
  assert.ok(lone.content.length >= 1);
});

// ---- 4. one JSON rule per type --------------------------------------------------------------------

test('item 4: numbers follow one rule per type, the same in every row', async () => {
  const c = await callOk(session.client, 'query', { sql: `
    SELECT f, i8, small_i8, num, exact_num, r
      FROM (VALUES
        (0.1::float8 + 0.2::float8, 9007199254740993::int8, 1::int8, 12345678901234567890.5::numeric, 1.5::numeric, 0.95::float4),
        (1e300::float8, 1::int8, 2::int8, 2::numeric, 2.25::numeric, 1::float4),
        ('NaN'::float8, -5::int8, 3::int8, 'NaN'::numeric, 'Infinity'::numeric, '-Infinity'::float4),
        ('Infinity'::float8, 0::int8, 4::int8, 0::numeric, 0::numeric, 3.5::float4),
        (123456789.12345679::float8, 7::int8, -9007199254740991::int8, 1::numeric, 0.1::numeric, 0::float4)
      ) v(f, i8, small_i8, num, exact_num, r)` });
  const col = Object.fromEntries(c.columns.map((x) => [x.name, x]));
  assert.equal(col.f.json_type, 'number');
  assert.equal(col.f.type, 'double precision');
  assert.deepEqual(c.rows.map((r) => r.f), [0.1 + 0.2, 1e300, 'NaN', 'Infinity', 123456789.12345679]);
  assert.equal(col.i8.json_type, 'string', 'a bigint column with a value beyond 2^53 is all strings');
  assert.deepEqual(c.rows.map((r) => r.i8), ['9007199254740993', '1', '-5', '0', '7']);
  assert.equal(col.small_i8.json_type, 'number');
  assert.deepEqual(c.rows.map((r) => r.small_i8), [1, 2, 3, 4, -9007199254740991]);
  assert.equal(col.num.json_type, 'string');
  assert.deepEqual(c.rows.map((r) => r.num), ['12345678901234567890.5', '2', 'NaN', '0', '1']);
  assert.equal(col.exact_num.json_type, 'number');
  assert.deepEqual(c.rows.map((r) => r.exact_num), [1.5, 2.25, 'Infinity', 0, 0.1]);
  assert.deepEqual(c.rows.map((r) => r.r), [0.95, 1, '-Infinity', 3.5, 0]);
  const t = await callOk(session.client, 'query', { sql:
    "SELECT B'101'::bit(3) AS b, 'x'::varchar(20) AS v, 1.5::numeric(10,2) AS n, '{1,2}'::int[] AS a, '{\"k\": [1, 2]}'::jsonb AS j" });
  assert.deepEqual(t.columns.map((x) => x.type),
    ['bit(3)', 'character varying(20)', 'numeric(10,2)', 'integer[]', 'jsonb']);
  assert.deepEqual(t.rows[0].j, { k: [1, 2] });
  assert.equal(t.rows[0].a, '{1,2}');
});

// ---- 6. schemas ---------------------------------------------------------------------------------

test('item 6: schemas list allowed values and limits; object tools declare their shape', async () => {
  const { tools } = await session.client.listTools();
  const by = Object.fromEntries(tools.map((t) => [t.name, t]));
  const sem = by.search_columns.inputSchema.properties.semantic_type;
  assert.deepEqual([...sem.enum].sort(), ['array', 'binary', 'boolean', 'category', 'composite', 'email',
    'geometric', 'identifier', 'json', 'measure', 'network', 'other', 'phone', 'range', 'temporal',
    'text', 'url'].sort());
  assert.doesNotMatch(sem.description ?? '', /currency|timestamp/);
  assert.equal(by.search_columns.inputSchema.properties.query.maxLength, 1000);
  assert.equal(by.search_columns.inputSchema.properties.max_results.maximum, 1000);
  assert.deepEqual(by.ontology_context.inputSchema.properties.detail.enum, ['summary', 'tables', 'full']);
  assert.deepEqual(by.get_neighbors.inputSchema.properties.direction.enum, ['both', 'out', 'in']);
  assert.equal(by.get_neighbors.inputSchema.properties.depth.maximum, 6);
  assert.equal(by.get_join_path.inputSchema.properties.max_paths.maximum, 100);
  assert.equal(by.get_table_details.inputSchema.properties.tables.maxItems, 100);
  assert.equal(by.get_table_details.inputSchema.properties.tables.items.maxLength, 1000);
  assert.equal(by.plan_joins.inputSchema.properties.tables.maxItems, 64);
  assert.equal(by.resolve_entity.inputSchema.properties.term.maxLength, 200);
  for (const name of ['ontology_context', 'resolve_entity', 'get_table_details', 'repair_hint',
    'analysis_status', 'list_objects', 'explain']) {
    const props = by[name].outputSchema.properties;
    assert.ok(props && Object.keys(props).length >= 2, `${name}: outputSchema has no properties`);
  }
  // the SDK validates structuredContent against these output schemas
  await callOk(session.client, 'ontology_context', { detail: 'tables' });
  await callOk(session.client, 'resolve_entity', { term: 'host' });
  await callOk(session.client, 'repair_hint',
    { sql: 'SELECT * FROM user', sqlstate: '42P01', message: 'relation "user" does not exist' });
  await callOk(session.client, 'analysis_status');
  const text = await callError(session.client, 'get_table_details', { tables: ['users', 'nosuch_tbl'] });
  assert.match(text, /nosuch_tbl/);
  assert.match(text, /not found|does not exist/);
  const bad = await callError(session.client, 'get_join_path',
    { from_table: 'users', to_table: 'accounts', max_paths: 101 });
  assert.match(bad, /max_paths/);
});

// ---- 8. installation and set-up --------------------------------------------------------------------

test('item 8: make install puts ekaya-mcp in pg_config --bindir', () => {
  const pgConfig = process.env.PG_CONFIG ?? 'pg_config';
  const r = spawnSync(pgConfig, ['--bindir'], { encoding: 'utf8' });
  assert.equal(r.status, 0, 'pg_config --bindir');
  const installed = path.join(r.stdout.trim(), 'ekaya-mcp');
  assert.ok(existsSync(installed), `${installed} is not installed`);
  const v = spawnSync(installed, ['--version'], { encoding: 'utf8' });
  assert.equal(v.status, 0);
  assert.equal(v.stdout, spawnSync(BINARY, ['--version'], { encoding: 'utf8' }).stdout);
});

test('item 8: mcp/README.md shows each client\'s format and warns that PG* variables are not passed', () => {
  const readme = readFileSync(path.resolve(here, '../../mcp/README.md'), 'utf8');
  assert.match(readme, /"servers"/);
  assert.match(readme, /"type": "stdio"/);
  assert.match(readme, /pg_config --bindir/);
  assert.doesNotMatch(readme, /\/usr\/local\/bin\/ekaya-mcp/);
  for (const client of ['Claude Desktop', 'Claude Code', 'Cursor', 'VS Code']) {
    assert.match(readme, new RegExp(client));
  }
  assert.match(readme, /do not pass\s+your shell's `?PG\*/i);
  // every JSON example parses
  for (const m of readme.matchAll(/```json\n([\s\S]*?)```/g)) JSON.parse(m[1]);
});

test('item 8: an SDK client without env: the server says the PG* variables were not passed', async () => {
  const transport = new StdioClientTransport({ command: BINARY, args: [], stderr: 'pipe' });
  let log = '';
  transport.stderr?.on('data', (d) => { log += d; });
  const client = new Client({ name: 'no-env', version: '1' });
  await assert.rejects(client.connect(transport));
  await sleep(200);
  // libpq's defaults may reach a system cluster without the extension; the usual outcome is none
  if (/is not installed in database/.test(log)) return;
  assert.match(log, /could not connect/);
  assert.match(log, /do not pass|not passed/);
});

test('item 8: the README\'s GRANT recipe gives a role that reads what it should and nothing else', async (t) => {
  if (!superuser) return t.skip('needs a superuser');
  const readme = readFileSync(path.resolve(here, '../../mcp/README.md'), 'utf8');
  const block = /<!-- grant-recipe -->\s*```sql\n([\s\S]*?)```/.exec(readme);
  assert.ok(block, 'README has the GRANT recipe block');
  const db = process.env.PGDATABASE;
  const sql = block[1].replaceAll('marketplace', db).replace(/PASSWORD '[^']*'/, '');
  const dropRole = () => psql(`DO $$ BEGIN
      IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'agent_readonly') THEN
        PERFORM pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'agent_readonly';
        DROP OWNED BY agent_readonly;
        DROP ROLE agent_readonly;
      END IF;
    END $$`);
  dropRole();
  try {
    psql(sql);
    const s = await connect({ env: { PGUSER: 'agent_readonly' } });
    try {
      const paths = await callOk(s.client, 'get_join_path',
        { from_table: 'billing_engagements', to_table: 'accounts' });
      assert.ok(paths.rows.length >= 1);
      const n = await callOk(s.client, 'query', { sql: 'SELECT count(*) AS n FROM users' });
      assert.ok(n.rows[0].n > 0);
      const denied = await callError(s.client, 'query', { sql: `SELECT * FROM ${SCHEMA}.gadgets` });
      assert.match(denied, /permission denied|insufficient_privilege|does not exist/);
      const list = await callOk(s.client, 'list_objects', {});
      assert.ok(!list.objects.some((o) => o.schema === SCHEMA), 'ungranted schema listed');
      const write = await callError(s.client, 'query', { sql: 'SELECT ekaya.analyze()' });
      assert.match(write, /Refused/);
      assert.equal(psql("SELECT rolsuper OR rolcreaterole OR rolcreatedb FROM pg_roles WHERE rolname = 'agent_readonly'"), 'f');
      assert.equal(psql(`SELECT has_schema_privilege('agent_readonly', 'public', 'CREATE')`), 'f');
    } finally {
      await s.client.close();
    }
  } finally {
    await sleep(200);
    dropRole();
  }
});

// ---- 9. list_objects, explain, params, cursor ----------------------------------------------------------

test('item 9: list_objects lists schemas, tables, views and materialized views with estimates and comments', async (t) => {
  if (!superuser) return t.skip('needs a superuser for set-up');
  const c = await callOk(session.client, 'list_objects', { schema: SCHEMA });
  const by = Object.fromEntries(c.objects.map((o) => [o.name, o]));
  assert.equal(by.gadgets.kind, 'table');
  assert.equal(by.gadgets.row_estimate, 500);
  assert.equal(by.gadgets.comment, 'things we sell');
  assert.equal(by.cheap_gadgets.kind, 'view');
  assert.equal(by.gadget_counts.kind, 'materialized_view');
  assert.equal(c.schemas.find((x) => x.name === SCHEMA)?.comment, 'objects of the mcp production test');
  const all = await callOk(session.client, 'list_objects', {});
  assert.ok(all.objects.some((o) => o.schema === 'public' && o.name === 'users'));
  assert.ok(!all.objects.some((o) => o.schema === 'pg_catalog'));
  const views = await callOk(session.client, 'list_objects', { schema: SCHEMA, kinds: ['view'] });
  assert.deepEqual(views.objects.map((o) => o.name), ['cheap_gadgets']);
  const lp = await connect({ env: { PGUSER: LP_ROLE } });
  try {
    const mine = await callOk(lp.client, 'list_objects', { schema: SCHEMA });
    assert.deepEqual(mine.objects.map((o) => o.name), ['gadgets'], 'only what the role may read');
  } finally {
    await lp.client.close();
  }
});

test('item 9: explain plans without executing, under validate_sql\'s rule', async (t) => {
  const c = await callOk(session.client, 'explain', { sql: 'SELECT * FROM users WHERE user_id = 5' });
  assert.equal(c.planned, true, JSON.stringify(c));
  assert.ok(c.plan?.[0]?.Plan?.['Node Type'], JSON.stringify(c.plan));
  const big = await callOk(session.client, 'explain', { sql: "SELECT length(repeat('x', 1000000000))" });
  assert.equal(big.planned, true);
  assert.doesNotMatch(JSON.stringify(big.plan), /1000000000/, 'a constant argument was folded');
  const unsafe = await callOk(session.client, 'explain', { sql: 'SELECT pg_terminate_backend(1)' });
  assert.equal(unsafe.planned, false);
  assert.match(JSON.stringify(unsafe), /unsafe_function/);
  if (superuser) {
    const planted = await callOk(session.client, 'explain', { sql: `SELECT ${SCHEMA}.planted(1)` });
    assert.equal(planted.planned, false);
    assert.match(JSON.stringify(planted), /untrusted_function/);
    assert.doesNotMatch(JSON.stringify(planted), /planted function ran/);
  }
  const err = await callOk(session.client, 'explain', { sql: 'SELECT usr_id FROM users' });
  assert.equal(err.planned, false);
  assert.match(JSON.stringify(err.findings), /undefined_column/);
});

test('item 9: query binds parameters', async () => {
  const c = await callOk(session.client, 'query',
    { sql: 'SELECT $1::int + 1 AS n, $2::text AS s, $3::text IS NULL AS z, $4::boolean AS b', params: [41, 'x', null, true] });
  assert.deepEqual(c.rows[0], { n: 42, s: 'x', z: true, b: true });
  const u = await callOk(session.client, 'query',
    { sql: 'SELECT count(*) AS n FROM users WHERE user_id <= $1', params: [10] });
  assert.equal(u.rows[0].n, 10);
  const inj = await callOk(session.client, 'query',
    { sql: 'SELECT $1::text AS s', params: ["'; DROP TABLE users; --"] });
  assert.equal(inj.rows[0].s, "'; DROP TABLE users; --");
  assert.match(await callError(session.client, 'query', { sql: 'SELECT $1::int AS n', params: [] }),
    /parameter/);
});

test('item 9: a cursor pages past a truncated result', async () => {
  const s = await connect({ args: ['--row-limit=4'] });
  try {
    const sql = 'SELECT g FROM generate_series(1, 10) g WHERE g >= $1 ORDER BY g';
    const p1 = await callOk(s.client, 'query', { sql, params: [1] });
    assert.deepEqual(p1.rows.map((r) => r.g), [1, 2, 3, 4]);
    assert.equal(p1.truncated, true);
    const p2 = await callOk(s.client, 'query', { cursor: p1.next_cursor });
    assert.deepEqual(p2.rows.map((r) => r.g), [5, 6, 7, 8]);
    assert.equal(p2.offset, 4);
    const p3 = await callOk(s.client, 'query', { cursor: p2.next_cursor });
    assert.deepEqual(p3.rows.map((r) => r.g), [9, 10]);
    assert.equal(p3.truncated, false);
    assert.equal(p3.next_cursor, undefined);
    assert.match(await callError(s.client, 'query', { cursor: 'garbage' }), /cursor/);
  } finally {
    await s.client.close();
  }
});
