import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertOrganization, insertRegions } from '../helpers/fixtures';
import { managerWithRole, seedAccess } from '../helpers/manage';

// Class cover images: content-checked, stored as public files, only for managers who may edit classes.

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const formWith = (bytes: Buffer, name = 'cover.png') => {
  const form = new FormData();
  form.set('cover', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  return form;
};

let h: AccountsHarness;
const token = { school: '', city: '' };

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await seedAccess(h.db);
  const org = await insertOrganization(h.db, { name: '郑州市职业技术学院', type: 11, city_code: '410100' });
  token.school = (await managerWithRole(h, 'school', org)).token;
  token.city = (await managerWithRole(h, 'city-admin')).token; // classes.view only
});

afterAll(() => h.close());

test('an image is stored and served publicly; its URL is what a class saves as cover', async () => {
  const answer = await h.request('POST', '/manage/classes/cover', { token: token.school, form: formWith(PNG) });
  expect(answer.status).toBe(201);
  expect(answer.body.data.url).toBe(`/api/v1/files/${answer.body.data.id}`);
  const served = await h.request('GET', `/files/${answer.body.data.id}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  const row = await h.db.selectFrom('files').select(['owner_type']).where('id', '=', answer.body.data.id).executeTakeFirstOrThrow();
  expect(row.owner_type).toBe('class-cover');
});

test('not an image is a 422 at the field; no permission 403; no token 401; not a form 400', async () => {
  const fake = await h.request('POST', '/manage/classes/cover', { token: token.school, form: formWith(Buffer.from('not an image')) });
  expect(fake.status).toBe(422);
  expect(fake.body.errors.cover).toEqual(['只支持 JPEG、PNG 或 WebP 格式的图片。']);
  expect((await h.request('POST', '/manage/classes/cover', { token: token.school, form: new FormData() })).status).toBe(422);
  expect((await h.request('POST', '/manage/classes/cover', { token: token.city, form: formWith(PNG) })).status).toBe(403);
  expect((await h.request('POST', '/manage/classes/cover', { form: formWith(PNG) })).status).toBe(401);
  expect((await h.request('POST', '/manage/classes/cover', { token: token.school, json: {} })).status).toBe(400);
});
