// approved.test.mjs: approved queries and the curation tools through ekaya-mcp (issue 21).
//
// find_approved_queries is always served; approve_query and define_term only when ekaya-mcp
// runs with --allow-curation (otherwise they are not listed and a call is a protocol error).
// initialize carries instructions that name the workflow and the state of the database. The
// query approved here is removed at the end, so the demo database is left as it was.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { connect, callOk, callError, psql } from './helpers.mjs';

const QUESTION = 'How many orders has each user placed? (mcp test)';
let plain;
let curating;

before(async () => {
  plain = await connect();
  curating = await connect({ args: ['--allow-curation'] });
});

after(async () => {
  await plain?.client.close();
  await curating?.client.close();
  psql(`SELECT ekaya.remove_approved_query(id) FROM ekaya.approved_queries WHERE question = '${QUESTION}'`);
});

test('initialize carries instructions: the workflow and the analysed state', () => {
  const text = plain.client.getInstructions();
  assert.ok(text, 'instructions present');
  assert.ok(text.length < 2048, `instructions under 2 KB (${text.length})`);
  for (const tool of ['ontology_context', 'find_approved_queries', 'plan_joins', 'validate_sql', 'repair_hint']) {
    assert.match(text, new RegExp(tool), `mentions ${tool}`);
  }
  assert.match(text, /Database: analysed \(run \d+, published \d{4}-\d\d-\d\d/);
  const tables = psql('SELECT count(*) FROM ekaya.engine_schema_tables');
  assert.match(text, new RegExp(`${tables} tables, \\d+ relationships, \\d+ approved queries`));
  assert.match(text, /Curation tools are off/);
  assert.match(curating.client.getInstructions(), /Curation is on/);
});

test('without --allow-curation: find_approved_queries listed, approve_query and define_term not', async () => {
  const names = (await plain.client.listTools()).tools.map((t) => t.name);
  assert.ok(names.includes('find_approved_queries'));
  assert.ok(!names.includes('approve_query'));
  assert.ok(!names.includes('define_term'));
  await assert.rejects(
    plain.client.callTool({ name: 'approve_query', arguments: { question: 'q', sql: 'SELECT 1' } }),
    /--allow-curation/,
  );
});

test('with --allow-curation: the curation tools are listed with schemas and not read-only', async () => {
  const tools = (await curating.client.listTools()).tools;
  const approve = tools.find((t) => t.name === 'approve_query');
  const define = tools.find((t) => t.name === 'define_term');
  assert.ok(approve && define);
  assert.equal(approve.annotations.readOnlyHint, false);
  assert.equal(approve.inputSchema.properties.question.maxLength, 1000);
  assert.equal(approve.inputSchema.properties.parameters.maxItems, 100);
  assert.deepEqual(approve.inputSchema.required.sort(), ['question', 'sql']);
  const find = tools.find((t) => t.name === 'find_approved_queries');
  assert.equal(find.annotations.readOnlyHint, true);
  assert.equal(find.inputSchema.properties.max_results.maximum, 100);
  assert.ok(find.outputSchema.properties.rows.items.properties.why);
});

test('approve through MCP, then find it with another wording', async () => {
  const stored = await callOk(curating.client, 'approve_query', {
    question: QUESTION,
    sql: 'SELECT o.user_id, count(*) AS orders FROM orders o WHERE o.user_id = $1 GROUP BY o.user_id',
    parameters: [{ name: 'user_id', type: 'integer' }],
    notes: 'approved by the MCP test',
  });
  assert.equal(stored.status, 'valid');
  assert.deepEqual(stored.tables, ['public.orders']);
  assert.deepEqual(stored.parameters, [{ name: 'user_id', type: 'integer' }]);
  const found = await callOk(plain.client, 'find_approved_queries', {
    question: 'number of orders placed by a given user (mcp test)', max_results: 3,
  });
  assert.equal(found.rows[0].id, stored.id);
  assert.equal(found.rows[0].status, 'valid');
  assert.match(found.rows[0].why, /order/);
});

test('a refused approval is a tool error with the reason', async () => {
  const text = await callError(curating.client, 'approve_query', { question: 'q', sql: 'DELETE FROM orders' });
  assert.match(text, /query cannot be approved/);
  assert.match(text, /DETAIL: +DELETE is not a read-only statement/);
  assert.match(text, /SQLSTATE: +25006/);
  const count = await callError(curating.client, 'approve_query', {
    question: 'q', sql: 'SELECT 1 FROM orders WHERE user_id = $1',
  });
  assert.match(count, /uses \$1 but 0 parameters are declared/);
  const shape = await callError(curating.client, 'approve_query', { question: 'q', sql: 'SELECT 1', parameters: {} });
  assert.match(shape, /must be an array/);
});

test('define_term through MCP (skipped when ekaya.define_term is not installed)', async (t) => {
  if (psql("SELECT count(*) FROM pg_proc WHERE proname = 'define_term' AND pronamespace = 'ekaya'::regnamespace") !== '1') {
    t.skip('ekaya.define_term is not in this build (the business-terms branch adds it)');
    return;
  }
  const term = await callOk(curating.client, 'define_term', {
    term: 'mcp test term', definition: 'a term defined by the MCP test', tables: ['orders'],
  });
  assert.ok(term);
});
