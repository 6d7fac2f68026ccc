/** API keys: a script's door to the API without the password (server/src/api-keys). */
import { z } from 'zod';
import { isoTimeSchema, oneOf, shortText, strict } from './common.ts';

/**
 * What a key opens. `read`: every GET the web app makes. `write`: those, and every create, change and delete of the
 * collection. Neither opens the backups and restores, the settings, the sessions or the keys themselves: those take
 * a login.
 */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

const NAME_MAX = 100;

/** POST /api/api-keys: a name to know the key by, its scope, and when it ends (left out or null: never). */
export const apiKeyRequestSchema = strict({
  name: shortText('name', NAME_MAX).min(1, 'Name is required: say what the key is for, e.g. "Home Assistant"'),
  scope: oneOf(API_KEY_SCOPES, 'scope'),
  expires_at: isoTimeSchema('expires_at')
    .refine((at) => Date.parse(at) > Date.now(), 'Expires must be a moment in the future')
    .nullable()
    .optional(),
});
export type ApiKeyRequest = z.infer<typeof apiKeyRequestSchema>;

/** A key as the list shows it: never the key itself, only its last 4 characters. */
export const apiKeySchema = z.object({
  id: z.number(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  last4: z.string(),
  created_at: z.string(),
  /** When it stops working; null: never. */
  expires_at: z.string().nullable(),
  /** When a request last came with it, to the minute; null: never used. */
  last_used_at: z.string().nullable(),
  expired: z.boolean(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** POST /api/api-keys answers the key in full, this once: only its hash is kept. */
export const apiKeyMadeSchema = apiKeySchema.extend({ key: z.string() });
export type ApiKeyMade = z.infer<typeof apiKeyMadeSchema>;
