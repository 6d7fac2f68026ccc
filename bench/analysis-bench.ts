/**
 * npm run bench:analysis
 *
 * The financial analysis without its AI call (issue 12): seeds 10,000 copies and 100,000 price records through the
 * app's own write paths (bench/seed.ts) on a temporary DATA_DIR (SQLite, WAL), half the copies carded and half loose
 * (so each figure has a trend per tier, issue 22), then RUNS times "change a copy's
 * purchase price through the API, then GET /api/inventory/financial-analysis" (every write makes the analysis stale,
 * so each read computes it whole: trends, volume, forecasts, advice, trades and rule-based insights).
 * Reports p50/p95/max (target: p95 under 300 ms); exit code 1 when the target is missed.
 *
 * Knobs: BENCH_ANALYSIS_RUNS (20), BENCH_COPIES (10000), BENCH_PRICE_RECORDS (100000).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app.ts';
import { inWriteTransaction } from '../server/src/db/app-state.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { revalueCopies } from '../server/src/inventory/index.ts';
import { random, seedCollection } from './seed.ts';

const RUNS = Number(process.env.BENCH_ANALYSIS_RUNS ?? 20);
const COPIES = Number(process.env.BENCH_COPIES ?? 10_000);
const PRICE_RECORDS = Number(process.env.BENCH_PRICE_RECORDS ?? 100_000);
const TARGET_P95_MS = 300;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmnt-analysis-bench-'));
try {
  console.log(`SQLite (WAL, temporary DATA_DIR); ${os.cpus().length} CPUs; Node ${process.version}`);
  const db = await openDatabase({ dataDir });
  const seedStart = performance.now();
  const { itemIds } = await seedCollection(db, { items: COPIES, priceRecords: PRICE_RECORDS });
  // Advice is per packaging tier (issue 22): the seeded copies get one, half carded and half loose, and their values
  // follow, as an edit of each would leave them.
  await inWriteTransaction(db, async (trx) => {
    await trx.updateTable('inventory_items').set({ packaging_type: 'Loose' }).execute();
    await trx.updateTable('inventory_items').set({ packaging_type: 'Sealed MOC' }).where((eb) => eb(eb('id', '%', 2), '=', 0)).execute();
    await revalueCopies(trx, 'all');
  });
  console.log(`Seeded ${COPIES.toLocaleString('en-US')} copies and ${PRICE_RECORDS.toLocaleString('en-US')} price records in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const app = await buildApp({ db, dataDir, webDist: path.join(dataDir, 'no-web'), insights: null });
  const rand = random(7);

  const times: number[] = [];
  let last;
  for (let run = 0; run <= RUNS; run++) {
    const id = itemIds[Math.floor(rand() * itemIds.length)];
    const write = await app.inject({ method: 'PATCH', url: `/api/inventory/${id}`, payload: { purchase_price: Math.round(500 + rand() * 30000) / 100 } });
    if (write.statusCode !== 200) throw new Error(`PATCH answered ${write.statusCode}: ${write.body}`);
    const started = performance.now();
    const res = await app.inject('/api/inventory/financial-analysis');
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`The analysis answered ${res.statusCode}: ${res.body}`);
    last = res.json();
    // The first read warms the code paths up; it is left out.
    if (run > 0) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `Analysis rests on: ${last.figures_owned} figures owned, ${last.market_trends.length} figure-and-tier rows (${last.market_trends.filter((t: { status: string }) => t.status === 'trend').length} with a trend), ` +
      `${last.sell_recommendations_total} sell recommendations, ${last.trade_opportunities.length} trades, ${last.portfolio_summary.total_items} copies`,
  );
  console.log(`GET /api/inventory/financial-analysis after a write, ${RUNS}x: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms (target p95 < ${TARGET_P95_MS} ms)`);
  await app.close();
  await db.destroy();
  process.exitCode = p95 < TARGET_P95_MS ? 0 : 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
