import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, restoreResultSchema, type RestoreResultAnswer } from '@tmnt/domain';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { createBackup } from './create.ts';
import { restoreIntoRunningApp } from './restore.ts';
import { BackupError } from './zip.ts';

/** The largest backup the Settings page takes (a zip without ZIP64 holds at most 4 GB). */
const MAX_RESTORE_BYTES = 4 * 1024 * 1024 * 1024 - 1;

export interface BackupRouteOptions extends AppDeps {
  /** DATA_DIR: its uploads are backed up with the database. */
  dataDir: string;
}

export const backupRoutes: FastifyPluginAsyncZod<BackupRouteOptions> = async (app, { db, dataDir }) => {
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 0, fileSize: MAX_RESTORE_BYTES } });
  let restoring = false;
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

  // The upload is kept in DATA_DIR (room for it is where the collection is) until the restore is done.
  app.post(
    '/backup/restore',
    {
      config: { accepts: 'Send the backup file as multipart/form-data (field "backup")' },
      schema: { response: { 200: restoreResultSchema, 400: errorSchema, 409: errorSchema, 413: errorSchema } },
    },
    async (req): Promise<RestoreResultAnswer> => {
      if (!req.isMultipart()) throw new HttpError(415, 'Send the backup file as multipart/form-data (field "backup")');
      if (restoring) throw new HttpError(409, 'A restore is already running: wait for it to finish');
      restoring = true;
      const upload = path.join(dataDir, `.restore-upload-${randomUUID()}.zip`);
      try {
        const part = await req.file();
        if (!part || part.fieldname !== 'backup') throw new HttpError(400, 'Choose a backup file (.zip) to restore');
        await fs.mkdir(dataDir, { recursive: true });
        await pipeline(part.file, createWriteStream(upload, { flags: 'wx' }));
        if (part.file.truncated) throw new HttpError(413, 'The backup file is too large (at most 4 GB)');
        const result = await restoreIntoRunningApp(db, dataDir, upload);
        return {
          created_at: result.createdAt,
          schema: result.schema,
          migrated_to: result.migratedTo,
          counts: result.counts,
          photos: result.photos,
          previous: result.previous,
        };
      } catch (error) {
        if (error instanceof BackupError) throw new HttpError(400, error.message);
        throw error;
      } finally {
        restoring = false;
        await fs.rm(upload, { force: true });
      }
    },
  );
};
