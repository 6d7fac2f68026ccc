// Settings' check of a service's new settings, with one real call before anything is saved, and putting the
// settings in use without a restart.
import { z } from 'zod';
import { OIDC_CALLBACK_PATH, plural, type ServiceName } from '@tmnt/domain';
import { createAiClient, providerJsonSchema, ProviderError } from '../ai/index.ts';
import { insightsWriterFor, type InsightsWriter } from '../analysis/index.ts';
import { OidcError, OidcSignIn } from '../auth/index.ts';
import { createUpcLookup, UpcLookupError, type UpcLookup } from '../catalog/index.ts';
import type { Db } from '../db/database.ts';
import { createAi, type Ai } from '../grading/index.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { createActiveSource, MarketSourceError, type Market } from '../market/index.ts';
import type { ServiceConfigs } from './service-store.ts';

/** What the app's routes use of the services: each read at every request, replaced here when Settings changes it. */
export interface LiveServices {
  db: Db;
  /** Every refresh and lookup reads `market.sources.active` afresh. */
  market: Market;
  ai: { current: Ai };
  insights: { current: InsightsWriter | null };
  upcLookup: { current: UpcLookup | null };
  /** Sign-in with OpenID Connect, read by the login at every request. */
  oidc: { current: OidcSignIn | null };
}

/** Puts a service's configuration in use at once. */
export function putInUse(service: ServiceName, configs: ServiceConfigs, live: LiveServices): void {
  if (service === 'ebay') live.market.sources.active = createActiveSource(live.db, configs.ebay);
  if (service === 'ai') {
    live.ai.current = createAi(configs.ai);
    live.insights.current = insightsWriterFor(configs.ai);
  }
  if (service === 'upc_lookup') live.upcLookup.current = configs.upcLookup && createUpcLookup(configs.upcLookup);
  if (service === 'oidc') live.oidc.current = configs.oidc && new OidcSignIn(configs.oidc);
}

/**
 * Asks the service with its new settings: answers what it said, or throws 400 naming the field it refused (nothing is
 * saved), or 502 when it could not be asked.
 */
export function checkService(service: ServiceName, configs: ServiceConfigs, db: Db): Promise<string> {
  if (service === 'ebay') return checkEbay(configs, db);
  if (service === 'ai') return checkAi(configs);
  if (service === 'oidc') return checkOidc(configs);
  return checkUpcLookup(configs);
}

/** The client-credentials token call, as every search makes it. */
async function checkEbay({ ebay }: ServiceConfigs, db: Db): Promise<string> {
  const source = createActiveSource(db, ebay);
  if (!source) throw badRequest('Client ID and client secret are both required', 'client_id');
  try {
    await source.checkKeys();
  } catch (error) {
    if (!(error instanceof MarketSourceError)) throw error;
    if (error.kind === 'auth') throw badRequest(`eBay refused these keys: ${error.reason ?? 'unauthorized'}`, 'client_secret');
    throw new HttpError(502, `The keys could not be checked: ${error.message}`);
  }
  return 'eBay accepted the keys: active listings are searched with them from now on.';
}

/** The smallest answer a model gives: one tiny JSON object. */
const CHECK_ANSWER = providerJsonSchema(z.strictObject({ ok: z.boolean() }));

async function checkAi({ ai }: ServiceConfigs): Promise<string> {
  const client = createAiClient(ai);
  if (!client) throw badRequest(ai.missing ?? 'AI is not set up', 'api_key');
  try {
    await client.ask({ system: 'Answer {"ok": true} and nothing else.', parts: [{ text: 'Is this key working?' }], schema: CHECK_ANSWER, schemaName: 'check', maxOutputTokens: 16 });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.setting) throw badRequest(error.message, error.setting);
    throw new HttpError(502, error.message);
  }
  return `${ai.provider === 'anthropic' ? 'Anthropic' : 'The OpenAI API'} answered with ${ai.model}: AI grading and insights use it from now on.`;
}

/** The UPC-A example code: any answer, even "no product", shows the database takes the key. */
const CHECK_CODE = '036000291452';

async function checkUpcLookup({ upcLookup }: ServiceConfigs): Promise<string> {
  if (!upcLookup) throw badRequest('Lookup URL is required', 'lookup_url');
  let found: number;
  try {
    found = (await createUpcLookup(upcLookup)(CHECK_CODE)).length;
  } catch (error) {
    if (!(error instanceof UpcLookupError)) throw error;
    if (error.status === 401 || error.status === 403) throw badRequest(`The UPC database refused this key: ${error.message}`, 'api_key');
    // It answered, but not as a UPC database does: most likely another address.
    if (error.status !== null && error.status < 500 && error.status !== 429) throw badRequest(`This is not a UPC lookup address: ${error.message}`, 'lookup_url');
    throw new HttpError(502, `The UPC database could not be checked: ${error.message}`);
  }
  return `The UPC database answered a lookup of ${CHECK_CODE} (${plural(found, 'product')} found): unknown codes are looked up there from now on.`;
}

/** The provider's discovery document, as the login reads it at start. */
async function checkOidc({ oidc }: ServiceConfigs): Promise<string> {
  if (!oidc) throw badRequest('Issuer, client ID and client secret are all required', 'issuer');
  try {
    await new OidcSignIn(oidc).check();
  } catch (error) {
    if (!(error instanceof OidcError)) throw error;
    if (error.kind === 'unreachable') throw new HttpError(502, `The provider could not be checked: ${error.message}`);
    throw badRequest(`This is not an OpenID provider's issuer: ${error.message}`, 'issuer');
  }
  return `${oidc.name} answered with its discovery document: the login page offers "Sign in with ${oidc.name}" from now on (register ${OIDC_CALLBACK_PATH} of this app's address as its redirect URI).`;
}
