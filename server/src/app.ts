import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analysisRoutes, insightsWriterFor, snapshotJob, takeSnapshotIfMissing, type InsightsWriter } from './analysis/index.ts';
import { alertRoutes } from './alerts/index.ts';
import { apiKeyRoutes, ApiKeys } from './api-keys/index.ts';
import { OidcSignIn, registerAccess, type AccessOptions } from './auth/index.ts';
import { backupRoutes, dailyBackupJob, type DailyBackups } from './backup/index.ts';
import { bulkRoutes } from './bulk/index.ts';
import { DerivedCache } from './cache.ts';
import { catalogRoutes, figurePictureRoutes, type UpcLookup } from './catalog/index.ts';
import { loadConfig } from './config.ts';
import { currentDataVersion, inWriteTransaction } from './db/app-state.ts';
import type { Db } from './db/database.ts';
import { createAi, gradingRoutes, type Ai } from './grading/index.ts';
import { healthRoutes } from './health/index.ts';
import { answerClientError, DEFAULT_CLIENT_LIMITS, nodeServerLimits, registerClientLimits, type ClientLimits } from './http/client-limits.ts';
import { frameworkErrors, registerErrorHandling } from './http/errors.ts';
import { requireResponseSchemas } from './http/response-schemas.ts';
import { inventoryRoutes, revalueCopies, upgradeStoredValues } from './inventory/index.ts';
import { labelRoutes } from './labels/index.ts';
import { lotRoutes } from './lots/index.ts';
import { missingRatesJob, moneyRoutes } from './money/index.ts';
import { createRates, DEFAULT_ECB_RATES_URL, showCollectionCurrency } from './rates/index.ts';
import { createScheduler, type Scheduler } from './jobs/index.ts';
import { createMarket, marketRoutes, rebuildUnderCurrentRules, type Market } from './market/index.ts';
import { openApiRoutes, registerOpenApiDocument } from './openapi/index.ts';
import { photoRoutes, PhotoStore, UPLOADS_PREFIX, uploadRoutes, uploadsDir } from './photos/index.ts';
import { placeRoutes } from './places/index.ts';
import { reportRoutes } from './reports/index.ts';
import { defaultInstance, ServiceSettings, settingsRoutes, type Instance } from './settings/index.ts';
import { hideShareSecrets, publicShareRoutes, shareRoutes } from './shares/index.ts';
import { soldRoutes } from './sold/index.ts';
import { type ServedCertificate } from './tls/index.ts';
import { spreadsheetRoutes } from './spreadsheet/index.ts';
import { syncRoutes } from './sync/index.ts';
import { transferRoutes } from './transfer/index.ts';
import { wantRoutes, wantsCheckJob, wantsCheckOptions, type WantsCheckOptions } from './wants/index.ts';
import { figureMergeRoutes } from './figure-merge/index.ts';

const BODY_LIMIT = 1024 * 1024;
const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

export interface BuildOptions {
  db: Db;
  upcLookup?: UpcLookup | null;
  /** Folder of the built web app; served with a fallback to index.html for the app's own routes. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  /** Told of every route as it is registered (tests walk them). */
  onRoute?: (route: RouteOptions) => void;
  /** The market sources and jobs; default: no source configured. */
  market?: Market;
  /** Runs background work (started by the caller); default: one made here for the market's jobs, stopped with the app. */
  scheduler?: Scheduler;
  /** DATA_DIR: the grading photos are kept in its uploads folder. */
  dataDir: string;
  /** AI photo grading; default: not configured. */
  ai?: Ai;
  /** The analysis' AI insights; default: not configured (rule-based insights). */
  insights?: InsightsWriter | null;
  /** Login and allowed hosts; default: no password (as on loopback), the machine's own host names only. */
  access?: AccessOptions;
  /** How this instance runs, for the Settings page; default: as with no settings (loopback). */
  instance?: Instance;
  /**
   * The services as Settings saved them in DATA_DIR, over the environment's variables; a change is put in use at once
   * (the values above are the ones at the start). Default: what DATA_DIR holds, with no environment.
   */
  serviceSettings?: ServiceSettings;
  /** Serve HTTPS with this certificate; its authority (the app's own, self-signed) is offered at /ca.crt for phones to trust. */
  tls?: ServedCertificate | null;
  /** TRUSTED_PROXIES: whose X-Forwarded-* headers are believed; default: nobody's. */
  trustedProxies?: string[];
  /** How long clients may take and how many connections each may hold; default: DEFAULT_CLIENT_LIMITS (tests shorten them). */
  clientLimits?: Partial<ClientLimits>;
  /** PUBLIC_URL: where share links point; default: the address each request came to. */
  publicUrl?: string | null;
}

export async function buildApp({ db, upcLookup = null, webDist = DEFAULT_WEB_DIST, logger = false, onRoute, ...options }: BuildOptions) {
  // Values stored under an older valuation rule are brought up to date (with the market summaries they rest
  // on); the version bump also retires every answer and ETag an earlier build of the app may have given.
  await inWriteTransaction(db, (trx) => upgradeStoredValues(trx, rebuildUnderCurrentRules));
  const market = options.market ?? createMarket(db, { active: null, sold: null }, createRates(db, { baseUrl: DEFAULT_ECB_RATES_URL }));
  await showCollectionCurrency(db);
  const serviceSettings = options.serviceSettings ?? ServiceSettings.read(options.dataDir, {});
  // Not given: the deal check as with no settings, sending deals on the channels Settings has at each run.
  const wantsCheck = { ...wantsCheckOptions(loadConfig({})), alerts: { channels: () => serviceSettings.configs().alerts } };
  const scheduler = options.scheduler ?? createScheduler({ db, jobs: backgroundJobs(db, market, undefined, wantsCheck) });
  await takeSnapshotIfMissing(db);
  const photos = new PhotoStore(uploadsDir(options.dataDir));
  // Not given: as the app is with no AI settings.
  const noAi = loadConfig({}).ai;
  const ai = options.ai ?? createAi(noAi);
  const insights = options.insights === undefined ? insightsWriterFor(noAi) : options.insights;

  const tls = options.tls ?? null;
  const trustProxy = options.trustedProxies && options.trustedProxies.length > 0 ? options.trustedProxies : false;
  const clientLimits = { ...DEFAULT_CLIENT_LIMITS, ...options.clientLimits };
  const nodeLimits = nodeServerLimits(clientLimits);
  // Typed as the HTTP server either way: nothing here depends on which one listens.
  const serverOptions = {
    logger: withoutSecrets(logger), bodyLimit: BODY_LIMIT, frameworkErrors, clientErrorHandler: answerClientError(clientLimits), trustProxy, requestTimeout: nodeLimits.requestTimeout,
    ...(tls ? { https: { key: tls.key, cert: tls.cert, ...nodeLimits } } : { http: nodeLimits }),
  } as FastifyServerOptions;
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerClientLimits(app, clientLimits, options.trustedProxies);
  requireResponseSchemas(app);
  if (onRoute) app.addHook('onRoute', onRoute);
  // A 5,000-copy collection is several MB of JSON; gzip makes it a few hundred KB for a phone on Wi-Fi.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });

  // Before every route: each is described as it is registered.
  await registerOpenApiDocument(app);

  if (!options.scheduler) app.addHook('onClose', () => scheduler.stop());
  const access = options.access ?? { password: null };
  // Sign-in with OpenID Connect (the environment's, or Settings'): the provider's discovery document is read now.
  const oidcConfig = access.none ? null : serviceSettings.configs().oidc;
  const oidc = { current: oidcConfig && new OidcSignIn(oidcConfig) };
  await oidc.current?.ready();
  const apiKeys = new ApiKeys(db, (error) => app.log.error({ err: error }, 'An API key\'s "last used" could not be recorded'));
  // In front of everything below: the API, the photos and the web app's files.
  await registerAccess(app, { ...access, indexHtml: path.join(webDist, 'index.html'), db, apiKeys, oidc });

  // Held, not given: Settings replaces them when the collector changes a service, and the routes read them at each request.
  const live = { ai: { current: ai }, insights: { current: insights }, upcLookup: { current: upcLookup }, oidc };
  const instance = options.instance ?? defaultInstance();
  const copies = { revalueFigure: (trx: Db, figureId: number) => revalueCopies(trx, { figureId }) };
  const deps = { db, market, rates: market.rates, scheduler, copies, ...live, photos, instance, derived: new DerivedCache(() => currentDataVersion(db)) };
  await app.register(
    async (api) => {
      await api.register(healthRoutes, deps);
      await api.register(catalogRoutes, deps);
      await api.register(marketRoutes, deps);
      await api.register(inventoryRoutes, deps);
      await api.register(placeRoutes, deps);
      await api.register(bulkRoutes, deps);
      await api.register(labelRoutes, deps);
      await api.register(soldRoutes, deps);
      await api.register(gradingRoutes, deps);
      await api.register(photoRoutes, deps);
      await api.register(figurePictureRoutes, deps);
      await api.register(reportRoutes, deps);
      await api.register(analysisRoutes, deps);
      await api.register(backupRoutes, { ...deps, dataDir: options.dataDir });
      await api.register(transferRoutes, deps);
      await api.register(spreadsheetRoutes, deps);
      await api.register(figureMergeRoutes, deps);
      await api.register(lotRoutes, deps);
      await api.register(moneyRoutes, deps);
      await api.register(wantRoutes, deps);
      await api.register(shareRoutes, { db, publicUrl: options.publicUrl ?? null });
      await api.register(syncRoutes, deps);
      await api.register(alertRoutes, { db, alertChannels: () => serviceSettings.configs().alerts });
      await api.register(settingsRoutes, {
        ...deps, dataDir: options.dataDir, login: access.password !== null, proxyHeader: access.proxy?.header ?? null, serviceSettings,
      });
      await api.register(apiKeyRoutes, { apiKeys });
      await api.register(openApiRoutes);
    },
    { prefix: '/api' },
  );

  // The stored photos, one by one (no listing of the folder); the folder is made by main.ts, or else by the first photo stored.
  await app.register(uploadRoutes, { dir: photos.dir });
  // What a share link opens with no login: its page, its data and the pictures it names.
  await app.register(publicShareRoutes, { db, uploadsDir: photos.dir, indexHtml: path.join(webDist, 'index.html'), publicUrl: options.publicUrl ?? null });

  if (tls?.authority) {
    const authority = tls.authority;
    // Public like the app's own files: a certificate holds no secret, and the phone fetches it before logging in.
    app.get('/ca.crt', { schema: { response: { 200: z.unknown().describe("The app's certificate authority, PEM") } } }, async (_req, reply) => {
      reply.type('application/x-x509-ca-cert').header('content-disposition', 'attachment; filename="tmnt-inventory-ca.crt"').header('cache-control', 'no-cache');
      // Bytes, not a string: sent as they are, never serialised as JSON.
      return Buffer.from(authority);
    });
  }

  const indexHtml = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1y', immutable: true, setHeaders: noCacheForHtml });
  }
  app.setNotFoundHandler((req, reply) => {
    // A photo address is never a page: an unknown one is a 404, not the app's index.html.
    const isPageRequest = req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith(UPLOADS_PREFIX) && !path.extname(req.url.split('?')[0]);
    if (isPageRequest && hasWeb) {
      return reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(indexHtml));
    }
    if (isPageRequest) {
      return reply.status(503).type('text/plain').send('The web app has not been built yet: start the app with "npm start", which builds it.');
    }
    return reply.status(404).send({ error: `Not found: ${req.method} ${req.url.split('?')[0]}` });
  });

  await app.ready();
  return app;
}

/**
 * Everything the scheduler runs in the background: the market's jobs, amounts waiting for exchange rates, the daily
 * portfolio snapshot, (given where) the daily backup, and the want list's deal check (default: as with no settings,
 * sending no alerts).
 */
export const backgroundJobs = (db: Db, market: Market, backups?: DailyBackups, wantsCheck: WantsCheckOptions = wantsCheckOptions(loadConfig({}))) => [
  ...market.jobs, missingRatesJob(db, market.rates), snapshotJob(db), ...(backups ? [dailyBackupJob(db, backups)] : []), wantsCheckJob(db, market, wantsCheck),
];

/** The log's options, with each request written so that it names no share link's secret. */
function withoutSecrets(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  return { ...(logger === true ? {} : logger), serializers: { req: (req) => ({ method: req.method, url: hideShareSecrets(req.url), remoteAddress: req.ip }) } };
}

/** The hashed assets may be kept forever; the page that names them must always be checked again. */
function noCacheForHtml(res: { setHeader(name: string, value: string): void }, filePath: string) {
  if (filePath.endsWith('.html') || filePath.endsWith('sw.js') || filePath.endsWith('.webmanifest')) res.setHeader('cache-control', 'no-cache');
}

export type App = Awaited<ReturnType<typeof buildApp>>;
