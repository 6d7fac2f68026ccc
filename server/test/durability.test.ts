import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../src/db/database.ts';
import { onPostgres, tempDataDir } from './helpers.ts';
import { spawnServer } from './support/spawn-server.ts';

const WRITES = 200;
const PARALLEL = 4;
/** The server is killed once this many writes are acknowledged: mid-burst, with writes in flight. */
const KILL_AFTER = 80;

// About SQLite's file on disk: the PostgreSQL tier has no file to check.
describe.skipIf(onPostgres)('a kill -9 in the middle of a burst of writes', () => {
  it('leaves an intact database holding every copy the server acknowledged', async () => {
    const dataDir = tempDataDir();
    const { child, url, exited } = await spawnServer(dataDir);
    const figures = (await (await fetch(`${url}/api/figures?q=leonardo`)).json()) as { id: number }[];
    const figureId = figures[0].id;

    const acknowledged = new Map<number, string>();
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < WRITES && !killed) {
        const notes = `burst write ${next++}`;
        try {
          const res = await fetch(`${url}/api/inventory`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ figure_id: figureId, condition: 'Good', purchase_price: 12.5, notes }),
          });
          if (res.status === 201) acknowledged.set(((await res.json()) as { id: number }).id, notes);
        } catch {
          // The server is gone: this write was never acknowledged.
        }
        if (acknowledged.size >= KILL_AFTER && !killed) {
          killed = true;
          child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    expect(await exited).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
    // Killed mid-burst: not every write was made.
    expect(next).toBeLessThan(WRITES);

    const sqlite = new SQLite(path.join(dataDir, DATABASE_FILE));
    try {
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(sqlite.pragma('foreign_key_check')).toEqual([]);
      const rows = sqlite.prepare('select id, figure_id, condition, purchase_price_cents, notes from inventory_items').all() as { id: number; notes: string }[];
      const stored = new Map(rows.map((r) => [r.id, r]));
      for (const [id, notes] of acknowledged) {
        expect(stored.get(id), `acknowledged copy ${id}`).toEqual({ id, figure_id: figureId, condition: 'Good', purchase_price_cents: 1250, notes });
      }
      // A write cut off before its answer may or may not be there, but never half: the summary table agrees with the rows.
      const { items } = sqlite.prepare('select coalesce(sum(items), 0) as items from copy_groups').get() as { items: number };
      expect(items).toBe(rows.length);
    } finally {
      sqlite.close();
    }

    // And the app starts again on it, listing every acknowledged copy.
    const again = await spawnServer(dataDir);
    const listed = (await (await fetch(`${again.url}/api/inventory`)).json()) as { id: number }[];
    const ids = new Set(listed.map((i) => i.id));
    for (const id of acknowledged.keys()) expect(ids.has(id), `copy ${id} listed`).toBe(true);
  }, 120_000);
});
