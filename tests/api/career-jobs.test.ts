import { accountsHarness, createLearner, tokenFor, type AccountsHarness } from '../helpers/accounts';
import { countRows } from '../helpers/career';
import { insertOccupation, insertOrganization, insertRegions, STAMP } from '../helpers/fixtures';

let h: AccountsHarness;
let me: { id: number; phone: string };
let other: { id: number; phone: string };
let myToken: string;
let otherToken: string;
let occupationId: number;
let openJob: number;
let closedJob: number;
let draftJob: number;

const profile = (over: Record<string, unknown> = {}) => ({
  name: '王丽娟', gender: 2, birth_year: 1992, education: '大专', occupation_id: occupationId, skill_level: 4, city_code: '410100',
  expected_job: '育婴员', expected_salary: '5000-7000元/月', introduction: '持有育婴员四级证书，从业五年。', is_public: true, ...over,
});

async function insertJob(orgId: number, title: string, status: string, published_at: string, salary_max = 8000) {
  const row = await h.db
    .insertInto('job_postings')
    .values({
      organization_id: orgId, title, occupation_id: occupationId, city_code: '410100', area_code: '410105', salary_min: 5000, salary_max, headcount: 3,
      education: '大专', experience: '1-3年', description: '岗位职责：负责婴幼儿日常照护。', contact: '李女士 13800000000', status, published_at,
      created_at: STAMP, updated_at: STAMP,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await h.db.insertInto('dictionary_items').values([
    { type: 'education', value: '大专', label: '大专', sort: 1, enabled: 1 },
    { type: 'education', value: '本科', label: '本科', sort: 2, enabled: 1 },
  ]).execute();
  occupationId = await insertOccupation(h.db, { name: '育婴员' });
  const org = await insertOrganization(h.db, { name: '郑州金水家政服务有限公司', type: 10 });
  openJob = await insertJob(org, '育婴员（四级/中级工及以上）', 'published', '2026-11-20T00:00:00.000Z');
  await insertJob(org, '养老护理员', 'published', '2026-11-10T00:00:00.000Z', 6000);
  closedJob = await insertJob(org, '保育师', 'closed', '2026-10-01T00:00:00.000Z');
  draftJob = await insertJob(org, '内部草稿岗位', 'draft', '2026-10-01T00:00:00.000Z');
  me = await createLearner(h.db);
  other = await createLearner(h.db);
  [myToken, otherToken] = await Promise.all([tokenFor(h, 'learner', me.phone), tokenFor(h, 'learner', other.phone)]);
});

afterAll(() => h.close());

test('searches open jobs by keyword, salary and page', async () => {
  const all = await h.request('GET', '/jobs');
  expect(all.status).toBe(200);
  expect(all.body.data.map((j: { title: string }) => j.title)).toEqual(['育婴员（四级/中级工及以上）', '养老护理员']);
  expect(all.body.data[0]).toMatchObject({ city_name: '郑州市', organization: { data: { name: '郑州金水家政服务有限公司' } }, status: 'published' });
  expect((await h.request('GET', `/jobs?keyword=${encodeURIComponent('养老')}`)).body.data).toHaveLength(1);
  expect((await h.request('GET', `/jobs?keyword=${encodeURIComponent('金水家政')}`)).body.data).toHaveLength(2);
  expect((await h.request('GET', '/jobs?salary_min=7000')).body.data).toHaveLength(1);
  const paged = await h.request('GET', '/jobs?per_page=1&page=2');
  expect(paged.body.meta.pagination).toMatchObject({ total: 2, per_page: 1, current_page: 2 });
  expect((await h.request('GET', '/jobs?city_code=abc')).status).toBe(422);
  expect((await h.request('GET', `/jobs/${draftJob}`)).status).toBe(404);
  expect((await h.request('GET', `/jobs/${closedJob}`)).body.data.status).toBe('closed');
});

test('the talent profile: 422 on bad input with nothing written, then created and replaced', async () => {
  expect((await h.request('GET', '/user/talent', { token: myToken })).body).toEqual({ data: null });
  const bad = await h.request('PUT', '/user/talent', { token: myToken, json: profile({ name: 'A', gender: 3, birth_year: 1900, city_code: '42', expected_job: '' }) });
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.body.errors).sort()).toEqual(['birth_year', 'city_code', 'expected_job', 'gender', 'name']);
  const badRefs = await h.request('PUT', '/user/talent', { token: myToken, json: profile({ education: '博士后', city_code: '420100', occupation_id: 999999 }) });
  expect(badRefs.status).toBe(422);
  expect(Object.keys(badRefs.body.errors).sort()).toEqual(['city_code', 'education', 'occupation_id']);
  expect(await countRows(h.db, 'talents')).toBe(0);

  const created = await h.request('PUT', '/user/talent', { token: myToken, json: profile() });
  expect(created.status).toBe(201);
  const replaced = await h.request('PUT', '/user/talent', { token: myToken, json: profile({ expected_job: '早教指导师', is_public: false }) });
  expect(replaced.status).toBe(200);
  expect(replaced.body.data).toMatchObject({ id: created.body.data.id, expected_job: '早教指导师', is_public: false });
  expect(await countRows(h.db, 'talents')).toBe(1);
  const stored = await h.db.selectFrom('talents').select(['user_id', 'phone']).executeTakeFirstOrThrow();
  expect(stored).toEqual({ user_id: me.id, phone: me.phone });
});

test('applying needs a profile, an open job and happens once', async () => {
  expect((await h.request('POST', `/jobs/${openJob}/applications`, { json: {} })).status).toBe(401);
  const noProfile = await h.request('POST', `/jobs/${openJob}/applications`, { token: otherToken, json: {} });
  expect(noProfile.status).toBe(409);
  expect((await h.request('POST', `/jobs/${openJob}/applications`, { token: myToken, json: { message: 'x'.repeat(501) } })).status).toBe(422);
  expect((await h.request('POST', `/jobs/${closedJob}/applications`, { token: myToken, json: {} })).status).toBe(409);
  expect((await h.request('POST', `/jobs/${draftJob}/applications`, { token: myToken, json: {} })).status).toBe(404);
  expect(await countRows(h.db, 'job_applications')).toBe(0);

  const answers = await Promise.all([1, 2, 3].map(() => h.request('POST', `/jobs/${openJob}/applications`, { token: myToken, json: { message: '您好，我有五年育婴经验。' } })));
  expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  expect(await countRows(h.db, 'job_applications')).toBe(1);
  const mine = await h.request('GET', '/user/job-applications', { token: myToken });
  expect(mine.body.data).toHaveLength(1);
  expect(mine.body.data[0]).toMatchObject({ status: 'submitted', job: { data: { title: '育婴员（四级/中级工及以上）', organization: '郑州金水家政服务有限公司' } } });
  expect((await h.request('GET', '/user/job-applications', { token: otherToken })).body.data).toEqual([]);
});

test("withdrawing: another learner's application is a 404, a handled one a 409", async () => {
  const [application] = (await h.request('GET', '/user/job-applications', { token: myToken })).body.data;
  expect((await h.request('POST', `/user/job-applications/${application.id}/withdraw`, { token: otherToken })).status).toBe(404);
  expect((await h.db.selectFrom('job_applications').select('status').executeTakeFirstOrThrow()).status).toBe('submitted');
  const withdrawn = await h.request('POST', `/user/job-applications/${application.id}/withdraw`, { token: myToken });
  expect(withdrawn.status).toBe(200);
  expect(withdrawn.body.data.status).toBe('withdrawn');
  expect((await h.request('POST', `/user/job-applications/${application.id}/withdraw`, { token: myToken })).status).toBe(409);
});
