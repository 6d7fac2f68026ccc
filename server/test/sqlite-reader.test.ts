// SQLite reads run on a thread of their own (db/sqlite-reader.ts): a read never waits behind a write's transaction,
// sees only what is committed, and fails as a read on the writer's connection would. A write is answered once on disk.
import fsp from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { inWriteTransaction } from '../src/db/app-state.ts';
import { openDatabase, type Db } from '../src/db/database.ts';
import { freshDatabase, onPostgres } from './helpers.ts';

async function database(): Promise<Db> {
  const db = await openDatabase(await freshDatabase());
  onTestFinished(() => db.destroy());
  return db;
}

const copies = async (db: Db) => (await db.selectFrom('inventory_items').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

describe.skipIf(onPostgres)('SQLite reads on their own thread', () => {
  it('answer while a write transaction is open, with the committed rows only, and see the write once committed', async () => {
    const db = await database();
    const figure = await db.selectFrom('figures').select('id').limit(1).executeTakeFirstOrThrow();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const writing = db.transaction().execute(async (trx) => {
      await trx.insertInto('inventory_items').values({ figure_id: figure.id, condition: 'Good', grading_photos: '[]', created_at: '2026-11-27T10:00:00.000Z', updated_at: '2026-11-27T10:00:00.000Z' }).execute();
      inserted();
      await held;
    });
    await insertDone;
    // Before issue 24 this read waited for the transaction's end (one connection, one holder at a time).
    expect(await copies(db)).toBe(0);
    expect(await sql<{ n: number }>`select count(*) as n from inventory_items`.execute(db).then((r) => r.rows[0].n)).toBe(0);
    release();
    await writing;
    expect(await copies(db)).toBe(1);
  });

  it('fail with SQLite\'s own error code', async () => {
    const db = await database();
    await expect(sql`select * from no_such_table`.execute(db)).rejects.toMatchObject({ code: 'SQLITE_ERROR', message: expect.stringContaining('no such table') });
  });

  it('keep working for the databases still open when another is closed', async () => {
    const [first, second] = [await database(), await database()];
    await first.destroy();
    expect(await copies(second)).toBe(0);
  });
});

describe.skipIf(onPostgres)('a SQLite write', () => {
  it('is answered only once the WAL is synced to disk (synchronous NORMAL, the sync off the event loop)', async () => {
    const db = await database();
    expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0].synchronous).toBe(1);
    // FileHandle is not exported: its prototype is reached through a handle.
    const probe = await fsp.open(fileURLToPath(import.meta.url), 'r');
    const fileHandle = Object.getPrototypeOf(probe) as { sync(): Promise<void> };
    await probe.close();
    const original = fileHandle.sync;
    let releaseSync!: () => void;
    const syncHeld = new Promise<void>((resolve) => (releaseSync = resolve));
    const synced: string[] = [];
    const spy = vi.spyOn(fileHandle, 'sync').mockImplementation(async function (this: { sync(): Promise<void> }) {
      synced.push('sync asked');
      await syncHeld;
      await original.call(this);
      synced.push('synced');
    });
    onTestFinished(() => spy.mockRestore());

    let answered = false;
    const writing = inWriteTransaction(db, (trx) => trx.updateTable('app_state').set({ market_summaries_day: '2026-11-27' }).where('id', '=', 1).execute()).then(() => (answered = true));
    await vi.waitFor(() => expect(synced).toEqual(['sync asked']));
    // Committed (a read sees it) but not answered while the sync runs.
    expect((await db.selectFrom('app_state').select('market_summaries_day').executeTakeFirstOrThrow()).market_summaries_day).toBe('2026-11-27');
    expect(answered).toBe(false);
    releaseSync();
    await writing;
    expect(synced).toEqual(['sync asked', 'synced']);
  });
});
