import { expect, test } from './fixtures';
import { FRONT_WHITELIST } from '../../lib/auth/guards';

// Every route of SPEC.md §2, walked without a token.
const FRONT_ROUTES = [
  '/', '/help', '/news', '/video', '/lessonVideo', '/aboutUs', '/contact', '/introduce', '/club', '/detail', '/occupation',
  '/talent', '/talentInfo', '/teacher', '/teacherInfo', '/examiner', '/examinerInfo', '/class', '/class/info', '/enroll',
  '/cerQuery', '/trainingRegistration', '/moxibustion', '/moxibustion/enrollLists', '/moxibustion/enrollInfo',
  '/moxibustion/certificateSearch', '/moxibustion/certificateInfo', '/user/login', '/user/reg', '/user/smslogin',
  '/user/info', '/user/class', '/user/classInfo', '/user/job', '/user/exam', '/user/cert', '/user/verify', '/user/edit-pass',
  '/user/enroll', '/user/center', '/user/employmentcenter', '/user/myClass', '/user/paySuccee', '/class/enroll',
  '/class/enrollShow', '/class/enrollEdit', '/class/enrollVerify', '/404', '/401',
];
const MANAGE_ROUTES = ['/manage', '/manage/orgSet', '/manage/profile/index', '/manage/rePass', '/manage/classes'];

test.describe('route guards without a token', () => {
  test('front routes: the whitelist is open, everything else redirects to login with the full path', async ({ request }) => {
    for (const route of FRONT_ROUTES) {
      const response = await request.get(`${route}?from=walk`, { maxRedirects: 0 });
      if (FRONT_WHITELIST.includes(route)) {
        expect(response.status(), route).not.toBe(307);
        expect(response.status(), route).toBeLessThan(500);
      } else {
        expect(response.status(), route).toBe(307);
        const location = new URL(response.headers().location!, 'http://x');
        expect(location.pathname, route).toBe('/user/login');
        expect(location.searchParams.get('redirect'), route).toBe(`${route}?from=walk`);
      }
    }
  });

  test('every whitelisted route renders with 200 without a token', async ({ request }) => {
    const firstId = async (resource: string) => {
      const body = await (await request.get(`/api/v1/${resource}?per_page=1`)).json();
      return body.data[0].id as number;
    };
    const withId: Record<string, string> = {
      '/class/info': `?id=${await firstId('classes')}`,
      '/detail': `?id=${await firstId('news')}`,
      '/talentInfo': `?id=${await firstId('talents')}`,
      '/teacherInfo': `?id=${await firstId('teachers')}`,
      '/examinerInfo': `?id=${await firstId('examiners')}`,
    };
    for (const route of FRONT_WHITELIST) {
      const response = await request.get(`${route}${withId[route] ?? ''}`);
      expect(response.status(), route).toBe(200);
    }
  });

  test('manage routes redirect to /manage/login with the full path; the login page is open', async ({ request }) => {
    for (const route of MANAGE_ROUTES) {
      const response = await request.get(`${route}?tab=1`, { maxRedirects: 0 });
      expect(response.status(), route).toBe(307);
      const location = new URL(response.headers().location!, 'http://x');
      expect(location.pathname, route).toBe('/manage/login');
      expect(location.searchParams.get('redirect'), route).toBe(`${route}?tab=1`);
    }
    expect((await request.get('/manage/login', { maxRedirects: 0 })).status()).toBe(200);
  });

  test('a signed-in learner at /user/login goes to /user/center on a phone and /user/info on a desktop, on the first request', async ({ playwright, baseURL }) => {
    const phone = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: 'user_token=any', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
    });
    const desktop = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: 'user_token=any', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' },
    });
    expect((await phone.get('/user/login', { maxRedirects: 0 })).headers().location).toMatch(/\/user\/center$/);
    expect((await desktop.get('/user/login', { maxRedirects: 0 })).headers().location).toMatch(/\/user\/info$/);
    await Promise.all([phone.dispose(), desktop.dispose()]);
  });

  test('/redirect/{path} opens the front page it names, through that page’s guard; a back-office path stays a tab refresh', async ({ page, request }) => {
    const open = await request.get('/redirect/class?from=walk', { maxRedirects: 0 });
    expect(open.status()).toBe(307);
    expect(open.headers().location).toMatch(/^(https?:\/\/[^/]+)?\/class\?from=walk$/);
    const guarded = new URL((await request.get('/redirect/user/info?from=walk', { maxRedirects: 0 })).headers().location!, 'http://x');
    expect(guarded.pathname).toBe('/user/login');
    expect(guarded.searchParams.get('redirect')).toBe('/user/info?from=walk');
    const away = await request.get('/redirect//evil.example', { maxRedirects: 0 });
    expect(new URL(away.headers().location!, 'http://x').host).not.toBe('evil.example');
    await page.goto('/redirect/news');
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const tab = new URL((await request.get('/redirect/manage/classes', { maxRedirects: 0 })).headers().location!, 'http://x');
    expect(tab.pathname).toBe('/manage/login');
  });

  test('a signed-in manager at /manage/login goes to /manage', async ({ playwright, baseURL }) => {
    const manager = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: 'manage_token=any' } });
    expect((await manager.get('/manage/login', { maxRedirects: 0 })).headers().location).toMatch(/\/manage$/);
    await manager.dispose();
  });
});
