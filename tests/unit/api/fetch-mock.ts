// A fetch stand-in that answers by "METHOD /path" and records every call.
export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
type Route = Reply | ((init: RequestInit, url: string) => Reply);

export function jsonResponse({ status, body, headers }: Reply) {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    json: async () => {
      if (body === undefined) throw new SyntaxError('no body');
      return body;
    },
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
