import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { seriousViolations } from './helpers/axe';

// Every public route of SPEC.md §2 on a phone and on a desktop: seeded content, page metadata, no
// console errors, no serious accessibility violation; then a crawl from / for broken links.

// Its tests stand alone (each signs in and makes or reads its own rows), so the two workers share
// them: the file is long, and would otherwise keep one worker busy at the end of the run.
test.describe.configure({ mode: 'parallel' });

const SITE_TITLE = '职业技能培训信息系统';
type Route = { path: string; text: string; title?: string };

async function api(request: APIRequestContext, path: string) {
  const body = await (await request.get(`/api/v1${path}`)).json();
  return body.data;
}

async function firstOf(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const data = await api(request, path);
  expect(data.length, path).toBeGreaterThan(0);
  return data[0];
}

async function publicRoutes(request: APIRequestContext): Promise<Route[]> {
  const [enrolling, news, occupation, teacher, examiner, talent, notice] = await Promise.all([
    firstOf(request, '/classes?status=enrolling&sort=start_date&per_page=1'),
    firstOf(request, '/news?per_page=1'),
    firstOf(request, '/occupations?per_page=1'),
    firstOf(request, '/teachers?per_page=1'),
    firstOf(request, '/examiners?per_page=1'),
    firstOf(request, '/talents?per_page=1'),
    // Issue 31: the seed keeps a claim in its public notice period.
    firstOf(request, '/subsidy/notices?per_page=1'),
  ]);
  const pages = await Promise.all(['aboutUs', 'contact', 'introduce', 'club'].map((slug) => api(request, `/pages/${slug}`)));
  return [
    { path: '/', text: enrolling.title },
    { path: '/class', text: '培训班级', title: '培训班级' },
    { path: `/class/info?id=${enrolling.id}`, text: enrolling.title, title: enrolling.title },
    { path: '/enroll', text: enrolling.title, title: '报名公告' },
    { path: '/news', text: news.title, title: '新闻资讯' },
    { path: `/detail?id=${news.id}`, text: news.title, title: news.title },
    { path: '/occupation', text: occupation.name, title: '职业工种' },
    { path: '/teacher', text: teacher.name, title: '培训师资' },
    { path: `/teacherInfo?id=${teacher.id}`, text: teacher.name },
    { path: '/examiner', text: examiner.name, title: '考评人员' },
    { path: `/examinerInfo?id=${examiner.id}`, text: examiner.name },
    { path: '/talent', text: talent.name, title: '技能人才' },
    { path: `/talentInfo?id=${talent.id}`, text: talent.name },
    { path: '/cerQuery', text: '职业技能等级证书查询', title: '证书查询' },
    { path: '/trainingRegistration', text: '职业技能培训登记', title: '培训登记' },
    { path: '/subsidyNotice', text: notice.class_title, title: '补贴公示' },
    { path: `/subsidyNotice?id=${notice.id}`, text: notice.class_title, title: `${notice.organization_name}「${notice.class_title}」补贴公示` },
    // Issue 32: the public data screen.
    { path: '/dataScreen', text: '注册学员', title: '数据大屏' },
    ...['aboutUs', 'contact', 'introduce', 'club'].map((slug, i) => ({ path: `/${slug}`, text: pages[i].title as string, title: pages[i].title as string })),
  ];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(`${page.url()}: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
});

// Each size in two halves (alternate routes), so the two workers share them: one test of all
// 21 routes with axe on each ran past its 150 s under a full run's load.
const HALVES = 2;
for (const viewport of [{ width: 375, height: 812 }, { width: 1440, height: 900 }]) for (let half = 0; half < HALVES; half++) {
  test(`every public route at ${viewport.width}×${viewport.height} (part ${half + 1} of ${HALVES}): content, metadata, accessibility`, async ({ page, request }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const errors = watchConsole(page);
    const violations: string[] = [];
    const routes = await publicRoutes(request);
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes.filter((_, i) => i % HALVES === half)) {
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe(200);
      await expect(page.locator('main').getByText(route.text, { exact: false }).first(), route.path).toBeVisible();
      expect(await page.locator('h1').count(), `${route.path} has one h1`).toBe(1);
      const title = await page.title();
      if (route.path === '/') expect(title).toBe(SITE_TITLE);
      // "route title - site title"; a person's page names the directory too ("史子 - 培训师资 - …").
      else expect(title, route.path).toMatch(new RegExp(`^${escape(route.title ?? route.text)} - (.+ - )?${SITE_TITLE}$`));
      expect(await page.locator('meta[name="description"]').getAttribute('content'), route.path).toBeTruthy();
      expect(await page.locator('link[rel="canonical"]').getAttribute('href'), route.path).toMatch(/^https?:\/\//);
      expect(await page.locator('meta[property="og:title"]').getAttribute('content'), route.path).toBeTruthy();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${route.path} scrolls sideways`).toBeLessThanOrEqual(1);
      violations.push(...(await seriousViolations(page)));
    }
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the 401 and 404 pages explain themselves, offer a way out and pass axe', async ({ page, context, baseURL }) => {
  // Outside the whitelist a visitor without a token is sent to sign in first (SPEC.md §2).
  await context.addCookies([{ name: 'user_token', value: 'any', url: baseURL! }]);
  const errors = watchConsole(page);
  await page.goto('/401');
  await expect(page.getByRole('heading', { level: 1, name: '抱歉，您无权访问该页面' })).toBeVisible();
  await expect(page).toHaveTitle(`无权访问 - ${SITE_TITLE}`);
  await expect(page.getByRole('link', { name: '切换账号' })).toHaveAttribute('href', '/user/login');
  expect(await seriousViolations(page)).toEqual([]);

  expect((await page.goto('/404'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '抱歉，您访问的页面不存在' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);

  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});

test('structured data carries the CSP nonce of its response', async ({ request }) => {
  const item = await firstOf(request, '/classes?status=enrolling&per_page=1');
  const news = await firstOf(request, '/news?per_page=1');
  for (const [path, type] of [['/', 'Organization'], [`/class/info?id=${item.id}`, 'Course'], [`/detail?id=${news.id}`, 'NewsArticle']]) {
    const response = await request.get(path);
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce, path).toBeTruthy();
    const script = /<script type="application\/ld\+json" nonce="([^"]+)">([^<]*)<\/script>/.exec(await response.text());
    expect(script?.[1], path).toBe(nonce);
    expect(JSON.parse(script![2])['@type']).toBe(type);
  }
});

test('a crawl from / finds no broken internal link', async ({ request }) => {
  test.setTimeout(180_000);
  // Pages whose links are followed; every other internal link is only requested.
  const followed = /^\/(|class|class\/info|enroll|news|detail|occupation|teacher|teacherInfo|examiner|examinerInfo|talent|talentInfo|aboutUs|contact|introduce|club|cerQuery|trainingRegistration)$/;
  const queue = ['/'];
  const seen = new Set(queue);
  const perPath = new Map<string, number>();
  const broken: string[] = [];
  while (queue.length && seen.size < 400) {
    const url = queue.shift()!;
    const response = await request.get(url);
    if (response.status() >= 400) broken.push(`${url} → ${response.status()}`);
    if (!followed.test(new URL(url, 'http://x').pathname) || !(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    for (const [, raw] of (await response.text()).matchAll(/href="(\/(?!\/)[^"#]*)"/g)) {
      const href = raw.replace(/&amp;/g, '&');
      const path = new URL(href, 'http://x').pathname;
      if (seen.has(href) || path.startsWith('/_next') || path.startsWith('/api/')) continue;
      // A sample of each page kind is enough: every page of a list comes from the same code.
      const count = perPath.get(path) ?? 0;
      if (count >= 10) continue;
      perPath.set(path, count + 1);
      seen.add(href);
      queue.push(href);
    }
  }
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(40);
});

test('public pages load none of the back-office scripts', async ({ request }) => {
  // Route groups share one client-reference manifest per segment, so a client boundary shared with
  // the back-office shell once made the home page load the shell's chunks (see components/manage/shell/shell-intl.tsx).
  for (const route of await publicRoutes(request)) {
    const html = await (await request.get(route.path)).text();
    const scripts = [...html.matchAll(/\/_next\/static\/chunks\/[^"\\]+\.js/g)].map((m) => decodeURIComponent(m[0]));
    expect(scripts.length, route.path).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.includes('(manage)')), route.path).toEqual([]);
  }
  const missing = await (await request.get('/no-such-page')).text();
  expect(missing).not.toContain('(manage)');
});
