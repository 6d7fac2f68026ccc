import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsSchema, type Settings } from '@tmnt/domain';
import { isLoopbackHost } from '../auth/index.ts';
import { appliedSchema, appVersion, backupsDir } from '../backup/index.ts';
import { isPostgres } from '../db/database.ts';
import type { Instance } from './instance.ts';
import type { LiveServices } from './service-checks.ts';
import { serviceRoutes } from './service-routes.ts';
import type { ServiceSettings } from './service-store.ts';
import { describeServices } from './services.ts';

interface SettingsRouteOptions extends LiveServices {
  dataDir: string;
  /** The services as Settings saved them, over the environment's variables. */
  serviceSettings: ServiceSettings;
  instance: Instance;
  /** Whether a password is asked (APP_PASSWORD). */
  login: boolean;
  /** AUTH=proxy: the header a trusted proxy signs users in with; null: none. */
  proxyHeader: string | null;
}

/** How many of the newest backups the page lists. */
const BACKUPS_LISTED = 5;

export const settingsRoutes: FastifyPluginAsyncZod<SettingsRouteOptions> = async (app, options) => {
  const { db, dataDir, instance, login, proxyHeader, serviceSettings, oidc } = options;
  await app.register(serviceRoutes, options);

  app.get('/settings', { schema: { response: { 200: settingsSchema } } }, async (): Promise<Settings> => {
    const urls = isLoopbackHost(instance.host) ? [] : instance.phoneUrls();
    return {
      app_version: appVersion(),
      schema: await appliedSchema(db),
      database: isPostgres(db) ? 'postgres' : 'sqlite',
      data_dir: dataDir,
      phone: {
        urls,
        https: instance.certificate !== 'none',
        certificate: instance.certificate,
        fingerprint: instance.fingerprint,
        missing: isLoopbackHost(instance.host)
          ? `The app listens on this computer only (HOST=${instance.host}): start it with HOST=0.0.0.0 and APP_PASSWORD set to open it from a phone on the same Wi-Fi.`
          : urls.length === 0
            ? 'This computer has no network address a phone can reach: connect it to the same Wi-Fi or network as the phone.'
            : null,
      },
      login,
      sign_in: { password: login, proxy_header: proxyHeader, oidc: oidc.current?.config.name ?? null },
      services: describeServices(serviceSettings.configs()),
      backups: { dir: backupsDir(dataDir), keep: instance.backupKeep, latest: await latestBackups(backupsDir(dataDir)) },
    };
  });
};

/** The newest backup files (daily, made by hand, kept before a restore), newest first. */
async function latestBackups(dir: string): Promise<Settings['backups']['latest']> {
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((name) => name.endsWith('.zip') && !name.startsWith('.'));
  } catch {
    return [];
  }
  const files = await Promise.all(
    names.map(async (name) => {
      const stat = await fs.stat(path.join(dir, name));
      return { name, bytes: stat.size, created_at: stat.mtime.toISOString() };
    }),
  );
  return files.sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, BACKUPS_LISTED);
}
