import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertOrganization, insertRegions, STAMP } from '../helpers/fixtures';
import { idNumberFor, managerWithToken } from '../helpers/learner-area';
import { managerWithRole, seedAccess } from '../helpers/manage';

// Following up public training registrations: scope by city (an organisation by its own city),
// the follow-up status and note, masking, and the export's permission.

let h: AccountsHarness;
const reg = { zhengzhou: 0, luoyang: 0 };
const token = { province: '', city: '', enterprise: '', otherEnterprise: '', school: '' };

async function registration(name: string, city: string, n: number) {
  const row = await h.db
    .insertInto('training_registrations')
    .values({
      name, phone: `1370000${String(n).padStart(4, '0')}`, id_number: idNumberFor(n), occupation_id: null, occupation_name: '育婴员', city_code: city,
      employment_status: '失业人员', education: '高中', status: 'pending', note: null, dedupe_key: `k-${n}`, ip: null, created_at: STAMP, updated_at: STAMP,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await seedAccess(h.db);
  reg.zhengzhou = await registration('张丽', '410100', 1);
  reg.luoyang = await registration('王芳', '410300', 2);
  const province = await managerWithRole(h, 'province-admin');
  await h.db.updateTable('managers').set({ city_code: null, area_code: null }).where('id', '=', province.id).execute();
  token.province = province.token;
  token.city = (await managerWithRole(h, 'city-admin')).token;
  token.enterprise = (await managerWithRole(h, 'enterprise', await insertOrganization(h.db, { type: 10, city_code: '410300' }))).token;
  token.otherEnterprise = (await managerWithToken(h.db, ['training-registrations.view', 'training-registrations.update'], await insertOrganization(h.db, { type: 10, city_code: '410100' }))).token;
  token.school = (await managerWithRole(h, 'school', await insertOrganization(h.db, { type: 11 }))).token;
});

afterAll(() => h.close());

test('each manager lists the registrations of its city; phones and ID numbers masked for everyone, whole through the logged reveal', async () => {
  const seen = async (t: string) => (await h.request('GET', '/manage/training-registrations', { token: t })).body.data.map((r: { id: number }) => r.id).sort();
  expect(await seen(token.province)).toEqual([reg.zhengzhou, reg.luoyang].sort());
  expect(await seen(token.city)).toEqual([reg.zhengzhou]);
  expect(await seen(token.enterprise)).toEqual([reg.luoyang]);
  expect((await h.request('GET', '/manage/training-registrations', { token: token.school })).status).toBe(403);
  const masked = (await h.request('GET', '/manage/training-registrations', { token: token.city })).body.data[0];
  expect(masked).toMatchObject({ name: '张丽', city_name: '郑州市', status: 'pending' });
  expect(masked.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
  const province = (await h.request('GET', `/manage/training-registrations?keyword=${encodeURIComponent('张')}`, { token: token.province })).body.data[0];
  expect(province.phone).toBe('137****0001');
  const whole = await h.request('POST', `/manage/training-registrations/${province.id}/reveal`, { token: token.province, json: { field: 'phone' } });
  expect(whole.body.data).toEqual({ value: '13700000001' });
});

test('follow-up records status and note in scope; another city is a 404; a bad status is a 422', async () => {
  const done = await h.request('PATCH', `/manage/training-registrations/${reg.zhengzhou}`, { token: token.city, json: { status: 'contacted', note: '已电话联系，下周报名保育师班' } });
  expect(done.status).toBe(200);
  expect(done.body.data).toMatchObject({ status: 'contacted', note: '已电话联系，下周报名保育师班' });
  expect((await h.request('PATCH', `/manage/training-registrations/${reg.luoyang}`, { token: token.city, json: { status: 'closed' } })).status).toBe(404);
  expect((await h.request('PATCH', `/manage/training-registrations/${reg.luoyang}`, { token: token.otherEnterprise, json: { status: 'closed' } })).status).toBe(404);
  const bad = await h.request('PATCH', `/manage/training-registrations/${reg.zhengzhou}`, { token: token.city, json: { status: 'lost' } });
  expect(bad.status).toBe(422);
  expect(bad.body.errors.status).toBeDefined();
  expect((await h.request('PATCH', `/manage/training-registrations/${reg.luoyang}`, { token: token.enterprise, json: { status: 'closed' } })).status).toBe(403);
  const filtered = (await h.request('GET', '/manage/training-registrations?status=contacted', { token: token.province })).body.data;
  expect(filtered.map((r: { id: number }) => r.id)).toEqual([reg.zhengzhou]);
  expect((await h.db.selectFrom('training_registrations').select('status').where('id', '=', reg.luoyang).executeTakeFirstOrThrow()).status).toBe('pending');
});

test('the export needs training-registrations.export and streams .xlsx', async () => {
  expect((await h.request('GET', '/manage/training-registrations/export', { token: token.enterprise })).status).toBe(403);
  const answer = await h.request('GET', '/manage/training-registrations/export?status=pending', { token: token.city });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('spreadsheetml');
});
