import { expect, test } from '@playwright/test';
import { registerLearner, useChinese } from './helpers/auth';

// Issue 21: the learner pages read their data on the server (the session cookie is there), so the
// first HTML already shows it. JavaScript is off here: what the page shows is what the server sent.

test('/user/center, /user/info and /user/class arrive with the learner\'s own data, without a loading line', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await useChinese(context, baseURL!);
  const headers = { origin: new URL(baseURL!).origin };
  const { phone, password } = await registerLearner(context.request, baseURL!);
  const login = await context.request.post('/api/v1/authorizations', { headers, data: { username: phone, password, guard: 'api', app_id: 10004 } });
  expect(login.status()).toBe(201);
  const name = `服务端学员${phone.slice(-4)}`;
  expect((await context.request.patch('/api/v1/user', { headers, data: { name } })).status()).toBe(200);

  const page = await context.newPage();
  await page.goto('/user/center');
  await expect(page.getByTestId('center-greeting')).toHaveText(`您好，${name}`);
  await expect(page.getByRole('heading', { name: '消息通知' })).toBeVisible();
  await expect(page.getByText('加载中…')).toHaveCount(0);

  await page.goto('/user/info');
  await expect(page.getByTestId('profile-name')).toHaveText(name);
  await expect(page.getByText('加载中…')).toHaveCount(0);

  await page.goto('/user/class');
  await expect(page.getByText('暂无培训班。')).toBeVisible();
  await expect(page.getByText('加载中…')).toHaveCount(0);

  // Signed out, the same address is still guarded: no learner data without the session.
  const guest = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await useChinese(guest, baseURL!);
  const other = await guest.newPage();
  await other.goto('/user/center');
  await expect(other).toHaveURL(/\/user\/login/);
  await expect(other.getByText(name)).toHaveCount(0);
  await guest.close();
  await context.close();
});
