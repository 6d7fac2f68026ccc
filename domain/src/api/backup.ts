/** Backups of the whole collection, made and restored from the Settings page (server/src/backup). */
import { z } from 'zod';

/** What restoring a backup brought back (POST /api/backup/restore). */
export const restoreResultSchema = z.object({
  created_at: z.string(),
  schema: z.string(),
  migrated_to: z.string().nullable(),
  /** Rows per table as restored. */
  counts: z.record(z.string(), z.number()),
  photos: z.object({ restored: z.number(), kept: z.number() }),
  /** Where the collection that was replaced is kept. */
  previous: z.string().nullable(),
});
export type RestoreResultAnswer = z.infer<typeof restoreResultSchema>;

/** A backup made on request (POST /api/backup), kept in DATA_DIR/backups; `url` downloads it. */
export const backupMadeSchema = z.object({
  name: z.string(),
  url: z.string(),
  bytes: z.number(),
  created_at: z.string(),
});
export type BackupMade = z.infer<typeof backupMadeSchema>;
