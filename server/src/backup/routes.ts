import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backupMadeSchema, errorSchema, restoreResultSchema, type BackupMade, type RestoreResultAnswer } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { BACKUP_FILE_NAME, backupsDir, createBackup } from './create.ts';
import { restoreIntoRunningApp } from './restore.ts';
import { BackupError } from './zip.ts';

/** The largest backup the Settings page takes (a zip without ZIP64 holds at most 4 GB). */
const MAX_RESTORE_BYTES = 4 * 1024 * 1024 * 1024 - 1;

interface BackupRouteOptions {
  db: Db;
  /** DATA_DIR: its uploads are backed up with the database. */
  dataDir: string;
}

export const backupRoutes: FastifyPluginAsyncZod<BackupRouteOptions> = async (app, { db, dataDir }) => {
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 0, fileSize: MAX_RESTORE_BYTES } });
  let restoring = false;
  // A POST, so the Origin check refuses it from another site: a backup is heavy work that a page elsewhere (an
  // <img src> on it) must not be able to start. Kept in DATA_DIR/backups beside the daily ones; `url` downloads it.
  app.post('/backup', { schema: { response: { 201: backupMadeSchema } } }, async (_req, reply) => {
    const madeAt = new Date();
    const { file, bytes } = await createBackup(db, dataDir, undefined, madeAt);
    const name = path.basename(file);
    const made: BackupMade = { name, url: `/api/backup/files/${name}`, bytes, created_at: madeAt.toISOString() };
    return reply.status(201).send(made);
  });

  // A backup in DATA_DIR/backups, by the names the app gives them only: nothing else in DATA_DIR is reachable.
  app.get(
    '/backup/files/:name',
    { schema: { params: z.object({ name: z.string() }), response: { 200: z.unknown().describe('The backup, application/zip'), 404: errorSchema } } },
    async (req, reply) => {
      const { name } = req.params;
      const missing = notFound(`There is no backup named ${name}`);
      if (!BACKUP_FILE_NAME.test(name)) throw missing;
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(path.join(backupsDir(dataDir), name), 'r');
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') throw missing;
        throw error;
      }
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        throw missing;
      }
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('content-length', stat.size)
        .header('cache-control', 'no-store')
        .send(handle.createReadStream());
    },
  );

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
