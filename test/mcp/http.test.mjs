// http.test.mjs: Streamable HTTP (MCP 2025-11-25) through the SDK's own
// StreamableHTTPClientTransport (issue 18, item 10): bound to localhost,
// a bearer token read from a file, Origin checked, sessions, and the same
// tools, concurrency and cancellation as over stdio.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { BINARY, SLOW_SQL, activeSlowQueries } from './helpers.mjs';

const TOKEN = `tok-${process.pid}-${Date.now()}`;
const APP = `ekaya-mcp-http-${process.pid}`;
let dir;
let server;
let url;
let log = '';

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ekaya-mcp-http-'));
  const tokenFile = path.join(dir, 'token');
  writeFileSync(tokenFile, `${TOKEN}\n`, { mode: 0o600 });
  server = spawn(BINARY, ['--http=0', `--http-token-file=${tokenFile}`,
    '--http-allow-origin=http://localhost:6274'], { env: { ...process.env, PGAPPNAME: APP } });
  server.stderr.on('data', (d) => { log += d; });
  for (let i = 0; i < 100 && !url; i++) {
    await sleep(50);
    const m = /listening on (http:\/\/\S+)/.exec(log);
    if (m) url = new URL(m[1]);
  }
  assert.ok(url, `the server did not say where it listens: ${log}`);
});

after(() => {
  server?.kill('SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function client(headers = { Authorization: `Bearer ${TOKEN}` }) {
  const transport = new StreamableHTTPClientTransport(url, { requestInit: { headers } });
  const c = new Client({ name: 'http-test', version: '1' });
  await c.connect(transport);
  return { client: c, transport };
}

const post = (body, headers = {}) => fetch(url, {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    Accept: 'application/json, text/event-stream',
    Authorization: `Bearer ${TOKEN}`,
    ...headers,
  },
  body: JSON.stringify(body),
});
const initBody = { jsonrpc: '2.0', id: 1, method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };

test('binds to localhost by default', () => {
  assert.equal(url.hostname, '127.0.0.1');
  assert.equal(url.pathname, '/mcp');
});

test('the SDK client works over Streamable HTTP', async () => {
  const { client: c, transport } = await client();
  try {
    assert.equal(c.getServerVersion().name, 'ekaya-mcp');
    assert.ok(transport.sessionId, 'a session id was issued');
    const { tools } = await c.listTools();
    assert.ok(tools.some((t) => t.name === 'query'));
    const r = await c.callTool({ name: 'query', arguments: { sql: 'SELECT 7 AS n' } });
    assert.equal(r.structuredContent.rows[0].n, 7);
    const p = await c.callTool({ name: 'get_join_path',
      arguments: { from_table: 'billing_engagements', to_table: 'accounts' } });
    assert.ok(p.structuredContent.rows.length >= 1);
    await transport.terminateSession();
  } finally {
    await c.close();
  }
});

test('without the token: 401; with a wrong token: 401', async () => {
  await assert.rejects(client({}), (e) => e.code === 401);
  await assert.rejects(client({ Authorization: 'Bearer nope' }), (e) => e.code === 401);
  const r = await post(initBody, { Authorization: 'Bearer nope' });
  assert.equal(r.status, 401);
  assert.match(r.headers.get('www-authenticate') ?? '', /Bearer/);
});

test('a foreign Origin gets 403, an allowed one passes', async () => {
  const bad = await post(initBody, { Origin: 'http://evil.example' });
  assert.equal(bad.status, 403);
  const good = await post(initBody, { Origin: 'http://localhost:6274' });
  assert.equal(good.status, 200);
  assert.ok(good.headers.get('mcp-session-id'));
});

test('sessions: requests need the session id; a deleted session is gone; GET is 405', async () => {
  const init = await post(initBody);
  assert.equal(init.status, 200);
  assert.match(init.headers.get('content-type'), /application\/json/);
  const sid = init.headers.get('mcp-session-id');
  assert.ok(sid);
  const noSid = await post({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
  assert.equal(noSid.status, 400);
  const ok = await post({ jsonrpc: '2.0', id: 2, method: 'tools/list' },
    { 'Mcp-Session-Id': sid, 'MCP-Protocol-Version': '2025-11-25' });
  assert.equal(ok.status, 200);
  assert.equal((await ok.json()).id, 2);
  const note = await post({ jsonrpc: '2.0', method: 'notifications/initialized' }, { 'Mcp-Session-Id': sid });
  assert.equal(note.status, 202);
  const badVersion = await post({ jsonrpc: '2.0', id: 3, method: 'ping' },
    { 'Mcp-Session-Id': sid, 'MCP-Protocol-Version': '1999-01-01' });
  assert.equal(badVersion.status, 400);
  const get = await fetch(url, { headers: { Authorization: `Bearer ${TOKEN}`, Accept: 'text/event-stream' } });
  assert.equal(get.status, 405);
  const del = await fetch(url, { method: 'DELETE', headers: { Authorization: `Bearer ${TOKEN}`, 'Mcp-Session-Id': sid } });
  assert.equal(del.status, 200);
  const gone = await post({ jsonrpc: '2.0', id: 4, method: 'ping' }, { 'Mcp-Session-Id': sid });
  assert.equal(gone.status, 404);
});

test('a cancelled call stops its backend; ping answers meanwhile', async () => {
  const { client: c } = await client();
  try {
    const controller = new AbortController();
    const running = c.callTool({ name: 'query', arguments: { sql: SLOW_SQL } },
      undefined, { signal: controller.signal, timeout: 60000 });
    running.catch(() => {});
    await sleep(500);
    const t0 = Date.now();
    await c.ping();
    assert.ok(Date.now() - t0 < 500, `ping took ${Date.now() - t0} ms`);
    controller.abort('test');
    await assert.rejects(running);
    assert.equal(await activeSlowQueries(APP), '0', 'the backend still runs the cancelled query');
  } finally {
    await c.close();
  }
});
