import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import md5 from 'md5';
import { expect, test, type APIRequestContext } from './fixtures';
import { currentE2eServer, E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from '../../playwright.config';
import { signInLearner, useChinese } from './helpers/auth';

// The learner's journey from an exam result to a verified certificate: a completed enrolment, an
// exam result recorded and a certificate issued by a manager through the API, then the learner's
// /user/exam and /user/cert pages and the public verification page the certificate's QR code opens.

const VERIFIED_LEARNER = '13900000001'; // seeded with real-name verification approved

type Setup = { userId: number; classId: number; enrollmentId: number; realName: string };

/** A completed enrolment of the verified demo learner in an ongoing class: the study part belongs to other tests. */
function completedEnrolment(): Setup {
  const db = new Database(path.resolve(currentE2eServer().dbFile), { fileMustExist: true });
  try {
    const user = db.prepare('select u.id, v.real_name, v.id_number from users u join user_verified_data v on v.user_id = u.id where u.phone = ?').get(VERIFIED_LEARNER) as { id: number; real_name: string; id_number: string };
    const cls = db
      .prepare("select id from classes where status = 'ongoing' and organization_id is not null and id not in (select class_id from enrollments where user_id = ?) order by id limit 1")
      .get(user.id) as { id: number };
    const at = new Date().toISOString();
    const enrolment = db
      .prepare("insert into enrollments (class_id, user_id, status, active_slot, real_name, id_number, phone, study_seconds, created_at, updated_at) values (?, ?, 'completed', 1, ?, ?, ?, 0, ?, ?)")
      .run(cls.id, user.id, user.real_name, user.id_number, VERIFIED_LEARNER, at, at);
    db.prepare('update classes set enrolled_count = enrolled_count + 1 where id = ?').run(cls.id);
    return { userId: user.id, classId: cls.id, enrollmentId: Number(enrolment.lastInsertRowid), realName: user.real_name };
  } finally {
    db.close();
  }
}

async function managerSession(request: APIRequestContext, baseURL: string) {
  const headers = { origin: new URL(baseURL).origin, 'x-auth-guard': 'manage' };
  const login = await request.post('/api/v1/authorizations', {
    headers, data: { username: 'admin', password: md5(E2E_ADMIN_PASSWORD), client_id: '2', grant_type: 'password' },
  });
  expect(login.status()).toBe(201);
  return {
    post: (url: string, data: unknown) => request.post(`/api/v1${url}`, { headers, data }),
    put: (url: string, data: unknown) => request.put(`/api/v1${url}`, { headers, data }),
  };
}

test.beforeEach(async ({ context, baseURL }) => useChinese(context, baseURL!));

test('exam result recorded → certificate issued → shown in /user/cert → its QR link verifies on the public page', async ({ page, playwright, baseURL }) => {
  const setup = completedEnrolment();
  const managerRequest = await playwright.request.newContext({ baseURL });
  const manager = await managerSession(managerRequest, baseURL!);

  const exam = await manager.post('/exams', {
    class_id: setup.classId, title: '育婴员职业技能等级认定考核（结业考核）', start_at: '2026-12-20T09:00:00+08:00', end_at: '2026-12-20T11:30:00+08:00',
    place: '实训楼 3 楼 302 考场', pass_score: 60,
  });
  expect(exam.status()).toBe(201);
  const examId = ((await exam.json()) as { data: { id: number } }).data.id;
  const result = await manager.put(`/exams/${examId}/results/${setup.userId}`, { score: 88 });
  expect(result.status()).toBe(200);
  expect(((await result.json()) as { data: { passed: boolean } }).data.passed).toBe(true);
  const issued = await manager.post('/certificates', { enrollment_id: setup.enrollmentId });
  expect(issued.status()).toBe(201);
  const cert = ((await issued.json()) as { data: { cert_no: string; verify_url: string } & Record<string, unknown> }).data;
  // Issue 30: no digest of anything holding the ID number in the answer or the link.
  expect(cert).not.toHaveProperty('content_hash');
  expect(cert.verify_url).toMatch(/\/cerQuery\?cert_no=[A-Z]\d{21}$/);
  expect(cert.cert_no).toMatch(/^[A-Z]\d{21}$/);
  await managerRequest.dispose();

  await signInLearner(page.context(), baseURL!, VERIFIED_LEARNER, E2E_DEMO_PASSWORD);

  await page.goto('/user/exam');
  const card = page.getByTestId('exam-card').filter({ hasText: '育婴员职业技能等级认定考核（结业考核）' });
  await expect(card).toContainText('88 分');
  await expect(card).toContainText('合格');
  await expect(card).toContainText('实训楼 3 楼 302 考场');
  await card.getByRole('link', { name: '查看准考证' }).click();
  await expect(page.getByTestId('admission-ticket')).toContainText(setup.realName);
  await expect(page.getByRole('button', { name: '打印准考证' })).toBeVisible();

  await page.goto('/user/cert');
  const certCard = page.getByTestId('certificate-card').filter({ hasText: cert.cert_no });
  await expect(certCard).toContainText(setup.realName);
  expect(await certCard.textContent()).not.toMatch(/[0-9a-f]{32}/);
  // The PDF needs no system font (Noto Sans Hans comes with npm install) and is saved under its number.
  const [download] = await Promise.all([page.waitForEvent('download'), certCard.getByRole('button', { name: '下载 PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`certificate-${cert.cert_no}.pdf`);
  expect(fs.readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');
  // A failed download says why and saves nothing (a plain link saved the JSON error as a .pdf).
  await page.route('**/api/v1/user/certificates/*/pdf', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: '证书服务暂不可用，请稍后再试。', status_code: 503, code: 'service_unavailable' }) }),
  );
  let saved = false;
  page.once('download', () => (saved = true));
  await certCard.getByRole('button', { name: '下载 PDF' }).click();
  await expect(page.getByText('证书服务暂不可用，请稍后再试。')).toBeVisible();
  expect(saved).toBe(false);
  await page.unroute('**/api/v1/user/certificates/*/pdf');

  // The page's link opens verify_url's path and query on this site.
  const verify = new URL(cert.verify_url);
  await certCard.getByRole('link', { name: '在线核验' }).click();
  await page.waitForURL((url) => url.pathname === '/cerQuery' && url.searchParams.get('cert_no') === cert.cert_no);
  expect(new URL(page.url()).search).toBe(verify.search);
  await expect(page.locator('#main').getByText(setup.realName)).toBeVisible();
  await expect(page.locator('#main').getByText('有效', { exact: true })).toBeVisible();

  // A link printed before issue 30 still carries hash=: it is ignored (it is no longer published or compared).
  await page.goto(`/cerQuery?cert_no=${cert.cert_no}&hash=${'0'.repeat(64)}`);
  await expect(page.getByTestId('record-check')).toHaveCount(0);
  await expect(page.locator('#main').getByText('有效', { exact: true })).toBeVisible();
});
