import type { Settings } from '@tmnt/domain';
import type { AiConfig } from '../ai/index.ts';
import type { OidcConfig } from '../auth/index.ts';
import type { EbayConfig } from '../market/index.ts';

type Services = Settings['services'];

/** The parts of the configuration the services are told from. */
interface ServicesConfig {
  ebay: Pick<EbayConfig, 'keys' | 'soldSearch'>;
  ai: Pick<AiConfig, 'provider' | 'model' | 'baseUrl' | 'missing'>;
  upcLookup: { url: string } | null;
}

/** Which outside services this instance uses (set in Settings or the environment), and what to set for the missing ones; never a key or a password. */
export function describeServices(config: ServicesConfig): Services {
  const { ebay, ai, upcLookup } = config;
  const ebayParts = [ebay.keys && 'active listings (Browse API)', ebay.soldSearch && "sold prices (eBay's sold search)"].filter(Boolean);
  const ebayMissing = [
    !ebay.keys && "enter an eBay developer app's keys for active listings (or set EBAY_CLIENT_ID and EBAY_CLIENT_SECRET)",
    !ebay.soldSearch && 'unset EBAY_SOLD_SEARCH=off and restart the app for sold prices',
  ].filter(Boolean);
  return {
    ebay: {
      configured: ebayParts.length > 0,
      detail: ebayParts.length > 0 ? ebayParts.join(' and ') : null,
      missing: ebayMissing.length > 0 ? `${capitalise(ebayMissing.join('; '))}.` : null,
    },
    ai: {
      configured: ai.missing === null,
      detail: ai.missing === null ? `${ai.provider} · ${ai.model}${ai.baseUrl ? ` at ${new URL(ai.baseUrl).host}` : ''}` : null,
      missing: ai.missing,
    },
    upc_lookup: {
      configured: upcLookup !== null,
      detail: upcLookup ? new URL(upcLookup.url).host : null,
      missing: upcLookup ? null : "Enter a UPC database's lookup URL (and its API key if it needs one) to name unknown codes (or set UPC_LOOKUP_URL and UPC_LOOKUP_KEY).",
    },
  };
}

/** Sign-in with OpenID Connect: the provider the login page offers, or what to set. */
export function describeOidcService(oidc: OidcConfig | null): Services['ebay'] {
  return {
    configured: oidc !== null,
    detail: oidc && `${oidc.name} (${new URL(oidc.issuer).host})${oidc.allowedUsers.length > 0 ? `, for ${oidc.allowedUsers.length === 1 ? '1 user' : `${oidc.allowedUsers.length} users`}` : ', for everyone it signs in'}`,
    missing: oidc
      ? null
      : "Enter your OpenID provider's issuer, and this app's client ID and secret there, to offer \"Sign in with\" it on the login page (or set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET).",
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
