import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { createBackup } from './create.ts';

export interface BackupRouteOptions extends AppDeps {
  /** DATA_DIR: its uploads are backed up with the database. */
  dataDir: string;
}

export const backupRoutes: FastifyPluginAsyncZod<BackupRouteOptions> = async (app, { db, dataDir }) => {
  // A fresh backup, streamed from a temporary file that is unlinked once open (nothing is left behind).
  app.get('/backup', { schema: { response: { 200: z.unknown().describe('The backup, application/zip (manifest.json, the database, uploads/)') } } }, async (_req, reply) => {
    const madeAt = new Date();
    const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'tmnt-backup-'));
    const name = `backup-${madeAt.toISOString().replace(/[:.]/g, '-')}.zip`;
    try {
      const { file, bytes } = await createBackup(db, dataDir, path.join(temp, name), madeAt);
      const handle = await fs.open(file, 'r');
      await fs.rm(temp, { recursive: true, force: true });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('content-length', bytes)
        .header('cache-control', 'no-store')
        .send(handle.createReadStream());
    } catch (error) {
      await fs.rm(temp, { recursive: true, force: true });
      throw error;
    }
  });
};
