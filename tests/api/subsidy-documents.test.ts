import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertOccupation, insertOrganization, insertRegions } from '../helpers/fixtures';
import { insertDictionary, learnerWithToken } from '../helpers/learner-area';
import { managerWithRole, seedAccess } from '../helpers/manage';
import { finishedClass } from '../helpers/subsidy';

// Learner category declarations with their document (the category in force on the enrolment date
// picks the standard), the claim's uploads while it may change, and the attendance sheet PDF.

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
let h: AccountsHarness;
let occupation: number;
let org: number;
const token = { province: '', institution: '', otherInstitution: '' };
const form = (fields: Record<string, string | Blob>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await seedAccess(h.db);
  await insertDictionary(h.db);
  occupation = await insertOccupation(h.db);
  org = await insertOrganization(h.db);
  token.province = (await managerWithRole(h, 'province-admin')).token;
  token.institution = (await managerWithRole(h, 'institution', org)).token;
  token.otherInstitution = (await managerWithRole(h, 'institution', await insertOrganization(h.db))).token;
  const base = { occupation_id: occupation, level: 5, min_attendance_percent: 80, claim_months: 12, once_per_occupation_level: true, max_per_year: 3, valid_from: '2026-01-01' };
  await h.request('POST', '/manage/subsidy/standards', { token: token.province, json: { ...base, amount_fen: 100000 } });
  await h.request('POST', '/manage/subsidy/standards', { token: token.province, json: { ...base, amount_fen: 130000, learner_category: '失业人员' } });
});
afterAll(() => h.close());

test('a verified category in force on the enrolment date picks its standard; a pending or later one does not', async () => {
  const [a, b, c] = [await learnerWithToken(h.db), await learnerWithToken(h.db), await learnerWithToken(h.db)];
  const made = await finishedClass(h.db, { organizationId: org, occupationId: occupation, learners: [{ learner: a, name: '甲' }, { learner: b, name: '乙' }, { learner: c, name: '丙' }] });

  expect((await h.request('POST', '/user/subsidy/category-documents', { token: a.token, form: form({ file: new Blob(['not a document']) }) })).status).toBe(422);
  const upload = async (t: string) => (await h.request('POST', '/user/subsidy/category-documents', { token: t, form: form({ file: new Blob([PNG], { type: 'image/png' }) }) })).body.data.id;
  const docA = await upload(a.token);
  expect((await h.request('POST', '/user/subsidy/categories', { token: b.token, json: { category: '失业人员', valid_from: '2026-01-01', document_file_id: docA } })).status).toBe(422);
  expect((await h.request('POST', '/user/subsidy/categories', { token: a.token, json: { category: '不存在的类别', valid_from: '2026-01-01', document_file_id: docA } })).body.errors.category).toBeDefined();
  const declared = await h.request('POST', '/user/subsidy/categories', { token: a.token, json: { category: '失业人员', valid_from: '2026-01-01', document_file_id: docA } });
  expect(declared.status).toBe(201);
  expect(declared.body.data.status).toBe('pending');
  const late = await h.request('POST', '/user/subsidy/categories', { token: c.token, json: { category: '失业人员', valid_from: '2026-03-01', document_file_id: await upload(c.token) } });
  const pending = await h.request('POST', '/user/subsidy/categories', { token: b.token, json: { category: '失业人员', valid_from: '2026-01-01', document_file_id: await upload(b.token) } });

  const queue = (await h.request('GET', '/manage/subsidy/categories?status=pending', { token: token.institution })).body.data;
  expect(queue.map((d: { id: number }) => d.id).sort()).toEqual([declared.body.data.id, late.body.data.id, pending.body.data.id].sort());
  expect((await h.request('GET', '/manage/subsidy/categories', { token: token.otherInstitution })).body.data).toEqual([]);
  const doc = await h.request('GET', `/manage/subsidy/categories/${declared.body.data.id}/document`, { token: token.institution });
  expect(doc.status).toBe(200);
  expect((await h.request('POST', `/manage/subsidy/categories/${declared.body.data.id}/review`, { token: token.institution, json: { decision: 'reject' } })).status).toBe(422);
  for (const id of [declared.body.data.id, late.body.data.id]) {
    expect((await h.request('POST', `/manage/subsidy/categories/${id}/review`, { token: token.institution, json: { decision: 'verify' } })).body.data.status).toBe('verified');
  }
  expect((await h.request('POST', `/manage/subsidy/categories/${declared.body.data.id}/review`, { token: token.institution, json: { decision: 'verify' } })).status).toBe(409);

  // Enrolled on 2026-02-20: 甲's category (from 2026-01-01, verified) counts; 乙's is pending; 丙's starts after enrolling.
  const e = (await h.request('GET', `/manage/subsidy/classes/${made.classId}/eligibility`, { token: token.institution })).body.data;
  expect(e.learners.map((l: { learner_name: string; learner_category: string | null; amount_fen: number }) => [l.learner_name, l.learner_category, l.amount_fen]))
    .toEqual([['甲', '失业人员', 130000], ['乙', null, 100000], ['丙', null, 100000]]);
  expect(e.total_fen).toBe(330000);
});

test("a claim's uploads while it may change, and the attendance sheet PDF", async () => {
  const made = await finishedClass(h.db, { organizationId: org, occupationId: occupation, learners: [{ name: '张一' }, { name: '张二' }] });
  const claim = (await h.request('POST', '/manage/subsidy/claims', { token: token.institution, json: { class_id: made.classId } })).body.data;
  const path = `/manage/subsidy/claims/${claim.id}/attachments`;
  expect((await h.request('POST', path, { token: token.institution, form: form({ kind: 'invoice', file: new Blob(['plain text, not a document']) }) })).status).toBe(422);
  expect((await h.request('POST', path, { token: token.institution, form: form({ kind: 'poster', file: new Blob([PNG]) }) })).status).toBe(422);
  const attached = await h.request('POST', path, { token: token.institution, form: form({ kind: 'photo', file: new Blob([PNG], { type: 'image/png' }) }) });
  expect(attached.status).toBe(201);
  expect(attached.body.data.attachments).toEqual([expect.objectContaining({ kind: 'photo', mime: 'image/png' })]);
  const fileId = attached.body.data.attachments[0].file_id;
  expect((await h.request('GET', `${path}/${fileId}`, { token: token.institution })).status).toBe(200);
  expect((await h.request('GET', `${path}/${fileId}`, { token: token.otherInstitution })).status).toBe(404);

  const sheet = await h.request('GET', `/manage/subsidy/claims/${claim.id}/attendance-sheet`, { token: token.institution });
  expect(sheet.status).toBe(200);
  expect(sheet.headers.get('content-type')).toBe('application/pdf');
  expect(String(sheet.body).startsWith('%PDF')).toBe(true);

  await h.request('PUT', `/manage/subsidy/claims/${claim.id}/payee`, { token: token.institution, json: { payee_name: '培训学校', payee_bank: '工商银行', payee_account: '123456789012' } });
  await h.request('POST', `/manage/subsidy/claims/${claim.id}/submit`, { token: token.institution });
  expect((await h.request('DELETE', `${path}/${fileId}`, { token: token.institution })).status).toBe(409);
  expect((await h.request('POST', path, { token: token.institution, form: form({ kind: 'photo', file: new Blob([PNG]) }) })).status).toBe(409);
});
