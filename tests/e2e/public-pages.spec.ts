import { expect, test, type APIRequestContext, type Page } from './fixtures';

// The read-only public pages, server-rendered from the seeded API, on a phone and on a desktop.

type Seed = { route: string; text: string };

async function first(request: APIRequestContext, path: string): Promise<Record<string, unknown>> {
  const body = await (await request.get(`/api/v1${path}`)).json();
  expect(body.data.length, path).toBeGreaterThan(0);
  return body.data[0];
}

// Each route without filters is covered by front-crawl.spec.ts; these are the filtered variants.
async function filteredRoutes(request: APIRequestContext): Promise<Seed[]> {
  const enrolling = await first(request, '/classes?status=enrolling&per_page=1');
  const categories = (await (await request.get('/api/v1/news-categories')).json()).data;
  const occupation = await first(request, '/occupations?per_page=1');
  return [
    { route: `/class?status=enrolling&keyword=${encodeURIComponent(String(enrolling.title))}`, text: String(enrolling.title) },
    { route: `/news?category_id=${categories[0].id}`, text: String(categories[0].name) },
    { route: `/occupation?keyword=${encodeURIComponent(String(occupation.name))}`, text: String(occupation.code) },
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
  test(`filtered public lists show seeded content at ${viewport.width}px`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const errors = watchConsole(page);
    for (const { route, text } of await filteredRoutes(request)) {
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
  // The negotiating address is its own canonical (the x-default of its alternates); the Chinese page's
  // own address (?lang=, issue 21) is named among them.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/class/info\\?id=${item.id}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute('href', new RegExp(`/class/info\\?id=${item.id}&lang=zh$`));
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
