// Security headers, one place for pages (set by the middleware, with a fresh nonce per request)
// and for everything else (API answers, files, static assets: set in next.config.mjs).

/** Nonce header the middleware hands to the page render; Next reads the nonce from the CSP request header. */
export const NONCE_HEADER = 'x-nonce';

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/**
 * The page policy. Scripts run only with this response's nonce ('strict-dynamic' lets Next's own
 * loader add its chunks); no 'unsafe-inline' for scripts. Inline style attributes stay allowed:
 * React's style props and the chart library use them, and they cannot run code.
 */
export function pageCsp(nonce: string, { dev = false }: { dev?: boolean } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
  ].join('; ');
}

/** Anything that is not a page (JSON, files): nothing may run or frame it. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const COMMON_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const HSTS = 'max-age=31536000; includeSubDomains';

/** HSTS only means something over HTTPS: x-forwarded-proto as lib/server/client-address.ts settled it (the socket's TLS, or a trusted proxy's word). */
export function isHttpsRequest(headers: Headers, protocol: string): boolean {
  return (headers.get('x-forwarded-proto') ?? protocol.replace(':', '')) === 'https';
}

export function applyPageHeaders(target: Headers, nonce: string, https: boolean, dev = false): void {
  target.set('Content-Security-Policy', pageCsp(nonce, { dev }));
  for (const [name, value] of Object.entries(COMMON_HEADERS)) target.set(name, value);
  if (https) target.set('Strict-Transport-Security', HSTS);
}
