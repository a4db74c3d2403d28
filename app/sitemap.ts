import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { fetchAll } from '@/lib/api/queries/fetch';
import { CONTENT_SLUGS } from '@/lib/api/queries/content';

// Built per request from the API (SITE_URL is a run-time setting and the database is not there at
// build time); at most MAX_PAGES × 100 entries per kind keeps the file to a few thousand URLs.
export const dynamic = 'force-dynamic';

const MAX_PAGES = 8;
const LISTS = ['/class', '/enroll', '/news', '/occupation', '/teacher', '/examiner', '/talent'];
const KINDS: Array<[apiPath: string, href: (id: number) => string, frequency: 'daily' | 'weekly']> = [
  ['/classes', (id) => `/class/info?id=${id}`, 'daily'],
  ['/news', (id) => `/detail?id=${id}`, 'weekly'],
  ['/occupations', (id) => `/class?occupation_id=${id}`, 'weekly'],
  ['/teachers', (id) => `/teacherInfo?id=${id}`, 'weekly'],
  ['/examiners', (id) => `/examinerInfo?id=${id}`, 'weekly'],
];

async function ids(apiPath: string): Promise<number[]> {
  try {
    return (await fetchAll<{ id: number }>(apiPath, {}, MAX_PAGES)).map((item) => item.id);
  } catch (error) {
    console.error(`sitemap: ${apiPath} failed`, error);
    return [];
  }
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const url = (path: string) => new URL(path, env().SITE_URL).toString();
  const pages: MetadataRoute.Sitemap = [
    { url: url('/'), changeFrequency: 'daily', priority: 1 },
    ...LISTS.map((path) => ({ url: url(path), changeFrequency: 'daily' as const, priority: 0.8 })),
    ...CONTENT_SLUGS.filter((slug) => slug !== 'help').map((slug) => ({ url: url(`/${slug}`), changeFrequency: 'monthly' as const, priority: 0.4 })),
  ];
  const lists = await Promise.all(KINDS.map(async ([apiPath, href, changeFrequency]) => (await ids(apiPath)).map((id) => ({ url: url(href(id)), changeFrequency, priority: 0.6 }))));
  return [...pages, ...lists.flat()];
}
