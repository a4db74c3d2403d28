import fs from 'node:fs';
import createNextIntlPlugin from 'next-intl/plugin';

// The same policy as NON_PAGE_CSP in lib/security/headers.ts (tests/e2e/security-headers.spec.ts checks both).
const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// Messages are compiled at build time (the ICU syntax parsed once, into arrays), so pages format them
// with next-intl's small formatter instead of shipping the ICU parser (~9 kB gzipped) to every browser.
// Code run outside the build (jest, the CLI scripts) reads the same JSON files as plain strings.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

// The build's version (public/version.json, written by `npm run build` just before `next build`) is
// Next's deployment id: every page sends it with its client navigations, and the middleware reloads a
// page whose build is not the one serving (lib/navigation/version-guard.ts).
function buildVersion() {
  try {
    const file = JSON.parse(fs.readFileSync(new URL('./public/version.json', import.meta.url), 'utf8'));
    // Next 16 takes letters, digits, '-' and '_' only: V1.0.0-<stamp> is written V1_0_0-<stamp>.
    return file.version && file.build ? `${file.version}-${file.build}`.replace(/[^A-Za-z0-9_-]/g, '_') : undefined;
  } catch {
    return undefined;
  }
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  deploymentId: buildVersion(),
  // A self-contained server in .next/standalone: what `npm start` and the container image run.
  output: 'standalone',
  // Native modules stay outside the server bundle; pdfkit reads its font metrics from its own folder.
  serverExternalPackages: ['better-sqlite3', 'pg', '@node-rs/argon2', 'pino', 'prom-client', 'pdfkit'],
  // pdfkit requires its standard font metrics by a computed path, and certificates/font.ts finds the
  // bundled Chinese font by one; the file tracer sees neither, and without them every certificate PDF
  // fails in the standalone server.
  outputFileTracingIncludes: {
    '/**/*': ['./node_modules/pdfkit/js/standard-fonts/**/*', './node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf'],
  },
  // Title, description, canonical and Open Graph in <head> for every client, not streamed into <body>
  // for browsers: crawlers outside Next's bot list (and Lighthouse 12) read the head only.
  htmlLimitedBots: /.*/,
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
