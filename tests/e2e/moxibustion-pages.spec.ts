import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { E2E_DEMO_PASSWORD } from '../../playwright.config';
import { idNumberCheckChar } from '../../lib/server/db/seed/id-numbers';
import { DEMO_LEARNER_PHONE, signInLearner, useChinese } from './helpers/auth';
import { seriousViolations, WCAG_20_AA } from './helpers/axe';
import { signInManager } from './helpers/manage';

// The moxibustion programme's pages (SPEC.md §2). They are not on the whitelist, so a learner signs in first.
// A certificate's holder sees its signed QR code on its page, and the check page verifies it (issue 22).

async function seededCertificate(request: APIRequestContext): Promise<{ cert_no: string; name: string; issuer: string }> {
  for (let year = new Date().getFullYear() + 1; year >= 2020; year -= 1) {
    const response = await request.get(`/api/v1/moxibustion/certificates/AJ${year}000001`);
    if (response.ok()) return (await response.json()).data;
  }
  throw new Error('no seeded moxibustion certificate');
}

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A programme certificate of the demo learner's own: through the API as in the programme, a batch opened
 * by the administrator, the learner's enrolment, its approval and the issue. One already held is reused.
 */
async function ownCertificate(page: Page, manager: Page, baseURL: string): Promise<string> {
  const held = (await (await page.request.get('/api/v1/user/moxibustion-certificates')).json()).data as Array<{ cert_no: string }>;
  if (held.length) return held[0].cert_no;
  const origin = { origin: new URL(baseURL).origin };
  const manage = { ...origin, 'x-auth-guard': 'manage' };
  const seeded = (await (await manager.request.get('/api/v1/manage/moxibustion/batches?per_page=1', { headers: manage })).json()).data[0];
  const code = `E2E-QR-${Date.now()}`;
  const created = await manager.request.post('/api/v1/manage/moxibustion/batches', {
    headers: manage,
    data: {
      code, title: `艾灸技能培训${code}`, level: '初级', city_code: seeded.city_code, venue: '实训楼三层', organizer: '中医药职业学院', issuer: '省中医药学会',
      enroll_start: isoDay(-2), enroll_end: isoDay(10), start_date: isoDay(20), end_date: isoDay(30), hours: 64, capacity: 10, fee_cents: 0, description: '<p>培训</p>',
    },
  });
  expect(created.status()).toBe(201);
  const batchId = (await created.json()).data.id;
  expect((await manager.request.post(`/api/v1/manage/moxibustion/batches/${batchId}/open`, { headers: manage })).status()).toBe(200);
  const first17 = `41010519880512${String(Date.now() % 1000).padStart(3, '0')}`;
  const enrolled = await page.request.post('/api/v1/moxibustion/enrollments', {
    headers: origin,
    data: { batch_id: batchId, name: '赵明月', gender: 2, phone: DEMO_LEARNER_PHONE, id_number: `${first17}${idNumberCheckChar(first17)}`, city_code: seeded.city_code },
  });
  expect(enrolled.status()).toBe(201);
  const enrolmentId = (await enrolled.json()).data.id;
  expect((await manager.request.post(`/api/v1/manage/moxibustion/enrollments/${enrolmentId}/approve`, { headers: manage })).status()).toBe(200);
  const issued = await manager.request.post('/api/v1/manage/moxibustion/certificates', { headers: manage, data: { enrollment_ids: [enrolmentId] } });
  expect(issued.status()).toBe(201);
  return (await issued.json()).data.issued[0].cert_no;
}

test('the programme pages show seeded batches, admission lists and certificates', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  await useChinese(context, baseURL!);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await signInLearner(page.context(), baseURL!, DEMO_LEARNER_PHONE, E2E_DEMO_PASSWORD);

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
  expect(await seriousViolations(page, WCAG_20_AA)).toEqual([]);

  await page.getByRole('link', { name: '查看全部期次' }).click();
  await expect(page).toHaveURL(/\/moxibustion\/enrollLists$/);
  await expect(page.getByText(`共 ${batches.length} 期`)).toBeVisible();
  await expect(page.getByRole('link', { name: batches[0].title })).toBeVisible();
  expect(await seriousViolations(page, WCAG_20_AA)).toEqual([]);

  expect(withList, 'a seeded batch has a published admission list').toBeDefined();
  await page.goto(`/moxibustion/enrollInfo?id=${withList!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: withList!.title })).toBeVisible();
  await expect(page.getByText(withList!.issuer).first()).toBeVisible();
  await expect(page.getByRole('table').getByText(enrollee).first()).toBeVisible();
  expect(await seriousViolations(page, WCAG_20_AA)).toEqual([]);
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
  expect(await seriousViolations(page, WCAG_20_AA)).toEqual([]);

  await result.getByRole('link', { name: cert.cert_no }).click();
  await expect(page).toHaveURL(new RegExp(`/moxibustion/certificateInfo\\?cert_no=${cert.cert_no}$`));
  await expect(page.getByRole('heading', { level: 1, name: '艾灸培训结业证书' })).toBeVisible();
  await expect(page.getByText(cert.issuer)).toBeVisible();
  await page.goto('/moxibustion/certificateInfo?cert_no=AJ1999000001');
  await expect(page.locator('main').getByRole('alert')).toHaveText('未找到编号为 AJ1999000001 的证书。');
  // Another's certificate: the page says what its holder would see, and shows no signed QR code.
  await page.goto(`/moxibustion/certificateInfo?cert_no=${cert.cert_no}`);
  await expect(page.getByText('持证人登录后，可在本页出示证书的签名二维码并下载电子证书。')).toBeVisible();
  await expect(page.getByTestId('holder-credential')).toHaveCount(0);
  // The one deliberate 404 (an unknown batch) is logged by the browser as a failed load.
  expect(errors.filter((e) => !e.includes('404 (Not Found)'))).toEqual([]);
});

test("a certificate's holder sees its signed QR code on its page, and the check page verifies it", async ({ page, context, browser, baseURL }) => {
  test.setTimeout(120_000);
  await useChinese(context, baseURL!);
  await signInLearner(page.context(), baseURL!, DEMO_LEARNER_PHONE, E2E_DEMO_PASSWORD);
  const office = await browser.newContext();
  await signInManager(office, baseURL!);
  const certNo = await ownCertificate(page, await office.newPage(), baseURL!);
  await office.close();

  await page.goto(`/moxibustion/certificateInfo?cert_no=${certNo}`);
  const holder = page.getByTestId('holder-credential');
  await expect(holder.getByRole('heading', { name: '持证人电子证书' })).toBeVisible();
  await expect(holder.getByRole('img', { name: `证书 ${certNo} 的签名二维码` })).toBeVisible();
  await expect(holder.getByRole('button', { name: '下载电子证书' })).toBeVisible();
  expect(await seriousViolations(page, WCAG_20_AA)).toEqual([]);
  const download = page.waitForEvent('download');
  await holder.getByRole('button', { name: '下载电子证书' }).click();
  expect((await download).suggestedFilename()).toBe(`certificate-${certNo}.vc.jwt`);

  await holder.getByRole('link', { name: '打开签名核验页' }).click();
  await expect(page).toHaveURL(/\/cerQuery#cert=[\w-]+\.[\w-]+\.[\w-]+$/);
  const verdict = page.getByTestId('credential-verdict');
  await expect(verdict).toHaveAttribute('data-outcome', 'valid');
  await expect(verdict.getByRole('status')).toHaveText('证书真实有效');
  await expect(page.getByTestId('credential-contents')).toContainText(certNo);
  await expect(page.getByTestId('credential-contents')).toContainText('艾灸技能培训');
});
