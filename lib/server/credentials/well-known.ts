import { dispatchFromServer } from '@/lib/server/proxy/transport';

const PASSED = ['content-type', 'cache-control', 'access-control-allow-origin', 'x-content-type-options'];

/** A public document of the API (keys, DID document, status list) at its stable /.well-known address, from either transport. */
export async function wellKnown(apiPath: string): Promise<Response> {
  const upstream = await dispatchFromServer(`/api/v1${apiPath}`, { method: 'GET', headers: { accept: 'application/json, application/vc+jwt' } });
  const headers = new Headers();
  for (const name of PASSED) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(await upstream.arrayBuffer(), { status: upstream.status, headers });
}
