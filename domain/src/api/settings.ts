/** The Settings page: how this instance runs (server/src/settings). */
import { z } from 'zod';
import { fieldMessages as say } from '../fields.ts';
import { oneOf, shortText, strict } from './common.ts';
import { AI_PROVIDERS } from './grading.ts';

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
  /** The ways in besides the password: a trusted proxy's header (AUTH=proxy: its name), OpenID Connect (the provider's name). */
  sign_in: z.object({ password: z.boolean(), proxy_header: z.string().nullable(), oidc: z.string().nullable() }),
  services: z.object({ ebay: serviceSchema, ai: serviceSchema, upc_lookup: serviceSchema }),
  backups: z.object({
    dir: z.string(),
    keep: z.number(),
    /** The newest backups in DATA_DIR/backups, newest first. */
    latest: z.array(z.object({ name: z.string(), bytes: z.number(), created_at: z.string() })),
  }),
});
export type Settings = z.infer<typeof settingsSchema>;

/** The outside services Settings sets up, as the API names them (PUT/DELETE /api/settings/services/:service). */
export const SERVICE_NAMES = ['ebay', 'ai', 'upc_lookup', 'alerts', 'oidc'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** One setting of a service as Settings shows it. */
const serviceFieldSchema = z.object({
  /** What is in use: as it is, or for a key only as "set, ending in …4f2a" (never the key itself); null when not set. */
  value: z.string().nullable(),
  /** The environment variable that sets it ("EBAY_CLIENT_ID"): it wins over Settings and the page cannot change it; null when none does. */
  env: z.string().nullable(),
});

const serviceStateSchema = serviceSchema.extend({
  /** Whether Settings keeps values for this service (Remove clears them). */
  saved: z.boolean(),
});

/** GET /api/settings/services: each service's settings as in use (saved in Settings or set in the environment); never a key. */
export const serviceSettingsSchema = z.object({
  /** Where Settings keeps what it saves (DATA_DIR/services.json): readable by the app's user only, in no backup or export. */
  file: z.string(),
  ebay: serviceStateSchema.extend({ fields: z.object({ client_id: serviceFieldSchema, client_secret: serviceFieldSchema }) }),
  ai: serviceStateSchema.extend({ fields: z.object({ provider: serviceFieldSchema, model: serviceFieldSchema, api_key: serviceFieldSchema, base_url: serviceFieldSchema }) }),
  upc_lookup: serviceStateSchema.extend({ fields: z.object({ lookup_url: serviceFieldSchema, api_key: serviceFieldSchema }) }),
  alerts: serviceStateSchema.extend({ fields: z.object({ ntfy_url: serviceFieldSchema, webhook_url: serviceFieldSchema, smtp_url: serviceFieldSchema, email_to: serviceFieldSchema }) }),
  oidc: serviceStateSchema.extend({
    fields: z.object({ issuer: serviceFieldSchema, client_id: serviceFieldSchema, client_secret: serviceFieldSchema, allowed_users: serviceFieldSchema, provider_name: serviceFieldSchema }),
  }),
});
export type ServiceSettings = z.infer<typeof serviceSettingsSchema>;

/** PUT /api/settings/services/:service: what the check call said, and the settings now in use. */
export const serviceSavedSchema = z.object({ checked: z.string(), services: serviceSettingsSchema });
export type ServiceSaved = z.infer<typeof serviceSavedSchema>;

const KEY_MAX = 500;
const URL_MAX = 2000;

/** A key or an ID as pasted, trimmed; left out (or empty): the one saved is kept, as the page never has it to send back. */
const keyText = (field: string) => shortText(field, KEY_MAX).optional();

/** An http(s) address, trimmed; empty: none. */
const webAddress = (field: string) =>
  shortText(field, URL_MAX)
    .refine((v) => v === '' || /^https?:\/\/[^\s/?#]+\S*$/i.test(v), say.webAddress(field))
    .optional();

/** PUT /api/settings/services/ebay: an eBay developer app's production keys (active listings, Browse API). */
export const ebayServiceRequestSchema = strict({ client_id: keyText('client_id'), client_secret: keyText('client_secret') });

/** PUT /api/settings/services/ai: the AI provider for grading and insights; no model: the provider's default, no base URL: its own API. */
export const aiServiceRequestSchema = strict({
  provider: oneOf(AI_PROVIDERS, 'provider').optional(),
  model: shortText('model', 200).optional(),
  api_key: keyText('api_key'),
  base_url: webAddress('base_url'),
});

/**
 * PUT /api/settings/services/alerts: where deals are sent outside the app (no check call: each channel has its "Send a
 * test"). An empty address: none. The SMTP URL holds a password, so the page never sends it back: left out, the saved
 * one is kept while there is an address to mail; an empty e-mail address stops e-mail.
 */
export const alertsServiceRequestSchema = strict({
  ntfy_url: webAddress('ntfy_url'),
  webhook_url: webAddress('webhook_url'),
  smtp_url: shortText('smtp_url', URL_MAX)
    .refine((v) => v === '' || /^smtps?:\/\/[^\s/?#]+\S*$/i.test(v), 'SMTP URL must be an address starting with smtp:// or smtps://, such as smtps://user:password@smtp.example.com:465')
    .optional(),
  email_to: shortText('email_to', 320)
    .refine((v) => v === '' || z.email().safeParse(v).success, 'E-mail address must be an address such as you@example.com')
    .optional(),
});

/** PUT /api/settings/services/upc_lookup: a UPC database speaking UPCitemdb's lookup API, and its key when it needs one. */
export const upcLookupServiceRequestSchema = strict({ lookup_url: webAddress('lookup_url'), api_key: keyText('api_key') });

/**
 * PUT /api/settings/services/oidc: sign-in with an OpenID Connect provider (Authelia, Authentik, Keycloak, Pocket ID,
 * ...): its issuer (checked by reading its discovery document), this app's client ID and secret there, the users it
 * lets in (subjects or e-mail addresses, separated by commas; empty: everyone the provider signs in), and the name the
 * login page shows.
 */
export const oidcServiceRequestSchema = strict({
  issuer: webAddress('issuer'),
  client_id: keyText('client_id'),
  client_secret: keyText('client_secret'),
  allowed_users: shortText('allowed_users', 2000).optional(),
  provider_name: shortText('provider_name', 60).optional(),
});
