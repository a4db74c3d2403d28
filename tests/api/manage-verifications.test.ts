import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertClass, insertEnrollment, insertOccupation, insertOrganization, insertRegions, insertUser, STAMP } from '../helpers/fixtures';
import { idNumberFor, managerWithToken } from '../helpers/learner-area';
import { managerWithRole, seedAccess } from '../helpers/manage';

// Real-name verification review: scope by city (and by an organisation's own learners), approve and
// reject once, ID photos only for reviewers (every view logged), ID numbers masked unless permitted.

let h: AccountsHarness;
const token = { province: '', city: '', viewer: '', school: '', orgReviewer: '' };
const sub = { zhengzhou: 0, luoyang: 0, decided: 0, withPhotos: 0 };
let seq = 100;

async function submission(city: string, extra: Record<string, unknown> = {}) {
  const n = ++seq;
  const userId = await insertUser(h.db, { city_code: city, phone: `1381234${String(n).padStart(4, '0')}` });
  const row = await h.db
    .insertInto('user_verified_data')
    .values({ user_id: userId, real_name: `实名${n}`, id_number: idNumberFor(n), id_front_file_id: null, id_back_file_id: null, audit_status: 'pending', audit_reason: null, audited_by: null, audited_at: null, created_at: STAMP, updated_at: STAMP, ...extra })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, userId, n };
}

async function photo(name: string): Promise<number> {
  await h.storage.put(`id/${name}`, Buffer.from(`bytes-of-${name}`), { contentType: 'image/jpeg' });
  const row = await h.db
    .insertInto('files')
    .values({ storage_key: `id/${name}`, original_name: name, mime: 'image/jpeg', size: `bytes-of-${name}`.length, sha256: 'x'.repeat(64), owner_type: 'id_card', owner_id: 1, created_at: STAMP })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const ids = (body: { data: { id: number }[] }) => body.data.map((r) => r.id).sort((a, b) => a - b);

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await seedAccess(h.db);
  sub.zhengzhou = (await submission('410100')).id;
  sub.luoyang = (await submission('410300')).id;
  sub.decided = (await submission('410100', { audit_status: 'success', audited_at: STAMP })).id;
  const front = await photo('front.jpg');
  const back = await photo('back.jpg');
  sub.withPhotos = (await submission('410100', { id_front_file_id: front, id_back_file_id: back })).id;
  const province = await managerWithRole(h, 'province-admin');
  await h.db.updateTable('managers').set({ city_code: null, area_code: null }).where('id', '=', province.id).execute();
  token.province = province.token;
  token.city = (await managerWithRole(h, 'city-admin')).token; // city 410100
  token.viewer = (await managerWithToken(h.db, ['verifications.view'], null, '410100')).token;
  const school = await insertOrganization(h.db, { type: 11, city_code: '410300' });
  token.school = (await managerWithRole(h, 'school', school)).token;
  const classId = await insertClass(h.db, { occupation_id: await insertOccupation(h.db), organization_id: school, city_code: '410300' });
  const luoyangUser = (await h.db.selectFrom('user_verified_data').select('user_id').where('id', '=', sub.luoyang).executeTakeFirstOrThrow()).user_id;
  await insertEnrollment(h.db, { class_id: classId, user_id: luoyangUser, status: 'pending' });
  token.orgReviewer = (await managerWithToken(h.db, ['verifications.view', 'verifications.review'], school)).token;
});

afterAll(() => h.close());

test("each manager lists the submissions in its scope; an organisation only its own classes' learners", async () => {
  const seen = async (t: string, q = '') => ids((await h.request('GET', `/manage/verifications?per_page=100${q}`, { token: t })).body);
  expect(await seen(token.province)).toEqual([sub.zhengzhou, sub.luoyang, sub.decided, sub.withPhotos]);
  expect(await seen(token.city)).toEqual([sub.zhengzhou, sub.decided, sub.withPhotos]);
  expect(await seen(token.orgReviewer)).toEqual([sub.luoyang]);
  expect(await seen(token.city, '&status=success')).toEqual([sub.decided]);
  expect(await seen(token.province, `&keyword=${encodeURIComponent('实名')}&city_code=410300`)).toEqual([sub.luoyang]);
  expect((await h.request('GET', '/manage/verifications', { token: token.school })).status).toBe(403);
});

test('ID numbers and phones are masked unless the manager holds learners.id-number', async () => {
  const masked = (await h.request('GET', `/manage/verifications/${sub.zhengzhou}`, { token: token.city })).body.data;
  expect(masked.id_number).toMatch(/^\d{4}\*{10}[\dX]{4}$/);
  expect(masked.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
  expect(masked.city_name).toBe('郑州市');
  const whole = (await h.request('GET', `/manage/verifications/${sub.zhengzhou}`, { token: token.province })).body.data;
  expect(whole.id_number).toMatch(/^\d{17}[\dX]$/);
});

test("another city's submission is a 404 for reads, decisions and photos, and stays pending", async () => {
  expect((await h.request('GET', `/manage/verifications/${sub.luoyang}`, { token: token.city })).status).toBe(404);
  expect((await h.request('POST', `/manage/verifications/${sub.luoyang}/approve`, { token: token.city })).status).toBe(404);
  expect((await h.request('POST', `/manage/verifications/${sub.luoyang}/reject`, { token: token.city, json: { reason: '照片模糊' } })).status).toBe(404);
  expect((await h.request('GET', `/manage/verifications/${sub.luoyang}/photos/front`, { token: token.city })).status).toBe(404);
  expect((await h.request('GET', `/manage/verifications/${sub.zhengzhou}`, { token: token.orgReviewer })).status).toBe(404);
  const row = await h.db.selectFrom('user_verified_data').select('audit_status').where('id', '=', sub.luoyang).executeTakeFirstOrThrow();
  expect(row.audit_status).toBe('pending');
});

test('approve once: the learner is notified and a second decision is a 409', async () => {
  const approved = await h.request('POST', `/manage/verifications/${sub.zhengzhou}/approve`, { token: token.city });
  expect(approved.status).toBe(200);
  expect(approved.body.data).toMatchObject({ audit_status: 'success', auditor: '李管理' });
  const userId = approved.body.data.user_id;
  const note = await h.db.selectFrom('notifications').select(['kind', 'title']).where('user_id', '=', userId).executeTakeFirstOrThrow();
  expect(note).toEqual({ kind: 'verification_approved', title: '实名认证通过' });
  expect((await h.request('POST', `/manage/verifications/${sub.zhengzhou}/reject`, { token: token.city, json: { reason: '重复审核' } })).status).toBe(409);
  expect((await h.request('POST', `/manage/verifications/${sub.decided}/approve`, { token: token.city })).status).toBe(409);
});

test('reject needs a reason of 2 to 200 characters; the reason reaches the learner', async () => {
  const missing = await h.request('POST', `/manage/verifications/${sub.luoyang}/reject`, { token: token.province, json: {} });
  expect(missing.status).toBe(422);
  expect(missing.body.errors.reason).toBeDefined();
  const rejected = await h.request('POST', `/manage/verifications/${sub.luoyang}/reject`, { token: token.province, json: { reason: '证件照片与姓名不符' } });
  expect(rejected.status).toBe(200);
  expect(rejected.body.data).toMatchObject({ audit_status: 'rejected', audit_reason: '证件照片与姓名不符' });
  const note = await h.db.selectFrom('notifications').select('body').where('user_id', '=', rejected.body.data.user_id).executeTakeFirstOrThrow();
  expect(note.body).toContain('证件照片与姓名不符');
});

test('ID photos: reviewers get them uncached and each view is logged; a viewer without review permission is refused', async () => {
  const front = await h.request('GET', `/manage/verifications/${sub.withPhotos}/photos/front`, { token: token.city });
  expect(front.status).toBe(200);
  expect(front.body).toBe('bytes-of-front.jpg');
  expect(front.headers.get('content-type')).toBe('image/jpeg');
  expect(front.headers.get('cache-control')).toBe('private, no-store');
  expect((await h.request('GET', `/manage/verifications/${sub.withPhotos}/photos/back`, { token: token.city })).body).toBe('bytes-of-back.jpg');
  expect((await h.request('GET', `/manage/verifications/${sub.withPhotos}/photos/front`, { token: token.viewer })).status).toBe(403);
  expect((await h.request('GET', `/manage/verifications/${sub.decided}/photos/front`, { token: token.city })).status).toBe(404);
  const logs = await h.db.selectFrom('operation_logs').select(['action', 'params']).where('action', '=', 'view-id-photo').execute();
  expect(logs.map((l) => JSON.parse(l.params!).side).sort()).toEqual(['back', 'front']);
  expect((await h.request('GET', '/files/' + (await h.db.selectFrom('files').select('id').where('storage_key', '=', 'id/front.jpg').executeTakeFirstOrThrow()).id)).status).toBe(404);
});
