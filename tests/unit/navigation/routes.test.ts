import fs from 'node:fs';
import path from 'node:path';
import { FRONT_WHITELIST } from '@/lib/auth/guards';
import { FIXED_PAGES } from '@/lib/manage/fixed-pages';
import { ANONYMOUS_PATHS, CACHED_PAGES, ROUTES, SITEMAP_PAGES, titleKeyOf } from '@/lib/navigation/routes';
import { COOKIES } from '@/lib/auth/cookies';
import { CACHEABLE_PAGES, pageCacheKey } from '@/lib/server/page-cache/policy';

// The one route table: every page file is in it once, and the lists that used to be kept by hand
// (middleware whitelist, page-cache policy, sitemap, back-office fixed pages) are read from it.

const APP = path.join(process.cwd(), 'app', '[locale]');

function pagesUnder(dir: string, route: string[] = []): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'page.tsx' ? [`/${route.join('/')}`] : [];
    if (!entry.isDirectory()) return [];
    const next = /^\(.*\)$/.test(entry.name) ? route : [...route, entry.name];
    return pagesUnder(path.join(dir, entry.name), next);
  });
}

test('every page.tsx under app/[locale] is in the table once, and nothing else is', () => {
  const files = pagesUnder(APP).filter((route) => !route.includes('['));
  const paths = ROUTES.map((route) => route.path);
  expect(new Set(paths).size).toBe(paths.length);
  expect([...paths].sort()).toEqual(files.sort());
});

test('the anonymous whitelist is SPEC.md §2’s, read from the table', () => {
  expect(FRONT_WHITELIST).toBe(ANONYMOUS_PATHS);
  expect([...FRONT_WHITELIST].sort()).toEqual([
    '/', '/aboutUs', '/user/login', '/introduce', '/club', '/user/reg', '/contact', '/trainingRegistration',
    '/occupation', '/class', '/class/info', '/news', '/enroll', '/cerQuery', '/user/smslogin', '/detail',
    '/talent', '/talentInfo', '/examiner', '/teacher', '/examinerInfo', '/teacherInfo', '/subsidyNotice', '/dataScreen',
  ].sort());
});

test('the page cache keeps only public pages of the table; the sign-in pages only for visitors without a session, whatever ?redirect= says', () => {
  expect([...CACHEABLE_PAGES]).toEqual([...CACHED_PAGES.keys()]);
  for (const path of CACHEABLE_PAGES) expect(ROUTES.find((r) => r.path === path)?.area).toBe('public');
  expect(CACHEABLE_PAGES.has('/help')).toBe(false);
  expect(CACHEABLE_PAGES.has('/user/center')).toBe(false);
  for (const path of ['/user/login', '/user/reg', '/user/smslogin']) {
    const anonymous = pageCacheKey({ method: 'GET', url: `${path}?redirect=%2Fuser%2Fenroll%3Fid%3D3`, headers: { host: 'x', 'accept-language': 'zh-CN' } });
    expect(anonymous).toBe(pageCacheKey({ method: 'GET', url: path, headers: { host: 'x', 'accept-language': 'zh-CN' } }));
    expect(anonymous).toContain(`\n${path}\n`);
    expect(pageCacheKey({ method: 'GET', url: path, headers: { host: 'x', cookie: `${COOKIES.userToken}=abc` } })).toBeNull();
  }
});

test('the sitemap’s fixed entries and the back office’s fixed pages come from the table', () => {
  expect(SITEMAP_PAGES.map((p) => p.path)).toEqual([
    '/', '/class', '/enroll', '/news', '/occupation', '/teacher', '/examiner', '/talent', '/dataScreen', '/aboutUs', '/contact', '/introduce', '/club',
  ]);
  expect(SITEMAP_PAGES.every((p) => ROUTES.find((r) => r.path === p.path)?.area === 'public')).toBe(true);
  expect(FIXED_PAGES).toEqual([
    { path: '/manage/orgSet', titleKey: 'orgSet' },
    { path: '/manage/profile/index', titleKey: 'profile' },
    { path: '/manage/rePass', titleKey: 'rePass' },
  ]);
});

test('every title key of the table is a message in every language', () => {
  for (const locale of ['zh', 'en', 'es', 'ja']) {
    const dir = path.join(process.cwd(), 'messages', locale);
    const messages: Record<string, Record<string, unknown>> = Object.assign(
      {},
      ...fs.readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))),
    );
    for (const route of ROUTES.filter((r) => r.title)) {
      const [namespace, key] = route.title!.split('.');
      expect([locale, route.path, typeof messages[namespace]?.[key]]).toEqual([locale, route.path, 'string']);
    }
  }
  expect(titleKeyOf('/news')).toBe('NewsList.metaTitle');
  expect(titleKeyOf('/detail')).toBeUndefined();
});
