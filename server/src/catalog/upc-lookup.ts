/**
 * Client for an external UPC database speaking UPCitemdb's lookup API:
 *   GET {UPC_LOOKUP_URL}?upc={code}  ->  { code: "OK", total, items: [{ title, brand, ... }] }
 * (the trial endpoint is https://api.upcitemdb.com/prod/trial/lookup; the paid one takes the key in the
 * `user_key` header with `key_type: 3scale`). Errors answer { code, message } with a 4xx status.
 */
interface UpcProduct {
  title: string;
  brand: string | null;
}

export type UpcLookup = (code: string) => Promise<UpcProduct[]>;

export class UpcLookupError extends Error {
  constructor(
    message: string,
    /** The database did not answer in time (504), as opposed to answering with an error (502). */
    readonly timedOut = false,
    /** The HTTP status it answered with; null when it did not answer (Settings' check tells a refused key by it). */
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

interface Options {
  url: string;
  key?: string;
  timeoutMs: number;
}

export function createUpcLookup({ url, key, timeoutMs }: Options): UpcLookup {
  return async (code) => {
    const target = new URL(url);
    target.searchParams.set('upc', code);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (key) Object.assign(headers, { user_key: key, key_type: '3scale' });
    let response: Response;
    try {
      response = await fetch(target, { headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new UpcLookupError(timedOut ? `the UPC database (${target.host}) did not answer within ${timeoutMs / 1000} s` : `the UPC database (${target.host}) could not be reached`, timedOut);
    }
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string; items?: unknown } | null;
    if (response.status === 404 || (response.ok && body?.code === 'OK' && !Array.isArray(body.items))) return [];
    if (!response.ok || body?.code !== 'OK' || !Array.isArray(body.items)) {
      if (response.status === 429) throw new UpcLookupError(`the UPC database (${target.host}) refused: too many lookups, try again later`, false, 429);
      throw new UpcLookupError(`the UPC database (${target.host}) answered ${response.status}${body?.message ? `: ${body.message}` : ''}`, false, response.status);
    }
    return body.items
      .filter((item): item is { title: string; brand?: unknown } => typeof item?.title === 'string' && item.title.trim() !== '')
      .map((item) => ({ title: item.title.trim(), brand: typeof item.brand === 'string' ? item.brand : null }));
  };
}
