// helpers.mjs: shared plumbing for the ekaya-mcp tests.
//
// Both suites need the binary's path and the PG* connection from run.sh;
// the SDK suite also needs a connected client and a way to parse results.
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const here = path.dirname(fileURLToPath(import.meta.url));

// The binary under test: EKAYA_MCP overrides the in-tree build.
export const BINARY = process.env.EKAYA_MCP ?? path.resolve(here, '../../mcp/ekaya-mcp');

// Start ekaya-mcp through the official SDK client and complete initialize.
// Its stderr is collected so a failing test can show the server's log.
export async function connect({ args = [], env = {} } = {}) {
  const transport = new StdioClientTransport({
    command: BINARY,
    args,
    env: { ...process.env, ...env },
    stderr: 'pipe',
  });
  const log = [];
  transport.stderr?.on('data', (chunk) => log.push(chunk.toString()));
  const client = new Client({ name: 'ekaya-mcp-tests', version: '1.0.0' });
  await client.connect(transport);
  return { client, transport, log };
}

// Call a tool and return the result after checking the invariants every
// successful result must satisfy: a text block holding the same JSON as
// structuredContent (the SDK itself validates it against outputSchema).
export async function callOk(client, name, args = {}) {
  const result = await client.callTool({ name, arguments: args });
  if (result.isError) {
    throw new Error(`${name} failed: ${result.content?.[0]?.text}`);
  }
  const text = result.content.find((c) => c.type === 'text');
  if (!text) throw new Error(`${name}: no text content block`);
  const parsed = JSON.parse(text.text);
  if (JSON.stringify(parsed) !== JSON.stringify(result.structuredContent)) {
    throw new Error(`${name}: text block differs from structuredContent`);
  }
  return result.structuredContent;
}

// Call a tool that must fail as a tool error; returns its text.
export async function callError(client, name, args = {}) {
  const result = await client.callTool({ name, arguments: args });
  if (!result.isError) {
    throw new Error(`${name} should have failed, got ${JSON.stringify(result.structuredContent)}`);
  }
  return result.content.map((c) => c.text ?? '').join('\n');
}

// Run SQL with psql on the test database (or on database), or return null
// when psql is not installed (the tests that need it then skip).
export function psql(sql, { database } = {}) {
  const db = database ? ['-d', database] : [];
  const r = spawnSync('psql', ['-X', '-A', '-t', '-v', 'ON_ERROR_STOP=1', ...db, '-c', sql], {
    encoding: 'utf8',
  });
  if (r.error) return null;
  if (r.status !== 0) throw new Error(`psql failed: ${r.stderr}`);
  return r.stdout.trim();
}

// Send raw lines to a fresh ekaya-mcp, close stdin, and collect every stdout
// line and the exit status (for input the SDK cannot or will not send).
export function exchange(lines, { env = {}, args = [] } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(BINARY, args, { env: { ...process.env, ...env } });
    const out = [];
    let err = '';
    createInterface({ input: child.stdout }).on('line', (l) => out.push(l));
    child.stderr.on('data', (d) => { err += d; });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
    for (const l of lines) child.stdin.write(`${l}\n`);
    child.stdin.end();
  });
}

// A raw stdio session: write lines when you like, wait for the reply with an
// id (or give up after ms), and see every line the server wrote.
export function rawSession({ env = {}, args = [] } = {}) {
  const child = spawn(BINARY, args, { env: { ...process.env, ...env } });
  const lines = [];
  const waiters = [];
  let err = '';
  child.stderr.on('data', (d) => { err += d; });
  createInterface({ input: child.stdout }).on('line', (l) => {
    lines.push({ at: Date.now(), text: l });
    for (const w of [...waiters]) w();
  });
  return {
    child,
    lines,
    get stderr() { return err; },
    send(obj) { child.stdin.write(`${typeof obj === 'string' ? obj : JSON.stringify(obj)}\n`); },
    // the first reply whose id is id (compared as JSON text), or null after ms
    reply(id, ms = 5000) {
      const find = () => lines.map((l) => { try { return JSON.parse(l.text); } catch { return null; } })
        .find((m) => m && !Array.isArray(m) && JSON.stringify(m.id) === JSON.stringify(id)) ?? null;
      return new Promise((resolve) => {
        const hit = find();
        if (hit) return resolve(hit);
        const timer = setTimeout(() => { waiters.splice(waiters.indexOf(check), 1); resolve(null); }, ms);
        const check = () => {
          const m = find();
          if (m) { clearTimeout(timer); waiters.splice(waiters.indexOf(check), 1); resolve(m); }
        };
        waiters.push(check);
      });
    },
    close() {
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.on('close', (code) => resolve(code));
        child.stdin.end();
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      });
    },
  };
}

export const INIT = (version = '2025-11-25', id = 1) => ({
  jsonrpc: '2.0', id, method: 'initialize',
  params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 't', version: '1' } },
});
export const INITIALIZED = { jsonrpc: '2.0', method: 'notifications/initialized' };

// A statement the query tool allows that runs for many seconds (pg_sleep is refused).
export const SLOW_SQL = 'SELECT count(*) AS n FROM generate_series(1, 30000) a, generate_series(1, 30000) b';

// Wait up to 3 s until no backend of application app still runs SLOW_SQL;
// the number still running ('0' when none, null without psql).
export async function activeSlowQueries(app) {
  let active = null;
  for (let i = 0; i < 30; i++) {
    await sleep(100);
    active = psql(`SELECT count(*) FROM pg_stat_activity WHERE application_name = '${app}' `
      + "AND state = 'active' AND query LIKE '%generate_series%'");
    if (active === '0' || active === null) break;
  }
  return active;
}
