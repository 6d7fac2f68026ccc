// Every cached answer reads the data version: on SQLite through one prepared statement, once per turn of the event
// loop. It must still see every committed write, from this connection or another, and never an uncommitted one.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it, onTestFinished } from 'vitest';
import { currentDataVersion, inWriteTransaction, readDataVersion } from '../src/db/app-state.ts';
import { DATABASE_FILE, openDatabase } from '../src/db/database.ts';
import { freshDatabase, onPostgres } from './helpers.ts';

async function twoConnections() {
  const location = await freshDatabase();
  const [first, second] = [await openDatabase({ ...location, poolSize: 2 }), await openDatabase({ ...location, poolSize: 2 })];
  onTestFinished(async () => {
    await first.destroy();
    await second.destroy();
  });
  return { first, second };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the data version', () => {
  it('sees a write committed through another connection (another instance) at once', async () => {
    const { first, second } = await twoConnections();
    const before = await readDataVersion(first);
    await inWriteTransaction(second, async () => undefined);
    expect(await readDataVersion(first)).toBe(before + 1);
  });

  it.skipIf(onPostgres)('never reads a bump its own connection has not committed yet, and does not wait for the commit', async () => {
    const { first } = await twoConnections();
    const before = await readDataVersion(first);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = inWriteTransaction(first, async (trx) => {
      await trx.updateTable('app_state').set({ market_summaries_day: null }).where('id', '=', 1).execute();
      await held;
    });
    await turn();
    // Answered while the write's transaction is open: the last committed version (issue 24: reads never wait behind writes).
    expect(await readDataVersion(first)).toBe(before);
    release();
    await writing;
    expect(await readDataVersion(first)).toBe(before + 1);
  });

  // On PostgreSQL a query's answer itself arrives in a later turn of the loop.
  it.skipIf(onPostgres)('is read once for the requests of one turn of the event loop, afresh after a write of this process, and in the next turn', async () => {
    const location = await freshDatabase();
    const first = await openDatabase(location);
    // Another instance (another process), writing within this turn: a connection of its own, used synchronously.
    const other = new SQLite(path.join(location.dataDir, DATABASE_FILE));
    onTestFinished(async () => {
      other.close();
      await first.destroy();
    });
    const before = await currentDataVersion(first);
    // Its write in the same turn is as if it came just after these requests...
    other.prepare('update app_state set data_version = data_version + 1 where id = 1').run();
    expect(await currentDataVersion(first)).toBe(before);
    // ...and is seen in the next turn.
    await turn();
    expect(await currentDataVersion(first)).toBe(before + 1);
    // A write this process committed is seen at once, in the same turn: its client may ask next.
    await inWriteTransaction(first, async () => undefined);
    expect(await currentDataVersion(first)).toBe(before + 2);
  });
});
