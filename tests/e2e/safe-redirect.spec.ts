import { expect, test, type Page } from './fixtures';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { loginThroughUi, registerLearner, useChinese } from './helpers/auth';

// Issue 18 item 3: ?redirect=/%09/evil.example/ decodes to "/\t/evil.example/", which the URL
// parser reads as //evil.example/. After signing in, the browser must stay on the site.

const PAYLOADS = ['/%09/evil.example/', '/%0a/evil.example/', '/%09%5Cevil.example'];

/** Records any attempt to leave for evil.example (and stops it), so the assertion does not hang on DNS. */
async function watchOffsite(page: Page): Promise<string[]> {
  const tried: string[] = [];
  await page.context().route((url) => url.hostname.endsWith('evil.example'), (route) => {
    tried.push(route.request().url());
    return route.abort();
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && /^[a-z]+:\/\/[^/]*evil\.example/.test(frame.url())) tried.push(frame.url());
  });
  return tried;
}

test.beforeEach(async ({ context, baseURL }) => {
  await useChinese(context, baseURL!);
});

for (const payload of PAYLOADS) {
  test(`a learner signing in with redirect=${payload} stays on the site`, async ({ page, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const { phone, password } = await registerLearner(api, baseURL!);
    await api.dispose();
    const tried = await watchOffsite(page);

    await loginThroughUi(page, phone, password, `?redirect=${payload}`);
    await expect(page).toHaveURL(/\/user\/info$/);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    expect(tried).toEqual([]);
  });
}

test('a manager signing in with redirect=/%09/evil.example/ lands on the back-office home', async ({ page, baseURL }) => {
  const tried = await watchOffsite(page);
  await page.goto('/manage/login?redirect=/%09/evil.example/');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/manage$/);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  expect(tried).toEqual([]);
});

test('a same-site back-office redirect is still followed', async ({ page }) => {
  await page.goto('/manage/login?redirect=%2Fmanage%2FrePass');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/manage\/rePass$/);
});
