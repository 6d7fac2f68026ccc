import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from './helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 45_000;

let dataDir: string;
let started: { child: ChildProcess; pid: number }[] = [];

beforeAll(() => {
  // One DATA_DIR for the file: only the first start loads the catalogue.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmnt-shutdown-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
afterEach(() => {
  for (const { child, pid } of started) {
    child.kill('SIGKILL');
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  started = [];
});

/** Runs the server (through `command`), resolves once it listens, with its port and the server process's id. */
async function launch(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    // WEB_DIST at an empty folder: the API alone, no web build needed.
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let output = '';
  const listening = new Promise<{ port: number; pid: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start in ${START_TIMEOUT_MS} ms: ${output}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const line = output.split('\n').find((l) => l.includes('Server listening at'));
      if (!line) return;
      clearTimeout(timer);
      const entry = JSON.parse(line) as { pid: number; msg: string };
      resolve({ port: Number(/:(\d+)$/.exec(entry.msg)![1]), pid: entry.pid });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`Server exited early: ${output}`));
    });
  });
  const { port, pid } = await listening;
  started.push({ child, pid });
  return { child, port, closed };
}

function portAcceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// About the process, not the database: run once, on SQLite. POSIX signals and sh, so not on Windows.
describe.skipIf(onPostgres || process.platform === 'win32')('stopping the server', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`closes and exits 0 on ${signal}, freeing the port`, async () => {
      const { child, port } = await launch(process.execPath, ['--import', 'tsx', 'server/src/main.ts']);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill(signal);
      expect(await exited).toBe(0);
      expect(await portAcceptsConnections(port)).toBe(false);
    }, 60_000);
  }

  it('stops when a SIGTERM to `npm start` ends the shell npm runs it in', async () => {
    // npm passes a SIGTERM to the `sh -c <script>` it started, and sh dies without passing it to the server.
    const start = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
    // The server's half of the script, without the web build before it (which the test does not need).
    const serve = start.replace(/^node --import tsx scripts\/build-if-changed\.ts && /, '');
    expect(serve).not.toBe(start);
    const { child, port, closed } = await launch('/bin/sh', ['-c', serve], {
      npm_lifecycle_event: 'start',
      PATH: `${path.join(ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    });
    const serverPid = started.at(-1)!.pid;
    expect(serverPid).not.toBe(child.pid);
    child.kill('SIGTERM');
    // The server's end of the output pipe closes when it exits.
    await closed;
    expect(await portAcceptsConnections(port)).toBe(false);
  }, 60_000);
});
