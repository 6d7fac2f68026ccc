import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DATABASE_FILE, openDatabase } from '../src/db/database.ts';
import { figureId, freshDatabase, onPostgres, tempDataDir } from './helpers.ts';

describe('restart', () => {
  it('keeps every copy, edit and attached code when the app starts again on the same DATA_DIR', async () => {
    const location = await freshDatabase();
    const db1 = await openDatabase(location);
    const app1 = await buildApp({ db: db1, dataDir: location.dataDir });
    const leo = await figureId(db1, 'Leonardo', 1988);
    const figureCount = (await db1.selectFrom('figures').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n;
    await app1.inject({ method: 'PATCH', url: `/api/figures/${leo}`, payload: { upc: '036000291452' } });
    const created = (await app1.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: leo, condition: 'Mint', purchase_price: 12.34, notes: 'kept' } })).json();
    await app1.close();
    await db1.destroy();
    if (!onPostgres) expect(fs.existsSync(path.join(location.dataDir, DATABASE_FILE))).toBe(true);

    const db2 = await openDatabase(location);
    const app2 = await buildApp({ db: db2, dataDir: location.dataDir });
    try {
      expect((await app2.inject(`/api/inventory/${created.id}`)).json()).toEqual(created);
      expect((await app2.inject({ method: 'POST', url: '/api/figures/lookup', payload: { upc: '036000291452' } })).json().figure.id).toBe(leo);
      // The catalogue is not loaded twice.
      expect((await db2.selectFrom('figures').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n).toBe(figureCount);
      const journal = await db2.selectFrom('figures').select('id').limit(1).execute();
      expect(journal).toHaveLength(1);
    } finally {
      await app2.close();
      await db2.destroy();
    }
  });

  it.skipIf(onPostgres)('uses WAL mode (synchronous NORMAL: each write is answered once its WAL is synced, see sqlite-reader.test.ts) and enforces foreign keys', async () => {
    const db = await openDatabase({ dataDir: tempDataDir() });
    try {
      const { sql } = await import('kysely');
      expect((await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)).rows[0].journal_mode).toBe('wal');
      // 1 = NORMAL: the commit does not wait for the disk; the write's answer does (WalSync in db/database.ts).
      expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0].synchronous).toBe(1);
      expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0].foreign_keys).toBe(1);
      await expect(
        db.insertInto('inventory_items').values({ figure_id: 999999, condition: 'Good', grading_photos: '[]', created_at: 'x', updated_at: 'x' }).execute(),
      ).rejects.toThrow(/FOREIGN KEY/);
    } finally {
      await db.destroy();
    }
  });
});
