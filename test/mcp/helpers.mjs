// helpers.mjs: shared plumbing for the ekaya-mcp tests.
//
// Both suites need the binary's path and the PG* connection from run.sh;
// the SDK suite also needs a connected client and a way to parse results.
import { spawnSync } from 'node:child_process';
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
