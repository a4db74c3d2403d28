import { settleRequest } from '@/lib/server/client-address';
import type { RequestStep } from './chain';

/**
 * The step: who the client is and over which protocol, settled once from the socket or the trusted
 * proxies (lib/server/client-address.ts), before the page cache keys a page and before Next, the
 * /api/v1 proxy or the API read X-Forwarded-*.
 */
export function clientAddress(trustedProxyHops: number): RequestStep {
  return (request, response, next) => {
    settleRequest(request, response, trustedProxyHops);
    return next();
  };
}
