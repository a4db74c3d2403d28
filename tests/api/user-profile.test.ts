import { idNumberCheckChar } from '@/lib/validation/id-number';
import { insertClass, insertEnrollment, insertOccupation, insertRegions } from '../helpers/fixtures';
import { accountsHarness, count, createLearner, tokenFor, type AccountsHarness } from '../helpers/accounts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const FIRST17 = '41010519900307123';
const VALID_ID = `${FIRST17}${idNumberCheckChar(FIRST17)}`;

let h: AccountsHarness;
beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await h.db.insertInto('dictionary_items').values([{ type: 'education', value: 'bachelor', label: '本科', sort: 1, enabled: 1 }]).execute();
});
afterAll(() => h.close());

const image = (bytes: Buffer, name = 'a.png', type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

async function learner() {
  const created = await createLearner(h.db);
  return { ...created, token: await tokenFor(h, 'learner', created.phone) };
}

describe('GET /user (learner)', () => {
  test('the profile with masked phone, verify status and the three includes', async () => {
    const { id, token } = await learner();
    const occupationId = await insertOccupation(h.db);
    for (const [status, slot] of [['studying', 1], ['certified', null], ['pending', 1], ['cancelled', null]] as const) {
      const classId = await insertClass(h.db, { occupation_id: occupationId });
      await insertEnrollment(h.db, { class_id: classId, user_id: id, status, active_slot: slot });
    }
    const plain = await h.request('GET', '/user', { token });
    expect(plain.status).toBe(200);
    expect(plain.body.data).toMatchObject({ id, phone: expect.stringMatching(/^138\*{4}\d{4}$/), verify_status: 'pending', must_change_password: false });
    expect(plain.body.data).not.toHaveProperty('user-verified-datum');
    const full = await h.request('GET', '/user?include=user-verified-datum,entered-classes-count,classes-count', { token });
    expect(full.body.data['user-verified-datum']).toEqual({ data: null });
    expect(full.body.data['entered-classes-count']).toBe(2);
    expect(full.body.data['classes-count']).toBe(2);
    expect(Object.keys(full.body.data).sort()).toEqual(
      ['avatar', 'city_code', 'classes-count', 'created_at', 'education', 'entered-classes-count', 'gender', 'id', 'must_change_password',
        'name', 'phone', 'user-verified-datum', 'uuid', 'verify_status'].sort(),
    );
    const unknown = await h.request('GET', '/user?include=roles', { token });
    expect(unknown.status).toBe(400);
  });
});

describe('PATCH /user', () => {
  test('JSON fields are validated against the dictionary and the province', async () => {
    const { token } = await learner();
    const ok = await h.request('PATCH', '/user', { token, json: { name: '李四', gender: 2, education: 'bachelor', city_code: '410300' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ name: '李四', gender: 2, education: 'bachelor', city_code: '410300' });
    const bad = await h.request('PATCH', '/user', { token, json: { name: '李', gender: 3 } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['gender', 'name']);
    const refs = await h.request('PATCH', '/user', { token, json: { education: 'phd', city_code: '420100' } });
    expect(refs.status).toBe(422);
    expect(Object.keys(refs.body.errors).sort()).toEqual(['city_code', 'education']);
    const district = await h.request('PATCH', '/user', { token, json: { city_code: '410105' } });
    expect(district.status).toBe(422);
  });

  test('a multipart avatar is content-checked, stored and served publicly', async () => {
    const { token } = await learner();
    const form = new FormData();
    form.set('name', '王五');
    form.set('avatar', image(PNG));
    const answer = await h.request('PATCH', '/user', { token, form });
    expect(answer.status).toBe(200);
    expect(answer.body.data.avatar).toMatch(/^\/api\/v1\/files\/\d+$/);
    const served = await h.request('GET', answer.body.data.avatar.replace('/api/v1', ''));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
  });

  test('a fake or oversized avatar is a 422 that writes nothing', async () => {
    const { token } = await learner();
    const files = await count(h.db, 'files');
    const fake = new FormData();
    fake.set('avatar', image(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'a.png'));
    const answer = await h.request('PATCH', '/user', { token, form: fake });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.avatar).toEqual(['只支持 JPEG、PNG 或 WebP 格式的图片。']);
    const big = new FormData();
    big.set('avatar', image(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])));
    expect((await h.request('PATCH', '/user', { token, form: big })).status).toBe(422);
    expect(await count(h.db, 'files')).toBe(files);
  });
});

describe('POST /user/verified', () => {
  const submission = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set('id_front', image(PNG));
    form.set('id_back', image(PNG));
    return form;
  };

  test('a valid submission creates a pending datum with a masked number; a second is a 409', async () => {
    const { token } = await learner();
    const answer = await h.request('POST', '/user/verified', { token, form: submission({ real_name: '欧阳·娜娜', id_number: VALID_ID.toLowerCase() }) });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ real_name: '欧阳·娜娜', audit_status: 'pending', id_number: `4101${'*'.repeat(10)}${VALID_ID.slice(-4)}` });
    const me = await h.request('GET', '/user?include=user-verified-datum', { token });
    expect(me.body.data.verify_status).toBe('pending');
    expect(me.body.data['user-verified-datum'].data.audit_status).toBe('pending');
    const again = await h.request('POST', '/user/verified', { token, form: submission({ real_name: '欧阳娜娜', id_number: VALID_ID }) });
    expect(again.status).toBe(409);
  });

  test('ID photos are not served publicly', async () => {
    const { id, token } = await learner();
    await h.request('POST', '/user/verified', { token, form: submission({ real_name: '张三', id_number: VALID_ID }) });
    const datum = await h.db.selectFrom('user_verified_data').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();
    expect((await h.request('GET', `/files/${datum.id_front_file_id}`)).status).toBe(404);
  });

  test('after a rejection the learner may submit again', async () => {
    const { id, token } = await learner();
    await h.request('POST', '/user/verified', { token, form: submission({ real_name: '张三', id_number: VALID_ID }) });
    await h.db.updateTable('user_verified_data').set({ audit_status: 'rejected', audit_reason: '照片不清晰' }).where('user_id', '=', id).execute();
    const again = await h.request('POST', '/user/verified', { token, form: submission({ real_name: '张三丰', id_number: VALID_ID }) });
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ real_name: '张三丰', audit_status: 'pending', audit_reason: null });
  });

  test('bad names, check digits, dates and missing photos are 422s that write nothing', async () => {
    const { token } = await learner();
    const before = { data: await count(h.db, 'user_verified_data'), files: await count(h.db, 'files') };
    const badCheck = VALID_ID.slice(0, 17) + (VALID_ID[17] === '1' ? '2' : '1');
    const check = await h.request('POST', '/user/verified', { token, form: submission({ real_name: 'Zhang', id_number: badCheck }) });
    expect(check.status).toBe(422);
    expect(check.body.errors.id_number).toEqual(['id_number 身份证号码校验位不正确。']);
    expect(check.body.errors.real_name).toHaveLength(1);
    const date17 = '41010519900230123';
    const badDate = await h.request('POST', '/user/verified', { token, form: submission({ real_name: '张三', id_number: date17 + idNumberCheckChar(date17) }) });
    expect(badDate.body.errors.id_number).toEqual(['id_number 身份证号码中的出生日期无效。']);
    const noPhotos = new FormData();
    noPhotos.set('real_name', '张三');
    noPhotos.set('id_number', VALID_ID);
    const missing = await h.request('POST', '/user/verified', { token, form: noPhotos });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['id_back', 'id_front']);
    expect(await count(h.db, 'user_verified_data')).toBe(before.data);
    expect(await count(h.db, 'files')).toBe(before.files);
  });
});
