import { expect, test, type Page } from '@playwright/test';
import { useChinese } from './helpers/auth';

// SPEC.md §2: a navigation from a page of an older build than the one serving reloads the page,
// decided by middleware.ts on the edge (lib/navigation/version-guard.ts). A page still open from the
// build before this deployment is played by sending its navigations with that build's deployment id.
const OLD_BUILD = 'V0.9.0-20260101000000';

async function openHome(page: Page) {
  await page.goto('/');
  await page.evaluate(() => Object.assign(window, { __openedBefore: true }));
}

const openedBefore = (page: Page) => page.evaluate(() => (window as { __openedBefore?: boolean }).__openedBefore ?? false);

test.beforeEach(async ({ context, baseURL }) => useChinese(context, baseURL!));

test('a page of the running build navigates in place', async ({ page }) => {
  await openHome(page);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '新闻资讯' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await openedBefore(page)).toBe(true);
});

test('a page of an older build is reloaded from the new one at its next navigation', async ({ page }) => {
  const answers: Array<{ path: string; status: number }> = [];
  await page.route('**/*', async (route) => {
    const headers = route.request().headers();
    if (headers.rsc !== '1') return route.continue();
    const response = await route.fetch({ headers: { ...headers, 'x-deployment-id': OLD_BUILD } });
    answers.push({ path: new URL(route.request().url()).pathname, status: response.status() });
    await route.fulfill({ response });
  });
  await openHome(page);
  const document = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/news');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '新闻资讯' }).click();
  await document;
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await openedBefore(page)).toBe(false);
  // Every page payload the old page asked for (prefetches too) was refused.
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.filter((answer) => answer.status !== 409)).toEqual([]);
});
