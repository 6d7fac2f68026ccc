import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { onPostgres, tempDataDir } from './helpers.ts';
import { runServerToExit, spawnServer } from './support/spawn-server.ts';

/** Starts the real server with these settings on a fresh DATA_DIR and waits for it to stop. */
const start = (env: Record<string, string>) => runServerToExit(env, tempDataDir());

/** A port something else listens on, for as long as the test runs. */
async function busyPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.address() as net.AddressInfo).port;
}

async function expectOneLine(env: Record<string, string>, line: string | RegExp) {
  const { code, stdout, stderr } = await start(env);
  expect(code).toBe(1);
  expect(stdout).toBe('');
  const lines = stderr.trimEnd().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(line);
  expect(stderr).not.toMatch(/^\s+at /m);
  return lines[0];
}

// About the process, not the database: run once, on SQLite.
describe.skipIf(onPostgres)('a failed start', () => {
  it('says in one line that the port is in use', async () => {
    const port = await busyPort();
    await expectOneLine({ PORT: String(port) }, `Port ${port} is in use: set PORT to another port`);
  }, 60_000);

  it('says in one line that DATA_DIR cannot be used', async () => {
    const file = path.join(tempDataDir(), 'a-file');
    fs.writeFileSync(file, 'not a folder');
    for (const dataDir of [file, path.join(file, 'data')]) {
      await expectOneLine({ DATA_DIR: dataDir }, `DATA_DIR ${dataDir} cannot be used: it is a file, or inside one, not a folder. Set DATA_DIR to a folder this user can write.`);
    }
  }, 60_000);

  it('says in one line that the SQLite file is damaged, and leaves it as it was', async () => {
    const dataDir = tempDataDir();
    const file = path.join(dataDir, 'collection.db');
    const garbage = 'this is not a SQLite database '.repeat(40);
    fs.writeFileSync(file, garbage);
    await expectOneLine({ DATA_DIR: dataDir }, `${file} is not a readable SQLite database (damaged, or another file): restore it from a backup, or move it away to start an empty collection`);
    expect(fs.readFileSync(file, 'utf8')).toBe(garbage);
  }, 60_000);

  it('says in one line that PostgreSQL cannot be reached, without the password', async () => {
    // A port nothing listens on: one the system just gave out and took back.
    const closed = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const free = (server.address() as net.AddressInfo).port;
        server.close(() => resolve(free));
      });
    });
    const line = await expectOneLine(
      { DATABASE_URL: `postgres://collector:hunter2-secret@127.0.0.1:${closed}/collection` },
      `Cannot use the PostgreSQL database at 127.0.0.1:${closed}/collection (DATABASE_URL): the connection was refused: is PostgreSQL running and listening there?`,
    );
    expect(line).not.toContain('hunter2');
  }, 60_000);

  it('says in one line that a setting is wrong', async () => {
    await expectOneLine({ LOG_LEVEL: 'loud' }, 'Configuration error: LOG_LEVEL: LOG_LEVEL must be one of: fatal, error, warn, info, debug, trace, silent');
  }, 60_000);
});

describe.skipIf(onPostgres)('logging', () => {
  it('logs no request by default, and says where the app listens', async () => {
    const dataDir = tempDataDir();
    const { child, url: address, output } = await spawnServer(dataDir);
    expect((await fetch(`${address}/api/inventory`)).status).toBe(200);
    expect((await fetch(`${address}/api/nothing`)).status).toBe(404);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    expect(output().trim().split('\n')).toEqual([`Listening at ${address}; collection data in ${dataDir}`]);
  }, 60_000);
});
