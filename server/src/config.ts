import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { AI_PROVIDERS, GRADING, type AiProvider } from '@tmnt/domain';
import type { AiConfig } from './ai/index.ts';
import type { AlertChannels } from './alerts/index.ts';
import { isLoopbackHost, type OidcConfig } from './auth/index.ts';
import type { EbayConfig } from './market/index.ts';
import { DEFAULT_ECB_RATES_URL } from './rates/index.ts';
import type { TlsConfig } from './tls/index.ts';

const optionalUrl = (name: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url({ protocol: /^https?$/, error: `${name} must be an http(s) address` }).optional())
    .optional();

/** The server log's levels (pino's), from only the worst to everything, and none; `info` logs every request. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'PORT must be a port number' }).int().min(0).max(65535, 'PORT must be at most 65535').default(3000),
  HOST: z.string().trim().min(1, 'HOST cannot be empty').default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1, 'DATA_DIR cannot be empty').default('./data'),
  // Not trimmed: spaces may be part of a password. Empty means unset.
  APP_PASSWORD: z.string().transform((v) => (v === '' ? undefined : v)).optional(),
  AUTH: z.enum(['password', 'proxy', 'none'], { error: 'AUTH must be password, proxy or none' }).default('password'),
  AUTH_PROXY_HEADER: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || /^[A-Za-z0-9-]{1,100}$/.test(v), 'AUTH_PROXY_HEADER must be a header name, such as Remote-User or X-Forwarded-User')
    .optional(),
  OIDC_ISSUER: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || isIssuer(v), 'OIDC_ISSUER must be the https address of your OpenID provider, e.g. https://auth.example.com (http only for a provider on this computer)')
    .optional(),
  OIDC_CLIENT_ID: z.string().trim().optional(),
  OIDC_CLIENT_SECRET: z.string().trim().optional(),
  OIDC_ALLOWED_USERS: z.string().optional(),
  OIDC_PROVIDER_NAME: z.string().trim().max(60, 'OIDC_PROVIDER_NAME can be at most 60 characters').optional(),
  ALLOWED_HOSTS: z
    .string()
    .transform((v) => v.split(',').map((name) => name.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1')).filter((name) => name !== ''))
    .refine((names) => names.every((name) => /^[a-z0-9_-]+(\.[a-z0-9_-]+)*\.?$|^[0-9a-f:.]+$/.test(name)), 'ALLOWED_HOSTS must be host names separated by commas, without scheme or port (e.g. inventory.example.com,nas.local)')
    .default([]),
  SESSION_SECRET: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || v.length >= 32, 'SESSION_SECRET must be at least 32 characters (or unset it: a secret is then kept in DATA_DIR)')
    .optional(),
  HTTPS: z.enum(['auto', 'on', 'off'], { error: 'HTTPS must be auto, on or off' }).default('auto'),
  TLS_CERT: z.string().trim().transform((v) => (v === '' ? undefined : v)).optional(),
  TLS_KEY: z.string().trim().transform((v) => (v === '' ? undefined : v)).optional(),
  TRUSTED_PROXIES: z
    .string()
    .transform((v) => v.split(',').map((entry) => entry.trim()).filter((entry) => entry !== ''))
    .refine((entries) => entries.every(isAddressOrRange), 'TRUSTED_PROXIES must be IP addresses or CIDR ranges separated by commas (e.g. 127.0.0.1,10.0.0.0/8)')
    .default([]),
  DATABASE_URL: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\/\S+$/i.test(v), 'DATABASE_URL must be a PostgreSQL address, postgres://user:password@host:5432/database (unset it to use the SQLite file in DATA_DIR)')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'DATABASE_POOL_SIZE must be a whole number' }).int().min(1, 'DATABASE_POOL_SIZE must be at least 1').max(100, 'DATABASE_POOL_SIZE must be at most 100').default(10),
  WEB_DIST: z.string().trim().optional(),
  PUBLIC_URL: optionalUrl('PUBLIC_URL').refine((v) => v === undefined || /^https?:\/\/[^/?#]+\/?$/i.test(v), 'PUBLIC_URL must be the address others open the app at, without a path (e.g. https://toys.example.com)'),
  UPC_LOOKUP_URL: optionalUrl('UPC_LOOKUP_URL'),
  UPC_LOOKUP_KEY: z.string().trim().optional(),
  UPC_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  ECB_RATES_URL: optionalUrl('ECB_RATES_URL'),
  EBAY_CLIENT_ID: z.string().trim().optional(),
  EBAY_CLIENT_SECRET: z.string().trim().optional(),
  EBAY_API_BASE: optionalUrl('EBAY_API_BASE'),
  EBAY_WEB_BASE: optionalUrl('EBAY_WEB_BASE'),
  EBAY_SOLD_SEARCH: z.enum(['on', 'off'], { error: 'EBAY_SOLD_SEARCH must be on or off' }).default('on'),
  EBAY_REQUEST_SPACING_MS: z.coerce
    .number({ error: 'EBAY_REQUEST_SPACING_MS must be a whole number of milliseconds' })
    .int('EBAY_REQUEST_SPACING_MS must be a whole number of milliseconds')
    .min(0, 'EBAY_REQUEST_SPACING_MS must be 0 or more')
    .max(600_000, 'EBAY_REQUEST_SPACING_MS must be at most 600000')
    .default(3000),
  AI_PROVIDER: z.enum(AI_PROVIDERS, { error: 'AI_PROVIDER must be anthropic or openai' }).default('anthropic'),
  ANTHROPIC_API_KEY: z.string().trim().optional(),
  OPENAI_API_KEY: z.string().trim().optional(),
  AI_MODEL: z.string().trim().optional(),
  AI_BASE_URL: optionalUrl('AI_BASE_URL'),
  AI_TIMEOUT_MS: z.coerce
    .number({ error: 'AI_TIMEOUT_MS must be a whole number of milliseconds' })
    .int('AI_TIMEOUT_MS must be a whole number of milliseconds')
    .min(100, 'AI_TIMEOUT_MS must be at least 100')
    .max(600_000, 'AI_TIMEOUT_MS must be at most 600000')
    .default(GRADING.aiTimeoutMs),
  // Request logging is off by default (warn): a request log adds nothing for one collector and fills the disk.
  LOG_LEVEL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of: ${LOG_LEVELS.join(', ')}` }))
    .default('warn'),
  NTFY_URL: optionalUrl('NTFY_URL'),
  ALERT_WEBHOOK_URL: optionalUrl('ALERT_WEBHOOK_URL'),
  SMTP_URL: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || isSmtpUrl(v), 'SMTP_URL must be an smtp:// or smtps:// address, e.g. smtps://user:password@smtp.example.com:465')
    .optional(),
  ALERT_EMAIL_TO: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.email({ error: 'ALERT_EMAIL_TO must be an e-mail address' }).optional())
    .optional(),
  BACKUP_KEEP: z.coerce
    .number({ error: 'BACKUP_KEEP must be a whole number of daily backups' })
    .int('BACKUP_KEEP must be a whole number of daily backups')
    .min(1, 'BACKUP_KEEP must be at least 1')
    .max(3650, 'BACKUP_KEEP must be at most 3650')
    .default(7),
  // How often the want list's deal check runs by itself; 0: only when started from the Wants page.
  WANTS_CHECK_HOURS: z.coerce
    .number({ error: 'WANTS_CHECK_HOURS must be a whole number of hours' })
    .int('WANTS_CHECK_HOURS must be a whole number of hours')
    .min(0, 'WANTS_CHECK_HOURS must be 0 (no schedule) or more')
    .max(168, 'WANTS_CHECK_HOURS must be at most 168 (a week)')
    .default(6),
});

/** The variable holding each provider's API key. */
export const AI_KEY_VARIABLES = { anthropic: 'ANTHROPIC_API_KEY', openai: 'OPENAI_API_KEY' } as const satisfies Record<AiProvider, string>;

/** The model each provider grades with unless AI_MODEL says otherwise. */
export const DEFAULT_AI_MODELS: Record<AiProvider, string> = { anthropic: 'claude-sonnet-5-5', openai: 'gpt-4.1' };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL instead of the SQLite file in dataDir. */
  databaseUrl?: string;
  poolSize: number;
  /** Folder of the built web app, when not the default web/dist. */
  webDist?: string;
  upcLookup: { url: string; key?: string; timeoutMs: number } | null;
  ebay: EbayConfig;
  /** ECB_RATES_URL: where the ECB's reference-rate files are read from (a local copy or a test's fake). */
  ecbRatesUrl: string;
  ai: AiConfig;
  /** LOG_LEVEL: what the server logs; `info` and below log every request. */
  logLevel: (typeof LOG_LEVELS)[number];
  access: AccessConfig;
  /** BACKUP_KEEP: how many daily backups DATA_DIR/backups keeps. */
  backupKeep: number;
  /** WANTS_CHECK_HOURS: how often the want list's deal check runs by itself; 0: never by itself. */
  wantsCheckHours: number;
  tls: TlsConfig;
  /** TRUSTED_PROXIES: whose X-Forwarded-* headers are believed (addresses and CIDR ranges); empty: nobody's. */
  trustedProxies: string[];
  /** PUBLIC_URL: the address others open the app at (share links point there), without a trailing slash; null: the address each request came to. */
  publicUrl: string | null;
  /** NTFY_URL, ALERT_WEBHOOK_URL, SMTP_URL with ALERT_EMAIL_TO: where deals are sent outside the app; null: not that way. */
  alerts: AlertChannels;
  /** OIDC_*: sign-in with an OpenID Connect provider; null: none. */
  oidc: OidcConfig | null;
}

interface AccessConfig {
  /** APP_PASSWORD; null: no login (allowed on loopback, or with AUTH=none). */
  password: string | null;
  /** AUTH=none: no login even off loopback, knowingly (warned at every start). */
  authNone: boolean;
  /** ALLOWED_HOSTS, lower case. */
  allowedHosts: string[];
  /** SESSION_SECRET; null: the one kept in DATA_DIR. */
  sessionSecret: string | null;
  /** AUTH=proxy: the header a trusted proxy (TRUSTED_PROXIES) names the signed-in user in (AUTH_PROXY_HEADER); null: no header sign-in. */
  proxyHeader: string | null;
}

/** The header Authelia, Authentik and oauth2-proxy name the signed-in user in, unless AUTH_PROXY_HEADER says another. */
const DEFAULT_PROXY_HEADER = 'Remote-User';

/** Reads the configuration from the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Configuration error: ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  if (Boolean(e.EBAY_CLIENT_ID) !== Boolean(e.EBAY_CLIENT_SECRET)) {
    const [set, missing] = e.EBAY_CLIENT_ID ? ['EBAY_CLIENT_ID', 'EBAY_CLIENT_SECRET'] : ['EBAY_CLIENT_SECRET', 'EBAY_CLIENT_ID'];
    throw new Error(`Configuration error: ${missing}: set it too (${set} is set; eBay needs both app keys)`);
  }
  if (Boolean(e.TLS_CERT) !== Boolean(e.TLS_KEY)) {
    const [set, missing] = e.TLS_CERT ? ['TLS_CERT', 'TLS_KEY'] : ['TLS_KEY', 'TLS_CERT'];
    throw new Error(`Configuration error: ${missing}: set it too (${set} is set; a certificate needs both its file and its key's)`);
  }
  if (e.SMTP_URL && !e.ALERT_EMAIL_TO) throw new Error('Configuration error: ALERT_EMAIL_TO: set it too (SMTP_URL is set; e-mail alerts need the address to send them to)');
  if (e.TLS_CERT && e.HTTPS === 'off') throw new Error('Configuration error: HTTPS: HTTPS=off contradicts TLS_CERT and TLS_KEY (unset them, or HTTPS)');
  checkSignIn(e);
  if (!isLoopbackHost(e.HOST) && !e.APP_PASSWORD && e.AUTH === 'password' && !e.OIDC_ISSUER) {
    throw new Error(
      `Configuration error: APP_PASSWORD: set APP_PASSWORD to listen on HOST=${e.HOST}, where other devices can reach the app (or sign in through OIDC_ISSUER or AUTH=proxy, or AUTH=none to run it without a password, knowingly)`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : {}),
    poolSize: e.DATABASE_POOL_SIZE,
    ...(e.WEB_DIST ? { webDist: path.resolve(e.WEB_DIST) } : {}),
    upcLookup: e.UPC_LOOKUP_URL ? { url: e.UPC_LOOKUP_URL, key: e.UPC_LOOKUP_KEY || undefined, timeoutMs: e.UPC_LOOKUP_TIMEOUT_MS } : null,
    ebay: {
      keys: e.EBAY_CLIENT_ID && e.EBAY_CLIENT_SECRET ? { clientId: e.EBAY_CLIENT_ID, clientSecret: e.EBAY_CLIENT_SECRET } : null,
      apiBase: (e.EBAY_API_BASE ?? 'https://api.ebay.com').replace(/\/+$/, ''),
      webBase: e.EBAY_WEB_BASE?.replace(/\/+$/, '') ?? null,
      soldSearch: e.EBAY_SOLD_SEARCH === 'on',
      spacingMs: e.EBAY_REQUEST_SPACING_MS,
    },
    ecbRatesUrl: e.ECB_RATES_URL ?? DEFAULT_ECB_RATES_URL,
    ai: aiConfig(e),
    logLevel: e.LOG_LEVEL,
    access: {
      password: e.AUTH === 'none' ? null : (e.APP_PASSWORD ?? null),
      authNone: e.AUTH === 'none',
      // The name PUBLIC_URL gives is one the app answers to: links are opened there.
      allowedHosts: e.PUBLIC_URL ? [...new Set([...e.ALLOWED_HOSTS, new URL(e.PUBLIC_URL).hostname.replace(/^\[(.*)\]$/, '$1')])] : e.ALLOWED_HOSTS,
      sessionSecret: e.SESSION_SECRET ?? null,
      proxyHeader: e.AUTH === 'proxy' ? (e.AUTH_PROXY_HEADER ?? DEFAULT_PROXY_HEADER) : null,
    },
    backupKeep: e.BACKUP_KEEP,
    wantsCheckHours: e.WANTS_CHECK_HOURS,
    tls: tlsConfig(e),
    trustedProxies: e.TRUSTED_PROXIES,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : null,
    alerts: {
      ntfy: e.NTFY_URL ? { url: e.NTFY_URL } : null,
      webhook: e.ALERT_WEBHOOK_URL ? { url: e.ALERT_WEBHOOK_URL } : null,
      email: e.SMTP_URL && e.ALERT_EMAIL_TO ? { smtpUrl: e.SMTP_URL, to: e.ALERT_EMAIL_TO } : null,
    },
    oidc: oidcConfig(e),
  };
}

/** The sign-in variables agree with each other: header sign-in needs the proxy's address, OpenID Connect its client. */
function checkSignIn(e: z.infer<typeof envSchema>): void {
  if (e.AUTH === 'proxy' && e.TRUSTED_PROXIES.length === 0) {
    throw new Error("Configuration error: TRUSTED_PROXIES: set it to your proxy's address (AUTH=proxy believes the sign-in header only from there)");
  }
  if (e.AUTH_PROXY_HEADER && e.AUTH !== 'proxy') throw new Error('Configuration error: AUTH: set AUTH=proxy too (AUTH_PROXY_HEADER is set; the header signs in only with AUTH=proxy)');
  const client = (['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const).filter((name) => e[name]);
  if (!e.OIDC_ISSUER && (client.length > 0 || e.OIDC_ALLOWED_USERS?.trim())) {
    throw new Error(`Configuration error: OIDC_ISSUER: set it too (${client[0] ?? 'OIDC_ALLOWED_USERS'} is set; OpenID Connect needs the provider's address)`);
  }
  if (e.OIDC_ISSUER) {
    const missing = (['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const).find((name) => !e[name]);
    if (missing) throw new Error(`Configuration error: ${missing}: set it too (OIDC_ISSUER is set; sign-in needs this app's client ID and secret at the provider)`);
    if (e.AUTH === 'none') throw new Error('Configuration error: AUTH: AUTH=none contradicts OIDC_ISSUER (unset one of them)');
  }
}

/** An OpenID provider's issuer: https, or http for one on this computer (a test's, or one in development). */
function isIssuer(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  } catch {
    return false;
  }
}

function oidcConfig(e: z.infer<typeof envSchema>): OidcConfig | null {
  if (!e.OIDC_ISSUER || !e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET) return null;
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET,
    allowedUsers: (e.OIDC_ALLOWED_USERS ?? '').split(',').map((user) => user.trim()).filter((user) => user !== ''),
    name: e.OIDC_PROVIDER_NAME || new URL(e.OIDC_ISSUER).hostname,
  };
}

/** smtp://host[:port] or smtps://…, with a user and password when the server asks for them. */
function isSmtpUrl(value: string): boolean {
  if (!/^smtps?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** HTTPS=auto: HTTPS wherever another device can reach the app (a phone's camera needs it), plain HTTP on loopback. */
function tlsConfig(e: z.infer<typeof envSchema>): TlsConfig {
  if (e.TLS_CERT && e.TLS_KEY) return { mode: 'provided', certFile: path.resolve(e.TLS_CERT), keyFile: path.resolve(e.TLS_KEY) };
  if (e.HTTPS === 'on' || (e.HTTPS === 'auto' && !isLoopbackHost(e.HOST))) return { mode: 'self-signed' };
  return { mode: 'off' };
}

/** An IPv4 or IPv6 address, or a CIDR range of one. */
function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function aiConfig(e: z.infer<typeof envSchema>): AiConfig {
  const provider = e.AI_PROVIDER;
  const apiKey = e[AI_KEY_VARIABLES[provider]] || null;
  const baseUrl = e.AI_BASE_URL?.replace(/\/+$/, '') ?? null;
  // A local OpenAI-compatible server usually needs no key; Anthropic always does.
  const ready = provider === 'anthropic' ? apiKey !== null : apiKey !== null || baseUrl !== null;
  const missing = ready
    ? null
    : provider === 'anthropic'
      ? 'AI grading is not set up: enter an Anthropic API key in Settings, or choose OpenAI there with a key or a local OpenAI-compatible server (or set ANTHROPIC_API_KEY in the environment).'
      : 'AI grading is not set up: enter an OpenAI API key in Settings, or the base URL of a local OpenAI-compatible server such as Ollama or LM Studio (or set OPENAI_API_KEY or AI_BASE_URL in the environment).';
  return { provider, model: e.AI_MODEL || DEFAULT_AI_MODELS[provider], apiKey, baseUrl, timeoutMs: e.AI_TIMEOUT_MS, missing };
}
