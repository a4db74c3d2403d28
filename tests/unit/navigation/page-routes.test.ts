import fs from 'node:fs';
import path from 'node:path';
import { isKnownPage, STATIC_PAGES } from '@/lib/navigation/page-routes';

const APP = path.join(process.cwd(), 'app', '[locale]');

function pagesUnder(dir: string, route: string[] = []): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'page.tsx' ? [`/${route.join('/')}`] : [];
    if (!entry.isDirectory()) return [];
    const segment = entry.name;
    // Route groups leave the URL; dynamic segments are not static pages.
    const next = /^\(.*\)$/.test(segment) ? route : [...route, segment];
    return pagesUnder(path.join(dir, segment), next);
  });
}

test('lists exactly the static pages under app/[locale]', () => {
  const files = pagesUnder(APP).filter((route) => !route.includes('['));
  expect([...STATIC_PAGES].sort()).toEqual(files.sort());
});

test('knows the pages, the back-office shell’s and the tab refresh’s paths, and nothing else', () => {
  for (const known of ['/', '/class/info', '/user/center/', '/manage/classes/edit', '/redirect/news', '/401']) expect(isKnownPage(known)).toBe(true);
  for (const unknown of ['/404', '/no/such/page', '/classes', '/user', '/user/center/extra', '/managex']) expect(isKnownPage(unknown)).toBe(false);
});
