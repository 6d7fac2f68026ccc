import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { appVersion, runDailyBackup } from '../src/backup/index.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { MIGRATION_NAMES } from '../src/db/migrate.ts';
import { defaultInstance, ServiceSettings, type Instance } from '../src/settings/index.ts';
import { freshDatabase, onPostgres } from './helpers.ts';

const SECRETS = { EBAY_CLIENT_ID: 'ebay-id-0001', EBAY_CLIENT_SECRET: 'ebay-secret-0002', ANTHROPIC_API_KEY: 'sk-ant-0003', UPC_LOOKUP_URL: 'https://upc.example.com/lookup', UPC_LOOKUP_KEY: 'upc-key-0004' };

async function settingsOf(instance?: Instance, password: string | null = null, env: NodeJS.ProcessEnv = {}) {
  const location = await freshDatabase();
  const db = await openDatabase({ ...location, poolSize: 2 });
  const app = await buildApp({
    db, dataDir: location.dataDir, webDist: path.join(location.dataDir, 'no-web'), serviceSettings: ServiceSettings.read(location.dataDir, env),
    ...(instance && { instance }), ...(password && { access: { password, sessionSecret: 'x'.repeat(32) } }),
  });
  onTestFinished(async () => {
    await app.close();
    await db.destroy();
  });
  return { app, db, dataDir: location.dataDir };
}

describe('GET /api/settings', () => {
  it('says how a default instance runs: this computer only, no services, what to set for each', async () => {
    const { app, dataDir } = await settingsOf();
    const answer = await app.inject({ method: 'GET', url: '/api/settings' });
    expect(answer.statusCode).toBe(200);
    const settings = answer.json();
    expect(settings).toMatchObject({
      app_version: appVersion(),
      schema: MIGRATION_NAMES.at(-1),
      database: onPostgres ? 'postgres' : 'sqlite',
      data_dir: dataDir,
      login: false,
      phone: { urls: [], https: false, certificate: 'none', fingerprint: null },
      backups: { dir: path.join(dataDir, 'backups'), keep: 7, latest: [] },
    });
    expect(settings.phone.missing).toBe('The app listens on this computer only (HOST=127.0.0.1): start it with HOST=0.0.0.0 and APP_PASSWORD set to open it from a phone on the same Wi-Fi.');
    // The root package.json's version, with the commit when run from a git checkout.
    expect(settings.app_version).toMatch(/^1\.0\.0( \([0-9a-f]{4,}\))?$/);
    expect(settings.services.ai).toEqual({ configured: false, detail: null, missing: expect.stringMatching(/^AI grading is not set up: enter an Anthropic API key in Settings/) });
    expect(settings.services.upc_lookup).toMatchObject({ configured: false, missing: expect.stringMatching(/^Enter a UPC database's lookup URL/) });
    // Sold prices need no key; active listings do.
    expect(settings.services.ebay).toEqual({
      configured: true,
      detail: "sold prices (eBay's sold search)",
      missing: "Enter an eBay developer app's keys for active listings (or set EBAY_CLIENT_ID and EBAY_CLIENT_SECRET).",
    });
  });

  it('names the services in use and the phone addresses, and never a key or the password', async () => {
    const env = { ...SECRETS, HOST: '0.0.0.0', APP_PASSWORD: 'hunter2-password' };
    const instance: Instance = { ...defaultInstance(), host: loadConfig(env).host, phoneUrls: () => ['https://192.168.1.20:3000'], certificate: 'self-signed', fingerprint: 'AB:CD', backupKeep: 3 };
    const { app, db, dataDir } = await settingsOf(instance, 'hunter2-password', env);
    await runDailyBackup(db, { dataDir, keep: 3 }, new Date('2026-11-20T10:00:00Z'));

    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: 'hunter2-password' } });
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    expect((await app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
    const answer = await app.inject({ method: 'GET', url: '/api/settings', headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    const settings = answer.json();
    expect(settings.phone).toEqual({ urls: ['https://192.168.1.20:3000'], https: true, certificate: 'self-signed', fingerprint: 'AB:CD', missing: null });
    expect(settings.login).toBe(true);
    expect(settings.services).toEqual({
      ebay: { configured: true, detail: "active listings (Browse API) and sold prices (eBay's sold search)", missing: null },
      ai: { configured: true, detail: 'anthropic · claude-sonnet-5-5', missing: null },
      upc_lookup: { configured: true, detail: 'upc.example.com', missing: null },
    });
    expect(settings.backups).toMatchObject({ keep: 3, latest: [{ name: 'backup-2026-11-20.zip', bytes: expect.any(Number) }] });
    for (const secret of [...Object.values(SECRETS).filter((v) => !v.startsWith('https')), 'hunter2-password']) expect(answer.body).not.toContain(secret);
  });
});
