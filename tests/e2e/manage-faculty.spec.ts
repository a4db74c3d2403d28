import { expect, test, type Page } from './fixtures';
import { useChinese } from './helpers/auth';
import { signInAsAdmin } from './helpers/manage';

// Back-office occupations, teachers, teacher applications and examiners on the seeded database:
// create (with a field error first), edit (seen on the public page), workflow action, delete.

// Its tests stand alone (each signs in and makes or reads its own rows), so the two workers share
// them: the file is long, and would otherwise keep one worker busy at the end of the run.
test.describe.configure({ mode: 'parallel' });

const manage = { 'x-auth-guard': 'manage' };

async function apiList(page: Page, path: string) {
  const answer = await page.request.get(`/api/v1${path}`, { headers: manage });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data;
}

const saved = (page: Page, text = '已保存') => expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();

test.beforeEach(async ({ context, baseURL, page }) => {
  await useChinese(context, baseURL!);
  await signInAsAdmin(page);
});

test('occupations: create with a field error, edit shown on /occupation, disable hides it, delete', async ({ page }) => {
  await page.goto('/manage/occupations');
  await expect(page.getByRole('heading', { name: '职业工种' })).toBeVisible();
  await page.getByRole('button', { name: '新增职业' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('职业编码').fill('6-99-01-77');
  await dialog.getByLabel('职业名称').fill('测试焊工');
  await dialog.getByLabel('大类').fill('生产制造及有关人员');
  await dialog.getByRole('button', { name: '保存' }).click();
  // Checked in the form before sending, in words by the field (no raw field name).
  await expect(dialog.getByTestId('field-error')).toHaveText('请选择等级。');
  await dialog.getByLabel('三级/高级工').check();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await saved(page);

  await page.getByLabel('关键词').fill('6-99-01-77');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/keyword=6-99-01-77/);
  await page.getByRole('button', { name: '编辑 测试焊工' }).click();
  await page.getByRole('dialog').getByLabel('职业名称').fill('测试电焊工');
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('cell', { name: '测试电焊工', exact: true })).toBeVisible();

  const publicPage = await page.context().newPage();
  await publicPage.goto(`/occupation?keyword=${encodeURIComponent('测试电焊工')}`);
  await expect(publicPage.getByText('测试电焊工').first()).toBeVisible();

  await page.getByRole('button', { name: '停用 测试电焊工' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '停用' }).click();
  await saved(page, '已停用');
  await expect(page.getByRole('button', { name: '启用 测试电焊工' })).toBeVisible();
  await publicPage.reload();
  await expect(publicPage.getByText('测试电焊工')).toHaveCount(0);
  await publicPage.close();

  await page.getByRole('button', { name: '删除 测试电焊工' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await saved(page, '已删除');
  await expect(page.getByRole('cell', { name: '测试电焊工', exact: true })).toHaveCount(0);
});

test('teachers: create with a field error, edit shown on /teacherInfo, disable hides it, delete', async ({ page }) => {
  await page.goto('/manage/teachers');
  await expect(page.getByRole('heading', { name: '师资库' })).toBeVisible();
  await page.getByRole('button', { name: '新增教师' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('姓名').fill('x');
  await dialog.getByLabel('手机号').fill('13912340077');
  await dialog.getByLabel('所属机构').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText(/应为 2–20 个汉字/)).toBeVisible();
  await dialog.getByLabel('姓名').fill('欧阳测试');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await saved(page);

  // The keyword is sent with 查询 and kept in the address.
  await page.getByLabel('关键词').fill('欧阳测试');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/keyword=/);
  await page.getByRole('button', { name: '编辑 欧阳测试' }).click();
  await page.getByRole('dialog').getByLabel('姓名').fill('欧阳明测');
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await page.getByLabel('关键词').fill('欧阳明测');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('button', { name: '编辑 欧阳明测' })).toBeVisible();
  const [teacher] = await apiList(page, `/manage/teachers?keyword=${encodeURIComponent('欧阳明测')}`);

  const publicPage = await page.context().newPage();
  await publicPage.goto(`/teacherInfo?id=${teacher.id}`);
  await expect(publicPage.getByRole('heading', { name: /欧阳明测/ }).first()).toBeVisible();

  await page.getByRole('button', { name: '停用 欧阳明测' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '停用' }).click();
  await saved(page, '已停用');
  await expect(page.getByRole('button', { name: '启用 欧阳明测' })).toBeVisible();
  const gone = await publicPage.goto(`/teacherInfo?id=${teacher.id}`);
  expect(gone?.status()).toBe(404);
  await publicPage.close();

  await page.getByRole('button', { name: '删除 欧阳明测' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await saved(page, '已删除');
  await expect(page.getByRole('button', { name: '编辑 欧阳明测' })).toHaveCount(0);
});

test('teacher applications: approve one (teacher created), reject one with a reason, export', async ({ page }) => {
  await page.goto('/manage/teacher-applications');
  await expect(page.getByRole('heading', { name: '讲师申请' })).toBeVisible();
  const pending = await apiList(page, '/manage/teacher-applications?status=pending');
  expect(pending.length).toBeGreaterThanOrEqual(2);
  const [first, second] = pending;

  await page.getByRole('button', { name: `通过 ${first.name} 的申请` }).first().click();
  await page.getByTestId('kit-confirm').getByRole('button', { name: '通过' }).click();
  await saved(page, '已通过');
  await expect.poll(async () => (await apiList(page, `/manage/teacher-applications/${first.id}`)).status).toBe('approved');
  const approved = await apiList(page, `/manage/teacher-applications/${first.id}`);
  expect(approved.teacher_id).not.toBeNull();

  await page.getByRole('button', { name: `驳回 ${second.name} 的申请` }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '驳回' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('原因').fill('资格证书等级不足');
  await dialog.getByRole('button', { name: '驳回' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await apiList(page, `/manage/teacher-applications/${second.id}`)).reason).toBe('资格证书等级不足');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});

test('examiners: create with a field error, edit shown on /examinerInfo, disable, delete', async ({ page }) => {
  await page.goto('/manage/examiners');
  await expect(page.getByRole('heading', { name: '考评员' })).toBeVisible();
  await page.getByRole('button', { name: '新增考评员' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('姓名').fill('司马考评');
  await dialog.getByLabel('考评员证号').fill('#');
  await dialog.getByLabel('所属机构').selectOption({ index: 1 });
  await dialog.getByLabel('等级').selectOption('3');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByTestId('field-error')).toHaveText('应为 4–30 位字母、数字或连字符。');
  await expect(dialog.getByText(/cert_no/)).toHaveCount(0);
  await dialog.getByLabel('考评员证号').fill('KP2026E2E0001');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await saved(page);

  await page.getByLabel('关键词').fill('司马考评');
  await page.getByRole('button', { name: '查询' }).click();
  await page.getByRole('button', { name: '编辑 司马考评' }).click();
  await page.getByRole('dialog').getByLabel('姓名').fill('司马评测');
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await page.getByLabel('关键词').fill('司马评测');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.getByRole('button', { name: '编辑 司马评测' })).toBeVisible();
  const [examiner] = await apiList(page, `/manage/examiners?keyword=${encodeURIComponent('司马评测')}`);
  expect(examiner.cert_no).toBe('KP2026E2E0001');

  const publicPage = await page.context().newPage();
  await publicPage.goto(`/examinerInfo?id=${examiner.id}`);
  await expect(publicPage.getByRole('heading', { name: /司马评测/ }).first()).toBeVisible();

  await page.getByRole('button', { name: '停用 司马评测' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '停用' }).click();
  await saved(page, '已停用');
  await expect(page.getByRole('button', { name: '启用 司马评测' })).toBeVisible();
  expect((await publicPage.goto(`/examinerInfo?id=${examiner.id}`))?.status()).toBe(404);
  await publicPage.close();

  await page.getByRole('button', { name: '删除 司马评测' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await saved(page, '已删除');
  await expect(page.getByRole('button', { name: '编辑 司马评测' })).toHaveCount(0);
});
