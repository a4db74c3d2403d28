import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertOccupation, insertOrganization, insertRegions } from '../helpers/fixtures';
import { learnerWithToken } from '../helpers/learner-area';
import { managerWithRole, seedAccess } from '../helpers/manage';
import { finishedClass } from '../helpers/subsidy';

// Eligibility rule by rule (each reason), the limits per person across institutions, a standard
// changed after submission, and data scope per role.

let h: AccountsHarness;
let occupation: number;
let otherOccupation: number;
let org: number;
let otherOrg: number;
const token = { province: '', city: '', otherCity: '', institution: '', otherInstitution: '' };
const standard = (extra: Record<string, unknown> = {}) => ({
  occupation_id: occupation, level: 5, amount_fen: 150000, min_attendance_percent: 80, claim_months: 12, once_per_occupation_level: true, max_per_year: 3,
  valid_from: '2026-01-01', valid_to: '2026-12-31', ...extra,
});
const payee = { payee_name: '郑州市金水区职业技能培训学校', payee_bank: '中国工商银行郑州金水支行', payee_account: '1702020109000012345' };
const reasonsOf = (lines: { learner_name: string; reasons: { code: string }[] }[]) => Object.fromEntries(lines.map((l) => [l.learner_name, l.reasons.map((r) => r.code)]));

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await seedAccess(h.db);
  occupation = await insertOccupation(h.db);
  otherOccupation = await insertOccupation(h.db);
  org = await insertOrganization(h.db);
  otherOrg = await insertOrganization(h.db);
  const province = await managerWithRole(h, 'province-admin');
  await h.db.updateTable('managers').set({ city_code: null }).where('id', '=', province.id).execute();
  token.province = province.token;
  const city = await managerWithRole(h, 'city-admin');
  await h.db.updateTable('managers').set({ city_code: '410100' }).where('id', '=', city.id).execute();
  token.city = city.token;
  const otherCity = await managerWithRole(h, 'city-admin');
  await h.db.updateTable('managers').set({ city_code: '410300' }).where('id', '=', otherCity.id).execute();
  token.otherCity = otherCity.token;
  token.institution = (await managerWithRole(h, 'institution', org)).token;
  token.otherInstitution = (await managerWithRole(h, 'institution', otherOrg)).token;
  expect((await h.request('POST', '/manage/subsidy/standards', { token: token.province, json: standard() })).status).toBe(201);
  expect((await h.request('POST', '/manage/subsidy/standards', { token: token.province, json: standard({ occupation_id: otherOccupation, max_per_year: 1, amount_fen: 90000 }) })).status).toBe(201);
});
afterAll(() => h.close());

test('each eligibility rule on its own gives its reason, in Chinese, with a code', async () => {
  const { classId } = await finishedClass(h.db, {
    organizationId: org, occupationId: occupation,
    learners: [
      { name: '合格人' }, { name: '未认证', verified: false }, { name: '缺课者', hours: 4 }, { name: '未通过', passed: false },
      { name: '无证书', certificate: false }, { name: '超期者', issuedOn: '2025-06-01' },
    ],
  });
  const answer = await h.request('GET', `/manage/subsidy/classes/${classId}/eligibility`, { token: token.institution });
  expect(answer.status).toBe(200);
  const e = answer.body.data;
  expect(reasonsOf(e.learners)).toEqual({
    合格人: [], 未认证: ['identity_unverified'], 缺课者: ['attendance_below_standard'], 未通过: ['exam_not_passed'], 无证书: ['no_certificate'], 超期者: ['claim_window_expired'],
  });
  expect(e.learners.find((l: { learner_name: string }) => l.learner_name === '缺课者').reasons[0].message).toBe('出勤率 50%，低于补贴标准要求的 80%。');
  expect(e.learners.find((l: { learner_name: string }) => l.learner_name === '超期者').reasons[0].message).toMatch(/已超过 12 个月的申领期限/);
  expect(e).toMatchObject({ eligible_count: 1, ineligible_count: 5, total_fen: 150000 });
  expect(e.learners[0].id_number_masked).toMatch(/^\d{4}\*{10}[\dX]{4}$/);

  // No standard for level 4 of the occupation.
  const none = await finishedClass(h.db, { organizationId: org, occupationId: occupation, level: 4, learners: [{ name: '无标准' }] });
  const noStandard = (await h.request('GET', `/manage/subsidy/classes/${none.classId}/eligibility`, { token: token.institution })).body.data;
  expect(reasonsOf(noStandard.learners)).toEqual({ 无标准: ['no_standard'] });
  expect(noStandard.learners[0].reasons[0].message).toBe('该职业（工种）等级在培训期间无适用的补贴标准。');
});

test('limits per person hold across institutions: the same occupation and level once, N a year', async () => {
  const person = await learnerWithToken(h.db);
  const first = await finishedClass(h.db, { organizationId: org, occupationId: occupation, learners: [{ learner: person, name: '甲' }, { name: '乙' }] });
  const claim = (await h.request('POST', '/manage/subsidy/claims', { token: token.institution, json: { class_id: first.classId } })).body.data;
  expect(claim.lines.every((l: { eligible: boolean }) => l.eligible)).toBe(true);
  await h.request('PUT', `/manage/subsidy/claims/${claim.id}/payee`, { token: token.institution, json: payee });
  expect((await h.request('POST', `/manage/subsidy/claims/${claim.id}/submit`, { token: token.institution })).status).toBe(200);

  // Another institution trains the same person in the same occupation and level.
  const second = await finishedClass(h.db, { organizationId: otherOrg, occupationId: occupation, learners: [{ learner: person, name: '甲' }] });
  const again = (await h.request('GET', `/manage/subsidy/classes/${second.classId}/eligibility`, { token: token.otherInstitution })).body.data;
  expect(reasonsOf(again.learners)).toEqual({ 甲: ['already_subsidised_same_level'] });
  // Another occupation whose standard allows one subsidy a year: the first one this year counts.
  const third = await finishedClass(h.db, { organizationId: otherOrg, occupationId: otherOccupation, learners: [{ learner: person, name: '甲' }] });
  const yearly = (await h.request('GET', `/manage/subsidy/classes/${third.classId}/eligibility`, { token: token.otherInstitution })).body.data;
  expect(reasonsOf(yearly.learners)).toEqual({ 甲: ['yearly_limit_reached'] });
  expect(yearly.learners[0].reasons[0].message).toBe('本年度已享受职业培训补贴 1 次，达到每人每年 1 次的上限。');
});

test('a standard changed after submission changes no submitted claim', async () => {
  const { classId } = await finishedClass(h.db, { organizationId: org, occupationId: occupation, learners: [{}, {}, {}] });
  const claim = (await h.request('POST', '/manage/subsidy/claims', { token: token.institution, json: { class_id: classId } })).body.data;
  expect(claim).toMatchObject({ status: 'draft', total_fen: 450000, eligible_count: 3 });
  await h.request('PUT', `/manage/subsidy/claims/${claim.id}/payee`, { token: token.institution, json: payee });
  await h.request('POST', `/manage/subsidy/claims/${claim.id}/submit`, { token: token.institution });
  const std = (await h.request('GET', `/manage/subsidy/standards?occupation_id=${occupation}`, { token: token.province })).body.data[0];
  const changed = await h.request('PUT', `/manage/subsidy/standards/${std.id}`, { token: token.province, json: standard({ amount_fen: 200000, min_attendance_percent: 100 }) });
  expect(changed.body.data.amount_fen).toBe(200000);
  const after = (await h.request('GET', `/manage/subsidy/claims/${claim.id}`, { token: token.city })).body.data;
  expect(after.total_fen).toBe(450000);
  expect(after.lines.map((l: { amount_fen: number; standard_amount_fen: number; standard_min_attendance_percent: number }) => [l.amount_fen, l.standard_amount_fen, l.standard_min_attendance_percent])).toEqual([[150000, 150000, 80], [150000, 150000, 80], [150000, 150000, 80]]);
  expect((await h.request('POST', `/manage/subsidy/claims/${claim.id}/refresh`, { token: token.institution })).status).toBe(409);
  expect((await h.request('DELETE', `/manage/subsidy/standards/${std.id}`, { token: token.province })).status).toBe(409);
  await h.request('PUT', `/manage/subsidy/standards/${std.id}`, { token: token.province, json: standard() });
});

test('data scope per role: institution its own, city its city, province all; claims need certificates', async () => {
  const mine = await finishedClass(h.db, { organizationId: org, occupationId: occupation, learners: [{}] });
  const theirs = await finishedClass(h.db, { organizationId: otherOrg, occupationId: occupation, cityCode: '410300', learners: [{}] });
  const a = (await h.request('POST', '/manage/subsidy/claims', { token: token.institution, json: { class_id: mine.classId } })).body.data;
  expect((await h.request('POST', '/manage/subsidy/claims', { token: token.institution, json: { class_id: theirs.classId } })).status).toBe(404);
  const b = (await h.request('POST', '/manage/subsidy/claims', { token: token.otherInstitution, json: { class_id: theirs.classId } })).body.data;
  expect((await h.request('POST', '/manage/subsidy/claims', { token: token.institution, json: { class_id: mine.classId } })).status).toBe(409);
  const ids = async (t: string) => (await h.request('GET', '/manage/subsidy/claims?per_page=100', { token: t })).body.data.map((c: { id: number }) => c.id);
  expect(await ids(token.institution)).toContain(a.id);
  expect(await ids(token.institution)).not.toContain(b.id);
  expect(await ids(token.otherInstitution)).not.toContain(a.id);
  expect(await ids(token.city)).toContain(a.id);
  expect(await ids(token.city)).not.toContain(b.id);
  expect(await ids(token.otherCity)).toEqual([b.id]);
  expect(await ids(token.province)).toEqual(expect.arrayContaining([a.id, b.id]));
  expect((await h.request('GET', `/manage/subsidy/claims/${b.id}`, { token: token.institution })).status).toBe(404);
  expect((await h.request('GET', `/manage/subsidy/claims/${a.id}/audit`, { token: token.otherCity })).status).toBe(404);
  expect((await h.request('POST', `/manage/subsidy/claims/${a.id}/review`, { token: token.institution, json: { decision: 'approve', reason: '同意' } })).status).toBe(403);

  const uncertified = await finishedClass(h.db, { organizationId: org, occupationId: occupation, learners: [{ certificate: false }] });
  const refused = await h.request('POST', '/manage/subsidy/claims', { token: token.institution, json: { class_id: uncertified.classId } });
  expect(refused.status).toBe(409);
  expect(refused.body.message).toMatch(/尚未颁发/);
  expect((await h.request('POST', '/manage/subsidy/claims', { token: token.institution, json: { class_id: 'x' } })).status).toBe(422);
});
