import md5 from 'md5';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './fixtures';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from '../../playwright.config';
import { idNumberFor, LEARNER_PASSWORD, makePng, readSmsCode, registerLearner, signInLearner, useChinese } from './helpers/auth';

// Issue 21, the learner's dead ends: a phone-sized browser, one journey per page that used to stop.

// Its tests stand alone (each signs in and makes or reads its own rows), so the two workers share
// them: the file is long, and would otherwise keep one worker busy at the end of the run.
test.describe.configure({ mode: 'parallel' });

const PHONE_VIEWPORT = { width: 390, height: 844 };
/** Seeded by lib/server/db/seed/learners.ts: approved and pending real-name verification. */
const VERIFIED_LEARNER = '13900000001';
const PENDING_LEARNER = '13900000002';

let manager: APIRequestContext;

test.beforeAll(async ({ playwright, baseURL }) => {
  manager = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-auth-guard': 'manage', origin: new URL(baseURL!).origin } });
  const login = await manager.post('/api/v1/authorizations', { data: { username: 'admin', password: md5(E2E_ADMIN_PASSWORD) } });
  expect(login.status()).toBe(201);
});

test.afterAll(async () => {
  await manager.dispose();
});

async function phoneContext(browser: import('@playwright/test').Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, baseURL });
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL }]);
  return { context, page: await context.newPage() };
}

/** A new learner whose real-name verification a manager approved, through the API. */
async function verifiedLearner(api: APIRequestContext, baseURL: string, realName: string) {
  const learner = await registerLearner(api, baseURL);
  const form = {
    real_name: realName,
    id_number: idNumberFor('19880512', '410102', String(100 + Math.floor(Math.random() * 900))),
    id_front: { name: 'front.png', mimeType: 'image/png', buffer: makePng(40, 25) },
    id_back: { name: 'back.png', mimeType: 'image/png', buffer: makePng(40, 25, [200, 60, 60]) },
  };
  const submitted = await api.post('/api/v1/user/verified', { multipart: form, headers: { origin: new URL(baseURL).origin } });
  expect(submitted.status()).toBe(201);
  const approved = await manager.post(`/api/v1/manage/verifications/${(await submitted.json()).data.id}/approve`);
  expect(approved.status()).toBe(200);
  return learner;
}

test('/user/smslogin: the code just received still signs in after a reload; a refused request counts down', async ({ browser, baseURL, playwright }) => {
  const api = await playwright.request.newContext({ baseURL });
  // A seeded account no other browser test signs in by SMS: one code per phone per 60 s, whatever its purpose.
  const phone = PENDING_LEARNER;
  const { context, page } = await phoneContext(browser, baseURL!);

  await page.goto('/user/smslogin');
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  // The learner switches to the SMS app and the browser reloads the tab.
  await page.reload();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await expect(page.getByLabel('手机号')).toHaveValue(phone);
  await expect(page.getByText(`验证码已发送至 ${phone}，请输入收到的验证码`)).toBeVisible();
  await page.getByRole('textbox', { name: '验证码' }).fill(await readSmsCode(phone, 'login'));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/center$/);
  await context.close();

  // A learner who has just registered got a code a moment ago: asking again is refused (429, Retry-After) and the button counts down.
  const other = (await registerLearner(api, baseURL!)).phone;
  const second = await phoneContext(browser, baseURL!);
  await second.page.goto('/user/smslogin');
  await second.page.getByLabel('手机号').fill(other);
  await second.page.getByRole('button', { name: '获取验证码' }).click();
  await expect(second.page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  const refusal = second.page.locator('#sms-code-error');
  await expect(refusal).toBeVisible();
  // Said once, beside the field: no toast repeats it.
  await expect(second.page.getByText((await refusal.textContent())!)).toHaveCount(1);
  await second.context.close();
  await api.dispose();
});

test('/user/reg: a registered phone is explained beside the field, without a generic toast on top', async ({ browser, baseURL }) => {
  const { context, page } = await phoneContext(browser, baseURL!);
  await page.goto('/user/reg');
  await page.getByLabel('手机号').fill(VERIFIED_LEARNER);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByLabel('手机号')).toHaveAccessibleDescription('该手机号已注册，请直接登录。');
  await expect(page.locator('[aria-live="assertive"]:not(#__next-route-announcer__)')).toHaveText('');
  await context.close();
});

type ClassRow = { id: number; seats_left: number; fee_cents: number; subsidy_cents: number; requires_verification: boolean };

test('/class/info and /class/enroll know the learner: enrolled links to the enrolment, verification pending is said', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { context, page } = await phoneContext(browser, baseURL!);
  await signInLearner(page.context(), baseURL!, VERIFIED_LEARNER, E2E_DEMO_PASSWORD);
  const origin = { origin: new URL(baseURL!).origin };

  const mine = (await (await page.request.get('/api/v1/user/enrollments?per_page=100')).json()) as { data: { class_id: number; status: string }[] };
  const taken = new Set(mine.data.map((e) => e.class_id));
  const open = ((await (await page.request.get('/api/v1/classes?status=enrolling&per_page=100')).json()) as { data: ClassRow[] }).data
    .filter((c) => c.seats_left > 1 && c.requires_verification && !taken.has(c.id));
  expect(open.length, 'two enrolling classes this learner is not in').toBeGreaterThan(1);
  const [enrolIn, other] = open;

  // Not enrolled yet: the button, and the verified identity instead of "verify first"; the form opens filled.
  await page.goto(`/class/info?id=${other.id}`);
  await expect(page.getByText('您已完成实名认证，报名时将自动使用实名信息。')).toBeVisible();
  await expect(page.getByText('报名前需完成实名认证。')).toHaveCount(0);
  await page.goto(`/class/enroll?id=${other.id}`);
  await expect(page.getByText(/已使用实名认证信息报名：/)).toBeVisible();
  await expect(page.getByLabel('联系电话')).toHaveAccessibleDescription(/留空则使用账号手机号 139\*{4}0001/);

  // Enrolled (through the API, with neither identity nor phone: the verified ones are used).
  const created = await page.request.post('/api/v1/user/enrollments', { data: { class_id: enrolIn.id, education: '高中', employment_category: '失业人员' }, headers: origin });
  expect(created.status()).toBe(201);
  const enrollment = (await created.json()).data as { id: number; status: string; phone: string };
  for (const path of [`/class/info?id=${enrolIn.id}`, `/class/enroll?id=${enrolIn.id}`]) {
    await page.goto(path);
    const state = page.getByTestId('class-enrollment-state');
    await expect(state).toContainText('您已报名该培训班，当前状态：');
    await expect(state.getByRole('link', { name: '查看我的报名' })).toHaveAttribute('href', `/class/enrollShow?id=${enrollment.id}`);
    await expect(page.getByRole('link', { name: '我要报名' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '提交报名' })).toHaveCount(0);
  }
  // Leave the seat as it was for the other browser tests.
  expect((await page.request.post(`/api/v1/user/enrollments/${enrollment.id}/cancel`, { data: {}, headers: origin })).status()).toBe(200);
  await context.close();

  const pending = await phoneContext(browser, baseURL!);
  await signInLearner(pending.page.context(), baseURL!, PENDING_LEARNER, E2E_DEMO_PASSWORD);
  await pending.page.goto(`/class/info?id=${other.id}`);
  await expect(pending.page.getByText('您的实名认证正在审核中，审核通过后即可报名。')).toBeVisible();
  await pending.context.close();
});

test('/user/verify: an error goes once its field is fixed, and each ID photo shows a preview', async ({ browser, baseURL, playwright }) => {
  const api = await playwright.request.newContext({ baseURL });
  const { phone } = await registerLearner(api, baseURL!);
  await api.dispose();
  const { context, page } = await phoneContext(browser, baseURL!);
  await signInLearner(page.context(), baseURL!, phone, LEARNER_PASSWORD);
  await page.goto('/user/verify');
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByLabel('真实姓名')).toHaveAccessibleDescription('请输入真实姓名');
  await page.getByLabel('真实姓名').fill('赵丽');
  await expect(page.getByLabel('真实姓名')).not.toHaveAccessibleDescription('请输入真实姓名');
  await expect(page.getByLabel('身份证号码')).toHaveAccessibleDescription('请输入身份证号码');

  await page.getByLabel('身份证人像面照片').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: makePng(60, 38) });
  const preview = page.getByRole('img', { name: '身份证人像面照片预览' });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60);
  await expect(page.getByLabel('身份证人像面照片')).not.toHaveAccessibleDescription('请选择照片');
  await context.close();
});

test('/user/info: the profile is edited with an avatar cropped to a square, shown in the profile and the header', async ({ browser, baseURL, playwright }) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL });
  const { phone } = await verifiedLearner(api, baseURL!, '孙晓梅');
  await api.dispose();
  const { context, page } = await phoneContext(browser, baseURL!);
  await signInLearner(page.context(), baseURL!, phone, LEARNER_PASSWORD);
  await page.goto('/user/info');
  // After approval the verified name shows, not "未填写".
  await expect(page.getByTestId('profile-name')).toHaveText('孙晓梅');
  await expect(page.getByText('姓名', { exact: true }).locator('..')).toContainText('孙晓梅');

  await page.getByRole('button', { name: '编辑资料' }).click();
  await page.getByLabel('头像').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(300, 200, [30, 140, 90]) });
  await expect(page.getByRole('group', { name: '裁剪头像' })).toBeVisible();
  await page.getByRole('button', { name: '使用此头像' }).click();
  await expect(page.getByRole('img', { name: '新头像预览' })).toBeVisible();
  await page.getByLabel('昵称').fill('晓');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByLabel('昵称')).toHaveAccessibleDescription('昵称长度须为 2–20 个字符');
  await page.getByLabel('昵称').fill('梅子');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('个人资料已保存')).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText('梅子');

  const stored = (await (await page.request.get('/api/v1/user')).json()).data as { name: string; avatar: string };
  expect(stored.name).toBe('梅子');
  expect(stored.avatar).toMatch(/^\/api\/v1\/files\/\d+$/);
  const profileAvatar = page.locator(`img[src="${stored.avatar}"][width="80"]`);
  await expect(profileAvatar).toBeVisible();
  const size = await profileAvatar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size).toEqual([512, 512]);
  // The header's account link carries the avatar too (the mobile header shows it in the menu on narrow screens).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.locator(`header img[src="${stored.avatar}"]`).first()).toBeVisible();

  // The verified identity fills the later forms: the teacher application does not ask for it again.
  await page.goto('/user/employmentcenter');
  await expect(page.getByTestId('teacher-identity')).toContainText('孙晓梅');
  await expect(page.getByTestId('teacher-form').getByLabel('身份证号码')).toHaveCount(0);
  await expect(page.getByTestId('talent-form').getByLabel('姓名')).toHaveValue('孙晓梅');
  await context.close();
});

test('/moxibustion/enrollInfo renders the batch description as HTML; the back-office form edits it as rich text', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const seeded = (await (await manager.get('/api/v1/manage/moxibustion/batches?per_page=1')).json()).data[0];
  const code = `RT-${Date.now()}`;
  const created = await manager.post('/api/v1/manage/moxibustion/batches', {
    data: {
      code, title: `艾灸技能培训${code}`, level: '初级', city_code: seeded.city_code, organizer: '中医药职业学院', issuer: '省中医药学会',
      enroll_start: '2026-01-01', enroll_end: '2099-02-01', start_date: '2099-03-01', end_date: '2099-03-20', hours: 64, capacity: 30, fee_cents: 0,
      description: '<p>培训<strong>重点</strong>介绍</p><ul><li>艾灸基础理论</li></ul>', status: 'enrolling',
    },
  });
  expect(created.status()).toBe(201);
  const batchId = (await created.json()).data.id as number;

  const learner = await phoneContext(browser, baseURL!);
  await signInLearner(learner.page.context(), baseURL!, VERIFIED_LEARNER, E2E_DEMO_PASSWORD);
  await learner.page.goto(`/moxibustion/enrollInfo?id=${batchId}`);
  await expect(learner.page.locator('li', { hasText: '艾灸基础理论' })).toBeVisible();
  await expect(learner.page.locator('strong', { hasText: '重点' })).toBeVisible();
  await expect(learner.page.getByText('<p>')).toHaveCount(0);

  // The seeded batches no longer show their tags either.
  const batches = (await (await learner.page.request.get('/api/v1/moxibustion/batches?per_page=100')).json()).data as Array<{ id: number }>;
  for (const batch of batches.slice(0, 5)) {
    await learner.page.goto(`/moxibustion/enrollInfo?id=${batch.id}`);
    await expect(learner.page.getByText(/<\/?(p|ul|li|strong)>/)).toHaveCount(0);
  }
  await learner.context.close();

  const desk = await browser.newContext({ baseURL });
  await useChinese(desk, baseURL!);
  const answer = await desk.request.post('/api/v1/authorizations', {
    headers: { origin: new URL(baseURL!).origin, 'x-auth-guard': 'manage' },
    data: { username: 'admin', password: md5(E2E_ADMIN_PASSWORD), client_id: '2', grant_type: 'password' },
  });
  expect(answer.status()).toBe(201);
  const page = await desk.newPage();
  await page.goto('/manage/moxibustion');
  const row = page.getByTestId('batch-row').filter({ hasText: code });
  await row.getByRole('button', { name: '编辑' }).click();
  const editor = page.getByRole('dialog').getByRole('textbox', { name: '期次介绍' });
  await expect(editor.locator('li', { hasText: '艾灸基础理论' })).toBeVisible();
  await editor.locator('li', { hasText: '艾灸基础理论' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('常见病症调理');
  await expect(editor.locator('li', { hasText: '常见病症调理' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const saved = (await (await manager.get(`/api/v1/manage/moxibustion/batches/${batchId}`)).json()).data.description as string;
  expect(saved).toContain('<li><p>常见病症调理</p></li>');
  await desk.close();
});

test('/club says how membership works today, with no application that does not exist', async ({ browser, baseURL }) => {
  const { context, page } = await phoneContext(browser, baseURL!);
  await page.goto('/club');
  await expect(page.getByText(/即为俱乐部会员，无需另行申请/)).toBeVisible();
  await expect(page.getByText(/申请加入俱乐部/)).toHaveCount(0);
  await context.close();
});
