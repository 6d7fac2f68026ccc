import 'dotenv/config';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { insightsWriterFor } from './analysis/index.ts';
import { backgroundJobs, buildApp } from './app.ts';
import { isLoopbackHost, sessionSecret } from './auth/index.ts';
import { createUpcLookup } from './catalog/index.ts';
import { loadConfig } from './config.ts';
import { createAi } from './grading/index.ts';
import { createScheduler } from './jobs/index.ts';
import { createMarket, createMarketSources } from './market/index.ts';
import { uploadsDir } from './photos/index.ts';
import { createRates } from './rates/index.ts';
import { ServiceSettings } from './settings/index.ts';
import { openCollection, startupFailure } from './startup.ts';
import { certificateFor, lanUrls } from './tls/index.ts';
import { wantsCheckOptions } from './wants/index.ts';

/** How long a stop waits for requests under way before it cuts the connections left. */
const SHUTDOWN_GRACE_MS = 3000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  if (config.access.authNone && !isLoopbackHost(config.host)) {
    console.warn(`Warning: AUTH=none: anyone who can reach this machine on port ${config.port} can read and change the collection, no password asked`);
  }
  // Before the database: a certificate that cannot be read stops the start in one line, with nothing opened.
  const tls = await certificateFor(config.tls, config.dataDir);
  const db = await openCollection(config);
  // The services as set up in Settings (DATA_DIR/services.json), each variable set in the environment winning.
  const serviceSettings = ServiceSettings.read(config.dataDir, process.env);
  const services = serviceSettings.configs();
  // The grading photos' folder is served from the start, before the first photo is stored there.
  fs.mkdirSync(uploadsDir(config.dataDir), { recursive: true });
  const rates = createRates(db, { baseUrl: config.ecbRatesUrl });
  const market = createMarket(db, createMarketSources(db, services.ebay), rates);
  // Background work (market collection runs, summaries, the daily portfolio snapshot and backup), once across instances; starting marks runs that a
  // restart cut off as interrupted.
  // The deal check sends deals on the alert channels as Settings (over the environment) has them at each run.
  const wantsCheck = { ...wantsCheckOptions(config), alerts: { channels: () => serviceSettings.configs().alerts } };
  const scheduler = createScheduler({ db, jobs: backgroundJobs(db, market, { dataDir: config.dataDir, keep: config.backupKeep }, wantsCheck) });
  const app = await buildApp({
    db,
    market,
    scheduler,
    webDist: config.webDist,
    dataDir: config.dataDir,
    ai: createAi(services.ai),
    insights: insightsWriterFor(services.ai),
    upcLookup: services.upcLookup && createUpcLookup(services.upcLookup),
    serviceSettings,
    access: {
      password: config.access.password,
      allowedHosts: config.access.allowedHosts,
      // Kept even without a password: OpenID Connect may be set up in Settings at any time.
      ...(!config.access.authNone && { sessionSecret: sessionSecret(config.dataDir, config.access.sessionSecret) }),
      proxy: config.access.proxyHeader === null ? null : { header: config.access.proxyHeader, trusted: config.trustedProxies },
      none: config.access.authNone,
    },
    logger: { level: config.logLevel },
    tls,
    trustedProxies: config.trustedProxies,
    publicUrl: config.publicUrl,
    instance: {
      host: config.host,
      phoneUrls: () => lanUrls(config.host, listeningPort(), tls ? 'https' : 'http'),
      certificate: tls ? (tls.authority ? 'self-signed' : 'provided') : 'none',
      fingerprint: tls?.fingerprint ?? null,
      backupKeep: config.backupKeep,
    },
  });
  const listeningPort = () => (app.server.address() as AddressInfo).port;
  await scheduler.start();
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await scheduler.stop();
    // Requests under way finish; a connection a browser opened ahead and never used counts as busy until its header
    // timeout (30 s), so what is left after a moment is cut.
    const cut = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await app.close();
    clearTimeout(cut);
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  if (process.env.npm_lifecycle_event) {
    // Under `npm start` a SIGTERM to npm ends the shell npm runs this in (sh passes no signal on), which would
    // leave this process holding the port: stop once that shell is gone (the parent id then changes).
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) void close();
    }, 100).unref();
  }
  const address = await app.listen({ port: config.port, host: config.host });
  // Said whatever LOG_LEVEL is (request logging is off by default): where to open the app (on a phone too), where its data is.
  const phone = isLoopbackHost(config.host) ? [] : lanUrls(config.host, listeningPort(), tls ? 'https' : 'http');
  const where = phone.length > 0 ? `${phone[0]}${phone.length > 1 ? ` (also ${phone.slice(1).join(', ')})` : ''}` : address;
  console.log(`Listening at ${where}; collection data in ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}`);
}

// A failed start (port in use, DATA_DIR not writable, database unreachable, ...) is one line saying what to
// change, not a stack trace.
await main().catch((error: unknown) => {
  console.error(startupFailure(error));
  process.exit(1);
});
