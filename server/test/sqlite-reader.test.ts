// SQLite reads run on a thread of their own (db/sqlite-reader.ts): a read never waits behind a write's transaction,
// sees only what is committed, and fails as a read on the writer's connection would.
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
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
      await trx.insertInto('inventory_items').values({ figure_id: figure.id, condition: 'Good', owned_accessories: '[]', grading_photos: '[]', created_at: '2026-11-27T10:00:00.000Z', updated_at: '2026-11-27T10:00:00.000Z' }).execute();
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
