import { expect, test } from './fixtures';
import { DEMO_LEARNER_PHONE, freshPhone, idNumberFor, LEARNER_PASSWORD, loginThroughUi, makePng, readSmsCode, registerLearner, useChinese } from './helpers/auth';

test.beforeEach(async ({ context, baseURL }) => {
  await useChinese(context, baseURL!);
});

test.describe('learner sessions', () => {
  test('registers with the SMS code and arrives signed in', async ({ page }) => {
    const phone = freshPhone();
    await page.goto('/user/reg');
    await expect(page).toHaveTitle(/^注册 - /);
    await page.getByLabel('手机号').fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await page.getByRole('textbox', { name: '验证码' }).fill(await readSmsCode(phone, 'register'));
    await page.getByLabel('密码', { exact: true }).fill(LEARNER_PASSWORD);
    await page.getByLabel('确认密码').fill(LEARNER_PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '注册', exact: true }).click();

    await expect(page).toHaveURL(/\/user\/info$/);
    // The masked phone is the name shown until one is set, and the phone row (issue 21's profile header).
    await expect(page.locator('#main').getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`).first()).toBeVisible();
    await expect(page.getByText('未认证')).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'user_token')?.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === 'user_session')?.value).toBe('1');
  });

  test('logs in with a password, trimmed, and follows a same-site redirect', async ({ page, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const { phone, password } = await registerLearner(api, baseURL!);
    await api.dispose();

    await loginThroughUi(page, `  ${phone}  `, password, '?redirect=%2Fuser%2Fverify');
    await expect(page).toHaveURL(/\/user\/verify$/);
    await expect(page.getByRole('navigation', { name: '用户登录与注册' }).getByRole('link', { name: /\*{4}/ })).toHaveAttribute('href', '/user/info');
  });

  test('logs in with an SMS code', async ({ page }) => {
    // A seeded demo learner: a fresh account would have used its one code per 60 s on registering.
    const phone = DEMO_LEARNER_PHONE;

    await page.goto('/user/smslogin');
    await page.getByLabel('手机号').fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await page.getByRole('textbox', { name: '验证码' }).fill(await readSmsCode(phone, 'login'));
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/user\/info$/);
  });

  test('logs out and the learner pages ask for login again', async ({ page, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const { phone, password } = await registerLearner(api, baseURL!);
    await api.dispose();

    await loginThroughUi(page, phone, password);
    await expect(page).toHaveURL(/\/user\/info$/);
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
    expect((await page.context().cookies()).find((c) => c.name === 'user_token')).toBeUndefined();
    await page.goto('/user/info');
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fuser%2Finfo/);
  });

  test('a password change ends the other session', async ({ browser, baseURL, playwright }) => {
    const api = await playwright.request.newContext({ baseURL });
    const { phone, password } = await registerLearner(api, baseURL!);
    await api.dispose();

    const [a, b] = await Promise.all([browser.newContext({ baseURL }), browser.newContext({ baseURL })]);
    await useChinese(a, baseURL!);
    await useChinese(b, baseURL!);
    const pageA = await a.newPage();
    const pageB = await b.newPage();
    await loginThroughUi(pageA, phone, password);
    await loginThroughUi(pageB, phone, password);
    await expect(pageB).toHaveURL(/\/user\/info$/);

    await pageA.goto('/user/edit-pass');
    await pageA.getByLabel('原密码').fill(password);
    await pageA.getByLabel('新密码', { exact: true }).fill('Changed-Pass9');
    await pageA.getByLabel('确认新密码').fill('Changed-Pass9');
    await pageA.getByRole('button', { name: '确认修改' }).click();
    await expect(pageA.getByRole('status').filter({ hasText: '密码修改成功' })).toBeVisible();

    // This session is kept…
    await pageA.goto('/user/info');
    await expect(pageA.locator('#main').getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`).first()).toBeVisible();
    // …the other one's next API call is a 401 and it lands on the login page.
    const unauthorized = pageB.waitForResponse((r) => r.url().includes('/api/v1/user') && r.status() === 401);
    await pageB.reload();
    await unauthorized;
    await expect(pageB).toHaveURL(/\/user\/login/);
    await Promise.all([a.close(), b.close()]);
  });

  test('submits real-name verification and shows it pending', async ({ page, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const { phone, password } = await registerLearner(api, baseURL!);
    await api.dispose();

    await loginThroughUi(page, phone, password, '?redirect=%2Fuser%2Fverify');
    await expect(page).toHaveURL(/\/user\/verify$/);
    await page.getByLabel('真实姓名').fill('张测试');
    await page.getByLabel('身份证号码').fill('110105199001011234');
    await page.getByRole('button', { name: '提交认证' }).click();
    await expect(page.getByText('身份证号码不正确')).toBeVisible();

    await page.getByLabel('身份证号码').fill(idNumberFor());
    await page.getByLabel('身份证人像面照片').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: makePng() });
    await page.getByLabel('身份证国徽面照片').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: makePng(8, 8, [200, 30, 30]) });
    await page.getByRole('button', { name: '提交认证' }).click();
    await expect(page.getByText('审核中').first()).toBeVisible();
    await page.goto('/user/info');
    await expect(page.locator('#main').getByText('审核中')).toBeVisible();
  });

  test('locks the account name after 5 failed logins', async ({ page }) => {
    const username = freshPhone();
    await page.goto('/user/login');
    for (let i = 0; i < 5; i++) {
      await page.getByLabel('手机号/用户名').fill(username);
      await page.getByLabel('密码').fill(`Wrong-${i}`);
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/authorizations'));
      await page.getByRole('button', { name: '登录', exact: true }).click();
      expect((await answer).ok()).toBe(false);
    }
    await page.getByLabel('密码').fill('Wrong-again1');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '锁定' })).toBeVisible();
    await expect(page).toHaveURL(/\/user\/login/);
  });
});
