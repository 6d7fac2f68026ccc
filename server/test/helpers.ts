import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { inject, onTestFinished } from 'vitest';
import type { InsightsWriter } from '../src/analysis/index.ts';
import { buildApp, type App } from '../src/app.ts';
import type { AccessOptions } from '../src/auth/index.ts';
import type { UpcLookup } from '../src/catalog/index.ts';
import { openDatabase, type Db } from '../src/db/database.ts';
import type { Ai } from '../src/grading/index.ts';
import { createMarket, createMarketSources, recordPrices, type EbayConfig } from '../src/market/index.ts';
import { createRates } from '../src/rates/index.ts';
import { ServiceSettings, type Instance } from '../src/settings/index.ts';
import { adminQuery } from './support/embedded-postgres.ts';
import { FAKE_EBAY_CLIENT } from './support/fake-ebay.ts';
import { TEMPLATE_DATABASE } from './support/pg-global-setup.ts';

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

/** The PostgreSQL server of this run, in the PostgreSQL tier (npm run test:pg); undefined on SQLite. */
const postgresUrl: string | undefined = inject('postgresUrl');
export const onPostgres = postgresUrl !== undefined;

let databaseCount = 0;

/**
 * A fresh, migrated database for one test, dropped when it ends: in the PostgreSQL tier a copy of the run's
 * template database, else (and for DATA_DIR's other contents in both) a temporary DATA_DIR.
 */
export async function freshDatabase(dataDir = tempDataDir()): Promise<{ dataDir: string; databaseUrl?: string }> {
  if (!postgresUrl) return { dataDir };
  const name = `tmnt_test_${process.pid}_${++databaseCount}`;
  await adminQuery(postgresUrl, `create database ${name} template ${TEMPLATE_DATABASE}`);
  onTestFinished(() => adminQuery(postgresUrl!, `drop database if exists ${name} with (force)`));
  const databaseUrl = new URL(postgresUrl);
  databaseUrl.pathname = `/${name}`;
  return { dataDir, databaseUrl: databaseUrl.href };
}

/** A fresh database (see freshDatabase), opened, closed when the test ends. */
export async function openTestDatabase(): Promise<Db> {
  const db = await openDatabase({ ...(await freshDatabase()), poolSize: 4 });
  onTestFinished(() => db.destroy());
  return db;
}

/** The app on a fresh database and a temporary DATA_DIR (its grading photos there too), closed when the test ends. */
export async function buildTestApp(
  options: {
    dataDir?: string; upcLookup?: UpcLookup | null; webDist?: string; ebay?: EbayConfig; ai?: Ai; insights?: InsightsWriter | null; access?: AccessOptions;
    /** Where the ECB's rates are read (a fake-ecb.ts server); default: nowhere reachable, so a rate never comes from the network. */
    ecbRatesUrl?: string;
    /** The environment Settings' services are read with, beside what DATA_DIR/services.json holds; default: none. */
    serviceEnv?: NodeJS.ProcessEnv;
    /** TRUSTED_PROXIES; default: none. */
    trustedProxies?: string[];
    /** How the instance runs (its host, the addresses a phone opens); default: as with no settings. */
    instance?: Instance;
  } = {},
): Promise<TestApp> {
  const location = await freshDatabase(options.dataDir);
  const db = await openDatabase({ ...location, poolSize: 4 });
  const app = await buildApp({
    db,
    upcLookup: options.upcLookup ?? null,
    webDist: options.webDist ?? path.join(location.dataDir, 'no-web'),
    dataDir: location.dataDir,
    ...(options.ai && { ai: options.ai }),
    ...(options.insights !== undefined && { insights: options.insights }),
    ...(options.access && { access: options.access }),
    ...(options.serviceEnv && { serviceSettings: ServiceSettings.read(location.dataDir, options.serviceEnv) }),
    ...(options.trustedProxies && { trustedProxies: options.trustedProxies }),
    ...(options.instance && { instance: options.instance }),
    market: createMarket(db, options.ebay ? createMarketSources(db, options.ebay) : { active: null, sold: null }, createRates(db, { baseUrl: options.ecbRatesUrl ?? UNREACHABLE_ECB })),
  });
  onTestFinished(async () => {
    await app.close();
    await db.destroy();
  });
  return { app, db, dataDir: location.dataDir };
}

/** A port nothing listens on (discard): a rate asked there is missing at once. */
const UNREACHABLE_ECB = 'http://127.0.0.1:9/';

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

/** Records sold prices for a figure as if a marketplace had reported them (market prices and values follow). */
/** A photo as the app stores one: a small JPEG of one colour, and its name (the SHA-256 of its bytes). */
export async function storedPhoto(colour: string): Promise<[name: string, bytes: Buffer]> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).jpeg().toBuffer();
  return [`${createHash('sha256').update(bytes).digest('hex')}.jpg`, bytes];
}

export async function recordSales(
  db: Db,
  figureId: number,
  sales: { cents: number; date: string; title?: string; tier?: 'carded' | 'loose'; currency?: string }[],
): Promise<void> {
  await recordPrices(
    db,
    sales.map((s, n) => ({
      figure_id: figureId,
      price_cents: s.cents,
      currency: s.currency ?? 'USD',
      title: s.title ?? `Sale ${n + 1}`,
      url: null,
      condition: null,
      source: 'ebay_scrape',
      external_id: `${figureId}-${s.date}-${s.cents}-${n}-${Math.random()}`,
      sold_at: s.date,
      fetched_at: `${s.date}T12:00:00.000Z`,
      seen_at: `${s.date}T12:00:00.000Z`,
      tier: s.tier ?? null,
    })),
  );
}

export async function figureId(db: Db, name: string, year?: number): Promise<number> {
  let q = db.selectFrom('figures').select('id').where('name', '=', name);
  if (year) q = q.where('year', '=', year);
  const row = await q.orderBy('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Settings that point both eBay sources at a fake eBay (see support/fake-ebay.ts), with no spacing between requests. */
export function fakeEbayConfig(url: string, overrides: Partial<EbayConfig> = {}): EbayConfig {
  return { keys: { clientId: FAKE_EBAY_CLIENT.id, clientSecret: FAKE_EBAY_CLIENT.secret }, apiBase: url, webBase: url, soldSearch: true, spacingMs: 0, ...overrides };
}
