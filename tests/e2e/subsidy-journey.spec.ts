import { E2E_DEMO_PASSWORD } from '../../playwright.config';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from './fixtures';
import { signInLearner } from './helpers/auth';
import { seriousViolations } from './helpers/axe';
import { signInManager } from './helpers/manage';

// Issue 31, the training-subsidy chain in the browser: the institution schedules a session and
// shows its check-in code full screen; a learner on a phone (390×844) checks in by typing the code;
// the institution creates and submits a claim for a class with certificates; the city reviews it on
// the claim page; the public notice shows it masked and takes an objection (a short one is refused
// with the words kept); the province pays a payable claim in a batch and exports the bank file;
// the learner of a paid claim sees the subsidy in the learner area.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const MANAGE = { 'x-auth-guard': 'manage' };

type Row = Record<string, unknown> & { id: number };

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(`/api/v1${path}`, { headers: MANAGE });
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
}

/** A manager's signed-in browser context at a desktop size, in Chinese. */
async function managerContext(browser: Browser, baseURL: string, who: Parameters<typeof signInManager>[2]) {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL });
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL }]);
  await signInManager(context, baseURL, who);
  return context;
}

/** A learner's phone (390×844), signed in through the API as the login form would. */
async function learnerPhone(browser: Browser, baseURL: string, phone: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, baseURL });
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL }]);
  await signInLearner(context, baseURL, phone, E2E_DEMO_PASSWORD);
  return context;
}

/** The whole phone number of an enrolment's learner (the reveal is logged; admin holds the permission). */
async function phoneOf(admin: APIRequestContext, baseURL: string, enrollmentId: number): Promise<string> {
  const answer = await admin.post(`/api/v1/manage/enrollments/${enrollmentId}/reveal`, {
    headers: { ...MANAGE, origin: new URL(baseURL).origin }, data: { field: 'phone' },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { value: string } }).data.value;
}

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`${page.url()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  return problems;
}

/** The claim page's state badge, beside its heading. */
const claimState = (page: Page) => page.locator('section[aria-labelledby="claim-title"] > header > span').first();

/** Today in China time, as the session form's date field takes it. */
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

test('a session is scheduled, its code shown full screen, and a learner checks in on a phone by typing it', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const institution = await managerContext(browser, baseURL!, 'institution_demo');
  const admin = await managerContext(browser, baseURL!, 'admin');
  // A class of the institution under way today (a session must fall within its dates), and a learner
  // whose enrolment counts for attendance.
  const today = chinaToday();
  const classes = (await get<{ data: (Row & { start_date: string; end_date: string; status: string })[] }>(institution.request, '/manage/classes?per_page=100')).data;
  const running = classes.filter((c) => ['ongoing', 'enrolling', 'closed'].includes(c.status) && c.start_date <= today && c.end_date >= today).map((c) => c.id);
  let enrolled: (Row & { class_id: number; status: string }) | undefined;
  for (const classId of running) {
    const enrollments = await get<{ data: (Row & { class_id: number; status: string })[] }>(institution.request, `/manage/enrollments?class_id=${classId}&per_page=100`);
    enrolled = enrollments.data.find((e) => ['approved', 'paid', 'studying'].includes(e.status));
    if (enrolled) break;
  }
  expect(enrolled, 'an enrolled learner in a class of the demo institution under way today').toBeTruthy();
  const phone = await phoneOf(admin.request, baseURL!, enrolled!.id);

  const page = await institution.newPage();
  const problems = watchConsole(page);
  await page.goto(`/manage/subsidy/sessions?class_id=${enrolled!.class_id}`);
  await page.getByRole('button', { name: '新增课次' }).click();
  const dialog = page.getByRole('dialog', { name: '新增课次' });
  await dialog.getByLabel('上课日期').fill(chinaToday());
  await dialog.getByLabel('开始时间').fill('00:00');
  await dialog.getByLabel('结束时间').fill('23:59');
  const place = `实训楼 ${Date.now() % 100_000} 室`;
  await dialog.getByLabel('上课地点').fill(place);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('课次已保存')).toBeVisible();
  const row = page.getByTestId('session-row').filter({ hasText: place });
  await expect(row).toHaveCount(1);
  const sessionId = await row.getAttribute('data-id');

  await row.getByRole('button', { name: '签到大屏' }).click();
  const screen = page.getByTestId('check-in-screen');
  await expect(screen.getByRole('img', { name: '签到二维码' })).toBeVisible();
  const code = (await screen.getByTestId('check-in-code').innerText()).trim();
  expect(code).toMatch(/^\d{6}$/);

  const learner = await learnerPhone(browser, baseURL!, phone);
  const mobile = await learner.newPage();
  const mobileProblems = watchConsole(mobile);
  await mobile.goto('/user/subsidy/check-in');
  await expect(mobile.getByRole('heading', { level: 1, name: '课堂签到' })).toBeVisible();
  await expect(mobile.getByLabel('课次').locator('option', { hasText: place })).toHaveCount(1);
  expect(await seriousViolations(mobile)).toEqual([]);
  await mobile.getByLabel('课次').selectOption(sessionId!);
  // A wrong code is refused by its field, and what was chosen stays.
  await mobile.getByLabel('六位签到码').fill('12345');
  await mobile.getByRole('button', { name: '签到', exact: true }).click();
  await expect(mobile.getByText('请输入 6 位数字签到码。')).toBeVisible();
  // The code on the screen now (it changes every 30 s: read it again just before typing).
  const current = (await screen.getByTestId('check-in-code').innerText()).trim();
  await mobile.getByLabel('六位签到码').fill(current);
  await mobile.getByRole('button', { name: '签到', exact: true }).click();
  await expect(mobile.getByTestId('check-in-done')).toContainText('签到成功');
  const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the check-in page scrolls sideways on a phone').toBeLessThanOrEqual(1);

  // The teacher's screen counts the learner in.
  await expect(screen.getByTestId('check-in-counts')).toContainText(/已签到 [1-9]/, { timeout: 40_000 });
  await screen.getByRole('button', { name: '关闭大屏' }).click();
  await row.getByRole('button', { name: '考勤记录' }).click();
  await expect(page.getByTestId('attendance-row').first()).toBeVisible();

  expect(problems).toEqual([]);
  expect(mobileProblems).toEqual([]);
  await Promise.all([institution.close(), admin.close(), learner.close()]);
});

test('a claim is created, submitted, reviewed by the city, published, objected to, paid, and seen by the learner', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const institution = await managerContext(browser, baseURL!, 'institution_demo');
  const city = await managerContext(browser, baseURL!, 'city_admin');
  const province = await managerContext(browser, baseURL!, 'province_admin');
  const admin = await managerContext(browser, baseURL!, 'admin');

  // The institution: a class whose certificates are issued and that has no claim yet.
  const page = await institution.newPage();
  const problems = watchConsole(page);
  const claimed = new Set((await get<{ data: { class_id: number }[] }>(institution.request, '/manage/subsidy/claims?per_page=100')).data.map((c) => c.class_id));
  const classes = (await get<{ data: (Row & { status: string; title: string })[] }>(institution.request, '/manage/classes?per_page=100')).data;
  let classId: number | null = null;
  for (const c of classes.filter((k) => k.status === 'finished' && !claimed.has(k.id))) {
    const e = await get<{ data: { eligible_count: number } }>(institution.request, `/manage/subsidy/classes/${c.id}/eligibility`);
    if (e.data.eligible_count > 0) {
      classId = c.id;
      break;
    }
  }
  expect(classId, 'a finished class of the demo institution with an eligible learner and no claim').not.toBeNull();

  await page.goto('/manage/subsidy/claims');
  await page.getByRole('button', { name: '新建申领' }).click();
  const dialog = page.getByRole('dialog', { name: '新建补贴申领' });
  await dialog.getByLabel('培训班').selectOption(String(classId));
  await expect(dialog.getByTestId('eligibility-summary')).toContainText('符合条件');
  await dialog.getByRole('button', { name: '生成申领草稿' }).click();
  await expect(page).toHaveURL(/\/manage\/subsidy\/claim\?id=\d+/);
  const claimId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByRole('heading', { level: 1, name: /补贴申领 / })).toBeVisible();
  await expect(page.getByTestId('claim-line').first()).toBeVisible();

  await page.getByLabel('收款单位').fill('郑州市职业技能培训学校');
  await page.getByLabel('开户银行').fill('中国工商银行郑州分行');
  await page.getByLabel('银行账号').fill('12');
  await page.getByRole('button', { name: '保存收款账户' }).click();
  await expect(page.getByText('银行账号格式不正确。')).toBeVisible();
  await page.getByLabel('银行账号').fill('6222020200012345678');
  await page.getByRole('button', { name: '保存收款账户' }).click();
  await expect(page.getByTestId('payee-now')).toContainText('郑州市职业技能培训学校');

  const sheet = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载考勤表（PDF）' }).click();
  expect((await sheet).suggestedFilename()).toMatch(/\.pdf$/);

  await page.getByRole('button', { name: '提交审核' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('已提交审核')).toBeVisible();
  await expect(claimState(page)).toHaveText('待审核');

  // The city: the queue, then the claim page with everything on one screen, approved into notice.
  const review = await city.newPage();
  const reviewProblems = watchConsole(review);
  await review.goto('/manage/subsidy/claims?status=submitted');
  await review.getByTestId('claim-row').filter({ has: review.locator(`a[href$="id=${claimId}"]`) }).getByRole('link').click();
  await expect(review.getByTestId('fraud-signals')).toBeVisible();
  await expect(review.getByTestId('claim-corrections')).toBeVisible();
  await expect(review.getByTestId('claim-audit').getByTestId('audit-row').first()).toBeVisible();
  const form = review.getByTestId('claim-review');
  await form.getByRole('button', { name: '确认通过' }).click();
  await expect(form.getByText('请填写审核意见。')).toBeVisible();
  await form.getByLabel('审核意见').fill('材料齐全，考勤与证书核验一致，同意补贴。');
  await form.getByRole('button', { name: '确认通过' }).click();
  await expect(review.getByText('已审核通过，进入公示')).toBeVisible();
  await expect(claimState(review)).toHaveText('公示中');

  // The public notice: masked, with an objection form that keeps what was typed on an error.
  const visitor = await browser.newContext({ viewport: PHONE, isMobile: true, baseURL });
  await visitor.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
  const notice = await visitor.newPage();
  await notice.goto(`/subsidyNotice?id=${claimId}`);
  await expect(notice.getByTestId('notice-line').first()).toBeVisible();
  expect(await seriousViolations(notice)).toEqual([]);
  expect(await notice.getByTestId('notice-line').first().innerText()).toMatch(/\*/);
  await notice.getByLabel('异议内容').fill('太短');
  await notice.getByRole('button', { name: '提交异议' }).click();
  await expect(notice.getByText('异议内容须为 10–1000 个字。')).toBeVisible();
  await expect(notice.getByLabel('异议内容')).toHaveValue('太短');
  await notice.getByLabel('异议内容').fill('该班部分学员实际未到场参加培训，请核实考勤记录。');
  await notice.getByRole('button', { name: '提交异议' }).click();
  await expect(notice.getByTestId('objection-sent')).toBeVisible();
  await review.reload();
  await expect(review.getByTestId('objection-row').first()).toContainText('未到场');

  // The province: a payable claim into a batch, the bank file, the payment recorded.
  const pay = await province.newPage();
  const payProblems = watchConsole(pay);
  const payable = (await get<{ data: Row[] }>(province.request, '/manage/subsidy/claims?status=payable&per_page=100')).data;
  expect(payable.length, 'a payable claim in the demo data').toBeGreaterThan(0);
  await pay.goto('/manage/subsidy/payments');
  await pay.getByRole('button', { name: '新建拨付批次' }).click();
  const batchDialog = pay.getByRole('dialog', { name: '新建拨付批次' });
  await batchDialog.getByRole('button', { name: '生成批次' }).click();
  await expect(batchDialog.getByText('请选择要拨付的申领。')).toBeVisible();
  await batchDialog.getByTestId('payable-claim').first().getByRole('checkbox').check();
  await batchDialog.getByRole('button', { name: '生成批次' }).click();
  await expect(pay.getByText('拨付批次已生成')).toBeVisible();
  const batch = pay.getByTestId('batch-row').filter({ hasText: '待拨付' }).first();
  const bankFile = pay.waitForEvent('download');
  await batch.getByRole('button', { name: '导出银行转账文件' }).click();
  expect((await bankFile).suggestedFilename()).toMatch(/\.xlsx$/);
  await batch.getByRole('button', { name: '登记拨付' }).click();
  const payDialog = pay.getByRole('dialog');
  await payDialog.getByLabel('拨付日期').fill(chinaToday());
  await payDialog.getByLabel('凭证号').fill(`PZ-${Date.now() % 1_000_000}`);
  await payDialog.getByRole('button', { name: '登记拨付' }).click();
  await expect(pay.getByText('已登记拨付')).toBeVisible();

  // A learner of a paid claim sees it in the learner area, on a phone.
  const paid = (await get<{ data: Row[] }>(admin.request, '/manage/subsidy/claims?status=paid&per_page=1')).data[0];
  const detail = await get<{ data: { lines: { enrollment_id: number; decision: string }[] } }>(admin.request, `/manage/subsidy/claims/${paid.id}`);
  const line = detail.data.lines.find((l) => l.decision === 'approved')!;
  const learner = await learnerPhone(browser, baseURL!, await phoneOf(admin.request, baseURL!, line.enrollment_id));
  const mine = await learner.newPage();
  await mine.goto('/user/subsidy');
  await expect(mine.getByTestId('my-subsidy').filter({ hasText: '已拨付' }).first()).toBeVisible();
  await expect(mine.getByTestId('my-subsidy-amount').first()).toContainText('¥');
  expect(await seriousViolations(mine)).toEqual([]);
  await mine.goto('/user/subsidy/category');
  await expect(mine.getByRole('heading', { level: 1, name: '申报人员类别' })).toBeVisible();
  expect(await seriousViolations(mine)).toEqual([]);
  await mine.goto('/subsidyNotice');
  await expect(mine.getByTestId('notice-item').first()).toBeVisible();
  expect(await seriousViolations(mine)).toEqual([]);

  expect([...problems, ...reviewProblems, ...payProblems]).toEqual([]);
  await Promise.all([institution.close(), city.close(), province.close(), admin.close(), visitor.close(), learner.close()]);
});
