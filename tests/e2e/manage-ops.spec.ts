import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { useChinese } from './helpers/auth';

// Back-office training operations driven in the browser on the seeded database.

const manage = { 'x-auth-guard': 'manage' };

async function signInAsAdmin(page: Page) {
  await page.goto('/manage/login');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/manage$/);
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
  const rows = page.getByTestId('enrollment-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(4);

  const first = rows.first();
  const firstId = Number(await first.getAttribute('data-id'));
  await first.getByRole('button').first().click();
  await expect(page.getByTestId('enrollment-detail')).toContainText('办理记录');
  await first.getByRole('button', { name: '通过', exact: true }).click();
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

  const bulkIds = [Number(await rows.nth(0).getAttribute('data-id')), Number(await rows.nth(1).getAttribute('data-id'))];
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await expect(page.getByText('已选 2 条')).toBeVisible();
  await page.getByRole('button', { name: '批量通过' }).click();
  await expect(page.getByText(/成功 2 条，失败 0 条/)).toBeVisible();
  for (const id of bulkIds) expect((await apiGet(page, `/manage/enrollments/${id}`)).status).toBe('approved');

  await page.getByLabel('状态').selectOption('waitlisted');
  await expect(rows.first().or(page.getByText('暂无数据'))).toBeVisible();
  if (await rows.count()) await expect(rows.first()).toContainText(/候补中/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出名单' }).click();
  expect((await download).suggestedFilename()).toBe('报名名单.xlsx');
});

test('real-name verification review: approve one, reject one with a reason', async ({ page }) => {
  await page.goto('/manage/verifications');
  await expect(page.getByRole('heading', { name: '实名认证审核' })).toBeVisible();
  const rows = page.getByTestId('verification-row');
  await expect(rows.first()).toBeVisible();
  const approvedId = Number(await rows.first().getAttribute('data-id'));
  await rows.first().getByRole('button', { name: '通过' }).click();
  await expect(page.locator(`[data-testid="verification-row"][data-id="${approvedId}"]`)).toHaveCount(0);
  expect((await apiGet(page, `/manage/verifications/${approvedId}`)).audit_status).toBe('success');

  const rejectedId = Number(await rows.first().getAttribute('data-id'));
  await rows.first().getByRole('button', { name: '驳回' }).click();
  await page.getByRole('dialog').getByLabel('原因').fill('身份证照片不清晰');
  await page.getByRole('dialog').getByRole('button', { name: '驳回' }).click();
  await expect(page.locator(`[data-testid="verification-row"][data-id="${rejectedId}"]`)).toHaveCount(0);
  await page.getByLabel('状态').selectOption('rejected');
  await expect(page.locator(`[data-testid="verification-row"][data-id="${rejectedId}"]`)).toContainText('身份证照片不清晰');
});
