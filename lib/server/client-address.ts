import type { IncomingMessage, ServerResponse } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { COMMON_HEADERS, HSTS } from '@/lib/security/headers';
import { stepEnabled } from '@/lib/server/request-hooks/chain';

// Who the client is, decided once where the socket is known: from the socket itself, or, with
// TRUSTED_PROXY_HOPS proxies in front, from the entry the first of them appended. Everything behind
// (Next, the /api/v1 proxy, the API, an upstream API) then reads only what was decided here.

const joined = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);

/**
 * In a list that each trusted proxy appends to ("claimed, …, seen by proxy 1, …, seen by proxy N-1"),
 * the entry `hops` places from the right: what the first trusted proxy saw. Entries further left are
 * the client's own claims. With fewer entries than hops, the left-most.
 */
function fromTheRight(list: string | undefined, hops: number): string | undefined {
  const chain = (list ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return chain.length ? chain[Math.max(0, chain.length - hops)] : undefined;
}

/** The client address behind `hops` (>= 1) trusted proxies: from X-Forwarded-For, else the X-Real-IP they set. */
export function addressFrom(forwardedFor: string | undefined, realIp: string | undefined, hops: number): string | null {
  const picked = fromTheRight(forwardedFor, hops) ?? realIp?.trim();
  return picked ? picked.slice(0, 64) : null;
}

/** The socket peer as logs write it: an IPv4 client of a dual-stack socket without the ::ffff: prefix. */
function peerAddress(request: IncomingMessage): string | null {
  const address = request.socket.remoteAddress;
  if (!address) return null;
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

const SETTLED = new Set(['x-forwarded-for', 'x-forwarded-proto', 'x-real-ip', 'x-forwarded-host']);

export type Client = { address: string | null; https: boolean; forwardedHost?: string };

export function resolveClient(request: IncomingMessage, hops: number): Client {
  const encrypted = Boolean((request.socket as Partial<TLSSocket>).encrypted);
  if (hops <= 0) return { address: peerAddress(request), https: encrypted };
  const proto = fromTheRight(joined(request.headers['x-forwarded-proto']), hops);
  const forwardedHost = fromTheRight(joined(request.headers['x-forwarded-host']), hops);
  return {
    address: addressFrom(joined(request.headers['x-forwarded-for']), joined(request.headers['x-real-ip']), hops) ?? peerAddress(request),
    https: proto ? proto.toLowerCase() === 'https' : encrypted,
    ...(forwardedHost ? { forwardedHost: forwardedHost.slice(0, 255) } : {}),
  };
}

/**
 * Tells what runs behind this server only what was resolved: X-Forwarded-For becomes the one client
 * address (removed when unknown), X-Forwarded-Proto the protocol, X-Forwarded-Host the host the first
 * trusted proxy was asked for (removed without one: a client's own claim), X-Real-IP goes. Every answer gets
 * Permissions-Policy, and HSTS when the client came over HTTPS (pages get both again from the middleware).
 */
export function settleRequest(request: IncomingMessage, response: ServerResponse, hops: number): Client {
  const client = resolveClient(request, hops);
  const settled: Record<string, string> = { 'x-forwarded-proto': client.https ? 'https' : 'http' };
  if (client.address) settled['x-forwarded-for'] = client.address;
  if (client.forwardedHost) settled['x-forwarded-host'] = client.forwardedHost;
  for (const name of SETTLED) delete request.headers[name];
  Object.assign(request.headers, settled);
  // Both views of the headers: Next reads the parsed ones, @hono/node-server the raw list.
  const raw = request.rawHeaders.filter((_, i, all) => !SETTLED.has(all[i - (i % 2)].toLowerCase()));
  request.rawHeaders = [...raw, ...Object.entries(settled).flat()];
  response.setHeader('Permissions-Policy', COMMON_HEADERS['Permissions-Policy']);
  if (client.https) response.setHeader('Strict-Transport-Security', HSTS);
  return client;
}

/**
 * The client address for code that sees only the Fetch request inside Next (the /api/v1 proxy,
 * /api/metrics). Null unless the client-address step (lib/server/request-hooks/) wrote it: X-Forwarded-For
 * would else be the client's own claim.
 */
export function settledAddress(headers: Headers): string | null {
  return stepEnabled('client-address') ? headers.get('x-forwarded-for') : null;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export function isLoopback(address: string | null): boolean {
  const family = address ? isIP(address) : 0;
  return family !== 0 && loopback.check(address!, family === 4 ? 'ipv4' : 'ipv6');
}
