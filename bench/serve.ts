/**
 * Child process of api-bench.ts: the real app as main.ts starts it (configuration from DATA_DIR / DATABASE_URL /
 * DATABASE_POOL_SIZE / APP_PASSWORD, openDatabase, buildApp), and beside it, in the same process, a side server that
 * - serves constant JSON from a bare Fastify route (the steady-state baseline), and
 * - reports this process's event-loop delay (monitorEventLoopDelay) and CPU time over a window the bench opens and
 *   closes, so the delay measured is the real server's under load.
 * Prints {"app": port, "side": port} on its first stdout line once both listen.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildApp } from '../server/src/app.ts';
import { sessionSecret } from '../server/src/auth/index.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { createMarket, createMarketSources } from '../server/src/market/index.ts';
import { createRates } from '../server/src/rates/index.ts';

const config = loadConfig(process.env);
const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: config.poolSize });
// The market sources and the login as main.ts makes them (the bench points the sources at its fake eBay, and sets
// APP_PASSWORD for its login-on profile); no scheduler runs.
// The bench's 55 connections all come from one address, as no real client's would: the per-address cap is lifted.
const { password, allowedHosts } = config.access;
const app = await buildApp({
  db, dataDir: config.dataDir, webDist: config.webDist, logger: false, market: createMarket(db, createMarketSources(db, config.ebay), createRates(db, { baseUrl: config.ecbRatesUrl })),
  access: { password, allowedHosts, ...(password !== null && { sessionSecret: sessionSecret(config.dataDir, config.access.sessionSecret) }) },
  clientLimits: { connectionsPerAddress: 1_000 },
});
await app.listen({ port: 0, host: '127.0.0.1' });

// 10 ms is monitorEventLoopDelay's default sampling resolution; the bench may ask for a finer one.
const resolutionMs = Number(process.env.BENCH_ELD_RESOLUTION_MS ?? 10);
const delay = monitorEventLoopDelay({ resolution: resolutionMs });
delay.enable();
let window = { cpu: process.cpuUsage(), start: performance.now() };

const side = Fastify({ bodyLimit: 100 * 1024 * 1024 });
const constants = new Map<string, string>();
side.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
side.post('/constant/:name', (req, reply) => {
  constants.set((req.params as { name: string }).name, req.body as string);
  return reply.send({ ok: true });
});
side.get('/constant/:name', (req, reply) => reply.type('application/json').send(constants.get((req.params as { name: string }).name)));

/** Opens a measuring window: the event-loop delay histogram and the CPU time start from zero. */
side.post('/window', (_req, reply) => {
  delay.reset();
  window = { cpu: process.cpuUsage(), start: performance.now() };
  return reply.send({ ok: true });
});

/**
 * What happened since the window opened: event-loop delay percentiles (ms) and the CPU the process used. The histogram
 * holds the time between the sampling timer's runs, its own interval included (an idle process reads 10.1 ms at a
 * 10 ms resolution): the delay is what lies beyond the interval, as @fastify/under-pressure reads it.
 */
side.get('/window', (_req, reply) => {
  const ms = (ns: number) => Math.max(0, ns / 1e6 - resolutionMs);
  const cpu = process.cpuUsage(window.cpu);
  const elapsedMs = performance.now() - window.start;
  return reply.send({
    eventLoopDelay: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max), mean: ms(delay.mean), samples: delay.count },
    cpuPercent: ((cpu.user + cpu.system) / 1000 / elapsedMs) * 100,
    elapsedMs,
  });
});
await side.listen({ port: 0, host: '127.0.0.1' });

const port = (server: typeof app.server) => (server.address() as { port: number }).port;
process.stdout.write(`${JSON.stringify({ app: port(app.server), side: port(side.server) })}\n`);

process.once('SIGTERM', () => {
  void Promise.allSettled([side.close(), app.close()])
    .then(() => db.destroy())
    .finally(() => process.exit(0));
});
