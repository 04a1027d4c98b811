// edges.test.mjs: what the SDK cannot or will not send, over raw stdio.
//
// Issue 18, items 2, 3 and 7: a request is answered while a long query runs
// and a cancelled request gets no reply; valid JSON the server's parser
// dislikes (U+0000, lone surrogates, integers beyond 64 bits) is answered
// with the request's id; batches work exactly for the revision that has
// them; nothing but ping is served before initialize, and initialize only
// once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { rawSession, INIT, INITIALIZED, SLOW_SQL, activeSlowQueries } from './helpers.mjs';

const call = (id, name, args) => ({
  jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args },
});

async function started(opts) {
  const s = rawSession(opts);
  s.send(INIT());
  assert.ok(await s.reply(1), `initialize answered (stderr: ${s.stderr})`);
  s.send(INITIALIZED);
  return s;
}

test('ping and tools/call are answered while a query runs; a cancelled query gets no reply and stops', async () => {
  const app = `ekaya-mcp-edges-${process.pid}`;
  const s = await started({ env: { PGAPPNAME: app } });
  try {
    s.send(call(10, 'query', { sql: SLOW_SQL }));
    await sleep(500);
    const t0 = Date.now();
    s.send({ jsonrpc: '2.0', id: 11, method: 'ping' });
    const pong = await s.reply(11, 3000);
    assert.ok(pong, 'ping was not answered within 3 s while a query ran');
    assert.ok(Date.now() - t0 < 1000, `ping took ${Date.now() - t0} ms`);
    s.send(call(12, 'analysis_status', {}));
    const status = await s.reply(12, 3000);
    assert.ok(status?.result, 'a second tool call was not answered while a query ran');

    s.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 10, reason: 'test' } });
    // the backend stops: no active statement of ours is left
    const active = await activeSlowQueries(app);
    if (active !== null) assert.equal(active, '0', 'the cancelled query still runs on the server');
    s.send({ jsonrpc: '2.0', id: 13, method: 'ping' });
    assert.ok(await s.reply(13, 3000), 'ping after the cancel');
    await sleep(300);
    assert.equal(await s.reply(10, 10), null, 'a cancelled request must get no reply');
    // the connection is usable afterwards
    s.send(call(14, 'query', { sql: 'SELECT 1 AS one' }));
    const one = await s.reply(14, 5000);
    assert.equal(one?.result?.structuredContent?.rows?.[0]?.one, 1, JSON.stringify(one));
  } finally {
    s.child.kill('SIGKILL');
  }
});

test('U+0000, lone surrogates and integers beyond 64 bits are answered with the request id', async () => {
  const s = await started();
  try {
    s.send('{"jsonrpc":"2.0","id":20,"method":"tools/call","params":{"name":"query","arguments":{"sql":"SELECT \'a\\u0000b\' AS x"}}}');
    const nul = await s.reply(20, 3000);
    assert.ok(nul, 'no reply with id 20 for a string holding \\u0000');
    assert.equal(nul.result?.isError, true, JSON.stringify(nul));
    assert.match(nul.result.content[0].text, /U\+0000|\\u0000|NUL/);

    s.send('{"jsonrpc":"2.0","id":21,"method":"tools/call","params":{"name":"search_columns","arguments":{"query":"email \\ud800"}}}');
    const lone = await s.reply(21, 3000);
    assert.ok(lone, 'no reply with id 21 for a lone surrogate');
    assert.ok(lone.result || lone.error, JSON.stringify(lone));

    s.send('{"jsonrpc":"2.0","id":"\\ud800x","method":"ping"}');
    const loneId = await s.reply('\ud800x', 3000);
    assert.ok(loneId, 'no reply to a request whose id holds a lone surrogate');

    s.send('{"jsonrpc":"2.0","id":22,"method":"tools/call","params":{"name":"get_join_path","arguments":{"from_table":"users","to_table":"accounts","max_paths":100000000000000000000}}}');
    const big = await s.reply(22, 3000);
    assert.ok(big, 'no reply with id 22 for an integer beyond 64 bits');
    assert.ok(big.error?.code === -32602 || big.result?.isError === true, JSON.stringify(big));

    s.send('{"jsonrpc":"2.0","id":123456789012345678901234567890,"method":"ping"}');
    await sleep(500);
    const line = s.lines.map((l) => l.text).find((t) => t.includes('123456789012345678901234567890'));
    assert.ok(line, `no reply echoing a 100-bit id: ${s.lines.map((l) => l.text).join('\n')}`);

    // a real parse error still gets -32700 with a null id
    s.send('{"jsonrpc":"2.0","id":23,"method":');
    await sleep(300);
    const parse = s.lines.map((l) => JSON.parse(l.text)).find((m) => m.error?.code === -32700);
    assert.equal(parse?.id, null);
  } finally {
    await s.close();
  }
});

test('2025-03-26 sessions may send batches; an empty batch is an invalid request', async () => {
  const s = rawSession();
  try {
    s.send(INIT('2025-03-26'));
    const init = await s.reply(1);
    assert.equal(init.result.protocolVersion, '2025-03-26');
    s.send([INITIALIZED, { jsonrpc: '2.0', id: 2, method: 'ping' },
      { jsonrpc: '2.0', id: 3, method: 'tools/list' },
      call(4, 'query', { sql: 'SELECT 42 AS n' })]);
    await sleep(1500);
    const arrays = s.lines.map((l) => JSON.parse(l.text)).filter(Array.isArray);
    assert.equal(arrays.length, 1, `one batch response: ${s.lines.map((l) => l.text.slice(0, 200)).join('\n')}`);
    const byId = Object.fromEntries(arrays[0].map((m) => [m.id, m]));
    assert.deepEqual(Object.keys(byId).sort(), ['2', '3', '4']);
    assert.deepEqual(byId[2].result, {});
    assert.ok(byId[3].result.tools.length >= 12);
    assert.equal(byId[4].result.structuredContent.rows[0].n, 42);
    s.send([]);
    await sleep(300);
    const last = JSON.parse(s.lines.at(-1).text);
    assert.equal(last.error?.code, -32600);
  } finally {
    await s.close();
  }
});

test('2025-11-25 and 2025-06-18 sessions get -32600 for a batch', async () => {
  for (const version of ['2025-11-25', '2025-06-18']) {
    const s = rawSession();
    try {
      s.send(INIT(version));
      assert.equal((await s.reply(1)).result.protocolVersion, version);
      s.send([{ jsonrpc: '2.0', id: 2, method: 'ping' }]);
      await sleep(300);
      const last = JSON.parse(s.lines.at(-1).text);
      assert.equal(last.error?.code, -32600, version);
    } finally {
      await s.close();
    }
  }
});

test('nothing but ping before initialize; a second initialize is refused', async () => {
  const s = rawSession();
  try {
    s.send(call(1, 'query', { sql: 'SELECT 1 AS one' }));
    const early = await s.reply(1);
    assert.ok(early.error, `tools/call before initialize must fail: ${JSON.stringify(early)}`);
    s.send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    assert.ok((await s.reply(2)).error, 'tools/list before initialize must fail');
    s.send({ jsonrpc: '2.0', id: 3, method: 'ping' });
    assert.deepEqual((await s.reply(3)).result, {});
    s.send(INIT('2025-11-25', 4));
    assert.equal((await s.reply(4)).result.protocolVersion, '2025-11-25');
    s.send(INIT('2025-11-25', 5));
    const again = await s.reply(5);
    assert.equal(again.error?.code, -32600, JSON.stringify(again));
    s.send(call(6, 'query', { sql: 'SELECT 1 AS one' }));
    assert.equal((await s.reply(6)).result?.structuredContent?.rows?.[0]?.one, 1);
  } finally {
    await s.close();
  }
});
