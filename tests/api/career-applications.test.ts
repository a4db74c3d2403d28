import { idNumberCheckChar } from '@/lib/validation/id-number';
import { accountsHarness, createLearner, tokenFor, type AccountsHarness } from '../helpers/accounts';
import { countRows } from '../helpers/career';
import { insertOccupation, insertRegions, STAMP } from '../helpers/fixtures';

const ID = `41010519900307002${idNumberCheckChar('41010519900307002')}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let h: AccountsHarness;
let me: { id: number; phone: string };
let other: { id: number; phone: string };
let myToken: string;
let otherToken: string;
let occupationId: number;
let openBatch: number;
let smallBatch: number;
let closedBatch: number;

function form(fields: Record<string, string>, files: Array<{ bytes: Buffer; name: string; type: string }>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  for (const f of files) data.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return data;
}
const teacherFields = (over: Record<string, string> = {}) => ({
  name: '王丽娟', phone: '13812345678', id_number: ID, occupation_id: String(occupationId), qualifications: '持有育婴员二级/技师证书，从业十二年，带徒 30 余人。', ...over,
});

async function insertBatch(code: string, status: string, capacity: number, enrollEnd = '2099-12-31') {
  const row = await h.db
    .insertInto('moxibustion_batches')
    .values({
      code, title: `艾灸技能培训${code}`, level: '初级', city_code: '410100', venue: '郑州市金水区中医药职业学院实训楼三层', organizer: '河南中医药职业学院',
      issuer: '河南省中医药学会', enroll_start: '2020-01-01', enroll_end: enrollEnd, start_date: '2099-12-01', end_date: '2099-12-20', hours: 64, capacity,
      fee_cents: 0, contact_phone: '0371-12345678', description: null, status, created_at: STAMP, updated_at: STAMP,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const enrolment = (batch_id: number, over: Record<string, unknown> = {}) => ({
  batch_id, name: '王丽娟', gender: 2, phone: '13812345678', id_number: ID, work_unit: '郑州市中医院', city_code: '410100', ...over,
});

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  occupationId = await insertOccupation(h.db, { name: '育婴员' });
  me = await createLearner(h.db);
  other = await createLearner(h.db);
  [myToken, otherToken] = await Promise.all([tokenFor(h, 'learner', me.phone), tokenFor(h, 'learner', other.phone)]);
  openBatch = await insertBatch('2099年第1期', 'enrolling', 30);
  smallBatch = await insertBatch('2099年第2期', 'enrolling', 3);
  closedBatch = await insertBatch('2025年第1期', 'finished', 30, '2025-01-31');
});

afterAll(() => h.close());

describe('teacher application', () => {
  test('bad fields or files that are not PDF or images (by content) are a 422 and write nothing', async () => {
    const fake = await h.request('POST', '/ad/registered-teachers/applied', {
      token: myToken, form: form(teacherFields(), [{ bytes: Buffer.from('MZ not really a pdf'), name: 'cert.pdf', type: 'application/pdf' }]),
    });
    expect(fake.status).toBe(422);
    expect(fake.body.errors.files[0]).toContain('cert.pdf');
    const bad = await h.request('POST', '/ad/registered-teachers/applied', {
      token: myToken, form: form(teacherFields({ name: 'x', phone: '123', id_number: '410105199003070021', qualifications: '短' }), []),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['files', 'id_number', 'name', 'phone', 'qualifications']);
    const tooMany = await h.request('POST', '/ad/registered-teachers/applied', {
      token: myToken, form: form(teacherFields(), Array.from({ length: 6 }, (_, i) => ({ bytes: PNG, name: `p${i}.png`, type: 'image/png' }))),
    });
    expect(tooMany.status).toBe(422);
    expect((await h.request('POST', '/ad/registered-teachers/applied', { token: myToken, json: teacherFields() })).status).toBe(400);
    expect((await h.request('POST', '/ad/registered-teachers/applied', { form: form(teacherFields(), [{ bytes: PDF, name: 'a.pdf', type: 'application/pdf' }]) })).status).toBe(401);
    expect(await countRows(h.db, 'teacher_applications')).toBe(0);
    expect(await countRows(h.db, 'files')).toBe(0);
  });

  test('submits with files stored privately; a second one waits for the review', async () => {
    const answer = await h.request('POST', '/ad/registered-teachers/applied', {
      token: myToken,
      form: form(teacherFields(), [{ bytes: PDF, name: '技师证书.pdf', type: 'application/octet-stream' }, { bytes: PNG, name: '从业证明.png', type: 'image/png' }]),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ status: 'pending', name: '王丽娟', id_number: `4101**********${ID.slice(-4)}`, occupation: { data: { name: '育婴员' } } });
    expect(answer.body.data.files.map((f: { name: string; mime: string }) => [f.name, f.mime])).toEqual([['技师证书.pdf', 'application/pdf'], ['从业证明.png', 'image/png']]);
    const stored = await h.db.selectFrom('files').select(['storage_key', 'owner_type']).execute();
    expect(stored.every((f) => f.owner_type === 'teacher_application')).toBe(true);
    expect((await Promise.all(stored.map((f) => h.stored(f.storage_key)))).every((bytes) => bytes !== null)).toBe(true);
    // Qualification files are private: the public file route does not serve them.
    expect((await h.request('GET', `/files/${answer.body.data.files[0].id}`)).status).toBe(404);

    const again = await h.request('POST', '/ad/registered-teachers/applied', { token: myToken, form: form(teacherFields(), [{ bytes: PDF, name: 'b.pdf', type: 'application/pdf' }]) });
    expect(again.status).toBe(409);
    expect(await countRows(h.db, 'files')).toBe(2);
  });

  test('a verified learner leaves out name, phone and ID number: the verified identity and account phone are used (issue 21)', async () => {
    const learner = await createLearner(h.db);
    const token = await tokenFor(h, 'learner', learner.phone);
    const { name: _n, phone: _p, id_number: _i, ...rest } = teacherFields();
    const files = () => [{ bytes: PDF, name: '证书.pdf', type: 'application/pdf' }];
    // Not verified yet: the three fields are required as before.
    const refused = await h.request('POST', '/ad/registered-teachers/applied', { token, form: form(rest, files()) });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['id_number', 'name', 'phone']);
    await h.db
      .insertInto('user_verified_data')
      .values({
        user_id: learner.id, real_name: '李秀英', id_number: ID, id_front_file_id: null, id_back_file_id: null, audit_status: 'success',
        audit_reason: null, audited_by: null, audited_at: STAMP, created_at: STAMP, updated_at: STAMP,
      })
      .execute();
    const answer = await h.request('POST', '/ad/registered-teachers/applied', { token, form: form(rest, files()) });
    expect(answer.status).toBe(201);
    const stored = await h.db.selectFrom('teacher_applications').select(['name', 'phone', 'id_number']).where('user_id', '=', learner.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: '李秀英', phone: learner.phone, id_number: ID });
  });

  test('the status is visible to the applicant only', async () => {
    const mine = await h.request('GET', '/ad/registered-teachers/applied', { token: myToken });
    expect(mine.body.data.map((a: { status: string }) => a.status)).toEqual(['pending']);
    await h.db.updateTable('teacher_applications').set({ status: 'rejected', reason: '证书等级未达到讲师申请要求', reviewed_at: STAMP }).execute();
    expect((await h.request('GET', '/ad/registered-teachers/applied', { token: myToken })).body.data[0]).toMatchObject({ status: 'rejected', reason: '证书等级未达到讲师申请要求' });
    expect((await h.request('GET', '/ad/registered-teachers/applied', { token: otherToken })).body.data).toEqual([]);
  });
});

describe('moxibustion enrolment', () => {
  test('a verified learner leaves out name, phone and ID number; an unverified one must give all three (issue 21)', async () => {
    const learner = await createLearner(h.db);
    const token = await tokenFor(h, 'learner', learner.phone);
    const { name: _n, phone: _p, id_number: _i, ...rest } = enrolment(openBatch);
    const refused = await h.request('POST', '/moxibustion/enrollments', { token, json: rest });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['id_number', 'name', 'phone']);
    const partial = await h.request('POST', '/moxibustion/enrollments', { token, json: { ...rest, name: '李秀英' } });
    expect(Object.keys(partial.body.errors).sort()).toEqual(['id_number', 'phone']);
    const id = `41010519850611002${idNumberCheckChar('41010519850611002')}`;
    await h.db
      .insertInto('user_verified_data')
      .values({
        user_id: learner.id, real_name: '李秀英', id_number: id, id_front_file_id: null, id_back_file_id: null, audit_status: 'success',
        audit_reason: null, audited_by: null, audited_at: STAMP, created_at: STAMP, updated_at: STAMP,
      })
      .execute();
    const answer = await h.request('POST', '/moxibustion/enrollments', { token, json: rest });
    expect(answer.status).toBe(201);
    const stored = await h.db.selectFrom('moxibustion_enrollments').select(['name', 'phone', 'id_number']).where('user_id', '=', learner.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: '李秀英', phone: learner.phone, id_number: id });
    await h.db.deleteFrom('moxibustion_enrollments').where('user_id', '=', learner.id).execute();
  });

  test('bad input is a 422, an unknown batch a 404, a closed one a 409; nothing is written', async () => {
    const bad = await h.request('POST', '/moxibustion/enrollments', { token: myToken, json: enrolment(openBatch, { name: 'A', gender: 0, phone: '1', id_number: '123', city_code: 'x' }) });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['city_code', 'gender', 'id_number', 'name', 'phone']);
    expect((await h.request('POST', '/moxibustion/enrollments', { token: myToken, json: enrolment(openBatch, { city_code: '420100' }) })).status).toBe(422);
    expect((await h.request('POST', '/moxibustion/enrollments', { token: myToken, json: enrolment(999999) })).status).toBe(404);
    expect((await h.request('POST', '/moxibustion/enrollments', { token: myToken, json: enrolment(closedBatch) })).status).toBe(409);
    expect((await h.request('POST', '/moxibustion/enrollments', { json: enrolment(openBatch) })).status).toBe(401);
    expect(await countRows(h.db, 'moxibustion_enrollments')).toBe(0);
  });

  test('enrols once; the learner sees and cancels it, another learner cannot', async () => {
    const created = await h.request('POST', '/moxibustion/enrollments', { token: myToken, json: enrolment(openBatch) });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'pending', batch: '2099年第1期', batch_id: openBatch, id_number: `4101**********${ID.slice(-4)}` });
    expect((await h.request('POST', '/moxibustion/enrollments', { token: myToken, json: enrolment(openBatch) })).status).toBe(409);
    expect((await h.request('GET', '/user/moxibustion-enrollments', { token: otherToken })).body.data).toEqual([]);
    expect((await h.request('POST', `/user/moxibustion-enrollments/${created.body.data.id}/cancel`, { token: otherToken })).status).toBe(404);
    const cancelled = await h.request('POST', `/user/moxibustion-enrollments/${created.body.data.id}/cancel`, { token: myToken });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await h.request('GET', '/user/moxibustion-enrollments', { token: myToken })).body.data).toHaveLength(1);
  });

  test('ten learners at once into three seats: exactly three enrolments', async () => {
    const learners = await Promise.all(Array.from({ length: 10 }, (_, i) => createLearner(h.db, { phone: `1391000${String(i).padStart(4, '0')}` })));
    const tokens = await Promise.all(learners.map((l) => tokenFor(h, 'learner', l.phone)));
    const answers = await Promise.all(tokens.map((token, i) => {
      const first17 = `4101051990030${String(1000 + i)}`;
      return h.request('POST', '/moxibustion/enrollments', { token, json: enrolment(smallBatch, { id_number: `${first17}${idNumberCheckChar(first17)}` }) });
    }));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    const rows = await h.db.selectFrom('moxibustion_enrollments').select('id').where('batch', '=', '2099年第2期').execute();
    expect(rows).toHaveLength(3);
  });
});
