import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import type { UpcLookup } from '../src/catalog/upc-lookup.ts';
import { openDatabase, type Db } from '../src/db/database.ts';

export interface TestApp {
  app: App;
  db: Db;
  dataDir: string;
}

export function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmnt-test-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The app on a fresh SQLite file in a temporary DATA_DIR, closed when the test ends. */
export async function buildTestApp(options: { dataDir?: string; upcLookup?: UpcLookup | null; webDist?: string } = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? tempDataDir();
  const db = await openDatabase(dataDir);
  const app = await buildApp({ db, upcLookup: options.upcLookup ?? null, webDist: options.webDist ?? path.join(dataDir, 'no-web') });
  onTestFinished(async () => {
    await app.close();
    await db.destroy();
  });
  return { app, db, dataDir };
}

/** A local HTTP server standing in for an external service; closed when the test ends. */
export async function fakeServer(handler: http.RequestListener): Promise<{ url: string; requests: http.IncomingMessage[] }> {
  const requests: http.IncomingMessage[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

/** Records sold prices for a figure as if a marketplace had reported them, and refreshes its market price. */
export async function recordSales(db: Db, figureId: number, sales: { cents: number; date: string; title?: string }[]): Promise<void> {
  const { refreshMarketSummary } = await import('../src/market/summaries.ts');
  let n = 0;
  for (const s of sales) {
    await db
      .insertInto('price_records')
      .values({
        figure_id: figureId,
        price_cents: s.cents,
        title: s.title ?? `Sale ${++n}`,
        url: null,
        condition: null,
        source: 'ebay_scrape',
        external_id: `${figureId}-${s.date}-${s.cents}-${n++}`,
        sold_at: s.date,
        fetched_at: `${s.date}T12:00:00.000Z`,
      })
      .execute();
  }
  await refreshMarketSummary(db, figureId);
}

export async function figureId(db: Db, name: string, year?: number): Promise<number> {
  let q = db.selectFrom('figures').select('id').where('name', '=', name);
  if (year) q = q.where('year', '=', year);
  const row = await q.orderBy('id').executeTakeFirstOrThrow();
  return row.id;
}
