/**
 * npm run bench:grading
 *
 * Photo intake of an AI grading (issue 11): makes 8 phone photos (4032x3024 JPEG, gradients and sensor noise, a few
 * MB each) with sharp, starts the app as users do (server/src/main.ts, its own process) on a temporary DATA_DIR with
 * AI_BASE_URL pointed at a fake Anthropic server that answers at once, then POSTs the 8 photos as the grading form
 * (DAMAGED_PACKAGE: its 8 photo requirements) RUNS times. Each run's time is the whole call: upload, checks,
 * re-encoding, storing, the (instant) AI and the write. Meanwhile GET /api/grading/questions?packaging=MOC is polled
 * every 50 ms: its latency shows whether the event loop stays free while sharp works.
 * Reports the median and max intake time (target: median under 4 s on a 2-core machine), the polls' p50/p95/max and
 * the server's peak memory; exit code 1 when the target is missed, 2 when the bench itself failed.
 *
 * Knobs: BENCH_GRADING_RUNS (5), BENCH_NODE_ARGS (node flags for the server process, e.g. --cpu-prof).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { photoRequirementsFor } from '@tmnt/domain';
import { startFakeAi } from '../server/test/support/fake-ai.ts';

const RUNS = Number(process.env.BENCH_GRADING_RUNS ?? 5);
const PHOTOS = 8;
const WIDTH = 4032;
const HEIGHT = 3024;
const POLL_EVERY_MS = 50;
const TARGET_MEDIAN_MS = 4000;
const PACKAGING = 'DAMAGED_PACKAGE';
const ROOT = path.resolve(import.meta.dirname, '..');

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n: number) => `${Math.round(n)} ms`;

/** A photo as a phone takes it: smooth light and colour over the frame, sensor noise on every pixel, JPEG at 92. */
async function phonePhoto(seed: number): Promise<Buffer> {
  const [w, h] = [64, 48];
  const coarse = Buffer.alloc(w * h * 3);
  for (let i = 0; i < coarse.length; i++) coarse[i] = Math.round(128 + 100 * Math.sin(i * 0.37 + seed * 1.7));
  const pixels = await sharp(coarse, { raw: { width: w, height: h, channels: 3 } }).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).raw().toBuffer();
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.max(0, Math.min(255, pixels[i] + (Math.random() - 0.5) * 24));
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const agent = new http.Agent({ keepAlive: true });

/** One GET, timed; the status and how long the answer took. */
function timedGet(url: string): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - start }));
      })
      .on('error', reject);
  });
}

// The poller has its own thread: its timings are the server's, not this process's (which sends 27 MB meanwhile).
const POLLER_SOURCE = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const agent = new http.Agent({ keepAlive: true });
const polls = [];
let failures = 0;
let polling = true;
parentPort.on('message', () => { polling = false; });
const get = () => new Promise((resolve) => {
  const start = performance.now();
  http.get(workerData.url, { agent }, (res) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - start : null));
  }).on('error', () => resolve(null));
});
(async () => {
  while (polling) {
    const next = performance.now() + workerData.everyMs;
    const took = await get();
    if (took === null) failures++;
    else polls.push(took);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
  agent.destroy();
  parentPort.postMessage({ polls, failures });
})();
`;

/** Polls the URL every POLL_EVERY_MS until stopped; answers each poll's latency and how many failed. */
function startPoller(url: string) {
  const worker = new Worker(POLLER_SOURCE, { eval: true, workerData: { url, everyMs: POLL_EVERY_MS } });
  const result = new Promise<{ polls: number[]; failures: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const answer = await result;
      await worker.terminate();
      return answer;
    },
  };
}

/** The server's peak resident memory (Linux), in MB. */
function peakMemoryMb(pid: number): number | null {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmHWM:\s+(\d+) kB/m);
    return line ? Math.round(Number(line[1]) / 1024) : null;
  } catch {
    return null;
  }
}

async function main(): Promise<number> {
  console.log(`Making ${PHOTOS} phone photos (${WIDTH}x${HEIGHT} JPEG)…`);
  const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => phonePhoto(i)));
  const totalMb = photos.reduce((sum, p) => sum + p.length, 0) / 1024 / 1024;
  console.log(`  ${photos.map((p) => `${(p.length / 1024 / 1024).toFixed(1)} MB`).join(', ')} (${totalMb.toFixed(1)} MB in all)`);

  const fakeAi = await startFakeAi('anthropic');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmnt-grading-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // main.ts watches its parent when run by npm; this process is its parent here, not npm.
  const { npm_lifecycle_event: _npmScript, ...env } = process.env;
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'bench-key', AI_BASE_URL: fakeAi.url },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const startedBy = Date.now() + 60_000;
    for (;;) {
      const ready = await timedGet(`${base}/api/grading/setup`).catch(() => null);
      if (ready?.status === 200) break;
      if (Date.now() > startedBy || server.exitCode !== null) throw new Error('The app did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const figures = (await (await fetch(`${base}/api/figures`)).json()) as { id: number }[];
    const created = await fetch(`${base}/api/inventory`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ figure_id: figures[0].id, condition: 'Good' }) });
    const itemId = ((await created.json()) as { id: number }).id;
    const requirements = photoRequirementsFor(PACKAGING).map((r) => r.name);

    const memoryAtStart = server.pid === undefined ? null : peakMemoryMb(server.pid);
    const poller = startPoller(`${base}/api/grading/questions?packaging=MOC`);
    const times: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const form = new FormData();
      photos.forEach((photo, i) => {
        form.append(`photo_${i}`, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `IMG_${1000 + i}.JPG`);
        form.append(`photo_${i}_requirement`, requirements[i]);
      });
      form.append('packaging_status', PACKAGING);
      const start = performance.now();
      const res = await fetch(`${base}/api/inventory/${itemId}/grade`, { method: 'POST', body: form });
      const body = (await res.json()) as { grading_photos?: string[]; error?: string };
      const took = performance.now() - start;
      if (res.status !== 200) throw new Error(`Run ${run}: ${res.status} ${body.error}`);
      times.push(took);
      console.log(`  run ${run}: ${ms(took)} (${body.grading_photos!.length} photos stored)`);
      // Stored files are named by content: removed so the next run writes its photos again, as new ones would be.
      for (const name of fs.readdirSync(path.join(dataDir, 'uploads'))) fs.rmSync(path.join(dataDir, 'uploads', name));
    }
    const { polls, failures: pollFailures } = await poller.stop();

    const sorted = [...times].sort((a, b) => a - b);
    const median = percentile(sorted, 50);
    const pollsSorted = [...polls].sort((a, b) => a - b);
    const memory = server.pid === undefined ? null : peakMemoryMb(server.pid);
    console.log('');
    console.log(`Intake of ${PHOTOS} photos (${totalMb.toFixed(1)} MB), ${RUNS} runs: median ${ms(median)}, max ${ms(sorted[sorted.length - 1])}`);
    console.log(
      `GET /api/grading/questions meanwhile, every ${POLL_EVERY_MS} ms: ${polls.length} answers, p50 ${ms(percentile(pollsSorted, 50))}, ` +
        `p95 ${ms(percentile(pollsSorted, 95))}, max ${ms(pollsSorted[pollsSorted.length - 1])}${pollFailures > 0 ? `, ${pollFailures} failed` : ''}`,
    );
    if (memory !== null) console.log(`Server peak memory (VmHWM): ${memory} MB (${memoryAtStart} MB once started, before the first grading)`);
    const ok = median < TARGET_MEDIAN_MS && pollFailures === 0;
    console.log(`${ok ? 'ok' : 'MISSED'}: median intake under ${TARGET_MEDIAN_MS / 1000} s${pollFailures > 0 ? ', every poll answered' : ''}`);
    return ok ? 0 : 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    await fakeAi.close();
    agent.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
