import { expect, test } from './fixtures';
import { loginThroughUi, registerLearner, signInLearner, useChinese } from './helpers/auth';
import { listSettled, signInManager } from './helpers/manage';

// Issue 30, the learner's rights on a phone: a fresh learner opens 个人信息与注销 from the account
// hub, sees their data by section, downloads it as JSON, closes the account in the dialog and ends
// up signed out, unable to sign in again with the old password.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.beforeEach(async ({ context, baseURL }) => useChinese(context, baseURL!));

test('the learner downloads their data, closes the account and is signed out; the back office lists both', async ({ page, playwright, browser, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const { phone, password } = await registerLearner(api, baseURL!);
  await api.dispose();

  await signInLearner(page.context(), baseURL!, phone, password);
  await page.goto('/user/center');
  await page.getByRole('link', { name: '个人信息与注销' }).click();
  await expect(page).toHaveURL(/\/user\/privacy$/);
  await expect(page.getByRole('heading', { name: '我的个人信息' })).toBeVisible();

  const account = page.locator('details[data-section="account"]');
  await account.locator('summary').click();
  await expect(account.getByText(phone, { exact: true })).toBeVisible();
  await expect(page.locator('details[data-section="login_records"]').locator('summary')).toContainText('条');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('privacy-download').click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')));
  expect(file.account[0].phone).toBe(phone);
  expect(file.rights_requests.length).toBeGreaterThanOrEqual(1);

  await page.getByRole('button', { name: '申请注销账号' }).click();
  const dialog = page.getByRole('dialog', { name: '确认注销账号' });
  await expect(dialog).toBeVisible();
  const close = dialog.getByRole('button', { name: '永久注销' });
  await expect(close).toBeDisabled();
  await dialog.getByLabel('登录密码').fill('Not-my-pass-1');
  await dialog.getByRole('checkbox', { name: /确认注销/ }).check();
  await close.click();
  await expect(dialog.getByText('密码不正确。')).toBeVisible();

  await dialog.getByLabel('登录密码').fill(password);
  await close.click();
  await expect(page).toHaveURL(/\/user\/login/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'user_token')).toBeUndefined();

  // Signed out for good: the learner area sends to sign-in, and the old password no longer opens it.
  await page.goto('/user/privacy');
  await expect(page).toHaveURL(/\/user\/login\?redirect=/);
  await loginThroughUi(page, phone, password);
  await expect(page.getByText('用户名或密码错误。')).toBeVisible();

  // A province administrator sees the closure, and the download, in 个人信息请求 (no phone for a closed account).
  const office = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await useChinese(office, baseURL!);
  await signInManager(office, baseURL!, 'province_admin');
  const manage = await office.newPage();
  await manage.goto('/manage/logs/learner-rights?kind=closure');
  await listSettled(manage);
  await expect(manage.getByRole('cell', { name: `#${file.account[0].id} 已注销` })).toBeVisible();
  await manage.goto('/manage/logs/learner-rights?kind=export');
  await listSettled(manage);
  await expect(manage.getByRole('cell', { name: '下载 JSON' }).first()).toBeVisible();
  await office.close();
});
