// A fetch stand-in that answers by "METHOD /path" and records every call.
/** `unreadable`: the headers arrive but the body cannot be read (the page navigated away mid-answer). */
export type Reply = { status: number; body?: unknown; headers?: Record<string, string>; unreadable?: boolean };
type Route = Reply | ((init: RequestInit, url: string) => Reply);

// jsdom has no Response; apiFetch reads ok, status, headers and text().
export function jsonResponse({ status, body, headers, unreadable }: Reply) {
  const text = async () => {
    if (unreadable) throw new DOMException('The user aborted a request.', 'AbortError');
    return body === undefined ? '' : JSON.stringify(body);
  };
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    text,
    json: async () => JSON.parse(await text()) as unknown,
  };
}

export function installFetch(routes: Record<string, Route> = {}) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const mock = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    const path = url.replace(/\?.*$/, '');
    const route = routes[`${init.method ?? 'GET'} ${url}`] ?? routes[`${init.method ?? 'GET'} ${path}`];
    if (!route) return jsonResponse({ status: 404, body: { message: `no route for ${url}`, status_code: 404 } });
    return jsonResponse(typeof route === 'function' ? route(init, url) : route);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return { mock, calls, routes, bodyOf: (i: number) => JSON.parse(String(calls[i].init.body)) };
}
