import { expect, test, type Page } from './fixtures';
import { useChinese } from './helpers/auth';
import { signInAsAdmin, listSettled, listRows } from './helpers/manage';

// The back-office page kit on real pages (issue 20): filters and paging in the address, page
// size and jump, times in the platform zone (UTC+8), masked personal data revealed one value at a
// time and logged, confirmations and reasons checked by the field, badges on one line at 1366 px.

const manage = { 'x-auth-guard': 'manage' };

async function apiList(page: Page, path: string) {
  const answer = await page.request.get(`/api/v1${path}`, { headers: manage });
  expect(answer.ok()).toBe(true);
  return answer.json();
}

/** "2026-11-25 00:30" for an instant, in China Standard Time whatever the browser's zone. */
function shanghai(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 8 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

test.use({ viewport: { width: 1366, height: 900 }, timezoneId: 'UTC' });

test.beforeEach(async ({ context, baseURL, page }) => {
  await useChinese(context, baseURL!);
  await signInAsAdmin(page);
});

test('enrolments: times in UTC+8 in a UTC browser, page size and jump in the address, filters kept on reload', async ({ page }) => {
  await page.goto('/manage/enrollments?status=');
  const rows = listRows(page, 'enrollment-row');
  await expect(rows.first()).toBeVisible();
  const api = await apiList(page, '/manage/enrollments?per_page=15');
  const first = api.data[0] as { id: number; created_at: string };
  await expect(page.locator(`[data-testid="enrollment-row"][data-id="${first.id}"]`)).toContainText(shanghai(first.created_at));

  await page.getByLabel('每页条数').selectOption('10');
  await expect(page).toHaveURL(/per_page=10/);
  await expect(rows).toHaveCount(Math.min(10, api.meta.pagination.total));
  const pages = Math.ceil(api.meta.pagination.total / 10);
  if (pages > 1) {
    await page.getByLabel('跳至').fill('2');
    await page.getByRole('button', { name: '跳转' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(`第 2/${pages} 页`)).toBeVisible();
  }
  const status = page.getByRole('combobox', { name: '状态', exact: true });
  await status.selectOption('approved');
  await expect(page).toHaveURL(/status=approved/);
  await page.reload();
  await expect(status).toHaveValue('approved');
  await expect(page.getByLabel('每页条数')).toHaveValue('10');
  if (await rows.count()) await expect(rows.first()).toContainText('已通过');
});

test('real-name verifications: submission times in UTC+8 in a UTC browser', async ({ page }) => {
  await page.goto('/manage/verifications?status=');
  const rows = listRows(page, 'verification-row');
  await expect(rows.first()).toBeVisible();
  // The page with every status and the API without a status filter list the same rows, newest first.
  const api = await apiList(page, '/manage/verifications?per_page=15');
  const shown = (api.data as { id: number; created_at: string }[]).slice(0, 3);
  expect(shown.length).toBeGreaterThan(0);
  for (const item of shown) {
    await expect(page.locator(`[data-testid="verification-row"][data-id="${item.id}"]`)).toContainText(shanghai(item.created_at));
  }
});

test('masked ID number: the list shows it masked, one click reveals it and the reveal is in the operation log', async ({ page }) => {
  await page.goto('/manage/enrollments');
  await page.getByRole('combobox', { name: '状态', exact: true }).selectOption('');
  await listSettled(page);
  const row = listRows(page, 'enrollment-row').first();
  await expect(row).toBeVisible();
  const id = Number(await row.getAttribute('data-id'));
  await expect(row.getByTestId('masked-value').nth(1)).toHaveText(/^\d{4}\*{10}[\dX]{4}$/);
  await row.getByRole('button', { name: '查看完整身份证号' }).click();
  await expect(row.getByTestId('masked-revealed')).toHaveText(/^\d{17}[\dX]$/);
  const logs = await apiList(page, '/manage/logs/operations?per_page=10');
  expect(logs.data.some((l: { action: string; path: string }) => l.action === 'reveal' && l.path.endsWith(`/manage/enrollments/${id}/reveal`))).toBe(true);
  // The operation log names it in words.
  await page.goto('/manage/logs/operation');
  await expect(page.getByText('报名审核 · 查看完整个人信息').first()).toBeVisible();
});

test('masked phone on the registration, teacher application and talent lists: one click reveals it, each reveal in the operation log', async ({ page }) => {
  const pages = [
    { path: '/manage/training-registrations', row: 'registration-row', subject: 'training-registrations', filter: '跟进状态' },
    { path: '/manage/teacher-applications', row: 'application-row', subject: 'teacher-applications', filter: '状态' },
    { path: '/manage/talents', row: 'talent-row', subject: 'talents', filter: null },
  ];
  for (const p of pages) {
    await page.goto(p.path);
    if (p.filter) await page.getByRole('combobox', { name: p.filter, exact: true }).selectOption('');
    const candidate = page.getByTestId(p.row).filter({ has: page.getByRole('button', { name: '查看完整手机号' }) }).first();
    await expect(candidate).toBeVisible();
    const id = Number(await candidate.getAttribute('data-id'));
    // Pinned by its id: once revealed the row no longer matches the filter above.
    const row = page.locator(`[data-testid="${p.row}"][data-id="${id}"]`);
    await expect(row.getByTestId('masked-value').first()).toHaveText(/^1\d{2}\*{4}\d{4}$/);
    await row.getByRole('button', { name: '查看完整手机号' }).click();
    await expect(row.getByTestId('masked-revealed')).toHaveText(/^1\d{10}$/);
    const logs = await apiList(page, '/manage/logs/operations?per_page=10');
    expect(logs.data.some((l: { action: string; path: string }) => l.action === 'reveal' && l.path.endsWith(`/manage/${p.subject}/${id}/reveal`))).toBe(true);
  }
});

test('rejecting: an empty or short reason is said by the field before sending, with no generic toast; badges stay on one line', async ({ page }) => {
  await page.goto('/manage/verifications');
  const rows = listRows(page, 'verification-row');
  await expect(rows.first()).toBeVisible();
  const badge = rows.first().getByText('待审核');
  const box = await badge.boundingBox();
  expect(box!.height).toBeLessThan(28);
  await rows.first().getByRole('button', { name: '驳回' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '驳回' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请填写驳回原因。');
  await dialog.getByLabel('驳回原因').fill('短');
  await dialog.getByRole('button', { name: '驳回' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('驳回原因至少 2 个字。');
  await expect(page.getByText('提交的数据无效。')).toHaveCount(0);
  await expect(page.getByText(/reason 不能小于/)).toHaveCount(0);
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
});

test('class form: a cleared capacity is said by the field before sending; the teacher picker searches the class occupation’s teachers', async ({ page }) => {
  await page.goto('/manage/classes/edit');
  const form = page.getByRole('form', { name: '新建培训班' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByLabel('名额').fill('');
  let sent = 0;
  page.on('request', (r) => { if (r.method() === 'POST' && r.url().endsWith('/api/v1/manage/classes')) sent++; });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByLabel('名额')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('#class-capacity-error')).toHaveText('请填写名额。');
  await expect(form.locator('#class-title-error')).toHaveText('请填写班级名称。');
  await expect(page.getByText('请按提示修改标红的字段')).toHaveCount(0);
  await expect(page.getByText('必须是整数')).toHaveCount(0);
  expect(sent).toBe(0);

  const occupations = (await apiList(page, '/occupations?per_page=100')).data as { id: number; code: string; name: string }[];
  const teachers = (await apiList(page, '/teachers?per_page=100')).data as { id: number; name: string; occupation_id: number | null }[];
  const occupation = occupations.find((o) => teachers.some((t) => t.occupation_id === o.id))!;
  const own = teachers.filter((t) => t.occupation_id === occupation.id);
  await form.getByLabel('职业（工种）').selectOption({ label: `${occupation.code} ${occupation.name}` });
  const picker = form.getByRole('combobox', { name: '授课教师' });
  await picker.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBe(own.length);
  await picker.fill(own[0].name.slice(0, 1));
  await page.getByRole('listbox').getByRole('option', { name: new RegExp(own[0].name) }).click();
  await expect(form.getByRole('button', { name: `移除 ${own[0].name}` })).toBeVisible();
});
