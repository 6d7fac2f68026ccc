import { describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../e2e/support/server.ts';
import { openDatabase } from '../src/db/database.ts';
import { createScheduler } from '../src/jobs/index.ts';
import { freshDatabase, onPostgres } from './helpers.ts';

/** Two real app processes (server/src/main.ts, as npm start runs it) on one database. */
async function twoInstances(): Promise<[RunningServer, RunningServer]> {
  const { dataDir, databaseUrl } = await freshDatabase();
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  // Started at the same time: both migrate and check stored values at once, and must not trip over each other.
  const servers = await Promise.all([startServer(env, dataDir, { keepDataDir: true }), startServer(env, dataDir, { keepDataDir: true })]);
  return servers;
}

const json = async (server: RunningServer, path: string, init?: RequestInit): Promise<Record<string, unknown> & { id: number }> => {
  const res = await fetch(`${server.url}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Record<string, unknown> & { id: number };
};

describe('several instances on one database', () => {
  it('give the same answers right after a write through either one', { timeout: 60_000 }, async () => {
    const [a, b] = await twoInstances();
    try {
      const figures = (await json(a, '/api/figures?q=leonardo')) as unknown as { id: number }[];
      const leo = figures[0].id;
      // Both have answered (and kept) the empty collection's figures before any write.
      for (const server of [a, b]) expect(await json(server, '/api/inventory/stats')).toMatchObject({ total_items: 0 });

      const copy = await json(a, '/api/inventory', { method: 'POST', body: JSON.stringify({ figure_id: leo, condition: 'Mint', purchase_price: 25 }) });
      expect(await json(b, '/api/inventory/stats')).toMatchObject({ total_items: 1, total_value: 25, total_invested: 25 });
      expect(await json(b, '/api/inventory/top-valuable')).toMatchObject([{ id: copy.id, estimated_value: 25 }]);

      await json(b, `/api/inventory/${copy.id}`, { method: 'PATCH', body: JSON.stringify({ purchase_price: 40 }) });
      for (const path of ['/api/inventory/stats', '/api/inventory/top-valuable', '/api/inventory/series-completion', '/api/inventory']) {
        expect(await json(a, path), path).toEqual(await json(b, path));
      }
      expect(await json(a, '/api/inventory/stats')).toMatchObject({ total_value: 40 });

      // One data version across instances: an ETag from one is current at the other.
      const etag = (await fetch(`${a.url}/api/inventory`)).headers.get('etag')!;
      expect((await fetch(`${b.url}/api/inventory`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});

describe.runIf(onPostgres)('background work across instances', () => {
  it('runs once however many instances ask for it at the same time', async () => {
    const location = await freshDatabase();
    // Three instances: each its own connection pool and scheduler, as separate processes would have.
    const pools = await Promise.all([1, 2, 3].map(() => openDatabase({ ...location, poolSize: 2 })));
    let runs = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const job = { kind: 'collect', run: async () => { runs++; await released; } };
    const schedulers = pools.map((db, i) => createScheduler({ db, owner: `instance-${i}`, jobs: [job], log: { warn() {}, error() {} } }));
    try {
      const outcomes = await Promise.all(schedulers.flatMap((s) => [s.runNow('collect'), s.runNow('collect')]));
      const started = outcomes.filter((o) => o.started);
      expect(started).toHaveLength(1);
      expect(new Set(outcomes.map((o) => o.run.id))).toEqual(new Set([started[0].run.id]));
      release();
      if (started[0].started) expect((await started[0].finished).status).toBe('succeeded');
      expect(runs).toBe(1);
    } finally {
      release();
      await Promise.all(schedulers.map((s) => s.stop()));
      await Promise.all(pools.map((db) => db.destroy()));
    }
  });
});
