// protocol.test.mjs: ekaya-mcp's stdio framing, below what the SDK hides.
//
// The SDK never sends garbage or unknown methods, so these tests write raw
// lines and read raw lines: every stdout line must be a JSON-RPC message,
// malformed input gets -32700, unknown methods -32601, notifications get no
// answer, and EOF ends the process with status 0.  Start-up failures must
// exit non-zero and tell the user what to do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { BINARY, psql, exchange } from './helpers.mjs';

const init = JSON.stringify({
  jsonrpc: '2.0', id: 1, method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } },
});
const initialized = JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' });
const ping = (id) => JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' });

test('framing: errors, notifications, EOF', async () => {
  const { code, out, err } = await exchange([
    init,
    initialized,
    'this is not json',
    '{"jsonrpc": "2.0", "id": 2, "method": "no/such/method"}',
    '{"id": 3, "method": "ping"}',
    '[{"jsonrpc": "2.0", "id": 4, "method": "ping"}]',
    '',
    '{"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 9}}',
    ping('five'),
    '{"jsonrpc": "2.0", "id": 6, "method": "tools/list"}',
  ]);
  assert.equal(code, 0, `exit status on EOF (stderr: ${err})`);
  const msgs = out.map((l) => JSON.parse(l)); // every stdout line is JSON
  assert.ok(msgs.every((m) => m.jsonrpc === '2.0'));
  assert.equal(msgs.length, 7, `one reply per request, none for notifications: ${out.join('\n')}`);

  const [initReply, parseErr, unknown, noVersion, batch, pong, list] = msgs;
  assert.equal(initReply.id, 1);
  assert.equal(initReply.result.protocolVersion, '2025-11-25');
  assert.ok(initReply.result.capabilities.tools);
  assert.equal(initReply.result.serverInfo.name, 'ekaya-mcp');

  assert.equal(parseErr.id, null);
  assert.equal(parseErr.error.code, -32700);
  assert.equal(unknown.id, 2);
  assert.equal(unknown.error.code, -32601);
  assert.equal(noVersion.id, 3);
  assert.equal(noVersion.error.code, -32600);
  assert.equal(batch.error.code, -32600);
  assert.deepEqual(pong, { jsonrpc: '2.0', id: 'five', result: {} });
  assert.equal(list.id, 6);
  assert.equal(list.result.tools.length, 16);  // the curation tools only with --allow-curation
});

test('an unknown protocol revision is answered with ours', async () => {
  const { out } = await exchange([JSON.stringify({
    jsonrpc: '2.0', id: 1, method: 'initialize',
    params: { protocolVersion: '1999-01-01', capabilities: {}, clientInfo: { name: 't', version: '1' } },
  })]);
  assert.equal(JSON.parse(out[0]).result.protocolVersion, '2025-11-25');
});

test('--version and --help print and exit 0; bad flags exit non-zero', () => {
  const v = spawnSync(BINARY, ['--version'], { encoding: 'utf8' });
  assert.equal(v.status, 0);
  assert.match(v.stdout, /^ekaya-mcp \d+\.\d+\.\d+/);
  const h = spawnSync(BINARY, ['--help'], { encoding: 'utf8' });
  assert.equal(h.status, 0);
  assert.match(h.stdout, /--row-limit/);
  const bad = spawnSync(BINARY, ['--row-limit=zero'], { encoding: 'utf8' });
  assert.notEqual(bad.status, 0);
  assert.equal(bad.stdout, '');
});

test('no database: non-zero exit and advice on stderr, nothing on stdout', async () => {
  const { code, out, err } = await exchange([init], {
    env: { PGHOST: '/nonexistent-ekaya-socket-dir', PGPORT: '1' },
  });
  assert.notEqual(code, 0);
  assert.deepEqual(out, []);
  assert.match(err, /could not connect/);
  assert.match(err, /PGHOST/);
});

test('extension missing: non-zero exit with the command to run', async (t) => {
  // template1 is a database of the test cluster without the extension
  const has = psql(
    "SELECT count(*) FROM pg_database WHERE datname = 'template1'");
  if (has === null) {
    t.skip('psql not available');
    return;
  }
  const installed = spawnSync('psql', ['-X', '-A', '-t', '-d', 'template1', '-c',
    "SELECT count(*) FROM pg_extension WHERE extname = 'ekaya_ontology'"], { encoding: 'utf8' });
  if (installed.stdout.trim() !== '0') {
    t.skip('template1 has the extension');
    return;
  }
  const { code, out, err } = await exchange([init], { env: { PGDATABASE: 'template1' } });
  assert.notEqual(code, 0);
  assert.deepEqual(out, []);
  assert.match(err, /CREATE EXTENSION ekaya_ontology/);
});
