// What Settings saves of the outside services (DATA_DIR/services.json, never in the database: so in no backup or
// export), and the services' configuration in use: the environment's variables over what was saved, both read by
// the rules .env is read by (config.ts).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { AI_PROVIDERS, type AiProvider, type ServiceName, type ServiceSettings as ServiceSettingsAnswer } from '@tmnt/domain';
import { describeAlertsService } from '../alerts/index.ts';
import { AI_KEY_VARIABLES, loadConfig, type Config } from '../config.ts';
import { describeOidcService, describeServices } from './services.ts';

const SERVICES_FILE = 'services.json';

/** The services' part of the configuration, as the app uses it. */
export type ServiceConfigs = Pick<Config, 'ebay' | 'ai' | 'upcLookup' | 'alerts' | 'oidc'>;

const text = z.string().min(1);
/** The file: each service's values under the API's field names; the AI key belongs to the provider saved with it. */
const savedSchema = z.object({
  ebay: z.object({ client_id: text, client_secret: text }).optional(),
  ai: z.object({ provider: z.enum(AI_PROVIDERS), model: text.optional(), api_key: text.optional(), base_url: text.optional() }).optional(),
  upc_lookup: z.object({ lookup_url: text.optional(), api_key: text.optional() }).optional(),
  alerts: z.object({ ntfy_url: text.optional(), webhook_url: text.optional(), smtp_url: text.optional(), email_to: text.optional() }).optional(),
  oidc: z.object({ issuer: text.optional(), client_id: text.optional(), client_secret: text.optional(), allowed_users: text.optional(), provider_name: text.optional() }).optional(),
});
type Saved = z.infer<typeof savedSchema>;
export type SavedValues<S extends ServiceName> = NonNullable<Saved[S]>;

/** The environment variable setting each field (the AI key's depends on the provider). */
const variables = (provider: AiProvider) => ({
  ebay: { client_id: 'EBAY_CLIENT_ID', client_secret: 'EBAY_CLIENT_SECRET' },
  ai: { provider: 'AI_PROVIDER', model: 'AI_MODEL', api_key: AI_KEY_VARIABLES[provider], base_url: 'AI_BASE_URL' },
  upc_lookup: { lookup_url: 'UPC_LOOKUP_URL', api_key: 'UPC_LOOKUP_KEY' },
  alerts: { ntfy_url: 'NTFY_URL', webhook_url: 'ALERT_WEBHOOK_URL', smtp_url: 'SMTP_URL', email_to: 'ALERT_EMAIL_TO' },
  oidc: { issuer: 'OIDC_ISSUER', client_id: 'OIDC_CLIENT_ID', client_secret: 'OIDC_CLIENT_SECRET', allowed_users: 'OIDC_ALLOWED_USERS', provider_name: 'OIDC_PROVIDER_NAME' },
});

/** Shown only as "set, ending in …4f2a": the keys, the eBay client ID too, to be safe, and the SMTP URL (it holds a password). */
const SECRET_FIELDS: Record<ServiceName, readonly string[]> = { ebay: ['client_id', 'client_secret'], ai: ['api_key'], upc_lookup: ['api_key'], alerts: ['smtp_url'], oidc: ['client_secret'] };
const isSecret = (service: ServiceName, field: string) => SECRET_FIELDS[service].includes(field);

/** A key as the page shows it: its last 4 characters, and only when it is long enough that they give little away. */
const maskedKey = (key: string) => (key.length >= 12 ? `set, ending in …${key.slice(-4)}` : 'set');

/** An environment variable counts as set when it is not empty (a copied .env.example leaves them empty). */
const isSet = (env: NodeJS.ProcessEnv, name: string) => (env[name] ?? '').trim() !== '';

/** Each field's value in use, under the API's field names. */
function fieldValues({ ebay, ai, upcLookup, alerts, oidc }: ServiceConfigs, env: NodeJS.ProcessEnv) {
  return {
    ebay: { client_id: ebay.keys?.clientId ?? null, client_secret: ebay.keys?.clientSecret ?? null },
    ai: { provider: ai.provider, model: ai.model, api_key: ai.apiKey, base_url: ai.baseUrl },
    upc_lookup: { lookup_url: upcLookup?.url ?? null, api_key: upcLookup?.key ?? null },
    // ALERT_EMAIL_TO is shown as set even while the SMTP server to send through is still to be given in Settings.
    alerts: {
      ntfy_url: alerts.ntfy?.url ?? null, webhook_url: alerts.webhook?.url ?? null, smtp_url: alerts.email?.smtpUrl ?? null,
      email_to: alerts.email?.to ?? (env.ALERT_EMAIL_TO?.trim() || null),
    },
    oidc: {
      issuer: oidc?.issuer ?? null, client_id: oidc?.clientId ?? null, client_secret: oidc?.clientSecret ?? null,
      allowed_users: oidc?.allowedUsers.join(', ') || null, provider_name: oidc?.name ?? null,
    },
  };
}

export class ServiceSettings {
  /** Saves one after the other, each from the one before, so no change is lost. */
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    /** DATA_DIR/services.json */
    readonly file: string,
    private readonly env: NodeJS.ProcessEnv,
    private saved: Saved,
  ) {}

  /** What was saved in DATA_DIR (nothing when there is no file); a damaged file stops the start, naming it. */
  static read(dataDir: string, env: NodeJS.ProcessEnv): ServiceSettings {
    const file = path.join(dataDir, SERVICES_FILE);
    let raw: string;
    try {
      raw = fs.readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return new ServiceSettings(file, env, {});
      throw error;
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      json = undefined;
    }
    const parsed = savedSchema.safeParse(json);
    if (!parsed.success) throw new Error(`Configuration error: ${file} is not the services file Settings writes: remove it and set the services up again in Settings`);
    return new ServiceSettings(file, env, parsed.data);
  }

  /** The configuration in use: each variable set in the environment, else what was saved (or `saved` instead, to check it before it is). */
  configs(saved: Saved = this.saved): ServiceConfigs {
    const merged: NodeJS.ProcessEnv = { ...this.env };
    for (const service of Object.keys(saved) as ServiceName[]) {
      const values: Record<string, string | undefined> = saved[service] ?? {};
      // The saved key goes with the provider it was checked with.
      const names: Record<string, string> = variables(saved.ai?.provider ?? 'anthropic')[service];
      for (const [field, value] of Object.entries(values)) {
        if (value !== undefined && !isSet(this.env, names[field])) merged[names[field]] = value;
      }
    }
    const { ebay, ai, upcLookup, alerts, oidc } = loadConfig(merged);
    return { ebay, ai, upcLookup, alerts, oidc };
  }

  /** The configuration with `values` saved for `service` in place of what is (to check before saving it). */
  configsWith<S extends ServiceName>(service: S, values: SavedValues<S>): ServiceConfigs {
    return this.configs({ ...this.saved, [service]: values });
  }

  savedValues<S extends ServiceName>(service: S): Saved[S] {
    return this.saved[service];
  }

  /** The variable that sets a field in the environment (it wins, and the page cannot change the field); null when none does. */
  envVariable(service: ServiceName, field: string, configs = this.configs()): string | null {
    const name = (variables(configs.ai.provider)[service] as Record<string, string>)[field];
    return name !== undefined && isSet(this.env, name) ? name : null;
  }

  /** Settings' answer: every field as in use, a key only as "set, ending in …4f2a". */
  answer(): ServiceSettingsAnswer {
    const configs = this.configs();
    const summary = { ...describeServices(configs), alerts: describeAlertsService(configs.alerts), oidc: describeOidcService(configs.oidc) };
    const values = fieldValues(configs, this.env);
    const state = <S extends ServiceName>(service: S) => ({
      ...summary[service],
      saved: this.saved[service] !== undefined,
      fields: Object.fromEntries(
        Object.entries(values[service]).map(([field, value]) => [
          field,
          { value: value === null ? null : isSecret(service, field) ? maskedKey(value) : value, env: this.envVariable(service, field, configs) },
        ]),
      ) as { [F in keyof (typeof values)[S]]: { value: string | null; env: string | null } },
    });
    return { file: this.file, ebay: state('ebay'), ai: state('ai'), upc_lookup: state('upc_lookup'), alerts: state('alerts'), oidc: state('oidc') };
  }

  /** Saves a service's values (undefined: removes them), written whole: a temporary file readable by this user only, renamed over the old one. */
  async save<S extends ServiceName>(service: S, values: SavedValues<S> | undefined): Promise<void> {
    const write = async () => {
      const next = { ...this.saved, [service]: values };
      const temp = `${this.file}.${randomUUID()}.tmp`;
      try {
        await fsp.writeFile(temp, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
        await fsp.rename(temp, this.file);
      } finally {
        await fsp.rm(temp, { force: true });
      }
      this.saved = next;
    };
    const done = this.writing.then(write);
    this.writing = done.catch(() => undefined);
    await done;
  }
}
