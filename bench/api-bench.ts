/**
 * npm run bench: seeds 10,000 copies and 100,000 price records in a temporary DATA_DIR, then measures the
 * collection endpoints with autocannon against a bare Fastify route answering the same JSON as a constant
 * (same process, same settings), and prints p50/p95 latency and requests/s with the ratio to the bare route.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { openDatabase } from '../server/src/db/database.ts';
import { seedCollection } from './seed.ts';

const ENDPOINTS = ['/api/inventory/stats', '/api/inventory/top-valuable', '/api/inventory/series-completion', '/api/inventory/export', '/api/inventory'];
const TARGETED = new Set(ENDPOINTS.slice(0, 3));
const SETTINGS = { connections: 10, duration: Number(process.env.BENCH_SECONDS ?? 5) };
const TARGET_P95_MS = 25;
const TARGET_RATIO = 3;

interface Measure {
  p50: number;
  p95: number;
  rps: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(url: string): Promise<Measure> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, ...SETTINGS }, (error, res) => (error ? reject(error) : resolve(res)));
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status !== 200) reject(new Error(`${url} answered ${status}`));
      latencies.push(ms);
    });
  });
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), rps: result.requests.average };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmnt-bench-'));
const seedStart = performance.now();
const db = await openDatabase(dataDir);
await seedCollection(db, { items: 10_000, priceRecords: 100_000 });
await db.destroy();
console.log(`Seeded 10,000 copies and 100,000 price records in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'serve.ts')], {
  env: { ...process.env, BENCH_DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  const ports = JSON.parse((await readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]().next()).value as string);
  const appBase = `http://127.0.0.1:${ports.app}`;
  const bareBase = `http://127.0.0.1:${ports.bare}`;

  console.log(`autocannon: ${SETTINGS.connections} connections, ${SETTINGS.duration} s per route\n`);
  console.log('route                               size  cold ms    p50 ms  p95 ms   req/s | bare p50  p95   req/s | p95 ratio');
  let failed = false;
  for (const endpoint of ENDPOINTS) {
    // A write empties the cache, so the first read after it shows the cost of computing the answer.
    await fetch(`${appBase}/api/inventory/1`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{"condition":"Good"}' });
    const coldStart = performance.now();
    const body = await (await fetch(appBase + endpoint)).text();
    const cold = performance.now() - coldStart;
    const name = endpoint.replaceAll('/', '_');
    await fetch(`${bareBase}/constant/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const real = await measure(appBase + endpoint);
    const bare = await measure(`${bareBase}/constant/${name}`);
    const ratio = real.p95 / bare.p95;
    const meets = real.p95 < TARGET_P95_MS && ratio <= TARGET_RATIO;
    if (TARGETED.has(endpoint) && !meets) failed = true;
    console.log(
      `${endpoint.padEnd(34)} ${`${(body.length / 1024).toFixed(0)}KB`.padStart(6)} ${cold.toFixed(1).padStart(7)}   ${real.p50.toFixed(1).padStart(6)}  ${real.p95.toFixed(1).padStart(6)}  ${real.rps.toFixed(0).padStart(6)} | ` +
        `${bare.p50.toFixed(1).padStart(6)} ${bare.p95.toFixed(1).padStart(5)} ${bare.rps.toFixed(0).padStart(7)} | ${ratio.toFixed(2).padStart(5)}x${TARGETED.has(endpoint) ? (meets ? '  ok' : '  MISSED') : ''}`,
    );
  }
  console.log(`\nTarget (stats, top-valuable, series-completion): p95 < ${TARGET_P95_MS} ms and within ${TARGET_RATIO}x of the bare route.`);
  process.exitCode = failed ? 1 : 0;
} finally {
  child.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
