import md5 from 'md5';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { currentE2eServer, E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from '../../../playwright.config';

/** Seeded managers (lib/server/db/seed/accounts.ts). */
export type DemoManager = 'admin' | 'province_admin' | 'city_admin' | 'enterprise_demo' | 'school_demo' | 'institution_demo';

/**
 * The manager sessions this worker has signed in, by server and account: each account signs in once
 * and later contexts get its cookies, as from a saved storageState. A token lives 12 hours and is
 * revoked only by its own sign-out or a password change, which no spec does to these accounts.
 */
const sessions = new Map<string, Awaited<ReturnType<BrowserContext['cookies']>>>();

const MANAGER_COOKIES = /^manage_/;

async function keptSession(context: BrowserContext, key: string): Promise<boolean> {
  const cookies = sessions.get(key);
  if (cookies) await context.addCookies(cookies);
  return Boolean(cookies);
}

async function keepSession(context: BrowserContext, key: string): Promise<void> {
  sessions.set(key, (await context.cookies()).filter((c) => MANAGER_COOKIES.test(c.name)));
}

/** Signs a browser context in as a manager through the API, as the login form would (once per worker and account; see sessions). */
export async function signInManager(context: BrowserContext, baseURL: string, username: DemoManager = 'admin') {
  const key = `${baseURL} ${username}`;
  if (await keptSession(context, key)) return;
  const password = username === 'admin' ? E2E_ADMIN_PASSWORD : E2E_DEMO_PASSWORD;
  const answer = await context.request.post('/api/v1/authorizations', {
    headers: { origin: new URL(baseURL).origin, 'x-auth-guard': 'manage' },
    data: { username, password: md5(password), client_id: '2', grant_type: 'password' },
  });
  expect(answer.status()).toBe(201);
  await keepSession(context, key);
}

/**
 * Signs in as admin through the back-office login form, as a manager would, and waits for the
 * dashboard: once per worker (the form itself is tested in auth-manager.spec.ts); later pages get
 * that session's cookies and open their own page first.
 */
export async function signInAsAdmin(page: Page) {
  const key = `${currentE2eServer().url} admin through the form`;
  if (await keptSession(page.context(), key)) return;
  await page.goto('/manage/login');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/manage$/);
  await keepSession(page.context(), key);
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

/**
 * Runs one of a row's actions by its name: a button in the row, or, where the row offers more than
 * the kit keeps as buttons (components/manage/kit/row-actions.tsx), an item of its 更多 menu.
 */
export async function rowAction(page: Page, row: Locator, name: string): Promise<void> {
  const button = row.getByRole('button', { name });
  if (await button.count()) {
    await button.click();
    return;
  }
  await row.getByTestId('row-actions-more').click();
  await page.getByRole('menuitem', { name }).click();
}

type Route = { path: string; is_show: boolean; component: string; children?: Route[] };

/** Every page of the signed-in manager's menu, hidden ones included (as the shell's routes: no ':id' paths). */
export async function menuPages(page: Page): Promise<string[]> {
  const answer = await page.request.get('/api/v1/user/info?include=roles.permissions,userable,province,city,area', { headers: { 'x-auth-guard': 'manage' } });
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  const root = body.data ?? body;
  const sidebars: Route[] = root.sidebars?.data ?? root.sidebars;
  const paths: string[] = [];
  const walk = (items: Route[]) => {
    for (const item of items) {
      // Hidden items too (classes/edit, news/edit, jobs/edit, certificates/detail): pages reached from a list.
      if (item.component !== 'Layout' && !item.path.includes(':')) paths.push(item.path);
      walk(item.children ?? []);
    }
  };
  walk(sidebars);
  return [...new Set(paths)];
}
