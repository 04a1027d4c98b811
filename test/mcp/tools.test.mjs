// tools.test.mjs: ekaya-mcp driven by the official MCP TypeScript SDK.
//
// Checks what an MCP client relies on: the tool list and its schemas, a
// successful call of every tool with output that validates against its
// outputSchema, and the failures a model must be able to read (unknown
// table, refused SQL, bad arguments).  Content is asserted only where the
// project's issues fix it; everything else is structure, so the suite runs
// against any analyzed demo database.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { connect, callOk, callError, psql } from './helpers.mjs';

const TOOLS = [
  'analysis_status', 'explain', 'find_approved_queries', 'get_join_path', 'get_neighbors',
  'get_table_details', 'list_objects', 'ontology_context', 'plan_joins', 'query', 'repair_hint', 'resolve_entity',
  'search_columns', 'suggest_constraints', 'validate_joins', 'validate_sql',
];

let session;

before(async () => {
  session = await connect();
});

after(async () => {
  await session?.client.close();
});

// Every row of a {"rows": [...]} result carries exactly the declared columns.
function assertRows(content, tool, columns) {
  assert.ok(Array.isArray(content.rows), `${tool}: rows must be an array`);
  for (const row of content.rows) {
    assert.deepEqual(Object.keys(row).sort(), [...columns].sort(), `${tool}: row keys`);
  }
}

test('initialize negotiates 2025-11-25 and names the server', () => {
  const { client } = session;
  assert.equal(client.getServerVersion().name, 'ekaya-mcp');
  assert.match(client.getServerVersion().version, /^\d+\.\d+\.\d+/);
  assert.ok(client.getServerCapabilities().tools, 'tools capability');
  assert.equal(typeof client.getInstructions(), 'string');
});

test('ping answers', async () => {
  assert.deepEqual(await session.client.ping(), {});
});

test('tools/list: the sixteen tools, with schemas and read-only annotations', async () => {
  const { tools } = await session.client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), TOOLS);
  for (const t of tools) {
    assert.ok(t.description.length > 40, `${t.name}: description`);
    assert.equal(t.inputSchema.type, 'object', `${t.name}: inputSchema type`);
    assert.equal(t.inputSchema.additionalProperties, false, `${t.name}: additionalProperties`);
    for (const req of t.inputSchema.required ?? []) {
      assert.ok(t.inputSchema.properties[req], `${t.name}: required ${req} is a property`);
    }
    assert.equal(t.outputSchema?.type, 'object', `${t.name}: outputSchema root`);
    assert.deepEqual(
      {
        readOnlyHint: t.annotations.readOnlyHint,
        destructiveHint: t.annotations.destructiveHint,
        idempotentHint: t.annotations.idempotentHint,
        openWorldHint: t.annotations.openWorldHint,
      },
      { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      `${t.name}: annotations`,
    );
  }
  const rowsTools = ['get_join_path', 'get_neighbors', 'plan_joins', 'search_columns',
    'suggest_constraints', 'validate_joins', 'validate_sql'];
  for (const name of rowsTools) {
    const t = tools.find((x) => x.name === name);
    assert.equal(t.outputSchema.properties.rows.type, 'array', `${name}: rows schema`);
  }
});

test('ontology_context returns an object', async () => {
  const c = await callOk(session.client, 'ontology_context', {});
  assert.equal(typeof c, 'object');
  await callOk(session.client, 'ontology_context', { detail: 'summary' });
});

test('resolve_entity returns an object', async () => {
  const c = await callOk(session.client, 'resolve_entity', { term: 'customer' });
  assert.equal(typeof c, 'object');
});

test('get_table_details returns an object', async () => {
  const c = await callOk(session.client, 'get_table_details',
    { tables: ['users', 'accounts'], include_samples: true });
  assert.equal(typeof c, 'object');
});

test('search_columns returns rows', async () => {
  const c = await callOk(session.client, 'search_columns', { query: 'email', max_results: 5 });
  assertRows(c, 'search_columns', ['table_name', 'column_name', 'score', 'match_reason',
    'data_type', 'semantic_type', 'role', 'description', 'synonyms']);
  assert.ok(c.rows.length <= 5, 'max_results honoured');
});

test('get_join_path billing_engagements -> accounts: one path per role', async () => {
  const c = await callOk(session.client, 'get_join_path',
    { from_table: 'billing_engagements', to_table: 'accounts' });
  assertRows(c, 'get_join_path', ['path_rank', 'total_hops', 'hops', 'cardinality',
    'confidence', 'description', 'sql_hint', 'warnings']);
  assert.ok(c.rows.length >= 2, `at least 2 paths (host, visitor), got ${c.rows.length}`);
  for (const row of c.rows) {
    assert.ok(Array.isArray(row.hops) && row.hops.length >= 1, 'hops');
    assert.equal(typeof row.sql_hint, 'string');
  }
  const one = await callOk(session.client, 'get_join_path',
    { from_table: 'billing_engagements', to_table: 'accounts', max_hops: 3, max_paths: 1 });
  assert.equal(one.rows.length, 1, 'max_paths honoured');
});

test('plan_joins returns the join steps and the FROM fragment', async () => {
  const c = await callOk(session.client, 'plan_joins', { tables: ['orders', 'users'] });
  assertRows(c, 'plan_joins', ['step', 'table_name', 'alias', 'join_type', 'on_clause',
    'bridge', 'cardinality', 'warning', 'estimated_rows']);
  assert.ok(c.rows.length >= 2);
  assert.equal(typeof c.sql, 'string');
});

test('validate_joins flags a wrong join', async () => {
  const c = await callOk(session.client, 'validate_joins',
    { sql: 'SELECT * FROM orders o JOIN users u ON o.order_id = u.user_id' });
  assertRows(c, 'validate_joins', ['join_no', 'left_table', 'left_columns', 'right_table',
    'right_columns', 'join_kind', 'status', 'cardinality', 'match_rate', 'confidence',
    'message', 'suggestion']);
  assert.ok(c.rows.some((r) => r.status === 'unverified' || r.status === 'rejected'),
    `expected an unverified or rejected join: ${JSON.stringify(c.rows)}`);
});

test('validate_sql returns findings as rows', async () => {
  const c = await callOk(session.client, 'validate_sql', { sql: 'SELECT * FROM users' });
  assertRows(c, 'validate_sql', ['severity', 'code', 'message', 'position', 'suggestion']);
});

// Issue 20: the wrong answers that run. On the demo, accounts.num_seats summed over a join to
// users counts each account once per user (users.account_id -> accounts is N:1, measured).
const FAN_SQL = 'SELECT a.plan, sum(a.num_seats) AS seats FROM accounts a JOIN users u ON u.account_id = a.account_id GROUP BY a.plan';
const FAN_FIXED = 'SELECT a.plan, sum(a.num_seats) AS seats FROM accounts a WHERE EXISTS (SELECT 1 FROM users u WHERE u.account_id = a.account_id) GROUP BY a.plan';

test('validate_sql reports a fan trap with the measured cardinality and a rewrite', async () => {
  const c = await callOk(session.client, 'validate_sql', { sql: FAN_SQL });
  const fan = c.rows.filter((r) => r.code === 'fan_trap');
  assert.equal(fan.length, 1, JSON.stringify(c.rows));
  assert.equal(fan[0].severity, 'warning');
  assert.match(fan[0].message, /sum\(a\.num_seats\)/);
  assert.match(fan[0].message, /N:1/);
  assert.match(fan[0].suggestion, /EXISTS/);
  assert.equal(typeof fan[0].position, 'number');
  const fixed = await callOk(session.client, 'validate_sql', { sql: FAN_FIXED });
  assert.ok(!fixed.rows.some((r) => /trap|row_loss/.test(r.code)), JSON.stringify(fixed.rows));
});

test('validate_joins names the join of a chasm trap', async () => {
  const c = await callOk(session.client, 'validate_joins', {
    sql: 'SELECT u.user_id, count(o.order_id), count(r.review_id) FROM users u JOIN orders o ON o.user_id = u.user_id '
      + 'JOIN reviews r ON r.user_id = u.user_id GROUP BY u.user_id',
  });
  const chasm = c.rows.filter((r) => r.status === 'chasm_trap');
  assert.ok(chasm.length >= 1, JSON.stringify(c.rows));
  for (const row of chasm) {
    assert.equal(row.cardinality, '1:N');
    assert.equal(row.left_table, 'public.users');
    assert.ok(c.rows.some((r) => r.join_no === row.join_no && r.status === 'verified'), 'join_no names a join row');
  }
});

test('query returns the rows of a trapped aggregate with warnings, and none for the right one', async () => {
  const c = await callOk(session.client, 'query', { sql: FAN_SQL });
  assert.equal(c.row_count, 4);
  assert.ok(Array.isArray(c.warnings), JSON.stringify(c));
  assert.deepEqual(c.warnings.map((w) => w.code), ['fan_trap']);
  assert.match(c.warnings[0].suggestion, /EXISTS/);
  const right = await callOk(session.client, 'query', { sql: FAN_FIXED });
  assert.equal(right.warnings, undefined);
  const seats = (rows) => rows.reduce((n, r) => n + Number(r.seats), 0);
  assert.ok(seats(c.rows) > seats(right.rows), 'the trap returns more seats than there are');
});

test('suggest_constraints returns the DDL of the verified relationships, in order', async () => {
  const c = await callOk(session.client, 'suggest_constraints', {});
  assertRows(c, 'suggest_constraints', ['step', 'action', 'table_name', 'statement', 'relationship',
    'orphan_count', 'orphans_query', 'note']);
  const fks = c.rows.filter((r) => r.action === 'foreign_key');
  assert.ok(fks.length >= 15, `foreign keys for the demo's undeclared relationships, got ${fks.length}`);
  for (const r of fks) {
    assert.match(r.statement, /FOREIGN KEY .* NOT VALID/);
    assert.equal(typeof r.orphans_query, 'string');
  }
  const steps = c.rows.filter((r) => r.step !== null).map((r) => r.step);
  assert.deepEqual(steps, [...steps].sort((a, b) => a - b), 'statements come in the order to run them');
  const one = await callOk(session.client, 'suggest_constraints', { schemas: ['public'] });
  assert.equal(one.rows.length, c.rows.length);
  const none = await callOk(session.client, 'suggest_constraints', { schemas: ['no_such_schema'] });
  assert.equal(none.rows.length, 0);
  assert.match(await callError(session.client, 'suggest_constraints', { schemas: 'public' }), /array of strings/);
});

test('repair_hint returns an object', async () => {
  const c = await callOk(session.client, 'repair_hint', {
    sql: 'SELECT usr_id FROM users',
    sqlstate: '42703',
    message: 'column "usr_id" does not exist',
  });
  assert.equal(typeof c, 'object');
});

test('get_neighbors returns rows', async () => {
  const c = await callOk(session.client, 'get_neighbors',
    { table_name: 'users', depth: 1, direction: 'both', min_confidence: 0.5 });
  assertRows(c, 'get_neighbors', ['distance', 'neighbor_table', 'direction', 'from_table',
    'from_columns', 'to_table', 'to_columns', 'relationship_type', 'cardinality', 'role', 'confidence']);
  assert.ok(c.rows.length >= 1, 'users has neighbours');
});

test('analysis_status returns an object', async () => {
  const c = await callOk(session.client, 'analysis_status');
  assert.equal(typeof c, 'object');
});

test('query returns rows as JSON', async () => {
  const c = await callOk(session.client, 'query',
    { sql: "SELECT count(*) AS n, 'x' AS s, true AS b, NULL AS z FROM users" });
  assert.deepEqual(c.columns.map((col) => col.name), ['n', 's', 'b', 'z']);
  assert.equal(c.row_count, 1);
  assert.equal(c.truncated, false);
  assert.equal(typeof c.rows[0].n, 'number');
  assert.equal(c.rows[0].s, 'x');
  assert.equal(c.rows[0].b, true);
  assert.equal(c.rows[0].z, null);
  assert.match(c.fingerprint, /^[0-9a-f]+$/);
  const cte = await callOk(session.client, 'query',
    { sql: 'WITH u AS (SELECT user_id FROM users) SELECT count(*) AS n FROM u;' });
  assert.equal(cte.rows.length, 1);
});

test('unknown table: isError with the hint', async () => {
  const text = await callError(session.client, 'get_join_path',
    { from_table: 'no_such_table_xyz', to_table: 'accounts' });
  assert.match(text, /42P01/);
  assert.match(text, /HINT/);
});

test('query refuses what is not one plain SELECT, before running it', async () => {
  const before = psql('SELECT count(*) FROM users');
  const cases = [
    ['SELECT 1; SELECT 2', /exactly one SQL statement/],
    ['DELETE FROM users', /DELETE/],
    ['WITH d AS (DELETE FROM users RETURNING *) SELECT * FROM d', /WITH/],
    ['SELECT * INTO scratch_copy FROM users', /SELECT INTO/],
    ['SELECT * FROM users FOR UPDATE', /FOR UPDATE/],
    ['SELEC 1', /syntax error/],
    ['', /exactly one SQL statement/],
  ];
  for (const [sql, why] of cases) {
    const text = await callError(session.client, 'query', { sql });
    assert.match(text, /Refused before execution/, sql);
    assert.match(text, why, sql);
  }
  if (before !== null) assert.equal(psql('SELECT count(*) FROM users'), before, 'nothing deleted');
});

test('query: server errors come back as tool errors', async () => {
  const text = await callError(session.client, 'query',
    { sql: 'SELECT 1 / (g - 1) AS x FROM generate_series(1, 2) g' });
  assert.match(text, /division by zero/);
  assert.match(text, /22012/);
  // the session is usable afterwards (the transaction was rolled back)
  await callOk(session.client, 'query', { sql: 'SELECT 1 AS one' });
});

test('query: what ekaya.validate_sql reports as an error is refused with its suggestion', async () => {
  const text = await callError(session.client, 'query', { sql: 'SELECT usr_id FROM users' });
  assert.match(text, /Refused before execution/);
  assert.match(text, /undefined_column/);
  assert.match(text, /usr_id/);
  assert.match(text, /suggestion: users\.user_id/);
});

test('bad arguments are tool errors, unknown tools protocol errors', async () => {
  assert.match(await callError(session.client, 'get_join_path', { from_table: 'users' }),
    /Missing required argument "to_table"/);
  assert.match(await callError(session.client, 'get_join_path',
    { from_table: 'users', to_table: 'accounts', bogus: 1 }), /Unknown argument "bogus"/);
  assert.match(await callError(session.client, 'get_join_path',
    { from_table: 'users', to_table: 'accounts', max_hops: 'three' }), /must be an integer/);
  assert.match(await callError(session.client, 'get_table_details', { tables: 'users' }),
    /array of strings/);
  await assert.rejects(session.client.callTool({ name: 'no_such_tool', arguments: {} }),
    (e) => e.code === -32602);
});

test('query honours the row limit and statement timeout flags', async () => {
  const s = await connect({ args: ['--row-limit=3', '--statement-timeout=200'] });
  try {
    const c = await callOk(s.client, 'query', { sql: 'SELECT g FROM generate_series(1, 10) g' });
    assert.equal(c.rows.length, 3);
    assert.equal(c.row_count, 3);
    assert.equal(c.truncated, true);
    assert.equal(c.row_limit, 3);
    // pg_sleep is refused as unsafe, so the long statement is a big count
    const text = await callError(s.client, 'query',
      { sql: 'SELECT count(*) FROM generate_series(1, 10000) a, generate_series(1, 10000) b' });
    assert.match(text, /statement timeout/);
  } finally {
    await s.client.close();
  }
});

test('a lost connection is re-established on the next call', async (t) => {
  const appname = `ekaya-mcp-reconnect-${process.pid}`;
  const s = await connect({ env: { PGAPPNAME: appname } });
  try {
    await callOk(s.client, 'analysis_status');
    const killed = psql(
      `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = '${appname}'`);
    if (killed === null) {
      t.skip('psql not available');
      return;
    }
    assert.equal(killed, '1');
    await callOk(s.client, 'analysis_status');
    await callOk(s.client, 'query', { sql: 'SELECT 1 AS one' });
  } finally {
    await s.client.close();
  }
});
