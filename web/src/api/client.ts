import type { z } from 'zod';

/** An answer other than 2xx: the server's own message (`{ error }`) and the whole body (e.g. lookup candidates). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

const API_BASE = '/api';

async function request<T>(method: string, path: string, schema: z.ZodType<T> | null, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(API_BASE + path, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'Cannot reach the server: is it running?', null);
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { error?: unknown } | null;
    const message = typeof data?.error === 'string' ? data.error : `The server answered ${response.status}`;
    throw new ApiError(response.status, message, data);
  }
  if (response.status === 204 || schema === null) return undefined as T;
  return schema.parse(await response.json());
}

export const api = {
  get: <T>(path: string, schema: z.ZodType<T>) => request('GET', path, schema),
  post: <T>(path: string, body: unknown, schema: z.ZodType<T>) => request('POST', path, schema, body),
  patch: <T>(path: string, body: unknown, schema: z.ZodType<T>) => request('PATCH', path, schema, body),
  delete: (path: string) => request<void>('DELETE', path, null),
};

/** Query string from the set values of a filter object. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
