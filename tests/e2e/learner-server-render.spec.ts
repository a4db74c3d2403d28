import { expect, test, type BrowserContext } from './fixtures';
import { E2E_DEMO_PASSWORD } from '../../playwright.config';
import { registerLearner, useChinese } from './helpers/auth';

// Issue 21: the learner pages read their data on the server (the session cookie is there), so the
// response already holds it. Issue 33: that data streams in after the page frame (React's Suspense
// swaps it in with its own inline script), so JavaScript is on, and every request the page itself
// makes to the API is held unanswered: what the page shows is what the server sent. (Refused, the
// islands' revalidation fails and they rightly show their error instead of the server's data.)

/** The context's pages get no answer from the API (its own `request` still does: routes apply to pages only). */
async function serverSentOnly(context: BrowserContext): Promise<void> {
  await context.route(/\/api\/v1\//, () => undefined);
}

test('/user/center, /user/info and /user/class arrive with the learner\'s own data, without a loading line', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await useChinese(context, baseURL!);
  await serverSentOnly(context);
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
  await expect(page.getByTestId('learner-data-placeholder')).toHaveCount(0);

  await page.goto('/user/info');
  await expect(page.getByTestId('profile-name')).toHaveText(name);
  await expect(page.getByText('加载中…')).toHaveCount(0);
  await expect(page.getByTestId('learner-data-placeholder')).toHaveCount(0);

  await page.goto('/user/class');
  await expect(page.getByText('暂无培训班。')).toBeVisible();
  await expect(page.getByText('加载中…')).toHaveCount(0);
  await expect(page.getByTestId('learner-data-placeholder')).toHaveCount(0);

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

/** Seeded by lib/server/db/seed/learners.ts with an approved real-name verification, and enrolments. */
const VERIFIED_LEARNER = '13900000001';
/** Every loading line the learner's islands show while they have no data (加载中…, 正在加载考试安排…, 正在加载岗位…). */
const LOADING = /加载中…|正在加载/;

type Enrolment = { id: number; class_id: number; status: string; real_name: string; phone: string; class?: { data: { title: string } | null }; order?: { data: { order_no: string } | null } };

/** The verified demo learner signed in, in a context with JavaScript off: `get` asks the API what the learner has, `open` loads a page and checks it has no loading line. */
async function verifiedLearner(context: BrowserContext, baseURL: string) {
  const login = await context.request.post('/api/v1/authorizations', {
    headers: { origin: new URL(baseURL).origin },
    data: { username: VERIFIED_LEARNER, password: E2E_DEMO_PASSWORD, guard: 'api', app_id: 10004 },
  });
  expect(login.status()).toBe(201);
  // What the learner has, asked of the API with the same session: each page must already show it.
  const get = async <T,>(path: string): Promise<T> => {
    const answer = await context.request.get(`/api/v1${path}`);
    expect(answer.status(), path).toBe(200);
    return (await answer.json()) as T;
  };
  const page = await context.newPage();
  const open = async (address: string) => {
    await page.goto(address);
    await expect(page.getByText(LOADING), address).toHaveCount(0);
    await expect(page.getByTestId('learner-data-placeholder'), address).toHaveCount(0);
  };
  return { get, page, open };
}

test('the enrolment, class, order, exam, career, verification and course pages arrive with the verified demo learner\'s own data, without a loading line', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await useChinese(context, baseURL!);
  await serverSentOnly(context);
  const { get, page, open } = await verifiedLearner(context, baseURL!);

  const me = await get<{ data: { 'user-verified-datum': { data: { real_name: string } | null } } }>('/user?include=user-verified-datum');
  const realName = me.data['user-verified-datum'].data!.real_name;
  await open('/user/verify');
  await expect(page.getByText(`${realName}，您已通过实名认证。`)).toBeVisible();

  const enrolments = (await get<{ data: Enrolment[] }>('/user/enrollments?page=1&per_page=100&include=class,events,order')).data;
  expect(enrolments.length, 'the demo learner has enrolments').toBeGreaterThan(0);
  const first = enrolments[0];
  await open('/user/enroll');
  await expect(page.getByRole('link', { name: first.class!.data!.title }).first()).toBeVisible();
  await open(`/class/enrollShow?id=${first.id}`);
  await expect(page.getByText(first.real_name, { exact: true }).first()).toBeVisible();
  // The oldest editable one: a seeded enrolment, not one another test is enrolling and approving right now.
  const editable = [...enrolments].reverse().find((e) => ['pending', 'rejected'].includes(e.status));
  if (editable) {
    await open(`/class/enrollEdit?id=${editable.id}`);
    await expect(page.getByLabel('联系电话')).toHaveValue(editable.phone);
  }
  const paying = enrolments.find((e) => e.order?.data);
  if (paying) {
    const orderNo = paying.order!.data!.order_no;
    await open(`/user/paySuccee?order_no=${encodeURIComponent(orderNo)}`);
    await expect(page.getByText(orderNo, { exact: true })).toBeVisible();
  }

  // A class open for enrolment that the learner is not in (the last one: the journey test enrols in the first).
  const taken = new Set(enrolments.map((e) => e.class_id));
  const enrolling = (await get<{ data: { id: number }[] }>('/classes?status=enrolling&per_page=100')).data.filter((c) => !taken.has(c.id));
  expect(enrolling.length, 'an enrolling class the demo learner is not in').toBeGreaterThan(0);
  await open(`/class/enroll?id=${enrolling.at(-1)!.id}`);
  await expect(page.getByText(`已使用实名认证信息报名：${realName}`, { exact: false })).toBeVisible();

  const classes = (await get<{ data: { id: number; title: string; enrollment: { data: { id: number } } }[] }>('/user/classes?page=1&per_page=10')).data;
  expect(classes.length, 'the demo learner has classes').toBeGreaterThan(0);
  await open(`/user/classInfo?class_id=${classes[0].id}&enrollment_id=${classes[0].enrollment.data.id}`);
  await expect(page.getByRole('heading', { name: classes[0].title, exact: true })).toBeVisible();

  const exams = (await get<{ data: { title: string }[] }>('/user/exams')).data;
  await open('/user/exam');
  if (exams.length) await expect(page.getByTestId('exam-card').first()).toContainText(exams[0].title);
  else await expect(page.getByText('暂无考试安排。', { exact: false })).toBeVisible();

  const applications = (await get<{ data: { job: { data: { title: string } } }[] }>('/user/job-applications')).data;
  await open('/user/employmentcenter');
  if (applications.length) await expect(page.getByTestId('application-list')).toContainText(applications[0].job.data.title);
  else await expect(page.getByText('还没有投递记录。')).toBeVisible();
  await expect(page.getByTestId('talent-form')).toBeVisible();

  const jobs = (await get<{ data: { title: string }[] }>('/jobs?per_page=10&page=1')).data;
  expect(jobs.length, 'published jobs').toBeGreaterThan(0);
  await open('/user/job');
  await expect(page.getByTestId('job-card').first()).toContainText(jobs[0].title);

  const courses = (await get<{ data: { id: number; title: string }[] }>('/user/videos?page=1&per_page=12')).data;
  expect(courses.length, 'the demo learner has courses').toBeGreaterThan(0);
  await open('/video');
  await expect(page.getByRole('link', { name: courses[0].title }).first()).toBeVisible();
  await open(`/video?id=${courses[0].id}`);
  await expect(page.getByRole('heading', { name: courses[0].title, exact: true })).toBeVisible();
  await context.close();
});

test('the admission ticket, an enrolment\'s progress and a lesson arrive with the verified demo learner\'s own data, without a loading line', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await useChinese(context, baseURL!);
  await serverSentOnly(context);
  const { get, page, open } = await verifiedLearner(context, baseURL!);

  // /user/exam?id=…: the seeded learner sat finished exams, each with its admission ticket.
  type Exam = { id: number; title: string; ticket: { ticket_no: string; holder_name: string } | null };
  const ticketed = (await get<{ data: Exam[] }>('/user/exams')).data.find((e) => e.ticket);
  expect(ticketed, 'the demo learner has an exam with an admission ticket').toBeTruthy();
  await open(`/user/exam?id=${ticketed!.id}`);
  const ticket = page.getByTestId('admission-ticket');
  await expect(ticket).toContainText(ticketed!.ticket!.ticket_no);
  await expect(ticket).toContainText(ticketed!.ticket!.holder_name);
  await expect(ticket).toContainText(ticketed!.title);

  // /class/enrollVerify?id=…: where one of the learner's enrolments stands, with its history.
  const enrolment = (await get<{ data: Enrolment[] }>('/user/enrollments?page=1&per_page=100&include=class,events,order')).data.at(-1)!;
  await open(`/class/enrollVerify?id=${enrolment.id}`);
  await expect(page.getByText(enrolment.class!.data!.title, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '办理记录' })).toBeVisible();
  await expect(page.getByRole('link', { name: '查看报名信息' })).toHaveAttribute('href', `/class/enrollShow?id=${enrolment.id}`);

  // /lessonVideo?id=…: a lesson of one of the learner's courses, its video and the learner's progress.
  type Lesson = { id: number; title: string; has_media: boolean };
  const courses = (await get<{ data: { id: number }[] }>('/user/videos?page=1&per_page=12')).data;
  expect(courses.length, 'the demo learner has courses').toBeGreaterThan(0);
  const lessons = (await get<{ data: { lessons: { data: Lesson[] } } }>(`/user/videos/${courses[0].id}`)).data.lessons.data;
  const playable = lessons.find((l) => l.has_media) ?? lessons[0];
  expect(playable, 'the course has a lesson').toBeTruthy();
  const lesson = (await get<{ data: { title: string; stream_url: string | null } }>(`/user/lessons/${playable.id}`)).data;
  await open(`/lessonVideo?id=${playable.id}`);
  await expect(page.getByRole('heading', { name: lesson.title, exact: true })).toBeVisible();
  await expect(page.getByTestId('lesson-watched')).toBeVisible();
  if (lesson.stream_url) await expect(page.locator('video')).toHaveAttribute('src', lesson.stream_url);
  await context.close();
});
