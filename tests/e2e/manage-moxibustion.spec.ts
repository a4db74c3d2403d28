import { expect, test, type Page } from './fixtures';
import { E2E_DEMO_PASSWORD } from '../../playwright.config';
import { DEMO_LEARNER_PHONE, signInLearner, useChinese } from './helpers/auth';
import { signInManager, listSettled, listRows } from './helpers/manage';

// The moxibustion back office and the certificate detail page, driven in the browser on the seeded database.

const manage = { 'x-auth-guard': 'manage' };

async function apiGet(page: Page, path: string) {
  const answer = await page.request.get(`/api/v1${path}`, { headers: manage });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data;
}

test('batches, enrolment review, certificate issue and revoke seen on the public search', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(180_000);
  await useChinese(context, baseURL!);
  await signInManager(context, baseURL!);
  const seeded = (await apiGet(page, '/manage/moxibustion/batches?per_page=1'))[0];
  const code = `E2E-${Date.now()}`;

  await page.goto('/manage/moxibustion');
  await expect(page.getByRole('heading', { name: '艾灸培训管理' })).toBeVisible();
  await page.getByRole('button', { name: '新建期次' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: '保存' }).click();
  // Checked before sending with the API's schema, said by the field.
  await expect(form.getByLabel('期次编号')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByTestId('field-error').first()).toHaveText('请填写期次编号。');
  await form.getByLabel('期次编号').fill(code);
  await form.getByLabel('名称').fill(`艾灸技能培训${code}`);
  await form.getByLabel('城市代码').fill(seeded.city_code);
  await form.getByLabel('承办单位').fill('中医药职业学院');
  await form.getByLabel('发证机构').fill('省中医药学会');
  await form.getByLabel('报名开始').fill('2026-01-01');
  await form.getByLabel('报名截止').fill('2026-02-01');
  await form.getByLabel('开班日期').fill('2026-03-01');
  await form.getByLabel('结业日期').fill('2026-03-20');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  const row = listRows(page, 'batch-row').filter({ hasText: code });
  await expect(row).toContainText('未开放报名');

  await row.getByRole('button', { name: '编辑' }).click();
  await page.getByRole('dialog').getByLabel('名称').fill(`艾灸技能培训${code}（修订）`);
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(row).toContainText('（修订）');
  await row.getByRole('button', { name: '开放报名' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '开放报名' }).click();
  await expect(row).toContainText('报名中');

  await page.getByRole('tab', { name: '报名审核' }).click();
  await page.getByRole('combobox', { name: '状态' }).selectOption('pending');
  await listSettled(page);
  const pending = listRows(page, 'enrollment-row');
  await expect(pending.first()).toBeVisible();
  const approvedName = (await pending.nth(0).locator('td').nth(1).textContent())!;
  const rejectedName = (await pending.nth(1).locator('td').nth(1).textContent())!;
  await page.getByRole('button', { name: `通过 ${approvedName} 的报名` }).click();
  // Approve is confirmed like reject, in the kit's dialog.
  await page.getByRole('dialog').getByRole('button', { name: '通过' }).click();
  await expect(page.getByRole('button', { name: `通过 ${approvedName} 的报名` })).toHaveCount(0);
  await page.getByRole('button', { name: `驳回 ${rejectedName} 的报名` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('原因').fill('不满足报名条件');
  await dialog.getByRole('button', { name: '驳回' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('combobox', { name: '状态' }).selectOption('rejected');
  await expect(listRows(page, 'enrollment-row').filter({ hasText: rejectedName })).toContainText('不满足报名条件');

  await page.getByRole('combobox', { name: '状态' }).selectOption('approved');
  await page.getByLabel('关键词').fill(approvedName);
  await page.getByRole('button', { name: '查询' }).click();
  await page.getByRole('button', { name: `为 ${approvedName} 发证` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '发证' }).click();
  const issuedRow = listRows(page, 'enrollment-row').filter({ hasText: approvedName }).first();
  await expect(issuedRow).toContainText(/AJ\d{10}/);
  // The ID number is masked in the queue; one click shows it whole (the reveal is logged by the API).
  await expect(issuedRow.getByTestId('masked-value').first()).toHaveText(/^\d{4}\*{10}[\dX]{4}$/);
  await issuedRow.getByRole('button', { name: '查看完整身份证号' }).click();
  await expect(issuedRow.getByTestId('masked-revealed')).toHaveText(/^\d{17}[\dX]$/);
  const certNo = (await issuedRow.textContent())!.match(/AJ\d{10}/)![0];

  const learner = await browser.newContext();
  await useChinese(learner, baseURL!);
  const front = await learner.newPage();
  await signInLearner(front.context(), baseURL!, DEMO_LEARNER_PHONE, E2E_DEMO_PASSWORD);
  const search = async () => {
    await front.goto('/moxibustion/certificateSearch');
    await front.getByLabel('证书编号').fill(certNo);
    await front.getByRole('button', { name: '查询' }).click();
    return front.getByRole('article');
  };
  await expect((await search()).getByText('有效', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: '证书管理' }).click();
  await page.getByRole('tabpanel').getByLabel('关键词').fill(certNo);
  await page.getByRole('tabpanel').getByRole('button', { name: '查询' }).click();
  await page.getByRole('button', { name: `注销证书 ${certNo}` }).click();
  await page.getByRole('dialog').getByLabel('原因').fill('身份信息有误');
  await page.getByRole('dialog').getByRole('button', { name: '注销' }).click();
  await expect(listRows(page, 'mox-certificate-row').filter({ hasText: certNo })).toContainText('身份信息有误');
  await expect((await search()).getByText('已注销', { exact: true })).toBeVisible();
  await learner.close();

  await page.getByRole('tab', { name: '培训期次' }).click();
  await row.getByRole('button', { name: '关闭报名' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '关闭报名' }).click();
  await expect(row).toContainText('未开放报名');
  const batch = (await apiGet(page, '/manage/moxibustion/batches?per_page=100')).find((b: { code: string }) => b.code === code);
  expect(batch.status).toBe('closed');
});

test('a certificate opens from the register on its detail page with its history', async ({ page, context, baseURL }) => {
  await useChinese(context, baseURL!);
  await signInManager(context, baseURL!);
  await page.goto('/manage/certificates');
  await page.getByRole('combobox', { name: '状态' }).selectOption('valid');
  const first = listRows(page, 'certificate-row').first();
  await expect(first).toBeVisible();
  const certNo = (await first.locator('td').first().textContent())!.trim();
  await first.getByRole('link', { name: `查看证书 ${certNo} 详情` }).click();
  await expect(page).toHaveURL(/\/manage\/certificates\/detail\?id=\d+$/);
  await expect(page.getByRole('heading', { name: `证书详情：${certNo}` })).toBeVisible();
  await expect(page.getByRole('img', { name: `证书 ${certNo} 核验二维码` })).toBeVisible();
  await expect(page.getByRole('link', { name: '公开核验页' })).toHaveAttribute('href', new RegExp(`/cerQuery\\?cert_no=${certNo}`));
  await expect(page.getByTestId('certificate-history')).toBeVisible();
  await page.getByRole('button', { name: '注销' }).click();
  await page.getByRole('dialog').getByLabel('原因').fill('证书信息有误，撤销');
  await page.getByRole('dialog').getByRole('button', { name: '注销' }).click();
  await expect(page.getByTestId('certificate-history')).toContainText('证书信息有误，撤销');
});
