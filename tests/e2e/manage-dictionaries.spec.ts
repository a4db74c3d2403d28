import { expect, test, type Page } from './fixtures';
import { useChinese } from './helpers/auth';
import { signInAsAdmin, listRows } from './helpers/manage';

// Dictionaries and training registrations on the page kit (issue 20): rename in a form (no
// window.prompt), fields checked by the field before sending, enable/disable and delete confirmed
// in the kit's dialog with a toast; registrations filtered through the address, times in UTC+8.

const manage = { 'x-auth-guard': 'manage' };

function shanghai(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 8 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

const toast = (page: Page, text: string) => expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();

test.use({ viewport: { width: 1366, height: 900 }, timezoneId: 'UTC' });

test.beforeEach(async ({ context, baseURL, page }) => {
  await useChinese(context, baseURL!);
  await signInAsAdmin(page);
  page.on('dialog', (d) => { throw new Error(`native dialog: ${d.type()} ${d.message()}`); });
});

test('dictionaries: add checked by the field, rename in a form, disable and delete confirmed with a toast', async ({ page }) => {
  await page.goto('/manage/dictionaries');
  await expect(page.getByRole('heading', { name: '数据字典' })).toBeVisible();
  await expect(listRows(page, 'dictionary-row').first()).toBeVisible();

  const value = `e2e_${Date.now()}`;
  await page.getByRole('button', { name: '添加' }).click();
  await expect(page.getByTestId('field-error').first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '提交的数据无效' })).toHaveCount(0);
  await page.getByRole('textbox', { name: '值' }).fill(value);
  await page.getByRole('textbox', { name: '显示名称' }).fill('测试学历');
  await page.getByRole('button', { name: '添加' }).click();
  await toast(page, '已添加“测试学历”');
  const row = listRows(page, 'dictionary-row').filter({ hasText: value });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: '重命名' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('显示名称').fill('');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByTestId('field-error')).toBeVisible();
  await dialog.getByLabel('显示名称').fill('测试学历二');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell', { name: '测试学历二', exact: true })).toBeVisible();

  await row.getByRole('button', { name: '禁用' }).click();
  await page.getByTestId('kit-confirm').getByRole('button', { name: '禁用' }).click();
  await toast(page, '已禁用“测试学历二”');
  await expect(row.getByText('已禁用', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: '删除' }).click();
  await page.getByTestId('kit-confirm').getByRole('button', { name: '删除' }).click();
  await toast(page, '已删除“测试学历二”');
  await expect(row).toHaveCount(0);
});

test('training registrations: status filter in the address, times in UTC+8, follow-up saved with a toast', async ({ page }) => {
  await page.goto('/manage/training-registrations');
  await expect(page.getByRole('heading', { name: '培训登记' })).toBeVisible();
  const answer = await page.request.get('/api/v1/manage/training-registrations?status=pending&per_page=1', { headers: manage });
  const [first] = (await answer.json()).data as { id: number; name: string; created_at: string }[];
  const row = page.locator(`[data-testid="registration-row"][data-id="${first.id}"]`);
  await expect(row).toContainText(shanghai(first.created_at));
  await expect(row.getByText('待联系')).toBeVisible();

  await row.getByRole('button', { name: '跟进' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('跟进状态').selectOption('contacted');
  await dialog.getByLabel('跟进备注').fill('已电话联系，周末班');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await toast(page, '跟进已保存');
  await expect(row).toHaveCount(0);

  await page.getByLabel('跟进状态').selectOption('contacted');
  await expect(page).toHaveURL(/status=contacted/);
  await page.reload();
  await expect(page.getByLabel('跟进状态')).toHaveValue('contacted');
  await page.getByLabel('关键词').fill(first.name);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/keyword=/);
  const contacted = page.locator(`[data-testid="registration-row"][data-id="${first.id}"]`);
  await expect(contacted.getByText('已联系')).toBeVisible();
  await expect(contacted).toContainText('已电话联系，周末班');
});
