import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// The read-only public pages, server-rendered from the seeded API, on a phone and on a desktop.

type Seed = { route: string; text: string };

async function first(request: APIRequestContext, path: string): Promise<Record<string, unknown>> {
  const body = await (await request.get(`/api/v1${path}`)).json();
  expect(body.data.length, path).toBeGreaterThan(0);
  return body.data[0];
}

async function seededRoutes(request: APIRequestContext): Promise<Seed[]> {
  const enrolling = await first(request, '/classes?status=enrolling&per_page=1');
  const news = await first(request, '/news?per_page=1');
  const categories = (await (await request.get('/api/v1/news-categories')).json()).data;
  const occupation = await first(request, '/occupations?per_page=1');
  const teacher = await first(request, '/teachers?per_page=1');
  const examiner = await first(request, '/examiners?per_page=1');
  const talent = await first(request, '/talents?per_page=1');
  const about = (await (await request.get('/api/v1/pages/aboutUs')).json()).data;
  const aboutText = String(about.content).replace(/<[^>]+>/g, '\n').split('\n').map((s) => s.trim()).find((s) => s.length > 4)!;
  return [
    { route: '/class', text: '培训班级' },
    { route: `/class?status=enrolling&keyword=${encodeURIComponent(String(enrolling.title))}`, text: String(enrolling.title) },
    { route: `/class/info?id=${enrolling.id}`, text: String(enrolling.title) },
    { route: '/enroll', text: String(enrolling.title) },
    { route: '/news', text: String(news.title) },
    { route: `/news?category_id=${categories[0].id}`, text: String(categories[0].name) },
    { route: `/detail?id=${news.id}`, text: String(news.title) },
    { route: '/occupation', text: String(occupation.name) },
    { route: `/occupation?keyword=${encodeURIComponent(String(occupation.name))}`, text: String(occupation.code) },
    { route: '/teacher', text: String(teacher.name) },
    { route: `/teacherInfo?id=${teacher.id}`, text: String(teacher.name) },
    { route: '/examiner', text: String(examiner.name) },
    { route: `/examinerInfo?id=${examiner.id}`, text: String(examiner.name) },
    { route: '/talent', text: String(talent.name) },
    { route: `/talentInfo?id=${talent.id}`, text: String(talent.name) },
    { route: '/aboutUs', text: aboutText },
    { route: '/contact', text: '联系我们' },
    { route: '/introduce', text: '平台介绍' },
    { route: '/club', text: '技能人才俱乐部' },
  ];
}

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  // Each error names the page it came from, so a failure says where to look.
  page.on('console', (m) => m.type() === 'error' && errors.push(`${page.url()}: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
});

for (const viewport of [{ width: 375, height: 812 }, { width: 1440, height: 900 }]) {
  test(`public pages show seeded content at ${viewport.width}px`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const errors = watchConsole(page);
    for (const { route, text } of await seededRoutes(request)) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.locator('main').getByText(text, { exact: false }).first(), route).toBeVisible();
      expect(await page.locator('h1').count(), route).toBe(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${route} scrolls sideways`).toBeLessThanOrEqual(1);
    }
    expect(errors).toEqual([]);
  });
}

test('class page: metadata, JSON-LD and the enrol link', async ({ page, request }) => {
  const item = await first(request, '/classes?status=enrolling&per_page=1');
  await page.goto(`/class/info?id=${item.id}`);
  await expect(page).toHaveTitle(`${item.title} - 职业技能培训信息系统`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/class/info\\?id=${item.id}$`));
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(ld['@type']).toBe('Course');
  await expect(page.getByRole('link', { name: '我要报名' })).toHaveAttribute('href', `/class/enroll?id=${item.id}`);
});

test('unknown or malformed ids are 404 pages', async ({ page }) => {
  for (const route of ['/class/info?id=99999999', '/class/info?id=abc', '/detail?id=99999999', '/teacherInfo', '/talentInfo?id=0']) {
    expect((await page.goto(route))?.status(), route).toBe(404);
  }
});

test('the class filters work without JavaScript and keep the query in page links', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/class');
  await page.getByLabel('班级状态').selectOption('enrolling');
  await page.getByRole('button', { name: '筛选' }).click();
  await expect(page).toHaveURL(/status=enrolling/);
  const next = page.getByRole('navigation', { name: '分页导航' }).getByRole('link', { name: '第 2 页' });
  await expect(next).toHaveAttribute('href', /status=enrolling/);
  await context.close();
});

test('sitemap.xml and robots.txt', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/class/info?id=');
  expect(sitemap).toContain('/detail?id=');
  expect(sitemap).toContain('/teacherInfo?id=');
  expect(sitemap).toContain('/examinerInfo?id=');
  expect((sitemap.match(/<url>/g) ?? []).length).toBeLessThan(5000);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test('a crawl from the home page through the public pages finds no broken links', async ({ page }) => {
  test.setTimeout(240_000);
  const mine = /^\/(class|class\/info|enroll|news|detail|occupation|teacher|teacherInfo|examiner|examinerInfo|talent|talentInfo|aboutUs|contact|introduce|club)$/;
  const queue = ['/'];
  const seen = new Set(queue);
  const broken: string[] = [];
  const perPath = new Map<string, number>();
  while (queue.length && seen.size < 400) {
    const url = queue.shift()!;
    const response = await page.request.get(url);
    if (response.status() >= 400) broken.push(`${url} ${response.status()}`);
    if (url !== '/' && !mine.test(new URL(url, 'http://x').pathname)) continue;
    const hrefs = [...(await response.text()).matchAll(/href="(\/[^"#]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    for (const href of hrefs) {
      const path = new URL(href, 'http://x').pathname;
      if (!mine.test(path) || seen.has(href)) continue;
      // A sample of each page kind is enough: every page of a list comes from the same code.
      const count = perPath.get(path) ?? 0;
      if (count >= 12) continue;
      perPath.set(path, count + 1);
      seen.add(href);
      queue.push(href);
    }
  }
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(40);
});
