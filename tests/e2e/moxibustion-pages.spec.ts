import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_DEMO_PASSWORD } from '../../playwright.config';
import { DEMO_LEARNER_PHONE, loginThroughUi, useChinese } from './helpers/auth';

// The moxibustion programme's pages (SPEC.md §2). They are not on the whitelist, so a learner signs in first.

async function seededCertificate(request: APIRequestContext): Promise<{ cert_no: string; name: string; issuer: string }> {
  for (let year = new Date().getFullYear() + 1; year >= 2020; year -= 1) {
    const response = await request.get(`/api/v1/moxibustion/certificates/AJ${year}000001`);
    if (response.ok()) return (await response.json()).data;
  }
  throw new Error('no seeded moxibustion certificate');
}

async function noSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${page.url()} ${v.id}`)).toEqual([]);
}

test('the programme pages show seeded batches, admission lists and certificates', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  await useChinese(context, baseURL!);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await loginThroughUi(page, DEMO_LEARNER_PHONE, E2E_DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));

  const batches = (await (await request.get('/api/v1/moxibustion/batches?per_page=100&include=city')).json()).data as Array<{ id: number; title: string; issuer: string; status: string }>;
  expect(batches.length).toBeGreaterThan(0);
  let withList: { id: number; title: string; issuer: string } | undefined;
  let enrollee = '';
  for (const batch of batches) {
    const list = (await (await request.get(`/api/v1/moxibustion/batches/${batch.id}/enrollees`)).json()).data as Array<{ name: string }>;
    if (list.length) {
      withList = batch;
      enrollee = list[0].name;
      break;
    }
  }

  await page.goto('/moxibustion');
  await expect(page.getByRole('heading', { level: 1, name: '艾灸技能培训项目' })).toBeVisible();
  const open = batches.find((b) => b.status === 'enrolling');
  if (open) await expect(page.getByRole('link', { name: open.title })).toBeVisible();
  await noSeriousViolations(page);

  await page.getByRole('link', { name: '查看全部期次' }).click();
  await expect(page).toHaveURL(/\/moxibustion\/enrollLists$/);
  await expect(page.getByText(`共 ${batches.length} 期`)).toBeVisible();
  await expect(page.getByRole('link', { name: batches[0].title })).toBeVisible();
  await noSeriousViolations(page);

  expect(withList, 'a seeded batch has a published admission list').toBeDefined();
  await page.goto(`/moxibustion/enrollInfo?id=${withList!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: withList!.title })).toBeVisible();
  await expect(page.getByText(withList!.issuer).first()).toBeVisible();
  await expect(page.getByRole('table').getByText(enrollee).first()).toBeVisible();
  await noSeriousViolations(page);
  expect((await page.goto('/moxibustion/enrollInfo?id=99999999'))?.status()).toBe(404);

  const cert = await seededCertificate(request);
  await page.goto('/moxibustion/certificateSearch');
  await page.getByLabel('证书编号').fill('AJ12');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('证书编号格式不正确，应为 AJ 加 10 位数字。')).toBeVisible();
  await page.getByLabel('证书编号').fill(cert.cert_no.toLowerCase());
  await page.getByRole('button', { name: '查询' }).click();
  const result = page.getByRole('article');
  await expect(result.getByText(cert.name)).toBeVisible();
  await expect(result.getByText(/^\d{4}\*{10}[\dX]{4}$/)).toBeVisible();
  await noSeriousViolations(page);

  await result.getByRole('link', { name: cert.cert_no }).click();
  await expect(page).toHaveURL(new RegExp(`/moxibustion/certificateInfo\\?cert_no=${cert.cert_no}$`));
  await expect(page.getByRole('heading', { level: 1, name: '艾灸培训结业证书' })).toBeVisible();
  await expect(page.getByText(cert.issuer)).toBeVisible();
  await page.goto('/moxibustion/certificateInfo?cert_no=AJ1999000001');
  await expect(page.locator('main').getByRole('alert')).toHaveText('未找到编号为 AJ1999000001 的证书。');
  // The one deliberate 404 (an unknown batch) is logged by the browser as a failed load.
  expect(errors.filter((e) => !e.includes('404 (Not Found)'))).toEqual([]);
});
