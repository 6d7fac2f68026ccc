/**
 * npm run bench (SQLite) / npm run bench -- --pg or BENCH_DB=pg (an embedded PostgreSQL server the bench starts).
 *
 * Seeds 10,000 copies and 100,000 price records through the app's own write paths, starts the app in its own
 * process as main.ts does (bench/serve.ts), then measures on loopback:
 *  (a) cold reads: per collection route, N times "PATCH a copy's purchase price, then time one GET" (every write
 *      retires the cached answers, so each GET computes its answer); p50/p95/max.
 *  (c) /api/inventory carries an ETag and answers 304 to a matching If-None-Match.
 *  the steady-state table: each route vs a bare Fastify route answering the same JSON (p50/p95/req/s).
 *  (m) market data, against a fake eBay started here (spacing 0): N times "time one GET /api/figures/{id}/prices"
 *      (random figures, p95 < 20 ms); N times "record a sale by hand, then time one GET /api/market-data/stats"
 *      (p95 < 25 ms); 40 refreshes of one figure each (both sources, 40 sold and 10 active listings, p95 < 300 ms).
 *  (s) the catalogue search: N times "time one GET /api/figures?q=" over what collectors type (p95 < 20 ms).
 *  (b) a mixed load: 50 readers of the three collection routes and 5 writers adding and editing copies; read
 *      latency, writes/s, non-2xx, the server's own event-loop delay over the window (measured inside the
 *      server process, reported back through serve.ts's side server, beyond the sampling interval), and a trivial
 *      request (GET /api/auth/session) sent every 10 ms on a connection of its own, from a process of its own
 *      (probe.ts). It runs last: its writers grow the collection.
 * Login on (issue 36): the same server again with APP_PASSWORD set, as `npm start` runs it for a phone, every request
 * carrying a session cookie; the steady state and the mixed load are measured again. Then (issue 41) the steady state
 * once more with every request carrying an API key (a write key made through Settings' route) instead of the cookie.
 * Ends with a per-target ok/MISSED summary; exit code 1 when a target is missed, 2 when the bench itself failed.
 *
 * Knobs: BENCH_COLD_READS (200), BENCH_MIXED_SECONDS (30), BENCH_SECONDS (steady-state seconds per route, 4),
 * BENCH_WRITE_RATE (writes/s over all 5 writers; unset = as fast as they are answered), BENCH_PARTS (a,c,steady,m,s,b),
 * BENCH_NODE_ARGS (node flags for the server process), BENCH_ELD_RESOLUTION_MS (10), BENCH_LOGIN (both: off then on;
 * off; on), BENCH_PROFILE=1 (the server runs under --cpu-prof and the bench ends with where its time went: see
 * profile-summary.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { CONDITIONS } from '@tmnt/domain';
import { openDatabase } from '../server/src/db/database.ts';
import type { RunningPostgres } from '../server/test/support/embedded-postgres.ts';
import { FAKE_EBAY_CLIENT, startFakeEbay, type FakeEbay } from '../server/test/support/fake-ebay.ts';
import { profileSummary } from './profile-summary.ts';
import { random, seedCollection, stockFakeEbay, type SeededCollection } from './seed.ts';

const COPIES = 10_000;
const PRICE_RECORDS = 100_000;
const COLD_READS = Number(process.env.BENCH_COLD_READS ?? 200);
const COLD_READS_LARGE = 20;
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 30);
const STEADY_SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const READERS = 50;
const WRITERS = 5;
const WRITE_RATE = process.env.BENCH_WRITE_RATE ? Number(process.env.BENCH_WRITE_RATE) : undefined;
const PARTS = new Set((process.env.BENCH_PARTS ?? 'a,c,steady,m,s,b').split(','));
/** The parts measured again with the login on. */
const LOGIN_PARTS = ['steady', 'b'];
const LOGIN = process.env.BENCH_LOGIN ?? 'both';
if (!['both', 'off', 'on'].includes(LOGIN)) throw new Error(`BENCH_LOGIN must be both, off or on, not ${LOGIN}`);
const PASSWORD = 'bench-password';

const usePg = process.argv.includes('--pg') || process.env.BENCH_DB === 'pg';
const DB_NAME = usePg ? 'PostgreSQL' : 'SQLite';

const TARGETED = ['/api/inventory/stats', '/api/inventory/top-valuable', '/api/inventory/series-completion'];
const LARGE = ['/api/inventory/export', '/api/inventory'];
/** (a): the first read after a write, p95, on SQLite; PostgreSQL may take up to twice as long. */
const COLD_P95_MS = usePg ? 50 : 25;
/** (a): the whole collection (10,000 copies) after a write, p95 (issue 24). */
const COLD_LIST_P95_MS = usePg ? 160 : 80;
/** (b), issue 24: reads never wait long behind writes, and writes keep the pace they had (194/s before it). */
const MIXED_READ_P99_MS = 50;
/** (b), issue 36: under 25 ms with headroom, login on and off: the event-loop delay and a trivial request, p99. */
const MIXED_EVENT_LOOP_P99_MS = 20;
const MIXED_PROBE_P99_MS = 20;
const PROBE_EVERY_MS = 10;
const MIXED_WRITES_PER_SECOND = 194;
/** Steady state (SQLite): p95 under 25 ms and within 2x of the bare route, every security hook on (issue 24). */
const STEADY_P95_MS = 25;
const STEADY_RATIO = 2;

// ---------- Verdicts and figures ----------

const verdicts: { target: string; value: string; ok: boolean }[] = [];
/** Which profile is measured now: said in each target's name. */
let profile = 'login off';
function check(target: string, value: string, ok: boolean): string {
  verdicts.push({ target: `[${profile}] ${target}`, value, ok });
  return ok ? 'ok' : 'MISSED';
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
const sortNumbers = (values: number[]) => [...values].sort((a, b) => a - b);
const ms = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? n.toFixed(1) : '-');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const count = (n: number) => n.toLocaleString('en');

// ---------- The bench's own requests: one kept-alive connection ----------

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** Sent with every request of the bench's: the session cookie once the login is on, then an API key instead. */
let sessionHeaders: Record<string, string> = {};

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** From sending the request to the last byte of the answer. */
  ms: number;
}

function call(
  url: string,
  { method = 'GET', body, headers = {}, via = agent }: { method?: string; body?: unknown; headers?: Record<string, string>; via?: http.Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const allHeaders = { ...sessionHeaders, ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}) };
    const start = performance.now();
    const req = http.request(url, { method, agent: via, headers: allHeaders }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - start }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function ok(answer: Promise<Answer>, what: string): Promise<Answer> {
  const a = await answer;
  if (a.status < 200 || a.status >= 300) throw new Error(`${what} answered ${a.status}: ${a.body.toString().slice(0, 300)}`);
  return a;
}

// ---------- autocannon ----------

/** Runs one autocannon instance, calling `onResponse` with each answer's status and latency (ms). */
function run(options: autocannon.Options, onResponse: (status: number, latency: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...options, headers: { ...sessionHeaders, ...options.headers } }, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('response', (_client, status, _bytes, latency) => onResponse(status, latency));
  });
}

async function steady(url: string): Promise<{ p50: number; p95: number; rps: number }> {
  const latencies: number[] = [];
  let non200 = 0;
  const result = await run({ url, connections: 10, duration: STEADY_SECONDS }, (status, latency) => {
    if (status !== 200) non200++;
    latencies.push(latency);
  });
  if (non200 > 0) throw new Error(`${url} answered other than 200 ${non200} times`);
  const sorted = sortNumbers(latencies);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), rps: result.requests.average };
}

// ---------- CPU accounting (Linux /proc; elsewhere the figures are left out) ----------

const TICKS_PER_SECOND = 100;

/** CPU ticks (user + system) of this process and all its descendants: the server, and PostgreSQL when started here. */
function benchTicks(): { all: number; postgres: number } | undefined {
  try {
    const processes = new Map<number, { ppid: number; ticks: number; name: string }>();
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        // After the name: state, ppid, ..., utime and stime are the 12th and 13th fields.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        processes.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), name });
      } catch {
        // the process ended meanwhile
      }
    }
    const ours = (pid: number): boolean => {
      for (let p = pid, hops = 0; p > 1 && hops < 20; p = processes.get(p)?.ppid ?? 0, hops++) if (p === process.pid) return true;
      return false;
    };
    let all = 0;
    let postgres = 0;
    for (const [pid, p] of processes) {
      if (!ours(pid)) continue;
      all += p.ticks;
      if (p.name.startsWith('postgres')) postgres += p.ticks;
    }
    return { all, postgres };
  } catch {
    return undefined;
  }
}

/** Ticks of the whole machine: all CPUs' time, and the idle part of it. */
function machineTicks(): { idle: number; total: number } | undefined {
  try {
    const numbers = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
    return { idle: numbers[3] + numbers[4], total: numbers.reduce((a, b) => a + b, 0) };
  } catch {
    return undefined;
  }
}

/**
 * Other work on the machine inflates every figure here (2 cores are shared by the server, the load generator and,
 * on PostgreSQL, its backends): how busy the CPUs are, over one second, with processes that are not the bench's.
 */
async function otherWork(): Promise<string> {
  const before = { machine: machineTicks(), bench: benchTicks() };
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = { machine: machineTicks(), bench: benchTicks() };
  if (!before.machine || !after.machine || !before.bench || !after.bench) return `load average ${os.loadavg()[0].toFixed(1)}`;
  const total = after.machine.total - before.machine.total;
  const busy = total - (after.machine.idle - before.machine.idle);
  const ours = after.bench.all - before.bench.all;
  const others = Math.max(0, busy - ours) / total;
  return `CPUs ${(others * 100).toFixed(0)}% busy with other processes, ${((ours / total) * 100).toFixed(0)}% with the bench's${others > 0.15 ? ': the figures below are pessimistic' : ''}`;
}

// ---------- The parts ----------

interface Context {
  appBase: string;
  sideBase: string;
  seeded: SeededCollection;
}

/** (m) Market data: a figure's prices, the market stats after a price write, and one figure's refresh. */
async function marketData({ appBase, seeded }: Context) {
  const rand = random(11);
  const figure = () => seeded.figureIds[Math.floor(rand() * seeded.figureIds.length)];
  const today = new Date().toISOString().slice(0, 10);
  const line = (name: string, values: number[], target: number) => {
    const sorted = sortNumbers(values);
    const p95 = percentile(sorted, 95);
    console.log(`${name.padEnd(52)} ${ms(percentile(sorted, 50)).padStart(7)} ${ms(p95).padStart(7)} ${ms(sorted.at(-1)).padStart(7)}  ${check(`(m) ${name} p95 < ${target} ms`, `${ms(p95)} ms`, p95 < target)}`);
  };
  for (let i = 0; i < 20; i++) await ok(call(`${appBase}/api/figures/${figure()}/prices`), 'prices');

  console.log(`\n(m) Market data (${COLD_READS}x each; refreshes against a fake eBay with no spacing)`);
  console.log('                                                      p50 ms  p95 ms  max ms');
  const prices: number[] = [];
  for (let i = 0; i < COLD_READS; i++) prices.push((await ok(call(`${appBase}/api/figures/${figure()}/prices`), 'prices')).ms);
  line('GET /api/figures/{id}/prices', prices, 20);

  const stats: number[] = [];
  const writes: number[] = [];
  for (let i = 0; i < COLD_READS; i++) {
    const sale = { price: Math.round(1000 + rand() * 20000) / 100, date: today, title: `Bench sale ${i}` };
    writes.push((await ok(call(`${appBase}/api/figures/${figure()}/sales`, { method: 'POST', body: sale }), 'POST sale')).ms);
    stats.push((await ok(call(`${appBase}/api/market-data/stats`), 'stats')).ms);
  }
  line('GET /api/market-data/stats, first read after a sale', stats, 25);
  console.log(`  (the sale itself, POST /api/figures/{id}/sales: p50 ${ms(percentile(sortNumbers(writes), 50))} ms, p95 ${ms(percentile(sortNumbers(writes), 95))} ms)`);

  const refreshes: number[] = [];
  for (let i = 0; i < 40; i++) refreshes.push((await ok(call(`${appBase}/api/figures/${seeded.figureIds[i]}/prices?refresh=true`), 'refresh')).ms);
  line('GET /api/figures/{id}/prices?refresh=true', refreshes, 300);
}

/** What collectors type to find a figure by name (issue 21): names, nicknames, spellings, sub-lines, typos. */
const FIGURE_SEARCHES = ['leo 1988', 'michaelangelo', 'michelangelo', 'star trek', 'movie 3', 'shogun', 'raph', 'donatelo', 'shredder', 'kirk', 'mutatin', 'bebop 1988', 'april', 'z'];

/** (s) The catalogue search (GET /api/figures?q=) over the whole catalogue: p95 under 20 ms (issue 21). */
async function figureSearch({ appBase }: Context) {
  const rand = random(13);
  const query = () => encodeURIComponent(FIGURE_SEARCHES[Math.floor(rand() * FIGURE_SEARCHES.length)]);
  for (let i = 0; i < 20; i++) await ok(call(`${appBase}/api/figures?q=${query()}`), 'figure search');
  const times: number[] = [];
  for (let i = 0; i < COLD_READS; i++) times.push((await ok(call(`${appBase}/api/figures?q=${query()}`), 'figure search')).ms);
  const sorted = sortNumbers(times);
  const p95 = percentile(sorted, 95);
  console.log(`\n(s) Catalogue search, GET /api/figures?q= (${COLD_READS}x, ${FIGURE_SEARCHES.length} searches)`);
  console.log(`p50 ${ms(percentile(sorted, 50))} ms, p95 ${ms(p95)} ms, max ${ms(sorted.at(-1))} ms  ${check('(s) GET /api/figures?q= p95 < 20 ms', `${ms(p95)} ms`, p95 < 20)}`);
}

/** (a) The first read after a write, per route. */
async function coldReads({ appBase, seeded }: Context) {
  const rand = random(7);
  const patchPrice = () => {
    const id = seeded.itemIds[Math.floor(rand() * seeded.itemIds.length)];
    return ok(call(`${appBase}/api/inventory/${id}`, { method: 'PATCH', body: { purchase_price: Math.round(500 + rand() * 30000) / 100 } }), `PATCH /api/inventory/${id}`);
  };
  // Warm-up: the code paths compiled, the connections open, every answer computed a few times.
  for (let i = 0; i < 20; i++) {
    await patchPrice();
    for (const route of i < 3 ? [...TARGETED, ...LARGE] : TARGETED) await ok(call(appBase + route), route);
  }

  console.log(`\nBefore (a): ${await otherWork()}`);
  console.log(`(a) First read after a write: per route, ${COLD_READS}x "PATCH a copy's purchase_price, then time one GET" (${LARGE.join(', ')}: ${COLD_READS_LARGE}x, not targeted)`);
  console.log('route                                  size   p50 ms  p95 ms  max ms | PATCH p50 ms');
  for (const route of [...TARGETED, ...LARGE]) {
    const reads: number[] = [];
    const writes: number[] = [];
    let lastEtag: string | undefined;
    let size = 0;
    for (let i = 0; i < (TARGETED.includes(route) ? COLD_READS : COLD_READS_LARGE); i++) {
      writes.push((await patchPrice()).ms);
      const answer = await ok(call(appBase + route), route);
      // A write makes a new data version, so a new ETag: the answer cannot have come from the previous version's cache.
      const etag = answer.headers.etag;
      if (!etag || etag === lastEtag) throw new Error(`${route}: the ETag (${etag}) did not change after a write`);
      lastEtag = etag;
      reads.push(answer.ms);
      size = answer.body.length;
    }
    const sorted = sortNumbers(reads);
    const p95 = percentile(sorted, 95);
    const verdict = TARGETED.includes(route)
      ? `  ${check(`(a) ${route} first read after a write, p95 < ${COLD_P95_MS} ms`, `${ms(p95)} ms`, p95 < COLD_P95_MS)}`
      : route === '/api/inventory'
        ? `  ${check(`(a) ${route} (${count(COPIES)} copies) after a write, p95 < ${COLD_LIST_P95_MS} ms`, `${ms(p95)} ms`, p95 < COLD_LIST_P95_MS)}`
        : '';
    console.log(
      `${route.padEnd(34)} ${kb(size).padStart(9)} ${ms(percentile(sorted, 50)).padStart(7)} ${ms(p95).padStart(7)} ${ms(sorted.at(-1)).padStart(7)} | ${ms(percentile(sortNumbers(writes), 50)).padStart(8)}${verdict}`,
    );
  }
  console.log(`Target: p95 < ${COLD_P95_MS} ms${usePg ? ' (twice the SQLite target of 25 ms)' : ''}.`);
}

/** (c) The whole collection carries an ETag and revalidates with 304. */
async function revalidation({ appBase }: Context) {
  console.log('\n(c) /api/inventory revalidation');
  const full = await ok(call(`${appBase}/api/inventory`), '/api/inventory');
  const gzip = await ok(call(`${appBase}/api/inventory`, { headers: { 'accept-encoding': 'gzip' } }), '/api/inventory (gzip)');
  const etag = full.headers.etag;
  const again = etag ? await call(`${appBase}/api/inventory`, { headers: { 'if-none-match': etag } }) : undefined;
  const copies = (JSON.parse(full.body.toString()) as unknown[]).length;
  console.log(`GET: 200, ${kb(full.body.length)} (${count(copies)} copies), ${ms(full.ms)} ms, ETag ${etag ?? 'none'}, cache-control ${full.headers['cache-control'] ?? 'none'}`);
  console.log(`GET with accept-encoding gzip: ${gzip.status}, ${kb(gzip.body.length)} (content-encoding ${gzip.headers['content-encoding'] ?? 'none'}), ${ms(gzip.ms)} ms`);
  console.log(`GET with If-None-Match ${etag ?? '-'}: ${again ? `${again.status}, ${again.body.length} bytes, ${ms(again.ms)} ms` : 'not sent (no ETag)'}`);
  check('(c) /api/inventory carries an ETag', etag ?? 'none', Boolean(etag));
  check('(c) a matching If-None-Match answers 304 with no body', again ? `${again.status}, ${again.body.length} bytes (the 200 was ${kb(full.body.length)})` : '-', again?.status === 304 && again.body.length === 0);
}

/** Cached answers under a steady read load, against a bare Fastify route sending the same JSON. */
async function steadyState({ appBase, sideBase }: Context) {
  console.log(`\nSteady state (cached answers): autocannon, 10 connections, ${STEADY_SECONDS} s per route, against a bare Fastify route answering the same JSON`);
  console.log('route                                  size   p50 ms  p95 ms   req/s | bare p50   p95   req/s | p95 ratio');
  for (const route of [...TARGETED, ...LARGE]) {
    const name = route.replaceAll('/', '_');
    const body = (await ok(call(appBase + route), route)).body;
    await ok(call(`${sideBase}/constant/${name}`, { method: 'POST', body: JSON.parse(body.toString()) }), 'side /constant');
    const real = await steady(appBase + route);
    const bare = await steady(`${sideBase}/constant/${name}`);
    const ratio = real.p95 / bare.p95;
    const meets = real.p95 < STEADY_P95_MS && ratio <= STEADY_RATIO;
    // The earlier issue set this target on SQLite; on PostgreSQL every answer also waits for a data-version query.
    let verdict = '';
    if (TARGETED.includes(route)) {
      verdict = usePg
        ? `  (${meets ? 'within' : 'over'} the SQLite target; informational)`
        : `  ${check(`steady ${route} p95 < ${STEADY_P95_MS} ms and <= ${STEADY_RATIO}x the bare route`, `${ms(real.p95)} ms, ${ratio.toFixed(2)}x`, meets)}`;
    }
    console.log(
      `${route.padEnd(34)} ${kb(body.length).padStart(9)} ${ms(real.p50).padStart(7)} ${ms(real.p95).padStart(7)} ${real.rps.toFixed(0).padStart(7)} | ` +
        `${ms(bare.p50).padStart(8)} ${ms(bare.p95).padStart(5)} ${bare.rps.toFixed(0).padStart(7)} | ${ratio.toFixed(2).padStart(5)}x${verdict}`,
    );
  }
}

/** (b) Readers and writers at once, with the server's event-loop delay over the same window. */
async function mixedLoad({ appBase, sideBase, seeded }: Context) {
  console.log(`\nBefore (b): ${await otherWork()}`);
  console.log(
    `(b) Mixed load, ${MIXED_SECONDS} s: ${READERS} readers over ${TARGETED.length} routes, ${WRITERS} writers cycling POST a copy / PATCH purchase_price / PATCH condition` +
      (WRITE_RATE ? `, writes limited to ${WRITE_RATE}/s` : ', each sending its next write when the last is answered'),
  );
  const rand = random(99);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const price = () => Math.round(500 + rand() * 30000) / 100;
  // A request's own headers replace autocannon's: the session cookie goes with them.
  const json = { ...sessionHeaders, 'content-type': 'application/json' };

  await ok(call(`${sideBase}/window`, { method: 'POST' }), 'side /window');
  const ticksBefore = benchTicks();
  const windowStart = performance.now();
  const perRoute = new Map<string, number[]>();
  let readNon2xx = 0;
  const readers = TARGETED.map((route, i) => {
    const latencies: number[] = [];
    perRoute.set(route, latencies);
    const connections = Math.floor(READERS / TARGETED.length) + (i < READERS % TARGETED.length ? 1 : 0);
    return run({ url: appBase + route, connections, duration: MIXED_SECONDS }, (status, latency) => {
      if (status < 200 || status >= 300) readNon2xx++;
      latencies.push(latency);
    });
  });
  const probe = trivialRequests(appBase, MIXED_SECONDS);
  const writeLatencies: number[] = [];
  const writeStatuses = new Map<number, number>();
  const writers = run(
    {
      url: appBase,
      connections: WRITERS,
      duration: MIXED_SECONDS,
      ...(WRITE_RATE ? { overallRate: WRITE_RATE } : {}),
      requests: [
        {
          method: 'POST',
          path: '/api/inventory',
          headers: json,
          setupRequest: (req) => ({ ...req, body: JSON.stringify({ figure_id: pick(seeded.figureIds), condition: pick(CONDITIONS), purchase_price: price() }) }),
        },
        {
          method: 'PATCH',
          headers: json,
          setupRequest: (req) => ({ ...req, path: `/api/inventory/${pick(seeded.itemIds)}`, body: JSON.stringify({ purchase_price: price() }) }),
        },
        {
          method: 'PATCH',
          headers: json,
          setupRequest: (req) => ({ ...req, path: `/api/inventory/${pick(seeded.itemIds)}`, body: JSON.stringify({ condition: pick(CONDITIONS) }) }),
        },
      ],
    },
    (status, latency) => {
      writeStatuses.set(status, (writeStatuses.get(status) ?? 0) + 1);
      writeLatencies.push(latency);
    },
  );
  const [readResults, writeResult, probed] = await Promise.all([Promise.all(readers), writers, probe]);
  const ticksAfter = benchTicks();
  const windowSeconds = (performance.now() - windowStart) / 1000;
  const server = JSON.parse((await ok(call(`${sideBase}/window`), 'side /window')).body.toString()) as {
    eventLoopDelay: { p50: number; p99: number; max: number; mean: number; samples: number };
    cpuPercent: number;
  };

  const reads = sortNumbers([...perRoute.values()].flat());
  const readP99 = percentile(reads, 99);
  const readErrors = readResults.reduce((n, r) => n + r.errors + r.timeouts, 0);
  const writes = sortNumbers(writeLatencies);
  const writeNon2xx = [...writeStatuses].filter(([status]) => status < 200 || status >= 300).reduce((n, [, c]) => n + c, 0);
  const writeErrors = writeResult.errors + writeResult.timeouts;
  const writesPerSecond = writes.length / MIXED_SECONDS;
  const eld = server.eventLoopDelay;
  const line = (sorted: number[]) => `p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1))} ms`;
  console.log(`reads:  ${count(reads.length)} (${(reads.length / MIXED_SECONDS).toFixed(0)}/s)  ${line(reads)}   non-2xx ${readNon2xx}, errors ${readErrors}`);
  for (const [route, latencies] of perRoute) console.log(`        ${route.padEnd(34)} ${line(sortNumbers(latencies))}  (${count(latencies.length)})`);
  console.log(`writes: ${count(writes.length)} (${writesPerSecond.toFixed(1)}/s)  ${line(writes)}   non-2xx ${writeNon2xx}, errors ${writeErrors}, statuses ${JSON.stringify(Object.fromEntries(writeStatuses))}`);
  const probes = sortNumbers(probed.latencies);
  const probeP99 = percentile(probes, 99);
  console.log(`probe:  GET /api/auth/session every ${PROBE_EVERY_MS} ms, ${count(probes.length)} sent  ${line(probes)}   not answered as logged in ${probed.non2xx}`);
  const postgresCpu = usePg && ticksBefore && ticksAfter ? `; PostgreSQL CPU ${(((ticksAfter.postgres - ticksBefore.postgres) / TICKS_PER_SECOND / windowSeconds) * 100).toFixed(0)}% of one core` : '';
  console.log(`server: event-loop delay p50 ${ms(eld.p50)}  p99 ${ms(eld.p99)}  max ${ms(eld.max)} ms (monitorEventLoopDelay, ${eld.samples} samples); server CPU ${server.cpuPercent.toFixed(0)}% of one core${postgresCpu}`);
  check(`(b) mixed load: read p99 < ${MIXED_READ_P99_MS} ms`, `${ms(readP99)} ms`, readP99 < MIXED_READ_P99_MS);
  check(`(b) mixed load: server event-loop delay p99 <= ${MIXED_EVENT_LOOP_P99_MS} ms`, `${ms(eld.p99)} ms`, eld.p99 <= MIXED_EVENT_LOOP_P99_MS);
  check(`(b) mixed load: a trivial request every ${PROBE_EVERY_MS} ms, p99 <= ${MIXED_PROBE_P99_MS} ms`, `${ms(probeP99)} ms`, probeP99 <= MIXED_PROBE_P99_MS);
  const failures = readNon2xx + writeNon2xx + readErrors + writeErrors + probed.non2xx;
  check('(b) mixed load: no non-2xx answers or errors', `${failures}`, failures === 0);
  check(`(b) mixed load: writes/s not lower than before issue 24 (${MIXED_WRITES_PER_SECOND}/s)`, `${writesPerSecond.toFixed(1)}/s`, writesPerSecond >= MIXED_WRITES_PER_SECOND);
}

/** A trivial request every PROBE_EVERY_MS for `seconds`, from a process of its own (see probe.ts). */
async function trivialRequests(appBase: string, seconds: number): Promise<{ latencies: number[]; non2xx: number }> {
  const probe = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'probe.ts')], {
    env: { ...process.env, PROBE_URL: `${appBase}/api/auth/session`, PROBE_SECONDS: String(seconds), PROBE_EVERY_MS: String(PROBE_EVERY_MS), PROBE_HEADERS: JSON.stringify(sessionHeaders) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const chunks: Buffer[] = [];
  probe.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk));
  const code = await new Promise<number | null>((resolve) => probe.once('exit', resolve));
  if (code !== 0) throw new Error(`The probe process exited with ${code}`);
  const { latencies, refused } = JSON.parse(Buffer.concat(chunks).toString()) as { latencies: number[]; refused: number };
  return { latencies, non2xx: refused };
}

/** Logs in with the bench's password: every request of the bench carries the session from now on. */
async function logIn(appBase: string): Promise<void> {
  const answer = await ok(call(`${appBase}/api/auth/login`, { method: 'POST', body: { password: PASSWORD } }), 'POST /api/auth/login');
  const cookie = String(answer.headers['set-cookie']).split(';')[0];
  sessionHeaders = { cookie };
  await ok(call(`${appBase}/api/inventory/stats`), 'GET /api/inventory/stats with the session');
}

/** Makes a write key with the session, then sends it on every request of the bench instead of the cookie. */
async function useApiKey(appBase: string): Promise<void> {
  const made = await ok(call(`${appBase}/api/api-keys`, { method: 'POST', body: { name: 'Bench', scope: 'write' } }), 'POST /api/api-keys');
  sessionHeaders = { authorization: `Bearer ${(JSON.parse(made.body.toString()) as { key: string }).key}` };
  await ok(call(`${appBase}/api/inventory/stats`), 'GET /api/inventory/stats with the key');
}

// ---------- Main ----------

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmnt-bench-'));
let postgres: RunningPostgres | undefined;
let child: ChildProcess | undefined;
/** BENCH_PROFILE=1: where the server process writes its CPU profiles. */
const profileDir = process.env.BENCH_PROFILE ? fs.mkdtempSync(path.join(os.tmpdir(), 'tmnt-bench-profile-')) : undefined;

/** The app in its own process, on the seeded database; resolves with the app's and the side server's addresses. */
async function startServerProcess(databaseUrl: string | undefined, ebay: FakeEbay, { login }: { login: boolean }): Promise<{ appBase: string; sideBase: string }> {
  const nodeArgs = [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])];
  child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(import.meta.dirname, 'serve.ts')], {
    env: {
      ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '',
      EBAY_API_BASE: ebay.url, EBAY_WEB_BASE: ebay.url, EBAY_CLIENT_ID: FAKE_EBAY_CLIENT.id, EBAY_CLIENT_SECRET: FAKE_EBAY_CLIENT.secret, EBAY_REQUEST_SPACING_MS: '0',
      APP_PASSWORD: login ? PASSWORD : '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const first = await readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]().next();
  if (first.done) throw new Error('The server process exited before listening');
  const ports = JSON.parse(first.value as string) as { app: number; side: number };
  return { appBase: `http://127.0.0.1:${ports.app}`, sideBase: `http://127.0.0.1:${ports.side}` };
}

async function stopServerProcess() {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child!.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

try {
  console.log(`${DB_NAME}${usePg ? ' (embedded server on loopback, fsync off)' : ' (WAL, temporary DATA_DIR)'}; ${os.cpus().length} CPUs; Node ${process.version}`);
  let databaseUrl: string | undefined;
  if (usePg) {
    const started = performance.now();
    // Loaded only when asked for: embedded-postgres hooks process exit (see the end).
    const { adminQuery, startPostgres } = await import('../server/test/support/embedded-postgres.ts');
    postgres = await startPostgres();
    await adminQuery(postgres.url, 'create database bench');
    databaseUrl = postgres.urlFor('bench');
    console.log(`PostgreSQL started in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  const seedStart = performance.now();
  const seedDb = await openDatabase({ dataDir, databaseUrl });
  const seeded = await seedCollection(seedDb, { items: COPIES, priceRecords: PRICE_RECORDS });
  console.log(`Seeded ${count(COPIES)} copies and ${count(PRICE_RECORDS)} price records (recordPrices, upgradeStoredValues) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  const ebay = await startFakeEbay();
  await stockFakeEbay(ebay, seedDb);
  await seedDb.destroy();
  if (LOGIN !== 'on') {
    const context = { ...(await startServerProcess(databaseUrl, ebay, { login: false })), seeded };
    if (PARTS.has('a')) await coldReads(context);
    if (PARTS.has('c')) await revalidation(context);
    if (PARTS.has('steady')) await steadyState(context);
    if (PARTS.has('m')) await marketData(context);
    if (PARTS.has('s')) await figureSearch(context);
    if (PARTS.has('b')) await mixedLoad(context);
  }
  if (LOGIN !== 'off' && LOGIN_PARTS.some((part) => PARTS.has(part))) {
    await stopServerProcess();
    profile = 'login on';
    const context = { ...(await startServerProcess(databaseUrl, ebay, { login: true })), seeded };
    await logIn(context.appBase);
    console.log(`\nLogin on: APP_PASSWORD set, every request carrying a session cookie (${LOGIN_PARTS.filter((part) => PARTS.has(part)).join(', ')})`);
    if (PARTS.has('steady')) await steadyState(context);
    if (PARTS.has('b')) await mixedLoad(context);
    if (PARTS.has('steady')) {
      profile = 'API key';
      await useApiKey(context.appBase);
      console.log('\nAPI key: every request carrying Authorization: Bearer (a write key), no cookie');
      await steadyState(context);
    }
  }

  console.log(`\nSummary (${DB_NAME}, ${count(COPIES)} copies, ${count(PRICE_RECORDS)} price records)`);
  for (const v of verdicts) console.log(`${v.ok ? 'ok    ' : 'MISSED'}  ${v.target.padEnd(78)} ${v.value}`);
  const missed = verdicts.filter((v) => !v.ok).length;
  console.log(missed === 0 ? `All ${verdicts.length} targets met.` : `${missed} of ${verdicts.length} targets MISSED.`);
  process.exitCode = missed === 0 ? 0 : 1;
  if (profileDir) {
    // The profile is written when the server process exits.
    await stopServerProcess();
    console.log(`\n${profileSummary(profileDir)}`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 2;
} finally {
  await stopServerProcess();
  agent.destroy();
  await postgres?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (profileDir) fs.rmSync(profileDir, { recursive: true, force: true });
}
// Exit explicitly: embedded-postgres registers an exit hook (async-exit-hook) that would exit with 0 on beforeExit.
process.exit(process.exitCode ?? 0);
