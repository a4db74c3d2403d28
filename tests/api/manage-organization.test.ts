import { creditCodeCheckChar, creditCodeProblem, isValidCreditCode } from '@/lib/validation/credit-code';
import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertOrganization } from '../helpers/fixtures';
import { managerWithRole, seedAccess } from '../helpers/manage';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const image = (bytes: Buffer, name = 'logo.png', type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });
const code = (first17: string) => `${first17}${creditCodeCheckChar(first17)}`;
const VALID = code('52410100MJ1234567');
const OTHER = code('91410100MA4567890');

let h: AccountsHarness;
let school: string;
let admin: string;
let orgId: number;

beforeAll(async () => {
  h = await accountsHarness();
  await seedAccess(h.db);
  orgId = await insertOrganization(h.db, { type: 11, name: '郑州市职业技术学院' });
  await insertOrganization(h.db, { type: 10, credit_code: OTHER });
  school = (await managerWithRole(h, 'school', orgId)).token;
  admin = (await managerWithRole(h, 'super-admin')).token;
});
afterAll(() => h.close());

const input = { name: '郑州市职业技术学院', credit_code: VALID.toLowerCase(), contact_name: '王老师', contact_phone: '0371-66668888', address: '郑州市金水区文化路 80 号', qualifications: '民办学校办学许可证\n职业技能等级认定备案', introduction: '' };

describe('the credit code check character (GB 32100)', () => {
  test('accepts a valid code and names what is wrong with a bad one', () => {
    expect(isValidCreditCode(VALID)).toBe(true);
    expect(creditCodeProblem(VALID.toLowerCase())).toBeNull();
    expect(creditCodeProblem('91410100MA45')).toBe('length');
    expect(creditCodeProblem(`${VALID.slice(0, 10)}I${VALID.slice(11)}`)).toBe('charset');
    const wrong = VALID.slice(0, 17) + (VALID[17] === '0' ? '1' : '0');
    expect(creditCodeProblem(wrong)).toBe('check');
  });
});

describe('/manage/organization', () => {
  test('an organisation manager reads and updates the organisation; the code is stored upper-case', async () => {
    const shown = await h.request('GET', '/manage/organization', { token: school });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ id: orgId, name: '郑州市职业技术学院', type: 11 });

    const saved = await h.request('PUT', '/manage/organization', { token: school, json: input });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ credit_code: VALID, contact_name: '王老师', contact_phone: '0371-66668888', introduction: null });
    const row = await h.db.selectFrom('organizations').select(['credit_code', 'qualifications']).where('id', '=', orgId).executeTakeFirstOrThrow();
    expect(row).toEqual({ credit_code: VALID, qualifications: input.qualifications });
  });

  test('422 with field messages: wrong check character, bad phone, missing name, a code another organisation uses', async () => {
    const wrong = VALID.slice(0, 17) + (VALID[17] === '0' ? '1' : '0');
    const bad = await h.request('PUT', '/manage/organization', { token: school, json: { ...input, credit_code: wrong, contact_phone: '12345', name: '' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.credit_code).toEqual([expect.stringContaining('统一社会信用代码校验位不正确')]);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['contact_phone', 'name']));
    const taken = await h.request('PUT', '/manage/organization', { token: school, json: { ...input, credit_code: OTHER } });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.credit_code).toEqual(['该统一社会信用代码已被其他机构使用。']);
    const extra = await h.request('PUT', '/manage/organization', { token: school, json: { ...input, type: 10 } });
    expect(extra.status).toBe(422);
  });

  test('the logo is content-checked, stored and served publicly', async () => {
    const form = new FormData();
    form.set('logo', image(PNG));
    const answer = await h.request('POST', '/manage/organization/logo', { token: school, form });
    expect(answer.status).toBe(200);
    expect(answer.body.data.logo).toMatch(/^\/api\/v1\/files\/\d+$/);
    const served = await h.request('GET', answer.body.data.logo.replace('/api/v1', ''));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const fake = new FormData();
    fake.set('logo', image(Buffer.from('not an image'), 'logo.png'));
    const refused = await h.request('POST', '/manage/organization/logo', { token: school, form: fake });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.logo).toEqual(['只支持 JPEG、PNG 或 WebP 格式的图片。']);
  });

  test('a manager without an organisation gets 404; anonymous callers 401', async () => {
    expect((await h.request('GET', '/manage/organization', { token: admin })).status).toBe(404);
    expect((await h.request('PUT', '/manage/organization', { token: admin, json: input })).status).toBe(404);
    expect((await h.request('GET', '/manage/organization')).status).toBe(401);
  });
});
