import path from 'node:path';
import fs from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { currentE2eServer, E2E_PORT } from '../../playwright.config';
import { useChinese } from './helpers/auth';
import { currentDeploymentId, makePreviousRelease } from './helpers/previous-release';
import { startStandalone, type Started } from './helpers/processes';

// SPEC.md §2: a navigation from a page of an older build than the one serving reloads the page,
// decided by middleware.ts on the edge (lib/navigation/version-guard.ts). First a real deployment:
// a page opened from the previous release, that release stopped and this one started on the same
// port; then the page's fetches replayed with an older deployment id, prefetches included.
const OLD_BUILD = 'V0_9_0-20260101000000';

/** Opens the home page (of `origin`, else the test server) and marks its window, which a reload loses. */
async function openHome(page: Page, origin = '') {
  await page.goto(`${origin}/`);
  await page.evaluate(() => Object.assign(window, { __openedBefore: true }));
}

const openedBefore = (page: Page) => page.evaluate(() => (window as { __openedBefore?: boolean }).__openedBefore ?? false);

/**
 * Follows 新闻资讯 in the main navigation to /news and says whether the page was reloaded on the way.
 * `timeout`: how long the new page may take (a server just started answers its first pages slowly).
 */
async function navigateToNews(page: Page, timeout = 5000): Promise<{ reloaded: boolean }> {
  const document = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/news').then(() => true, () => false);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '新闻资讯' }).click();
  await expect(page).toHaveURL(/\/news$/, { timeout });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout });
  return { reloaded: !(await openedBefore(page)) && (await document) };
}

test.beforeEach(async ({ context, baseURL }) => useChinese(context, baseURL!));

test('a page of the running build navigates in place', async ({ page }) => {
  await openHome(page);
  await navigateToNews(page);
  expect(await openedBefore(page)).toBe(true);
});

test('a page of an older build is reloaded from the new one at its next navigation', async ({ page }) => {
  const answers: Array<{ path: string; status: number }> = [];
  await page.route('**/*', async (route) => {
    const headers = route.request().headers();
    if (headers.rsc !== '1') return route.continue();
    const response = await route.fetch({ headers: { ...headers, 'x-deployment-id': OLD_BUILD } });
    answers.push({ path: new URL(route.request().url()).pathname, status: response.status() });
    // The reload this test expects abandons the payloads still in flight (a prefetch): Playwright then
    // disposes their answer and fulfilling it throws. The status was recorded above either way.
    await route.fulfill({ response }).catch((error: Error) => {
      if (!/disposed|closed|already handled/i.test(error.message)) throw error;
    });
  });
  await openHome(page);
  expect(await navigateToNews(page)).toEqual({ reloaded: true });
  // Every page payload the old page asked for (prefetches too) was refused.
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.filter((answer) => answer.status !== 409)).toEqual([]);
});

test('a page opened before a deployment reloads from the new release at its next navigation', async ({ page }) => {
  test.setTimeout(120_000);
  const port = E2E_PORT + 4;
  const dir = path.resolve(currentE2eServer().dir, 'previous-release');
  expect(makePreviousRelease(dir, OLD_BUILD)).toBeGreaterThan(0);
  const scriptsOf = (id: string) => page.locator(`script[src*="dpl=${id}"]`).count();
  let previous: Started | undefined = await startStandalone(port, { serverDir: dir });
  let current: Started | undefined;
  try {
    await openHome(page, previous.url);
    expect(await scriptsOf(OLD_BUILD)).toBeGreaterThan(0);

    // The deployment: the previous release stops, this one starts on the same address.
    await previous.stop();
    previous = undefined;
    current = await startStandalone(port);

    // The first navigation after the deployment meets a server that has just started: on a loaded
    // machine its first answers took longer than the default 5 s (a full run failed so once).
    expect(await navigateToNews(page, 30_000)).toEqual({ reloaded: true });
    expect(await scriptsOf(currentDeploymentId())).toBeGreaterThan(0);
    expect(await scriptsOf(OLD_BUILD)).toBe(0);
  } finally {
    await previous?.stop();
    await current?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
