import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

// SITE_URL is read at run time, not baked in at build time.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const site = env().SITE_URL;
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/user/', '/manage', '/api/', '/class/enroll', '/help'] }],
    sitemap: new URL('/sitemap.xml', site).toString(),
    host: site,
  };
}
