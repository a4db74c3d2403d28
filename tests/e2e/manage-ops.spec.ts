import { expect, test, type Page } from './fixtures';
import { useChinese } from './helpers/auth';
import { signInAsAdmin, listSettled, listRows, rowAction } from './helpers/manage';

// Back-office training operations driven in the browser on the seeded database.

const manage = { 'x-auth-guard': 'manage' };

async function apiGetList(page: Page, path: string) {
  const answer = await page.request.get(`/api/v1${path}`, { headers: manage });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data;
}

async function apiGet(page: Page, path: string) {
  const answer = await page.request.get(`/api/v1${path}`, { headers: manage });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data;
}

test.beforeEach(async ({ context, baseURL, page }) => {
  await useChinese(context, baseURL!);
  await signInAsAdmin(page);
});

test('enrolment review: details, approve, reject with a reason, bulk approve, waitlist and export', async ({ page }) => {
  await page.goto('/manage/enrollments');
  await expect(page.getByRole('heading', { name: '报名审核' })).toBeVisible();
  const rows = listRows(page, 'enrollment-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(4);

  const first = rows.first();
  const firstId = Number(await first.getAttribute('data-id'));
  await first.getByRole('button').first().click();
  await expect(page.getByTestId('enrollment-detail')).toContainText('办理记录');
  await first.getByRole('button', { name: '通过', exact: true }).click();
  // Approve asks first, like reject (issue 20).
  await expect(page.getByRole('dialog')).toContainText('确定通过');
  await page.getByRole('dialog').getByRole('button', { name: '通过' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已审核通过' })).toBeVisible();
  await expect(page.locator(`[data-testid="enrollment-row"][data-id="${firstId}"]`)).toHaveCount(0);
  expect((await apiGet(page, `/manage/enrollments/${firstId}`)).status).toBe('approved');

  const second = rows.first();
  const secondId = Number(await second.getAttribute('data-id'));
  await second.getByRole('button', { name: '驳回', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '驳回' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('原因').fill('材料不全，请补充失业证明');
  await dialog.getByRole('button', { name: '驳回' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await apiGet(page, `/manage/enrollments/${secondId}`)).reason).toBe('材料不全，请补充失业证明');
  // The pending list drops the rejected row when it reloads: pick the bulk rows after that.
  await expect(page.locator(`[data-testid="enrollment-row"][data-id="${secondId}"]`)).toHaveCount(0);

  const bulkIds = [Number(await rows.nth(0).getAttribute('data-id')), Number(await rows.nth(1).getAttribute('data-id'))];
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await expect(page.getByText('已选 2 条')).toBeVisible();
  await page.getByRole('button', { name: '批量通过' }).click();
  await expect(page.getByRole('dialog')).toContainText('选中的 2 条');
  await page.getByRole('dialog').getByRole('button', { name: '通过' }).click();
  await expect(page.getByText(/成功 2 条，失败 0 条/)).toBeVisible();
  for (const id of bulkIds) expect((await apiGet(page, `/manage/enrollments/${id}`)).status).toBe('approved');

  await page.getByRole('combobox', { name: '状态' }).selectOption('waitlisted');
  await expect(rows.first().or(page.getByText('暂无数据'))).toBeVisible();
  if (await rows.count()) await expect(rows.first()).toContainText(/候补中/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出名单' }).click();
  expect((await download).suggestedFilename()).toBe('报名名单.xlsx');
});

test('real-name verification review: approve one, reject one with a reason', async ({ page }) => {
  await page.goto('/manage/verifications');
  await expect(page.getByRole('heading', { name: '实名认证审核' })).toBeVisible();
  const rows = listRows(page, 'verification-row');
  await expect(rows.first()).toBeVisible();
  const approvedId = Number(await rows.first().getAttribute('data-id'));
  await rows.first().getByRole('button', { name: '通过' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '通过' }).click();
  await expect(page.locator(`[data-testid="verification-row"][data-id="${approvedId}"]`)).toHaveCount(0);
  expect((await apiGet(page, `/manage/verifications/${approvedId}`)).audit_status).toBe('success');

  const rejectedId = Number(await rows.first().getAttribute('data-id'));
  await rows.first().getByRole('button', { name: '驳回' }).click();
  await page.getByRole('dialog').getByLabel('原因').fill('身份证照片不清晰');
  await page.getByRole('dialog').getByRole('button', { name: '驳回' }).click();
  await expect(page.locator(`[data-testid="verification-row"][data-id="${rejectedId}"]`)).toHaveCount(0);
  await page.getByRole('combobox', { name: '状态' }).selectOption('rejected');
  await expect(page.locator(`[data-testid="verification-row"][data-id="${rejectedId}"]`)).toContainText('身份证照片不清晰');
});

test('exams: schedule with a field error, edit, issue tickets, enter a score, import with a bad row, cancel; delete an unused one', async ({ page }) => {
  // A class the form offers (its first 100) that has a learner studying, so tickets get issued.
  const offered = new Set((await apiGetList(page, '/manage/classes?per_page=100')).map((c: { id: number }) => c.id));
  const studying = await apiGetList(page, '/manage/enrollments?status=studying&include=class&per_page=100');
  const classTitle: string = studying.find((e: { class_id: number }) => offered.has(e.class_id)).class.data.title;
  const title = `保育师四级理论考试-${Date.now() % 100000}`;

  await page.goto('/manage/exams');
  await expect(page.getByRole('heading', { name: '考试安排' })).toBeVisible();
  await page.getByRole('button', { name: '新建考试' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('培训班').selectOption({ label: classTitle });
  await dialog.getByLabel('考试名称').fill(title);
  await dialog.getByLabel('开始时间').fill('2027-03-01T09:00');
  await dialog.getByLabel('结束时间').fill('2027-03-01T08:00');
  await dialog.getByLabel('考场').fill('实训楼 301');
  await dialog.getByRole('button', { name: '保存' }).click();
  // Checked in the form before sending, in words by the field.
  await expect(dialog.getByTestId('field-error')).toHaveText('结束时间必须晚于开始时间。');
  await expect(dialog.getByLabel('考试名称')).toHaveValue(title);
  await dialog.getByLabel('结束时间').fill('2027-03-01T11:00');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('关键词').fill(title);
  await page.getByRole('button', { name: '查询' }).click();
  const row = listRows(page, 'exam-row').filter({ hasText: title });
  await expect(row).toContainText('实训楼 301');
  await row.getByRole('button', { name: '编辑' }).click();
  await dialog.getByLabel('考场').fill('实训楼 402');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(row).toContainText('实训楼 402');

  // Issuing tickets is confirmed first, and the toast says how many.
  await row.getByRole('button', { name: '发准考证' }).click();
  const confirmIssue = page.getByTestId('kit-confirm');
  await expect(confirmIssue).toContainText('不会重复发放');
  await confirmIssue.getByRole('button', { name: '发准考证' }).click();
  await expect(page.getByText(/已发放准考证 \d+ 张，本场共 \d+ 张/)).toBeVisible();
  await row.getByRole('button', { name: '成绩' }).click();
  const results = page.getByTestId('exam-results');
  const first = listRows(results, 'result-row').first();
  await expect(first).toBeVisible();
  await first.getByRole('spinbutton').fill('86');
  await first.getByRole('spinbutton').blur();
  await expect(first).toContainText('合格');

  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('成绩');
  sheet.addRow(['准考证号*', '姓名', '身份证号', '成绩*']);
  sheet.addRow(['ZK-NOT-THERE', '某某', '', 70]);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  await results.getByLabel('成绩文件').setInputFiles({ name: 'scores.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
  await results.getByRole('button', { name: '导入成绩' }).click();
  await expect(results.getByTestId('import-errors')).toContainText('第 2 行「准考证号」：本场考试没有这个准考证号。');

  await row.getByRole('button', { name: '取消考试' }).click();
  // Cancelling is confirmed in the kit's dialog.
  await page.getByRole('dialog').getByRole('button', { name: '取消考试' }).click();
  await expect(row).toContainText('已取消');

  await page.getByRole('button', { name: '新建考试' }).click();
  await dialog.getByLabel('培训班').selectOption({ label: classTitle });
  await dialog.getByLabel('考试名称').fill(`${title}-补考`);
  await dialog.getByLabel('开始时间').fill('2027-04-01T09:00');
  await dialog.getByLabel('结束时间').fill('2027-04-01T11:00');
  await dialog.getByLabel('考场').fill('实训楼 301');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const makeUp = listRows(page, 'exam-row').filter({ hasText: `${title}-补考` });
  await expect(makeUp).toHaveCount(1);
  await rowAction(page, makeUp, '删除');
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(makeUp).toHaveCount(0);
});

test('certificates: revoke with a reason, reissue under a new number with history, import with a bad row', async ({ page }) => {
  await page.goto('/manage/certificates');
  await expect(page.getByRole('heading', { name: '证书管理' })).toBeVisible();
  await page.getByRole('combobox', { name: '状态' }).selectOption('valid');
  const rows = listRows(page, 'certificate-row');
  await expect(rows.nth(1)).toBeVisible();

  const revoked = rows.first();
  const revokedNo = (await revoked.locator('td').first().textContent())!;
  await revoked.getByRole('button', { name: '注销' }).click();
  await page.getByRole('dialog').getByLabel('原因').fill('证书信息与档案不符');
  await page.getByRole('dialog').getByRole('button', { name: '注销' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('combobox', { name: '状态' }).selectOption('revoked');
  await page.getByLabel('关键词').fill(revokedNo);
  await page.getByRole('button', { name: '查询' }).click();
  await listSettled(page);
  await expect(rows.first()).toContainText('证书信息与档案不符');

  await page.getByLabel('关键词').fill('');
  await page.getByRole('button', { name: '查询' }).click();
  await page.getByRole('combobox', { name: '状态' }).selectOption('valid');
  await listSettled(page);
  const target = rows.first();
  const oldNo = (await target.locator('td').first().textContent())!;
  await target.getByRole('button', { name: '换发' }).click();
  await page.getByRole('dialog').getByLabel('换发原因').fill('原证书遗失，申请补发');
  await page.getByRole('dialog').getByRole('button', { name: '换发' }).click();
  await expect(page.getByText(/已换发，新证书编号 [A-Z]\d{21}/)).toBeVisible();
  await page.getByRole('combobox', { name: '状态' }).selectOption('');
  await page.getByLabel('关键词').fill(oldNo);
  // Wait for the search's own answer: a row clicked in the list it replaces loses its dialog.
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/v1/manage/certificates') && r.url().includes(oldNo.trim()) && r.ok()),
    page.getByRole('button', { name: '查询' }).click(),
  ]);
  await rows.filter({ hasText: oldNo.trim() }).first().getByRole('button', { name: '记录' }).click();
  await expect(page.getByTestId('certificate-history')).toContainText('换发');
  await expect(page.getByTestId('certificate-history')).toContainText('原证书遗失，申请补发');

  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('证书');
  sheet.addRow(['证书编号*', '姓名*', '身份证号*', '职业编码*', '等级*', '发证机构', '发证日期*']);
  sheet.addRow(['X12', '赵敏', '410105199001011234', '4-10-01-05', 3, '河南省职业技能鉴定中心', '2025-12-20']);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  await page.getByRole('button', { name: '导入证书' }).click();
  await page.getByLabel('证书文件').setInputFiles({ name: 'certificates.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
  await page.getByRole('button', { name: '开始导入' }).click();
  await expect(page.getByTestId('import-errors')).toContainText('第 2 行「证书编号」：必须是 1 位大写字母加 21 位数字。');
});
