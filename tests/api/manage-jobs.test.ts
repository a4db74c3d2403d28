import { accountsHarness, createLearner, tokenFor, type AccountsHarness } from '../helpers/accounts';
import { insertOccupation, insertOrganization, insertRegions, insertTalent, STAMP } from '../helpers/fixtures';
import { managerWithRole, seedAccess } from '../helpers/manage';

// Back-office jobs and talents: enterprise accounts post and answer applicants of their own jobs
// only, government managers review; talents hidden by a manager leave the public directory.

let h: AccountsHarness;
let occupationId: number;
const org = { mine: 0, other: 0, luoyang: 0 };
const token = { province: '', city: '', enterprise: '', otherEnterprise: '', school: '', learner: '' };
let learner: { id: number; phone: string };
let foreignJob = 0;
let foreignApplication = 0;

const body = (over: Record<string, unknown> = {}) => ({
  title: '育婴员（四级及以上）', occupation_id: occupationId, city_code: '410100', area_code: '410105', salary_min: 5000, salary_max: 8000, headcount: 3,
  education: '大专', experience: '1-3年', description: '负责婴幼儿日常照护。', contact: '李女士 13800000000', ...over,
});

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await seedAccess(h.db);
  await h.db.insertInto('dictionary_items').values([{ type: 'education', value: '大专', label: '大专', sort: 1, enabled: 1 }]).execute();
  occupationId = await insertOccupation(h.db, { name: '育婴员' });
  org.mine = await insertOrganization(h.db, { name: '郑州金水家政服务有限公司', type: 10, city_code: '410100' });
  org.other = await insertOrganization(h.db, { name: '郑州二七家政有限公司', type: 10, city_code: '410100' });
  org.luoyang = await insertOrganization(h.db, { name: '洛阳家政有限公司', type: 10, city_code: '410300' });
  const province = await managerWithRole(h, 'province-admin');
  await h.db.updateTable('managers').set({ city_code: null, area_code: null }).where('id', '=', province.id).execute();
  token.province = province.token;
  token.city = (await managerWithRole(h, 'city-admin')).token;
  token.enterprise = (await managerWithRole(h, 'enterprise', org.mine)).token;
  token.otherEnterprise = (await managerWithRole(h, 'enterprise', org.other)).token;
  token.school = (await managerWithRole(h, 'school', await insertOrganization(h.db, { type: 11 }))).token;
  learner = await createLearner(h.db);
  token.learner = await tokenFor(h, 'learner', learner.phone);
  await insertTalent(h.db, { user_id: learner.id, name: '王丽娟', phone: learner.phone, is_public: 1 });
  foreignJob = (await h.db.insertInto('job_postings').values({
    organization_id: org.other, title: '养老护理员', city_code: '410100', headcount: 2, status: 'published', published_at: STAMP, created_at: STAMP, updated_at: STAMP,
  }).returning('id').executeTakeFirstOrThrow()).id;
  foreignApplication = (await h.request('POST', `/jobs/${foreignJob}/applications`, { token: token.learner, json: {} })).body.data.id;
});

afterAll(() => h.close());

test('an enterprise posts a job that waits for review, then applicants get answers the learner sees', async () => {
  const bad = await h.request('POST', '/manage/jobs', { token: token.enterprise, json: body({ title: '', salary_min: 9000, salary_max: 5000, city_code: '999999' }) });
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['title', 'salary_max']));
  const created = await h.request('POST', '/manage/jobs', { token: token.enterprise, json: body({ organization_id: org.other }) });
  expect(created.status).toBe(201);
  expect(created.body.data).toMatchObject({ status: 'pending', organization_id: org.mine, city_name: '郑州市' });
  const id = created.body.data.id;
  expect((await h.request('GET', `/jobs/${id}`)).status).toBe(404);
  expect((await h.request('PUT', `/manage/jobs/${id}`, { token: token.enterprise, json: body({ title: '育婴员（高级）' }) })).body.data.title).toBe('育婴员（高级）');
  expect((await h.request('POST', `/manage/jobs/${id}/review`, { token: token.enterprise, json: { approve: true } })).status).toBe(403);
  const noReason = await h.request('POST', `/manage/jobs/${id}/review`, { token: token.city, json: { approve: false } });
  expect(noReason.status).toBe(422);
  expect(noReason.body.errors.reason).toBeDefined();
  expect((await h.request('POST', `/manage/jobs/${id}/review`, { token: token.city, json: { approve: true } })).body.data.status).toBe('published');
  expect((await h.request('GET', `/jobs/${id}`)).body.data.title).toBe('育婴员（高级）');

  const applied = await h.request('POST', `/jobs/${id}/applications`, { token: token.learner, json: { message: '希望面试' } });
  expect(applied.status).toBe(201);
  const applicants = await h.request('GET', `/manage/jobs/${id}/applications`, { token: token.enterprise });
  expect(applicants.body.data).toHaveLength(1);
  expect(applicants.body.data[0]).toMatchObject({ name: '王丽娟', status: 'submitted', phone: `${learner.phone.slice(0, 3)}****${learner.phone.slice(-4)}` });
  const appId = applicants.body.data[0].id;
  const answered = await h.request('PUT', `/manage/jobs/${id}/applications/${appId}/status`, { token: token.enterprise, json: { status: 'interview', note: '周一上午面试' } });
  expect(answered.body.data).toMatchObject({ status: 'interview', note: '周一上午面试' });
  const mine = await h.request('GET', '/user/job-applications', { token: token.learner });
  expect(mine.body.data.find((a: { id: number }) => a.id === appId).status).toBe('interview');

  const exported = await h.request('GET', `/manage/jobs/${id}/applications/export`, { token: token.enterprise });
  expect(exported.status).toBe(200);
  expect(exported.headers.get('content-type')).toContain('spreadsheetml');
  expect((await h.request('GET', '/manage/jobs/export?status=published', { token: token.enterprise })).status).toBe(200);
  expect((await h.request('GET', '/manage/talents/export', { token: token.city })).status).toBe(200);

  expect((await h.request('POST', `/manage/jobs/${id}/close`, { token: token.enterprise })).body.data.status).toBe('closed');
  expect((await h.request('GET', '/jobs')).body.data.map((j: { id: number }) => j.id)).not.toContain(id);
  expect((await h.request('POST', `/manage/jobs/${id}/close`, { token: token.enterprise })).status).toBe(409);
  expect((await h.request('POST', `/manage/jobs/${id}/reopen`, { token: token.enterprise })).body.data.status).toBe('pending');
  expect((await h.request('DELETE', `/manage/jobs/${id}`, { token: token.enterprise })).status).toBe(200);
  expect((await h.request('GET', `/manage/jobs/${id}`, { token: token.province })).status).toBe(404);
});

test("another enterprise's job and applications are 404 for every read and write", async () => {
  const t = token.enterprise;
  expect((await h.request('GET', '/manage/jobs', { token: t })).body.data.map((j: { id: number }) => j.id)).not.toContain(foreignJob);
  expect((await h.request('GET', `/manage/jobs/${foreignJob}`, { token: t })).status).toBe(404);
  expect((await h.request('PUT', `/manage/jobs/${foreignJob}`, { token: t, json: body() })).status).toBe(404);
  expect((await h.request('POST', `/manage/jobs/${foreignJob}/close`, { token: t })).status).toBe(404);
  expect((await h.request('GET', `/manage/jobs/${foreignJob}/applications`, { token: t })).status).toBe(404);
  expect((await h.request('GET', `/manage/jobs/${foreignJob}/applications/export`, { token: t })).status).toBe(404);
  expect((await h.request('PUT', `/manage/jobs/${foreignJob}/applications/${foreignApplication}/status`, { token: t, json: { status: 'hired' } })).status).toBe(404);
  const own = (await h.request('POST', '/manage/jobs', { token: t, json: body() })).body.data.id;
  expect((await h.request('PUT', `/manage/jobs/${own}/applications/${foreignApplication}/status`, { token: t, json: { status: 'hired' } })).status).toBe(404);
  expect((await h.request('DELETE', `/manage/jobs/${foreignJob}`, { token: t })).status).toBe(404);
  const app = await h.db.selectFrom('job_applications').select('status').where('id', '=', foreignApplication).executeTakeFirstOrThrow();
  expect(app.status).toBe('submitted');
  expect((await h.request('GET', `/manage/jobs/${foreignJob}`, { token: token.otherEnterprise })).status).toBe(200);
});

test('city managers see their city; managers without the permission are refused', async () => {
  const luoyang = (await h.request('POST', '/manage/jobs', { token: token.province, json: body({ organization_id: org.luoyang, city_code: '410300', area_code: null }) })).body.data;
  expect(luoyang.status).toBe('published');
  expect((await h.request('GET', `/manage/jobs/${luoyang.id}`, { token: token.city })).status).toBe(404);
  const cityIds = (await h.request('GET', '/manage/jobs?sort=salary&per_page=50', { token: token.city })).body.data.map((j: { id: number }) => j.id);
  expect(cityIds).toContain(foreignJob);
  expect(cityIds).not.toContain(luoyang.id);
  expect((await h.request('POST', '/manage/jobs', { token: token.city, json: body({ organization_id: org.mine }) })).status).toBe(403);
  expect((await h.request('GET', '/manage/jobs', { token: token.school })).status).toBe(403);
  expect((await h.request('GET', '/manage/talents', { token: token.school })).status).toBe(403);
  expect((await h.request('POST', '/manage/talents/1/hide', { token: token.enterprise })).status).toBe(403);
  expect((await h.request('GET', '/manage/jobs', { token: token.learner })).status).toBe(401);
});

test('a hidden talent leaves the public directory; edits are validated at the fields', async () => {
  const listed = (await h.request('GET', '/talents')).body.data.map((t: { id: number }) => t.id);
  const talent = (await h.request('GET', `/manage/talents?keyword=${encodeURIComponent('王丽娟')}`, { token: token.province })).body.data[0];
  expect(listed).toContain(talent.id);
  expect(talent.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
  expect((await h.request('POST', `/manage/talents/${talent.id}/reveal`, { token: token.province, json: { field: 'phone' } })).body.data).toEqual({ value: learner.phone });
  const masked = (await h.request('GET', `/manage/talents/${talent.id}`, { token: token.city })).body.data;
  expect(masked.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
  expect((await h.request('POST', `/manage/talents/${talent.id}/hide`, { token: token.province })).body.data.status).toBe('hidden');
  expect((await h.request('GET', '/talents')).body.data.map((t: { id: number }) => t.id)).not.toContain(talent.id);
  expect((await h.request('GET', `/manage/talents/${talent.id}`, { token: token.enterprise })).status).toBe(404);
  expect((await h.request('GET', '/manage/talents?status=hidden', { token: token.city })).body.data).toHaveLength(1);
  const bad = await h.request('PUT', `/manage/talents/${talent.id}`, { token: token.province, json: { name: 'x' } });
  expect(bad.status).toBe(422);
  expect(bad.body.errors.name).toBeDefined();
  const edited = await h.request('PUT', `/manage/talents/${talent.id}`, {
    token: token.province,
    json: { name: '王丽娟', gender: 2, birth_year: 1992, education: '大专', city_code: '410100', expected_job: '高级育婴员', is_public: true },
  });
  expect(edited.body.data).toMatchObject({ expected_job: '高级育婴员', status: 'hidden' });
  expect((await h.request('POST', `/manage/talents/${talent.id}/unhide`, { token: token.province })).body.data.status).toBe('active');
  expect((await h.request('DELETE', `/manage/talents/${talent.id}`, { token: token.province })).status).toBe(200);
  expect((await h.request('GET', '/talents')).body.data.map((t: { id: number }) => t.id)).not.toContain(talent.id);
});
