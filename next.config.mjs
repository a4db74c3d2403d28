import createNextIntlPlugin from 'next-intl/plugin';

// The same policy as NON_PAGE_CSP in lib/security/headers.ts (tests/e2e/security-headers.spec.ts checks both).
const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A self-contained server in .next/standalone: what `npm start` and the container image run.
  output: 'standalone',
  // Native modules stay outside the server bundle; pdfkit reads its font metrics from its own folder.
  serverExternalPackages: ['better-sqlite3', 'pg', '@node-rs/argon2', 'pino', 'prom-client', 'pdfkit'],
  // pdfkit requires its standard font metrics by a computed path, which the file tracer cannot see;
  // without them every certificate PDF fails in the standalone server.
  outputFileTracingIncludes: { '/**/*': ['./node_modules/pdfkit/js/standard-fonts/**/*'] },
  // Title, description, canonical and Open Graph in <head> for every client, not streamed into <body>
  // for browsers: crawlers outside Next's bot list (and Lighthouse 12) read the head only.
  htmlLimitedBots: /.*/,
  eslint: { dirs: ['app', 'components', 'lib', 'tests', 'middleware.ts'] },
  // Pages get their headers (with a per-request nonce) from the middleware; everything else here.
  async headers() {
    const common = [
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
      { key: 'X-Frame-Options', value: 'DENY' },
    ];
    return [
      { source: '/api/:path*', headers: [...common, { key: 'Content-Security-Policy', value: NON_PAGE_CSP }] },
      { source: '/_next/:path*', headers: common },
      { source: '/:file((?!api|_next).*\\..*)', headers: [...common, { key: 'Content-Security-Policy', value: NON_PAGE_CSP }] },
    ];
  },
};

export default withNextIntl(nextConfig);
