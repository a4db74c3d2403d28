import { expect, test, type Page } from './fixtures';
import { registerLearner, useChinese } from './helpers/auth';
import { signInManager, listRows } from './helpers/manage';

// Back-office employment on the seeded database: an enterprise posts a job that a government
// manager approves, a learner applies, the enterprise answers; an admin hides a talent.

const manage = { 'x-auth-guard': 'manage' };
const suffix = String(Date.now()).slice(-6);

async function toast(page: Page, text: string | RegExp) {
  await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
}

test('enterprise job: create, edit, approval, public search, applicant answered, close and delete; admin hides a talent', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const origin = { origin: new URL(baseURL!).origin };
  const enterprise = await browser.newContext();
  const admin = await browser.newContext();
  const learner = await browser.newContext();
  await useChinese(enterprise, baseURL!);
  await useChinese(admin, baseURL!);
  await useChinese(learner, baseURL!);
  await signInManager(enterprise, baseURL!, 'enterprise_demo');
  await signInManager(admin, baseURL!, 'admin');
  const page = await enterprise.newPage();
  const adminPage = await admin.newPage();
  const learnerPage = await learner.newPage();

  // Create, with the field errors of an empty form first.
  const title = `育婴员E2E${suffix}`;
  await page.goto('/manage/jobs');
  await expect(page.getByRole('heading', { name: '招聘岗位' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: '发布岗位' }).click();
  await expect(page.getByRole('heading', { name: '发布岗位' })).toBeVisible();
  await page.getByRole('button', { name: '保存' }).click();
  // Checked in the form before sending: the message is the field's description, in words.
  await expect(page.getByLabel('岗位名称')).toHaveAccessibleDescription('请填写岗位名称。');
  await page.getByLabel('岗位名称').fill(title);
  await page.getByLabel('城市').selectOption({ label: '郑州市' });
  await page.getByLabel('最低月薪（元）').fill('6000');
  await page.getByLabel('最高月薪（元）').fill('5000');
  await page.getByLabel('招聘人数').fill('3');
  await page.getByLabel('岗位描述').fill('负责婴幼儿日常照护。');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByLabel('最高月薪（元）')).toHaveAccessibleDescription(/最高月薪不能低于最低月薪/);
  await page.getByLabel('最高月薪（元）').fill('8000');
  await page.getByRole('button', { name: '保存' }).click();
  await toast(page, '等待审核后公开');
  const row = listRows(page, 'job-row').filter({ hasText: title });
  await expect(row).toContainText('待审核');
  const jobId = Number(await row.getAttribute('data-id'));

  // Edit.
  const edited = `${title}（高级）`;
  await row.getByRole('button', { name: '编辑' }).click();
  await expect(page.getByLabel('岗位名称')).toHaveValue(title);
  await page.getByLabel('岗位名称').fill(edited);
  await page.getByRole('button', { name: '保存' }).click();
  await toast(page, edited);
  await expect(listRows(page, 'job-row').filter({ hasText: edited })).toBeVisible();

  // A government manager approves it; the learner's search then lists it.
  await adminPage.goto('/manage/jobs');
  await adminPage.getByLabel('关键词').fill(edited);
  await adminPage.getByRole('button', { name: '查询' }).click();
  const adminRow = adminPage.locator(`[data-testid="job-row"][data-id="${jobId}"]`);
  await adminRow.getByRole('button', { name: '审核通过' }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: '审核通过' }).click();
  await toast(adminPage, '已审核通过');
  await expect(adminRow).toContainText('招聘中');

  const person = await registerLearner(learner.request, baseURL!);
  const expectedJob = `人才隐藏E2E${suffix}`;
  const saved = await learner.request.put('/api/v1/user/talent', {
    headers: origin,
    data: { name: '欧阳娜娜', gender: 2, birth_year: 1995, education: '大专', city_code: '410100', expected_job: expectedJob, is_public: true },
  });
  expect(saved.status()).toBe(201);
  await learnerPage.goto('/user/job');
  await learnerPage.locator('#job-keyword').fill(edited);
  await learnerPage.getByRole('search').getByRole('button').click();
  await expect(learnerPage.getByText(edited)).toBeVisible();
  const applied = await learner.request.post(`/api/v1/jobs/${jobId}/applications`, { headers: origin, data: { message: '希望获得面试机会' } });
  expect(applied.status()).toBe(201);
  const applicationId = (await applied.json()).data.id;

  // The enterprise sees the applicant (phone masked) and invites them to an interview.
  await page.reload();
  const jobRow = page.locator(`[data-testid="job-row"][data-id="${jobId}"]`);
  await expect(jobRow).toContainText('招聘中');
  await jobRow.getByRole('button', { name: '投递人员' }).click();
  const applicant = listRows(page, 'applicant-row').filter({ hasText: '欧阳娜娜' });
  await expect(applicant).toContainText(`${person.phone.slice(0, 3)}****${person.phone.slice(-4)}`);
  await applicant.getByLabel('欧阳娜娜 的新状态').selectOption('interview');
  await applicant.getByLabel('给 欧阳娜娜 的备注').fill('请于周一上午到店面试');
  await applicant.getByRole('button', { name: '保存' }).click();
  await toast(page, '已更新 欧阳娜娜 的投递状态');
  await expect(applicant).toContainText('邀请面试');
  const mine = await (await learner.request.get('/api/v1/user/job-applications')).json();
  expect(mine.data.find((a: { id: number }) => a.id === applicationId).status).toBe('interview');

  // Close, then delete.
  await jobRow.getByRole('button', { name: '停止招聘' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '停止招聘' }).click();
  await toast(page, '已停止招聘');
  await expect(jobRow).toContainText('已关闭');
  // The kit's confirmation dialog, not the browser's.
  await jobRow.getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('dialog')).toContainText('及其全部投递记录');
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await toast(page, '已删除');
  await expect(jobRow).toHaveCount(0);
  expect((await page.request.get(`/api/v1/manage/jobs/${jobId}`, { headers: manage })).status()).toBe(404);

  // The admin hides the learner's talent; the public directory no longer lists it.
  await adminPage.goto(`/talent?keyword=${encodeURIComponent(expectedJob)}`);
  await expect(adminPage.getByText(expectedJob)).toBeVisible();
  await adminPage.goto('/manage/talents');
  // The jobs tab stays mounted (hidden) beside this page with its own keyword box: only the visible one.
  await adminPage.getByRole('textbox', { name: '关键词' }).fill(person.phone);
  await adminPage.getByRole('button', { name: '查询' }).click();
  const talentRow = listRows(adminPage, 'talent-row').filter({ hasText: '欧阳娜娜' });
  await expect(talentRow).toBeVisible();
  await talentRow.getByRole('button', { name: '隐藏' }).click();
  // Hiding is confirmed in the kit's dialog like every consequential action.
  await adminPage.getByRole('dialog').getByRole('button', { name: '隐藏' }).click();
  await toast(adminPage, '已从公开人才库隐藏');
  await expect(talentRow).toContainText('已隐藏');
  await adminPage.goto(`/talent?keyword=${encodeURIComponent(expectedJob)}`);
  await expect(adminPage.getByText(expectedJob)).toHaveCount(0);

  for (const context of [enterprise, admin, learner]) await context.close();
});
