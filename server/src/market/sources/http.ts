// What both eBay sources need from HTTP: a page fetched within a time limit, and eBay's Retry-After read.
import { MarketSourceError } from './types.ts';

/** Milliseconds to wait from a Retry-After header (delay in seconds, or an HTTP date); undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** A response with its body read. */
export interface Page {
  response: Response;
  text: string;
}

/**
 * Fetches a page within timeoutMs (body included), turning a timeout or an unreachable host into a failed
 * MarketSourceError naming the service; an abort by the caller's signal is rethrown as is.
 */
export async function fetchText(service: string, url: URL, init: RequestInit, { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal }): Promise<Page> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    return { response, text: await response.text() };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (timeout.aborted) throw new MarketSourceError('failed', `${service} did not answer within ${timeoutMs / 1000} s`);
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw new MarketSourceError('failed', `${service} (${url.host}) could not be reached: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}
