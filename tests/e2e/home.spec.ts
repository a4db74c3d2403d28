import { expect, test } from './fixtures';

test.describe('the public home page', () => {
  test('shows seeded classes and news, server-rendered in Chinese', async ({ page, context, request, baseURL }) => {
    const enrolling = await (await request.get('/api/v1/classes?status=enrolling&sort=start_date&per_page=1')).json();
    const latestNews = await (await request.get('/api/v1/news?per_page=1')).json();
    expect(enrolling.data.length).toBe(1);
    expect(latestNews.data.length).toBe(1);

    await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/');
    await expect(page).toHaveTitle('职业技能培训信息系统');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByText(enrolling.data[0].title).first()).toBeVisible();
    await expect(page.getByText(latestNews.data[0].title).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the language switch changes the interface and remembers the choice', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const enTitle = await page.title();

    await page.getByRole('combobox', { name: /language/i }).selectOption({ label: '中文' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveTitle('职业技能培训信息系统');
    expect(enTitle).not.toBe('职业技能培训信息系统');
    const cookie = (await context.cookies()).find((c) => c.name === 'language');
    expect(cookie?.value).toBe('zh');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('an unknown path shows the not-found page with a way home', async ({ page, context, baseURL }) => {
    // Without a token the guards send any non-whitelisted path to login first (SPEC.md §2).
    await context.addCookies([{ name: 'user_token', value: 'any', url: baseURL! }]);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });

  test('the manager login page sits outside the shell', async ({ page }) => {
    await page.goto('/manage/login');
    await expect(page.getByLabel(/user ?name/i)).toBeVisible();
    await expect(page.getByLabel(/password/i)).toBeVisible();
  });
});
