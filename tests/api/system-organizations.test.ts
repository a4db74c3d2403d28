import { accountsHarness, createManager, type AccountsHarness } from '../helpers/accounts';
import { insertOrganization, insertRegions } from '../helpers/fixtures';
import { managerWithRole, seedAccess } from '../helpers/manage';

// Organisations in the back-office (scope, validation, approve/disable) and the dictionaries editor.

let h: AccountsHarness;
const token = { admin: '', province: '', city: '', school: '' };
const org = { zhengzhou: 0, luoyang: 0 };
// A valid unified social credit code (GB 32100 check character).
const CREDIT_CODE = '91410100MA3X1234XD';

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await seedAccess(h.db);
  org.zhengzhou = await insertOrganization(h.db, { name: '郑州市职业技术学院', type: 11, city_code: '410100' });
  org.luoyang = await insertOrganization(h.db, { name: '洛阳市阳光职业培训学校', type: 12, city_code: '410300', area_code: '410302', status: 'pending' });
  await createManager(h.db, { username: 'zz_school', roles: ['school'], organizationId: org.zhengzhou });
  token.admin = (await managerWithRole(h, 'super-admin')).token;
  const province = await managerWithRole(h, 'province-admin');
  await h.db.updateTable('managers').set({ city_code: null }).where('id', '=', province.id).execute();
  token.province = province.token;
  token.city = (await managerWithRole(h, 'city-admin')).token;
  token.school = (await managerWithRole(h, 'school', org.zhengzhou)).token;
});
afterAll(() => h.close());

test('each manager sees the organisations of its scope, with their manager accounts', async () => {
  const ids = async (t: string) => (await h.request('GET', '/manage/organizations', { token: t })).body.data.map((o: { id: number }) => o.id).sort();
  expect(await ids(token.province)).toEqual([org.zhengzhou, org.luoyang].sort());
  expect(await ids(token.city)).toEqual([org.zhengzhou]);
  expect((await h.request('GET', '/manage/organizations', { token: token.school })).status).toBe(403);
  expect((await h.request('GET', `/manage/organizations/${org.luoyang}`, { token: token.city })).status).toBe(404);
  const one = await h.request('GET', `/manage/organizations/${org.zhengzhou}`, { token: token.city });
  expect(one.body.data).toMatchObject({ name: '郑州市职业技术学院', city_name: '郑州市', status: 'approved' });
  expect(one.body.data.managers.data.map((m: { username: string }) => m.username)).toContain('zz_school');
  const filtered = await h.request('GET', '/manage/organizations?type=12&status=pending', { token: token.province });
  expect(filtered.body.data.map((o: { id: number }) => o.id)).toEqual([org.luoyang]);
});

test('create (pending), approve, disable and enable; wrong states are 409', async () => {
  const created = await h.request('POST', '/manage/organizations', {
    token: token.province,
    json: { name: '河南中原家政服务有限公司', type: 10, credit_code: CREDIT_CODE, city_code: '410100', area_code: '410105', contact_phone: '0371-65551234', qualifications: '人力资源服务许可证' },
  });
  expect(created.status).toBe(201);
  const id = created.body.data.id;
  expect(created.body.data).toMatchObject({ status: 'pending', province_code: '410000', qualifications: '人力资源服务许可证' });
  expect((await h.request('POST', `/manage/organizations/${id}/enable`, { token: token.province })).status).toBe(409);
  expect((await h.request('POST', `/manage/organizations/${id}/approve`, { token: token.city })).body.data.status).toBe('approved');
  expect((await h.request('POST', `/manage/organizations/${id}/approve`, { token: token.province })).status).toBe(409);
  expect((await h.request('POST', `/manage/organizations/${id}/disable`, { token: token.city })).status).toBe(403);
  expect((await h.request('POST', `/manage/organizations/${id}/disable`, { token: token.province })).body.data.status).toBe('disabled');
  expect((await h.request('POST', `/manage/organizations/${id}/enable`, { token: token.province })).body.data.status).toBe('approved');
  const edited = await h.request('PATCH', `/manage/organizations/${id}`, { token: token.province, json: { qualifications: '人力资源服务许可证；职业技能等级认定备案' } });
  expect(edited.body.data.qualifications).toContain('职业技能等级认定备案');
});

test('validation: bad credit code, foreign district, duplicates are 422 and write nothing', async () => {
  const count = async () => (await h.db.selectFrom('organizations').select('id').execute()).length;
  const before = await count();
  const bad = await h.request('POST', '/manage/organizations', {
    token: token.province, json: { name: '测', type: 13, credit_code: '91410100MA3X1234X9', city_code: '410100', area_code: '410302' },
  });
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'type']);
  const checks = await h.request('POST', '/manage/organizations', {
    token: token.province, json: { name: '测试机构', type: 12, credit_code: '91410100MA3X1234X9', city_code: '410100', area_code: '410302' },
  });
  expect(Object.keys(checks.body.errors).sort()).toEqual(['area_code', 'credit_code']);
  const dup = await h.request('POST', '/manage/organizations', { token: token.province, json: { name: '重复代码机构', type: 12, credit_code: CREDIT_CODE, city_code: '410100' } });
  expect(dup.status).toBe(422);
  expect(dup.body.errors.credit_code).toBeDefined();
  expect(await count()).toBe(before);
});

test('dictionaries: add, edit, disable and delete items; the public list follows at once', async () => {
  const added = await h.request('POST', '/manage/dictionaries', { token: token.province, json: { type: 'education', value: '博士研究生', label: '博士研究生', sort: 9 } });
  expect(added.status).toBe(201);
  const id = added.body.data.id;
  const publicList = async () => (await h.request('GET', '/dictionaries/education')).body.data.map((d: { label: string }) => d.label);
  expect(await publicList()).toContain('博士研究生');
  expect((await h.request('POST', '/manage/dictionaries', { token: token.province, json: { type: 'education', value: '博士研究生', label: '重复' } })).status).toBe(422);
  expect((await h.request('PATCH', `/manage/dictionaries/${id}`, { token: token.province, json: { label: '博士', enabled: false } })).status).toBe(200);
  expect(await publicList()).not.toContain('博士');
  const all = await h.request('GET', '/manage/dictionaries?type=education', { token: token.province });
  expect(all.body.data.find((d: { id: number }) => d.id === id)).toMatchObject({ label: '博士', enabled: false });
  expect(all.body.types).toEqual(expect.arrayContaining([{ type: 'education', count: expect.any(Number) }]));
  expect((await h.request('DELETE', `/manage/dictionaries/${id}`, { token: token.province })).status).toBe(200);
  expect((await h.request('DELETE', `/manage/dictionaries/${id}`, { token: token.province })).status).toBe(404);
  expect((await h.request('GET', '/manage/dictionaries', { token: token.city })).status).toBe(403);
  expect((await h.request('POST', '/manage/dictionaries', { token: token.province, json: { type: 'Bad Type', value: '', label: 'x' } })).status).toBe(422);
});
