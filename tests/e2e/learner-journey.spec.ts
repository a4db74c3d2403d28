import { expect, test, type APIRequestContext, type Page } from './fixtures';
import md5 from 'md5';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from '../../playwright.config';
import { loginThroughUi, useChinese } from './helpers/auth';

// The learner journey, one step after another in one browser session:
//   enrol in a class → pending → a manager approves (through the API) → study a lesson, where the
//   hours grow by the time watched and not by seeking
//   → the training is completed → an exam result → a certificate in /user/cert → its QR link verifies.

/** Seeded by lib/server/db/seed/learners.ts with an approved real-name verification. */
const VERIFIED_LEARNER = '13900000001';

type Journey = { classId: number; enrollmentId: number; lessonId: number };
const journey: Partial<Journey> = {};

test.describe.configure({ mode: 'serial' });

let page: Page;
let manager: APIRequestContext;

test.beforeAll(async ({ browser, playwright, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  await useChinese(context, baseURL!);
  page = await context.newPage();
  manager = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-auth-guard': 'manage', origin: new URL(baseURL!).origin } });
  const login = await manager.post('/api/v1/authorizations', { data: { username: 'admin', password: md5(E2E_ADMIN_PASSWORD) } });
  expect(login.status()).toBe(201);
});

test.afterAll(async () => {
  await page.context().close();
  await manager.dispose();
});

type ClassRow = { id: number; fee_cents: number; subsidy_cents: number; seats_left: number; requires_verification: boolean };

test('a verified learner enrols in a class and sees it pending', async () => {
  await loginThroughUi(page, VERIFIED_LEARNER, E2E_DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/user\/(center|info)$/);

  // A free class, open for enrolment, with seats, that this learner is not in yet.
  const mine = (await (await page.request.get('/api/v1/user/enrollments?per_page=100')).json()) as { data: { class_id: number }[] };
  const taken = new Set(mine.data.map((e) => e.class_id));
  const open = (await (await page.request.get('/api/v1/classes?status=enrolling&per_page=100')).json()) as { data: ClassRow[] };
  const cls = open.data.find((c) => c.seats_left > 1 && c.fee_cents <= c.subsidy_cents && c.requires_verification && !taken.has(c.id));
  expect(cls, 'a free enrolling class with seats').toBeTruthy();
  journey.classId = cls!.id;

  await page.goto(`/class/info?id=${cls!.id}`);
  await page.getByRole('link', { name: '我要报名' }).click();
  await expect(page).toHaveURL(new RegExp(`/class/enroll\\?id=${cls!.id}$`));
  await expect(page.getByText(/已使用实名认证信息报名/)).toBeVisible();
  await page.getByLabel('联系电话').fill('13900000001');
  await page.getByLabel('文化程度').selectOption('高中');
  await page.getByLabel('人员类别').selectOption('失业人员');
  await page.getByRole('button', { name: '提交报名' }).click();

  await expect(page).toHaveURL(/\/class\/enrollVerify\?id=\d+$/);
  journey.enrollmentId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByText('待审核').first()).toBeVisible();
  await expect(page.getByText('报名已提交，请等待培训机构审核。')).toBeVisible();

  await page.goto('/user/enroll');
  await expect(page.getByRole('link', { name: '进度' }).first()).toHaveAttribute('href', `/class/enrollVerify?id=${journey.enrollmentId}`);
});

test('a manager approves it through the API; the learner sees the approval and a notification', async () => {
  const approved = await manager.post(`/api/v1/manage/enrollments/${journey.enrollmentId}/approve`);
  expect(approved.status()).toBe(200);
  expect((await approved.json()).data.status).toBe('approved');

  await page.goto(`/class/enrollVerify?id=${journey.enrollmentId}`);
  await expect(page.getByText('报名已通过审核，可以开始学习了。')).toBeVisible();
  await page.goto('/user/center');
  await expect(page.getByText('报名审核通过')).toBeVisible();
});

test('the learner studies a lesson: hours grow by the time watched, not by seeking', async () => {
  await page.goto(`/class/enrollVerify?id=${journey.enrollmentId}`);
  await page.getByRole('link', { name: '开始学习' }).click();
  await expect(page).toHaveURL(new RegExp(`/video\\?class=${journey.classId}$`));
  await page.getByRole('link', { name: '开始学习' }).first().click();
  await expect(page).toHaveURL(/\/video\?id=\d+$/);
  await page.getByRole('navigation', { name: '课程目录' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/lessonVideo\?id=\d+$/);
  journey.lessonId = Number(new URL(page.url()).searchParams.get('id'));

  const video = page.locator('video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  const started = Date.now();
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  // Let it play past one periodic report, then jump far ahead and stop.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(6);
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 28;
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(27.5);
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  const elapsed = (Date.now() - started) / 1000;

  await expect(page.getByTestId('lesson-watched')).not.toHaveText(/^已学 0:00 /);
  const lesson = (await (await page.request.get(`/api/v1/user/lessons/${journey.lessonId}`)).json()).data;
  expect(lesson.progress.watched_seconds).toBeGreaterThanOrEqual(5);
  // The position reached 28 s; the credit is bounded by the time that really passed.
  expect(lesson.progress.watched_seconds).toBeLessThanOrEqual(Math.ceil(elapsed) + 1);
  expect(lesson.progress.watched_seconds).toBeLessThan(28);

  const enrollment = (await (await page.request.get(`/api/v1/user/enrollments/${journey.enrollmentId}`)).json()).data;
  expect(enrollment.status).toBe('studying');
  expect(enrollment.study_seconds).toBe(lesson.progress.watched_seconds);

  await page.goto('/user/myClass');
  const card = page.locator('li').filter({ has: page.locator(`a[href*="enrollment_id=${journey.enrollmentId}"]`) });
  await expect(card.getByText(`已学 ${Math.floor(lesson.progress.watched_seconds / 60)} 分钟`)).toBeVisible();
  await expect(card.getByText('学习中')).toBeVisible();
});

test('the training is completed, a passing exam result recorded, a certificate issued: it is in /user/cert and its QR link verifies', async () => {
  // Nine requests, three page renders and a certificate signed: past the default 60 s once in a
  // full run with two servers on two cores (at the last step, the register's page).
  test.setTimeout(120_000);
  const me = ((await (await page.request.get('/api/v1/user')).json()) as { data: { id: number } }).data;
  const completed = await manager.post(`/api/v1/manage/enrollments/${journey.enrollmentId}/complete`);
  expect(completed.status()).toBe(200);
  expect((await completed.json()).data.status).toBe('completed');

  const exam = await manager.post('/api/v1/exams', {
    data: {
      class_id: journey.classId, title: '结业考核（理论与实操）', start_at: '2026-12-21T09:00:00+08:00', end_at: '2026-12-21T11:00:00+08:00',
      place: '实训楼 2 楼 201 考场', pass_score: 60,
    },
  });
  expect(exam.status()).toBe(201);
  const examId = (await exam.json()).data.id as number;
  const result = await manager.put(`/api/v1/exams/${examId}/results/${me.id}`, { data: { score: 91 } });
  expect(result.status()).toBe(200);

  await page.goto('/user/exam');
  const examCard = page.getByTestId('exam-card').filter({ hasText: '结业考核（理论与实操）' });
  await expect(examCard).toContainText('91 分');
  await expect(examCard).toContainText('合格');

  const issued = await manager.post('/api/v1/certificates', { data: { enrollment_id: journey.enrollmentId } });
  expect(issued.status()).toBe(201);
  const cert = (await issued.json()).data as { cert_no: string; verify_url: string };
  expect(cert.cert_no).toMatch(/^[A-Z]\d{21}$/);

  await page.goto('/user/cert');
  const card = page.getByTestId('certificate-card').filter({ hasText: cert.cert_no });
  expect(await card.textContent()).not.toMatch(/[0-9a-f]{32}/);
  await card.getByRole('link', { name: '在线核验' }).click();
  await page.waitForURL((url) => url.pathname === '/cerQuery' && url.searchParams.get('cert_no') === cert.cert_no);
  expect(new URL(page.url()).search).toBe(new URL(cert.verify_url).search);
  await expect(page.locator('#main').getByText('有效', { exact: true })).toBeVisible();
  const enrollment = (await (await page.request.get(`/api/v1/user/enrollments/${journey.enrollmentId}`)).json()).data;
  expect(enrollment.status).toBe('certified');
});
