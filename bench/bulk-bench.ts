/**
 * npm run bench:bulk (SQLite) / npm run bench:bulk -- --pg (an embedded PostgreSQL server the bench starts)
 *
 * Changes to many copies at once (issue 38): seeds 10,000 copies and 100,000 price records through the app's own
 * write paths (bench/seed.ts), then RUNS times, each on 1,000 copies picked at random, times POST
 * /api/inventory/bulk through the app (app.inject, the whole request: checks, writes, revaluation, sums, the undo
 * record) for each kind of change: a move with a new condition and packaging (every copy valued again), tags added,
 * and a delete; and the undo of each. Reports p50/p95/max per kind (target: every one at most 1 s); exit code 1 when
 * a target is missed, 2 when the bench itself failed.
 *
 * Knobs: BENCH_BULK_RUNS (5), BENCH_BULK_COPIES (1000), BENCH_COPIES (10000), BENCH_PRICE_RECORDS (100000).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app.ts';
import { openDatabase } from '../server/src/db/database.ts';
import type { RunningPostgres } from '../server/test/support/embedded-postgres.ts';
import { random, seedCollection } from './seed.ts';

const RUNS = Number(process.env.BENCH_BULK_RUNS ?? 5);
const PER_CHANGE = Number(process.env.BENCH_BULK_COPIES ?? 1000);
const COPIES = Number(process.env.BENCH_COPIES ?? 10_000);
const PRICE_RECORDS = Number(process.env.BENCH_PRICE_RECORDS ?? 100_000);
const TARGET_MS = 1000;

const usePg = process.argv.includes('--pg') || process.env.BENCH_DB === 'pg';
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const count = (n: number) => n.toLocaleString('en-US');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmnt-bulk-bench-'));
let postgres: RunningPostgres | undefined;
try {
  console.log(`${usePg ? 'PostgreSQL (embedded server on loopback, fsync off)' : 'SQLite (WAL, temporary DATA_DIR)'}; ${os.cpus().length} CPUs; Node ${process.version}`);
  let databaseUrl: string | undefined;
  if (usePg) {
    // Loaded only when asked for: embedded-postgres hooks process exit (see the end).
    const { adminQuery, startPostgres } = await import('../server/test/support/embedded-postgres.ts');
    postgres = await startPostgres();
    await adminQuery(postgres.url, 'create database bench');
    databaseUrl = postgres.urlFor('bench');
  }
  const db = await openDatabase({ dataDir, databaseUrl });
  const seedStart = performance.now();
  const { itemIds } = await seedCollection(db, { items: COPIES, priceRecords: PRICE_RECORDS });
  console.log(`Seeded ${count(COPIES)} copies and ${count(PRICE_RECORDS)} price records in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const app = await buildApp({ db, dataDir, webDist: path.join(dataDir, 'no-web'), insights: null });
  const post = async (url: string, payload: object) => {
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url, payload });
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`POST ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return { elapsed, body: res.json() };
  };
  const tote = (await app.inject({ method: 'POST', url: '/api/places', payload: { name: 'Tote B' } })).json();

  const rand = random(11);
  const pickCopies = () => {
    const picked = new Set<number>();
    while (picked.size < PER_CHANGE) picked.add(itemIds[Math.floor(rand() * itemIds.length)]);
    return [...picked];
  };
  const kinds = {
    'move, condition and packaging (revalued)': (ids: number[], run: number) => ({ ids, set: { place_id: tote.id, condition: run % 2 ? 'Mint' : 'Fair', packaging_type: run % 2 ? 'Sealed MOC' : 'Loose' } }),
    'tags added': (ids: number[], run: number) => ({ ids, tags_add: [`Show ${run}`, 'For trade'] }),
    delete: (ids: number[]) => ({ ids, delete: true }),
  };
  const times = new Map<string, number[]>();
  const record = (name: string, ms: number) => times.set(name, [...(times.get(name) ?? []), ms]);
  // The first run warms the code paths up; it is left out.
  for (let run = 0; run <= RUNS; run++) {
    for (const [name, body] of Object.entries(kinds)) {
      const change = await post('/api/inventory/bulk', body(pickCopies(), run));
      if (change.body.changed.length + change.body.unchanged.length !== PER_CHANGE) throw new Error(`${name}: ${change.body.changed.length} changed`);
      const undo = await post('/api/inventory/bulk/undo', { token: change.body.undo_token });
      if (run === 0) continue;
      record(name, change.elapsed);
      record(`undo of ${name}`, undo.elapsed);
    }
  }

  console.log(`\n${count(PER_CHANGE)} copies in one change, ${RUNS}x each (of ${count(COPIES)} copies; target: at most ${TARGET_MS} ms):`);
  let missed = 0;
  for (const [name, list] of times) {
    const sorted = [...list].sort((a, b) => a - b);
    const max = sorted[sorted.length - 1];
    const ok = max <= TARGET_MS;
    if (!ok) missed++;
    console.log(`${ok ? 'ok    ' : 'MISSED'}  ${name.padEnd(52)} p50 ${percentile(sorted, 50).toFixed(0).padStart(4)} ms  p95 ${percentile(sorted, 95).toFixed(0).padStart(4)} ms  max ${max.toFixed(0).padStart(4)} ms`);
  }
  await app.close();
  await db.destroy();
  process.exitCode = missed === 0 ? 0 : 1;
} catch (error) {
  console.error(error);
  process.exitCode = 2;
} finally {
  await postgres?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
// Exit explicitly: embedded-postgres registers an exit hook (async-exit-hook) that would exit with 0 on beforeExit.
process.exit(process.exitCode ?? 0);
