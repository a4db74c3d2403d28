import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native modules stay outside the server bundle.
  serverExternalPackages: ['better-sqlite3', 'pg', '@node-rs/argon2'],
  eslint: { dirs: ['app', 'components', 'lib', 'tests', 'middleware.ts'] },
};

export default withNextIntl(nextConfig);
