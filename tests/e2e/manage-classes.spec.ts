import { expect, test, type Page } from './fixtures';
import { makePng, useChinese } from './helpers/auth';
import { signInManager, listRows } from './helpers/manage';

// Back-office classes in the browser on the seeded database: create, edit, the status flow, delete,
// the roster, an import with a bad row, and an organisation manager's scope.

const manage = { 'x-auth-guard': 'manage' };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADERS = ['班级名称*', '职业编码*', '等级*', '培训机构', '城市*', '区县', '地址', '报名开始', '报名截止', '开班日期*', '结班日期*', '上课安排', '课时', '名额*', '培训费（元）', '补贴（元）', '需要实名认证', '简介'];
const importRow = (title: string, level: number) =>
  [title, '4-10-01-05', level, '', '郑州市', '金水区', '金水路 88 号', '2027-03-01', '2027-03-20', '2027-04-01', '2027-05-30', '周末班', 120, 40, 1800, 1200, '是', '理论与实操'];

type ClassRow = { id: number; title: string; status: string; capacity: number; organization_id: number | null };

async function apiList(page: Page, query: string): Promise<ClassRow[]> {
  const answer = await page.request.get(`/api/v1/manage/classes?${query}`, { headers: manage });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data;
}

const editTabs = (page: Page) => page.locator('[data-testid="tag"][data-path^="/manage/classes/edit"]');
const rowOf = (page: Page, title: string) => listRows(page, 'class-row').filter({ hasText: title });
// The list stays mounted in its tab while the form is open, so each page's fields are found inside it.
const filters = (page: Page) => page.getByRole('search', { name: '筛选培训班' });
async function searchFor(page: Page, keyword: string) {
  await filters(page).getByRole('textbox', { name: '班级名称' }).fill(keyword);
  await filters(page).getByRole('button', { name: '查询' }).click();
}

test.beforeEach(async ({ context, baseURL }) => {
  await useChinese(context, baseURL!);
});

test('admin: create with field errors, edit, publish, close enrolment, finish, delete; roster; import with a bad row', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  await signInManager(context, baseURL!, 'admin');
  await page.goto('/manage/classes');
  await expect(page.getByRole('heading', { name: '班级管理' })).toBeVisible({ timeout: 20_000 });
  await expect(listRows(page, 'class-row').first()).toBeVisible();

  await page.getByRole('link', { name: '新建培训班' }).click();
  const form = page.getByRole('form', { name: '新建培训班' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByLabel('班级名称')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('开班日期')).toHaveAttribute('aria-invalid', 'true');
  await expect(editTabs(page)).toHaveCount(1);

  const title = `E2E养老护理员培训班${Date.now().toString().slice(-6)}`;
  await form.getByLabel('班级名称').fill(title);
  await form.getByLabel('职业（工种）').selectOption({ label: '4-10-01-05 养老护理员' });
  await form.getByLabel('等级').selectOption({ label: '四级/中级工' });
  await form.getByLabel(/^城市/).selectOption({ label: '郑州市' });
  await form.getByLabel('区县').selectOption({ label: '金水区' });
  await form.getByLabel('开班日期').fill('2027-03-01');
  await form.getByLabel('结班日期').fill('2027-02-01');
  await form.getByLabel('名额').fill('30');
  await form.getByLabel('培训费（元）').fill('1800');
  await form.getByLabel('补贴（元）').fill('1200');
  await form.getByLabel('封面图片').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: makePng(32, 18) });
  await expect(form.getByRole('img', { name: '封面预览' })).toBeVisible();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.locator('#class-end-error')).toContainText('不能早于开班日期');
  await form.getByLabel('结班日期').fill('2027-04-30');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/manage\/classes$/);
  await expect(page.getByRole('status').filter({ hasText: '培训班已创建' })).toBeVisible();
  // The finished edit closed its own tab.
  await expect(editTabs(page)).toHaveCount(0);

  const [created] = await apiList(page, `keyword=${encodeURIComponent(title)}`);
  expect(created).toMatchObject({ title, status: 'draft', capacity: 30, organization_id: null });

  await searchFor(page, title);
  const row = rowOf(page, title);
  await expect(row).toContainText('草稿');
  await row.getByRole('button', { name: '编辑' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/classes/edit\\?id=${created.id}$`));
  const editForm = page.getByRole('form', { name: `编辑培训班：${title}` });
  await expect(editForm.getByLabel('班级名称')).toHaveValue(title, { timeout: 20_000 });
  await editForm.getByLabel('名额').fill('40');
  await editForm.getByLabel('上课安排').fill('每周六、周日 9:00-17:00');
  await editForm.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '培训班已保存' })).toBeVisible();
  await expect(page).toHaveURL(/\/manage\/classes$/);
  await expect(editTabs(page)).toHaveCount(0);
  await expect(row.getByTestId('class-seats')).toContainText('0/40');

  // Every step of the status flow is confirmed in the kit's dialog; statuses read from the one dictionary.
  const dialog = page.getByRole('dialog');
  await row.getByRole('button', { name: '发布' }).click();
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: '发布' }).click();
  await expect(row).toContainText('报名中');
  await row.getByRole('button', { name: '截止报名', exact: true }).click();
  await dialog.getByRole('button', { name: '截止报名', exact: true }).click();
  await expect(row).toContainText('报名截止');
  await row.getByRole('button', { name: '结班' }).click();
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: '结班' }).click();
  await expect(row).toContainText('已结班');
  expect((await apiList(page, `keyword=${encodeURIComponent(title)}`))[0].status).toBe('finished');
  await row.getByRole('button', { name: '删除' }).click();
  await dialog.getByRole('button', { name: '删除' }).click();
  await expect(row).toHaveCount(0);
  expect(await apiList(page, `keyword=${encodeURIComponent(title)}`)).toEqual([]);

  await searchFor(page, '');
  await filters(page).getByLabel('排序').selectOption({ label: '报名人数最多' });
  const busiest = listRows(page, 'class-row').first();
  await expect(busiest).toBeVisible();
  await busiest.getByRole('button', { name: '花名册' }).click();
  const roster = page.getByTestId('class-roster');
  await expect(listRows(roster, 'roster-row').first()).toBeVisible();
  await expect(listRows(roster, 'roster-row').first()).toContainText('小时');
  const download = page.waitForEvent('download');
  await roster.getByRole('button', { name: '导出花名册' }).click();
  expect((await download).suggestedFilename()).toMatch(/花名册\.xlsx$/);

  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('培训班');
  const importTitle = `E2E导入班${Date.now().toString().slice(-6)}`;
  for (const r of [HEADERS, importRow(`${importTitle}甲`, 4), importRow(`${importTitle}乙`, 9)]) sheet.addRow(r);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  await page.getByRole('button', { name: '导入培训班' }).click();
  await page.getByLabel('培训班文件').setInputFiles({ name: 'classes.xlsx', mimeType: XLSX, buffer });
  await page.getByRole('button', { name: '开始导入' }).click();
  await expect(page.getByTestId('import-errors')).toContainText('第 3 行「等级」');
  expect(await apiList(page, `keyword=${encodeURIComponent(importTitle)}`)).toEqual([]);
  await page.getByLabel('导入方式').selectOption('valid');
  await page.getByRole('button', { name: '开始导入' }).click();
  // Row errors remain, so the tally is toasted as an error (role alert).
  await expect(page.getByText('共 2 行，已导入 1 行')).toBeVisible();
  await expect.poll(async () => (await apiList(page, `keyword=${encodeURIComponent(importTitle)}`)).map((c) => c.title)).toEqual([`${importTitle}甲`]);
});

test('an organisation manager sees only its own classes and no organiser choice', async ({ page, context, baseURL }) => {
  await signInManager(context, baseURL!, 'school_demo');
  const own = await apiList(page, 'per_page=100');
  const organizations = new Set(own.map((c) => c.organization_id));
  expect(organizations.size).toBeLessThanOrEqual(1);
  expect(organizations.has(null)).toBe(false);
  await page.goto('/manage/classes');
  await expect(page.getByRole('heading', { name: '班级管理' })).toBeVisible({ timeout: 20_000 });
  const rows = listRows(page, 'class-row');
  if (own.length === 0) await expect(page.getByText('暂无数据')).toBeVisible();
  else await expect(rows).toHaveCount(Math.min(own.length, 15));
  const shown = await rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-id'))));
  expect(shown.every((id) => own.some((c) => c.id === id))).toBe(true);
  await expect(page.getByRole('combobox', { name: '培训机构' })).toHaveCount(0);
});
