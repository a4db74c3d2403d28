import { fetchWithin, REQUEST_TIMEOUT_MS } from './fetch-deadline';
import { pageNavigation } from './navigation';
import { PRIVATE_QUERY_HEADER, splitQuery } from './private-query';
import { GUARD_HEADER, SESSION_COOKIES, UNAUTHENTICATED_MESSAGE, type SessionGuard } from '@/lib/auth/cookies';
import { PASSWORD_CHANGE_REQUIRED, PASSWORD_PAGES } from '@/lib/auth/password-change';
import { clearSessionMarker } from '@/lib/auth/session-marker';
import { clearCachedProfile, PROFILE_STORAGE_KEY } from './cached-profile';
import type { ErrorAnswer } from '@/lib/contract/envelope';

// The browser side of the /api/v1 contract (SPEC.md §7, §8): one place for the timeout, the
// headers and the error toasts. Tokens never pass through here; the proxy holds them in cookies.

export { REQUEST_TIMEOUT_MS };
export const API_BASE = '/api/v1';
export const APP_ID = 10004;
export const STORAGE_KEYS = { userInfo: PROFILE_STORAGE_KEY, cityCode: 'cityCode' } as const;

/** An error body read leniently: whatever part of the contract's error the answer carries. */
export type ApiErrorBody = Partial<ErrorAnswer>;

/** Errors the UI explains itself; the toast bridge maps each to a translated message. */
export type KnownError = 'reLogin' | 'managerVerifyFailed' | 'managerRolesEmpty' | 'payloadTooLarge';
export type ErrorNotice = { message?: string; code?: string } | { known: KnownError };
type Notifier = (notice: ErrorNotice) => void;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    /** Seconds a 429's Retry-After asks the client to wait; null when none was sent. */
    readonly retryAfter: number | null = null,
  ) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }

  /** 422 field errors, first message per field. */
  get fieldErrors(): Record<string, string> {
    return Object.fromEntries(Object.entries(this.body?.errors ?? {}).map(([field, list]) => [field, list[0] ?? '']));
  }
}

/** The toast for a failed call: the server's message, or a translated one for codes the UI explains itself. */
export function errorNotice(error: ApiError): ErrorNotice {
  // A proxy in front may answer 413 with its own page, so the status alone is enough.
  if (error.status === 413 || error.body?.code === 'payload_too_large') return { known: 'payloadTooLarge' };
  return { message: error.body?.message, code: error.body?.code };
}

let notifier: Notifier = () => {};

/** The toast bridge registers here, so code outside React can report errors the same way. */
export function setErrorNotifier(next: Notifier): () => void {
  notifier = next;
  return () => {
    if (notifier === next) notifier = () => {};
  };
}

export function notifyError(notice: ErrorNotice): void {
  notifier(notice);
}

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  guard?: SessionGuard;
  /** Leave the toast to the caller (the error is still thrown). */
  silent?: boolean;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
};

export function defaultGuard(): SessionGuard {
  return typeof window !== 'undefined' && window.location.pathname.startsWith('/manage') ? 'manage' : 'user';
}

function buildUrl(path: string, query: ApiOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  // A phone or ID number goes in a header instead (lib/api/private-query.ts).
  const qs = new URLSearchParams(splitQuery(query ?? {}).open).toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function privateQueryHeader(query: ApiOptions['query']): Record<string, string> {
  const { hidden } = splitQuery(query ?? {});
  return hidden ? { [PRIVATE_QUERY_HEADER]: hidden } : {};
}

function buildHeaders(body: unknown, guard: SessionGuard): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', appid: String(APP_ID) };
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  if (guard === 'manage') headers[GUARD_HEADER] = 'manage';
  const cityCode = readStorage(STORAGE_KEYS.cityCode);
  if (cityCode) headers.cityCode = cityCode;
  return headers;
}

/** SPEC.md §4 "Reset": the proxy has already cleared the cookies; drop what the page cached. */
export function resetUserSession(): void {
  clearCachedProfile();
  clearSessionMarker(SESSION_COOKIES.user.marker);
}

export function reloadWithTimestamp(): void {
  const url = new URL(window.location.href);
  url.searchParams.set('reload', String(Date.now()));
  pageNavigation.replace(url.toString());
}

/** Retry-After as delay seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Math.ceil((Date.parse(value) - now) / 1000);
  return Number.isFinite(seconds) ? Math.max(0, seconds) : null;
}

/**
 * A body that is not JSON reads as undefined; a body that could not be read at all (the page
 * navigated away mid-answer, the connection dropped) is no answer, like a failed fetch: taken for an
 * empty 200 it signed managers out (the shell read "no manager" from it).
 */
async function readBody(response: Response, guard: SessionGuard, silent: boolean): Promise<unknown> {
  if (response.status === 204) return undefined;
  let text: string;
  try {
    text = await response.text();
  } catch {
    const error = new ApiError(0, null);
    handleFailure(error, guard, silent);
    throw error;
  }
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

let sentToPasswordPage = false;

/**
 * A one-time password blocks every call but a few: each refused call would toast the same message,
 * so the first one leads to the password page (once) and none of them toasts.
 */
function toPasswordPage(guard: SessionGuard): void {
  const target = PASSWORD_PAGES[guard];
  if (sentToPasswordPage || window.location.pathname.endsWith(target)) return;
  sentToPasswordPage = true;
  pageNavigation.replace(target);
}

function handleFailure(error: ApiError, guard: SessionGuard, silent: boolean): void {
  if (error.status === 403 && error.body?.code === PASSWORD_CHANGE_REQUIRED) {
    toPasswordPage(guard);
    return;
  }
  if (!silent) notifier(errorNotice(error));
  if (guard === 'user' && error.status === 401 && error.body?.message === UNAUTHENTICATED_MESSAGE) {
    resetUserSession();
    reloadWithTimestamp();
  }
}

export async function apiFetch<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = 'GET', body, query, silent = false } = options;
  const guard = options.guard ?? defaultGuard();
  let response: Response;
  try {
    response = await fetchWithin(
      buildUrl(path, query),
      {
        method,
        headers: { ...buildHeaders(body, guard), ...privateQueryHeader(query), ...options.headers },
        body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
        credentials: 'same-origin',
      },
      REQUEST_TIMEOUT_MS,
    );
  } catch {
    const error = new ApiError(0, null);
    handleFailure(error, guard, silent);
    throw error;
  }
  const data = await readBody(response, guard, silent);
  if (!response.ok) {
    const retryAfter = response.status === 429 ? retryAfterSeconds(response.headers?.get('retry-after') ?? null) : null;
    const error = new ApiError(response.status, (data as ApiErrorBody | undefined) ?? null, retryAfter);
    handleFailure(error, guard, silent);
    throw error;
  }
  return data as T;
}

/** SWR fetcher: keys are the real API paths, or [path, guard] for an explicit session. */
export function swrFetcher<T>(key: string | readonly [string, SessionGuard]): Promise<T> {
  return typeof key === 'string' ? apiFetch<T>(key) : apiFetch<T>(key[0], { guard: key[1] });
}
