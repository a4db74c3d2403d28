import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { fetchAll } from '@/lib/api/queries/fetch';
import { languageAlternates } from '@/lib/i18n/locale-path';
import { routing } from '@/lib/i18n/routing';
import { SITEMAP_PAGES } from '@/lib/navigation/routes';

// Built per request from the API (SITE_URL is a run-time setting and the database is not there at
// build time); at most MAX_PAGES × 100 entries per kind keeps the file to a few thousand URLs.
export const dynamic = 'force-dynamic';

const MAX_PAGES = 8;
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

type Entry = MetadataRoute.Sitemap[number];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const url = (path: string) => new URL(path, env().SITE_URL).toString();
  // Each page once, at its language-negotiating address, with its per-language addresses as hreflang
  // alternates (x-default included): the Chinese pages are found and indexed in Chinese.
  const entry = (path: string, changeFrequency: Entry['changeFrequency'], priority: number): Entry => {
    const { languages } = languageAlternates(path, routing.defaultLocale);
    return { url: url(path), changeFrequency, priority, alternates: { languages: Object.fromEntries(Object.entries(languages).map(([lang, href]) => [lang, url(href)])) } };
  };
  // The route table's fixed entries (lib/navigation/routes.ts), then each published item.
  const pages: MetadataRoute.Sitemap = SITEMAP_PAGES.map((page) => entry(page.path, page.changeFrequency, page.priority));
  const lists = await Promise.all(KINDS.map(async ([apiPath, href, changeFrequency]) => (await ids(apiPath)).map((id) => entry(href(id), changeFrequency, 0.6))));
  return [...pages, ...lists.flat()];
}
