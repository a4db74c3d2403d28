import { expect, test } from './fixtures';
import { E2E_DEMO_PASSWORD } from '../../playwright.config';
import { DEMO_LEARNER_PHONE } from './helpers/auth';

// Issue 21: a signed-in visitor's /404 and unknown paths are drawn on the server (no empty shell
// waiting for JavaScript), with one title for every missing page.
const TITLE = '页面不存在 - 职业技能培训信息系统';

test.describe('not-found pages for a signed-in learner', () => {
  test.use({ javaScriptEnabled: false });

  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
    const login = await context.request.post('/api/v1/authorizations', {
      headers: { origin: new URL(baseURL!).origin },
      data: { username: DEMO_LEARNER_PHONE, password: E2E_DEMO_PASSWORD, guard: 'api', app_id: 10004 },
    });
    expect(login.status()).toBe(201);
  });

  for (const path of ['/404', '/no/such/page', '/no/such/page?lang=zh']) {
    test(`${path} answers 404 with the page drawn in the HTML and its title`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response!.status()).toBe(404);
      const html = await response!.text();
      expect(html).not.toContain('id="__next_error__"');
      await expect(page).toHaveTitle(TITLE);
      await expect(page.getByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeVisible();
      await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
    });
  }

  // A missing item of a real page: Next's notFound(), whose content comes with the page's script.
  for (const path of ['/detail?id=99999999', '/moxibustion/enrollInfo?id=99999999']) {
    test(`${path} answers 404 with the same title`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response!.status()).toBe(404);
      await expect(page).toHaveTitle(TITLE);
    });
  }

  test('known pages still answer 200', async ({ page }) => {
    for (const path of ['/user/center', '/', '/?lang=zh', '/news?lang=en']) expect((await page.goto(path))!.status(), path).toBe(200);
  });

  test('the title is translated with the interface', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('Page not found - Vocational Skills Training Information System');
  });
});
