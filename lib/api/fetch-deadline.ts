/** SPEC.md §7/§9: a call to the API gives up after 20 s. */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * fetch whose answer must begin (its status and headers) within `ms`, else the request is aborted and
 * the promise rejects as fetch does when it cannot reach the server. The body is not timed: a large
 * download may take as long as it takes once it has begun. Every fetch the browser code makes goes
 * through here, so a stalled network shows an error instead of a spinner that never ends.
 */
export async function fetchWithin(url: string, init: RequestInit, ms: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}
