import { accountsHarness, createLearner, tokenFor, type AccountsHarness } from '../helpers/accounts';
import { idNumberCheckChar } from '@/lib/validation/id-number';
import { insertOccupation, insertRegions } from '../helpers/fixtures';
import { managerWithRole, seedAccess } from '../helpers/manage';

// Issue 18 item 14: displayed names are held to one rule, and no validated text may carry a
// control character (a NUL made PostgreSQL fail the write with a 500; SQLite stored it).

let h: AccountsHarness;
let admin: { id: number; token: string };
beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await seedAccess(h.db);
  admin = await managerWithRole(h, 'super-admin');
});
afterAll(() => h.close());

const HOSTILE_NAMES: Array<[string, string]> = [
  ['NUL', '李\u0000四'],
  ['right-to-left override', '李\u202e四'],
  ['isolate', '\u2067李四\u2069'],
  ['zero-width only', '\u200b\u200b\u200b'],
  ['zero-width inside', '李\u200b四'],
  ['newline', '李\n四'],
  ['tab', '李\t四'],
  ['line separator', '李\u2028四'],
  ['spaces only', '    '],
  ['symbols only', '!!!'],
  ['emoji', '李四😀'],
  ['too long', '李'.repeat(21)],
];

describe('PATCH /user: the displayed name', () => {
  test.each(HOSTILE_NAMES)('%s is a 422 on the name, and nothing is stored', async (_, name) => {
    const { id, phone } = await createLearner(h.db);
    const token = await tokenFor(h, 'learner', phone);
    await h.request('PATCH', '/user', { token, json: { name: '王五' } });
    const answer = await h.request('PATCH', '/user', { token, json: { name } });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['name']);
    const form = new FormData();
    form.set('name', name);
    expect((await h.request('PATCH', '/user', { token, form })).status).toBe(422);
    expect((await h.db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name).toBe('王五');
  });

  test.each(['李四', '阿卜杜·热合曼', 'Anna-Lena', 'Li Wei', "O'Neil", '  张三  ', '小明2026'])('%j is accepted', async (name) => {
    const { phone } = await createLearner(h.db);
    const answer = await h.request('PATCH', '/user', { token: await tokenFor(h, 'learner', phone), json: { name } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.name).toBe(name.trim());
  });
});

describe('a manager’s name follows the same rule', () => {
  test('creating or renaming a manager with a hostile name is a 422', async () => {
    const role = await h.db.selectFrom('roles').select('id').where('name', '=', 'city-admin').executeTakeFirstOrThrow();
    for (const [i, [, name]] of HOSTILE_NAMES.entries()) {
      const made = await h.request('POST', '/manage/managers', { token: admin.token, json: { username: `textrule1${i}`, name, role_ids: [role.id] } });
      expect({ name, status: made.status }).toEqual({ name, status: 422 });
      expect(Object.keys(made.body.errors)).toContain('name');
    }
    const made = await h.request('POST', '/manage/managers', { token: admin.token, json: { username: 'textrule01', name: '赵新', role_ids: [role.id] } });
    expect(made.status).toBe(201);
    const renamed = await h.request('PATCH', `/manage/managers/${made.body.data.id}`, { token: admin.token, json: { name: '赵\u202e新' } });
    expect(renamed.status).toBe(422);
  });
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('uploaded file names', () => {
  test('control characters are dropped from the name kept for display, so the upload is stored', async () => {
    const { phone } = await createLearner(h.db);
    const form = new FormData();
    form.set('avatar', new File([new Uint8Array(PNG)], 'face\u0000\u0007.png', { type: 'image/png' }));
    const answer = await h.request('PATCH', '/user', { token: await tokenFor(h, 'learner', phone), form });
    expect(answer.status).toBe(200);
    const id = Number(answer.body.data.avatar.split('/').pop());
    expect((await h.db.selectFrom('files').select('original_name').where('id', '=', id).executeTakeFirstOrThrow()).original_name).toBe('face.png');
  });
});

describe('control characters anywhere in validated input are a 422, never a 500', () => {
  const NUL = 'x\u0000y';
  test.each([
    ['learner sign-in name', 'POST', '/authorizations', { json: { username: `138${NUL}`, password: 'abc', guard: 'api', app_id: '10004' } }],
    ['manager sign-in name', 'POST', '/authorizations', { json: { username: NUL, password: 'e10adc3949ba59abbe56e057f20f883e', client_id: '2', grant_type: 'password' } }],
    ['class search keyword', 'GET', `/classes?keyword=${encodeURIComponent(NUL)}`, {}],
    ['news search keyword', 'GET', `/news?keyword=${encodeURIComponent(NUL)}`, {}],
    ['bell character', 'GET', `/classes?keyword=${encodeURIComponent('a\u0007b')}`, {}],
  ] as const)('%s', async (_, method, url, call) => {
    const answer = await h.request(method, url, call);
    expect(answer.status).toBe(422);
  });

  test('a manager’s free text (a role description) with NUL is refused on the field', async () => {
    const answer = await h.request('POST', '/manage/roles', { token: admin.token, json: { name: 'nul-role', title: '角色', description: `说明${'\u0000'}` } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty('description');
    expect(await h.db.selectFrom('roles').select('id').where('name', '=', 'nul-role').executeTakeFirst()).toBeUndefined();
  });

  test('a hand-parsed multipart form (a teacher application) is held to the same rule', async () => {
    const occupationId = await insertOccupation(h.db);
    const learner = await createLearner(h.db);
    const token = await tokenFor(h, 'learner', learner.phone);
    const apply = (qualifications: string) => {
      const form = new FormData();
      const id = `41010519900307002${idNumberCheckChar('41010519900307002')}`;
      for (const [k, v] of Object.entries({ name: '王丽娟', phone: '13812345678', id_number: id, occupation_id: String(occupationId), qualifications })) form.append(k, v);
      form.append('files', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'))], { type: 'application/pdf' }), 'cert.pdf');
      return h.request('POST', '/ad/registered-teachers/applied', { token, form });
    };
    const refused = await apply('技师证书\u0000十年');
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['qualifications']);
    expect((await apply('技师证书，\n从业十年。')).status).toBe(201);
  });

  test('multi-line text keeps its newlines and tabs', async () => {
    const answer = await h.request('POST', '/manage/roles', { token: admin.token, json: { name: 'lines-role', title: '角色', description: '第一行\n\t第二行' } });
    expect(answer.status).toBe(201);
  });
});
