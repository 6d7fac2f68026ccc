/** The Settings page: how this instance runs (server/src/settings). */
import { z } from 'zod';

const serviceSchema = z.object({
  configured: z.boolean(),
  /** What is in use (never a secret), e.g. "anthropic · claude-sonnet-5-5". */
  detail: z.string().nullable(),
  /** What to set when it is not configured. */
  missing: z.string().nullable(),
});

/** The Settings page (GET /api/settings): how this instance runs; never a secret. */
export const settingsSchema = z.object({
  app_version: z.string(),
  schema: z.string().nullable(),
  database: z.enum(['sqlite', 'postgres']),
  data_dir: z.string(),
  phone: z.object({
    /** Addresses a phone on the same network opens; empty when the app listens on this computer only. */
    urls: z.array(z.string()),
    https: z.boolean(),
    /** How HTTPS is provided: a certificate this app made (the phone warns once), one the collector gave, or none. */
    certificate: z.enum(['self-signed', 'provided', 'none']),
    /** SHA-256 fingerprint of a self-signed certificate, to compare with what the phone shows. */
    fingerprint: z.string().nullable(),
    /** Why there is no phone address, naming what to set; null when there is one. */
    missing: z.string().nullable(),
  }),
  login: z.boolean(),
  services: z.object({ ebay: serviceSchema, ai: serviceSchema, upc_lookup: serviceSchema }),
  backups: z.object({
    dir: z.string(),
    keep: z.number(),
    /** The newest backups in DATA_DIR/backups, newest first. */
    latest: z.array(z.object({ name: z.string(), bytes: z.number(), created_at: z.string() })),
  }),
});
export type Settings = z.infer<typeof settingsSchema>;
