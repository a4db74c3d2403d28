import md5 from 'md5';
import { expect, test } from './fixtures';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { useChinese } from './helpers/auth';

test.beforeEach(async ({ context, baseURL }) => {
  await useChinese(context, baseURL!);
});

test.describe('manager sessions', () => {
  test('logs in with an MD5 password, shows the name, and logs out with a redirect', async ({ page }) => {
    await page.goto('/manage/login');
    await page.getByLabel('用户名').fill(' admin ');
    await page.getByLabel('密码').fill(E2E_ADMIN_PASSWORD);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/authorizations') && r.method() === 'POST');
    await page.getByRole('button', { name: '登录' }).click();
    const body = (await sent).postData() ?? '';
    expect(body).not.toContain(E2E_ADMIN_PASSWORD);
    expect(JSON.parse(body)).toMatchObject({ username: 'admin', password: md5(E2E_ADMIN_PASSWORD) });

    await expect(page).toHaveURL(/\/manage$/);
    const info = await page.request.get('/api/v1/user/info?include=roles.permissions,userable,province,city,area', { headers: { 'x-auth-guard': 'manage' } });
    expect(info.ok()).toBe(true);
    const json = await info.json();
    const me = (json.data ?? json).me;
    const name: string = (me.data ?? me).name;
    await expect(page.getByTestId('manager-name')).toHaveText(name);
    expect((await page.context().cookies()).find((c) => c.name === 'manage_token')?.httpOnly).toBe(true);

    await page.getByTestId('manager-name').click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    await expect(page).toHaveURL(/\/manage\/rePass$/);
    await expect(page).toHaveTitle(/^修改密码 - /);
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/manage\/login\?redirect=%2Fmanage%2FrePass$/);
    await page.goto('/manage');
    await expect(page).toHaveURL(/\/manage\/login\?redirect=%2Fmanage/);
  });

  test('a manager whose token is gone is sent back to login', async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: 'manage_token', value: 'not-a-real-token', url: baseURL! },
      { name: 'manage_session', value: '1', url: baseURL! },
    ]);
    await page.goto('/manage');
    await expect(page).toHaveURL(/\/manage\/login\?redirect=%2Fmanage/);
  });
});
