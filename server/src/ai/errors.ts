// A provider's failure as a plain reason the collector can act on (never the key).
import { HttpError } from '../http/errors.ts';

/** What went wrong with a call, as each SDK's error classes tell it. */
export type ProviderFailure =
  | { kind: 'timeout' }
  | { kind: 'connection'; cause: unknown }
  | { kind: 'status'; status: number; message: string; code?: string | null };

interface FailureContext {
  model: string;
  /** The variable holding the key: ANTHROPIC_API_KEY or OPENAI_API_KEY. */
  keyVariable: string;
  /** The address the SDK called. */
  baseUrl: string;
  /** AI_BASE_URL, when set. */
  configuredBaseUrl: string | null;
  timeoutMs: number;
  apiKey: string | null;
}

const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  ECONNRESET: 'connection reset',
  ETIMEDOUT: 'no answer to the connection',
  EHOSTUNREACH: 'host unreachable',
  CERT_HAS_EXPIRED: 'its certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its certificate is self-signed',
};
const MAX_MESSAGE = 300;

/** A provider's failure; `setting` names the setting it is about (the key, the model), for Settings' check of new ones. */
export class ProviderError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly setting: 'api_key' | 'model' | null = null,
  ) {
    super(statusCode, message);
  }
}

export function failureError(failure: ProviderFailure, context: FailureContext): ProviderError {
  if (failure.kind === 'timeout') {
    return new ProviderError(504, `The AI provider did not answer within ${context.timeoutMs / 1000} seconds: try again in a moment (AI_TIMEOUT_MS sets how long to wait).`);
  }
  if (failure.kind === 'connection') {
    const reason = networkReason(failure.cause);
    return new ProviderError(
      502,
      `Could not reach the AI provider at ${new URL(context.baseUrl).host}${reason ? ` (${reason})` : ''}: check the network${context.configuredBaseUrl ? ' and AI_BASE_URL' : ''}.`,
    );
  }
  const { status, code } = failure;
  if (status === 401 || status === 403) {
    return new ProviderError(502, `The AI provider rejected the API key: check the key in Settings (or ${context.keyVariable} in the environment).`, 'api_key');
  }
  if (status === 429 && code === 'insufficient_quota') {
    return new ProviderError(502, 'The AI provider refused the request because the account has no credit left: add credit to it, then try again.');
  }
  if (status === 429) return new ProviderError(502, 'The AI provider is rate limiting this API key: try again in a minute.');
  if (status === 404) {
    return new ProviderError(
      502,
      `The AI provider does not know the model "${context.model}": choose a model it serves (in Settings, or AI_MODEL)` +
        (context.configuredBaseUrl ? `, and check that AI_BASE_URL (${context.configuredBaseUrl}) is the API's address.` : '.'),
      'model',
    );
  }
  return new ProviderError(502, `The AI provider answered ${status}: ${scrub(failure.message, context.apiKey)}`);
}

/** The provider's own words, shortened, with the key blanked out should a provider ever echo it. */
function scrub(message: string, apiKey: string | null): string {
  const clean = apiKey ? message.replaceAll(apiKey, '[API key]') : message;
  return clean.length > MAX_MESSAGE ? `${clean.slice(0, MAX_MESSAGE)}...` : clean;
}

/** The network error code somewhere in the cause chain (fetch wraps it as "fetch failed"), in words. */
function networkReason(cause: unknown): string | null {
  for (let error = cause, depth = 0; error instanceof Error && depth < 5; error = error.cause, depth++) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code) return NETWORK_REASONS[code] ?? code;
  }
  return null;
}
