// npm run backup and npm run restore as a person runs them: the real scripts in their own processes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { figureId, freshDatabase, onPostgres, storedPhoto, tempDataDir } from './helpers.ts';
import { multipart } from './support/multipart.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Location {
  dataDir: string;
  databaseUrl?: string;
}

/** Runs scripts/<script>.ts on a collection, with no terminal (stdin is an ended pipe): its exit code and output. */
function run(script: 'backup' | 'restore', location: Location, args: string[] = []): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: location.dataDir, ...(location.databaseUrl && { DATABASE_URL: location.databaseUrl }) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  onTestFinished(() => void child.kill('SIGKILL'));
  child.stdin.end();
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** A collection made through the app's API, then closed: `copies` copies, and with `more` a sold copy, a recorded sale and a photo. */
async function collection(copies: number, more = false): Promise<Location> {
  const location = await freshDatabase();
  const db = await openDatabase(location);
  const app = await buildApp({ db, dataDir: location.dataDir, webDist: path.join(location.dataDir, 'no-web') });
  try {
    const leo = await figureId(db, 'Leonardo', 1988);
    const add = async () => (await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: leo, condition: 'Good' } })).json().id as number;
    const ids = [];
    for (let i = 0; i < copies; i++) ids.push(await add());
    if (more) {
      expect((await app.inject({ method: 'POST', url: `/api/inventory/${await add()}/sell`, payload: { price: 30, date: '2026-10-02' } })).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: `/api/figures/${leo}/sales`, payload: { price: 12, date: '2026-10-01' } })).statusCode).toBe(201);
      const [, bytes] = await storedPhoto('#336699');
      const photo = await app.inject({ method: 'POST', url: `/api/inventory/${ids[0]}/photos`, ...(await multipart([['photo', { data: bytes, filename: 'a.jpg' }]])) });
      expect(photo.statusCode, photo.body).toBeLessThan(300);
    }
  } finally {
    await app.close();
    await db.destroy();
  }
  return location;
}

/** How many copies (sold ones too) the collection holds now. */
async function copiesIn(location: Location): Promise<number> {
  const db = await openDatabase(location);
  try {
    return (await db.selectFrom('inventory_items').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  } finally {
    await db.destroy();
  }
}

/** A backup of a collection of `copies` copies, made by npm run backup. */
async function backupOf(copies: number): Promise<string> {
  const file = path.join(tempDataDir(), 'backup.zip');
  const made = await run('backup', await collection(copies), [file]);
  expect(made.code, made.stderr).toBe(0);
  return file;
}

describe('npm run backup and npm run restore', { timeout: 90_000 }, () => {
  it('refuses a DATA_DIR that does not exist, naming it, and makes nothing', async () => {
    const missing = path.join(tempDataDir(), 'data');
    const empty = tempDataDir();
    const [answer, nothing] = await Promise.all([run('backup', { dataDir: missing }), run('backup', { dataDir: empty })]);
    expect(answer.code).not.toBe(0);
    expect(answer.stdout).toContain(`Data directory: ${missing} · database: ${path.join(missing, 'collection.db')}`);
    expect(answer.stderr).toBe(`DATA_DIR ${missing} does not exist: set DATA_DIR to the app's data directory (where it keeps collection.db and uploads/)\n`);
    expect(fs.existsSync(missing)).toBe(false);

    // A folder without the collection's database: nothing to back up (and no empty one is made there).
    expect(nothing.code).not.toBe(0);
    expect(nothing.stderr).toMatch(/^Nothing to back up: .* holds no collection \(no collection\.db\)/);
    expect(fs.readdirSync(empty)).toEqual([]);
  });

  it('says which data directory and database it backs up, and writes the file', async () => {
    const location = await collection(2);
    const file = path.join(tempDataDir(), 'mine.zip');
    const answer = await run('backup', location, [file]);
    expect(answer.code, answer.stderr).toBe(0);
    // PostgreSQL's address is said with its password hidden.
    const address = location.databaseUrl ? new URL(location.databaseUrl) : null;
    if (address?.password) address.password = '***';
    expect(answer.stdout.split('\n')[0]).toBe(`Data directory: ${location.dataDir} · database: ${address?.href ?? path.join(location.dataDir, 'collection.db')}`);
    expect(answer.stdout).toContain(`Backed up to ${file}`);
    expect(fs.statSync(file).size).toBeGreaterThan(0);
  });

  it('without a terminal and without --yes, shows what it would replace and refuses, changing nothing', async () => {
    const [file, here] = await Promise.all([backupOf(0), collection(2)]);
    const answer = await run('restore', here, [file]);
    expect(answer.code).not.toBe(0);
    expect(answer.stdout).toContain('holds 0 copies');
    expect(answer.stderr).toContain('--yes');
    expect(answer.stderr).toMatch(/^Not restored, nothing was changed/);
    expect(await copiesIn(here)).toBe(2);
  });

  it('with --yes, says what the backup holds beside what it replaces, then replaces it', async () => {
    const [file, here] = await Promise.all([backupOf(0), collection(2, true)]);
    const answer = await run('restore', here, [file, '--yes']);
    expect(answer.code, answer.stderr).toBe(0);
    const lines = answer.stdout.split('\n');
    expect(lines[0]).toMatch(/^Data directory: /);
    expect(lines[1]).toMatch(/^The backup \(made \d{4}-\d\d-\d\d \d\d:\d\d\) holds 0 copies, 0 sold copies, 0 recorded sales, 0 photos\.$/);
    expect(lines[2]).toMatch(/^It will replace the collection here: 2 copies, 1 sold copy, 1 recorded sale, 1 photo \(last changed \d{4}-\d\d-\d\d \d\d:\d\d\)\.$/);
    expect(answer.stdout).toContain('Restored the backup made');
    expect(await copiesIn(here)).toBe(0);
  });

  it('refuses to restore into a DATA_DIR that does not exist', async () => {
    const file = await backupOf(0);
    const missing = path.join(tempDataDir(), 'data');
    const answer = await run('restore', { dataDir: missing, ...(onPostgres && { databaseUrl: (await freshDatabase()).databaseUrl }) }, [file, '--yes']);
    expect(answer.code).not.toBe(0);
    expect(answer.stderr).toContain(`DATA_DIR ${missing} does not exist`);
    expect(fs.existsSync(missing)).toBe(false);
  });
});
