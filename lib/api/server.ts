import 'server-only';
import type { ApiError } from '@/lib/contract/envelope';
import { dispatchFromServer } from '@/lib/server/proxy/transport';

// Server components read the contract through this one function. It uses the same transport as
// the /api/v1 proxy (the upstream server, or the built-in API in process), so SSR never loops
// over HTTP to itself.

export type ApiQuery = Record<string, string | number | boolean | undefined | null>;

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: ApiQuery;
  body?: unknown;
  /** Authorization value, e.g. "Bearer abc". */
  authorization?: string;
  cityCode?: string;
  /** The visitor's address, for a read that counts against a per-address limit (lib/api/queries/lookup.ts). */
  forwardedFor?: string;
};

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(body.message || `API request failed with ${status}`);
  }
}

export function buildQuery(query: ApiQuery | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  // Fresh from the API: pages keep their own copies in Next's data cache (lib/api/cache/public-read.ts).
  const headers = new Headers({ accept: 'application/json' });
  if (options.authorization) headers.set('authorization', options.authorization);
  if (options.cityCode) headers.set('cityCode', options.cityCode);
  if (options.forwardedFor) headers.set('x-forwarded-for', options.forwardedFor);
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  const response = await dispatchFromServer(`/api/v1${path}${buildQuery(options.query)}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const parsed = text ? JSON.parse(text) : {};
  if (!response.ok) {
    throw new ApiRequestError(response.status, { message: parsed.message ?? 'Error', status_code: response.status, ...parsed });
  }
  return parsed as T;
}
