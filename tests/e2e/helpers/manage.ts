import md5 from 'md5';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from '../../../playwright.config';

/** Seeded managers (lib/server/db/seed/accounts.ts). */
export type DemoManager = 'admin' | 'province_admin' | 'city_admin' | 'enterprise_demo' | 'school_demo' | 'institution_demo';

/** Signs a browser context in as a manager through the API, as the login form would. */
export async function signInManager(context: BrowserContext, baseURL: string, username: DemoManager = 'admin') {
  const password = username === 'admin' ? E2E_ADMIN_PASSWORD : E2E_DEMO_PASSWORD;
  const answer = await context.request.post('/api/v1/authorizations', {
    headers: { origin: new URL(baseURL).origin, 'x-auth-guard': 'manage' },
    data: { username, password: md5(password), client_id: '2', grant_type: 'password' },
  });
  expect(answer.status()).toBe(201);
}

/** Signs in as admin through the back-office login form, as a manager would, and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/manage/login');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/manage$/);
}

/** Until the back-office list shows the answer to its current filters (the kit marks earlier rows aria-busy while the new ones load). */
export async function listSettled(page: Page): Promise<void> {
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Rows of back-office lists that answer their current filters: a row of a table still marked busy
 * (an earlier query's rows, shown while the new answer loads) never matches, so a test reads and
 * clicks only rows of the filters it set. (One stale read revoked the wrong certificate.)
 */
export function listRows(scope: Page | Locator, testId: string): Locator {
  return scope.locator('table:not([aria-busy="true"])').getByTestId(testId);
}
