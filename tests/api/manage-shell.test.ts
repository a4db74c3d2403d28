import { DEFAULT_SETTINGS } from '@/lib/manage/settings';
import { accountsHarness, createLearner, tokenFor, type AccountsHarness } from '../helpers/accounts';
import { managerWithRole, seedAccess } from '../helpers/manage';

let h: AccountsHarness;
let admin: string;
let school: string;
let learner: string;

beforeAll(async () => {
  h = await accountsHarness();
  await seedAccess(h.db);
  admin = (await managerWithRole(h, 'super-admin')).token;
  school = (await managerWithRole(h, 'school')).token;
  const l = await createLearner(h.db);
  learner = await tokenFor(h, 'learner', l.phone);
});
afterAll(() => h.close());

describe('GET/PUT /user/settings', () => {
  test('defaults, then the saved settings, per manager', async () => {
    const first = await h.request('GET', '/user/settings', { token: school });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual(DEFAULT_SETTINGS);
    expect(first.body.data).toMatchObject({ theme: '#409EFF', tagsView: true, fixedHeader: true, sidebarLogo: true, showSettings: false });

    const next = { ...DEFAULT_SETTINGS, theme: '#11a983', tagsView: false, supportPinyinSearch: false };
    const saved = await h.request('PUT', '/user/settings', { token: school, json: next });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ ...next, theme: '#11A983' });
    expect((await h.request('GET', '/user/settings', { token: school })).body.data.theme).toBe('#11A983');
    expect((await h.request('GET', '/user/settings', { token: admin })).body.data).toEqual(DEFAULT_SETTINGS);
  });

  test('422 with field messages for a bad colour, a missing flag or an unknown key', async () => {
    const answer = await h.request('PUT', '/user/settings', { token: school, json: { ...DEFAULT_SETTINGS, theme: 'red', tagsView: 'yes', extra: 1 } });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(expect.arrayContaining(['theme', 'tagsView']));
    const missing = await h.request('PUT', '/user/settings', { token: school, json: { theme: '#000000' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty('fixedHeader');
  });

  test('learners and anonymous callers are refused; a damaged stored value falls back to defaults', async () => {
    expect((await h.request('GET', '/user/settings', { token: learner })).status).toBe(401);
    expect((await h.request('PUT', '/user/settings', { json: DEFAULT_SETTINGS })).status).toBe(401);
    await h.db.updateTable('managers').set({ settings: '{not json' }).execute();
    expect((await h.request('GET', '/user/settings', { token: admin })).body.data).toEqual(DEFAULT_SETTINGS);
  });
});

describe('GET /user/routes/check', () => {
  test.each([
    ['/manage/classes', 'school', true, true],
    ['/manage/roles', 'school', true, false],
    ['/manage/roles', 'super-admin', true, true],
    ['/manage/group-classes', 'school', true, true],
    ['/manage/no-such-page', 'super-admin', false, false],
  ])('%s for %s: known %s, permitted %s', async (path, role, known, permitted) => {
    const token = role === 'school' ? school : admin;
    const answer = await h.request('GET', `/user/routes/check?path=${encodeURIComponent(path)}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ path, known, permitted });
  });

  test('only /manage paths are checked', async () => {
    expect((await h.request('GET', '/user/routes/check?path=/user/info', { token: admin })).status).toBe(422);
    expect((await h.request('GET', '/user/routes/check?path=/manage/x', { token: learner })).status).toBe(401);
  });
});

describe('GET /user/menu-search', () => {
  test('permitted menu pages with full pinyin and initials', async () => {
    const answer = await h.request('GET', '/user/menu-search', { token: school });
    expect(answer.status).toBe(200);
    const classes = answer.body.data.find((e: { path: string }) => e.path === '/manage/classes');
    expect(classes).toEqual({ path: '/manage/classes', title: '班级管理', trail: ['培训管理', '培训组织'], pinyin: 'banjiguanli', initials: 'bjgl' });
    const paths = answer.body.data.map((e: { path: string }) => e.path);
    expect(paths).not.toContain('/manage/roles');
    expect(paths).not.toContain('/manage/classes/edit');
    const adminPaths = (await h.request('GET', '/user/menu-search', { token: admin })).body.data.map((e: { path: string }) => e.path);
    expect(adminPaths).toContain('/manage/roles');
  });
});
