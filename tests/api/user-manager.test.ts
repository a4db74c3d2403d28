import { insertOrganization, insertRegions } from '../helpers/fixtures';
import { accountsHarness, createManager, ensureRole, tokenFor, type AccountsHarness } from '../helpers/accounts';

const STAMP = '2026-01-10T08:00:00.000Z';
let h: AccountsHarness;
let token: string;
let adminToken: string;

async function sidebar(values: { name: string; parent_id?: number | null; is_show?: number; sort?: number; component?: string }) {
  const row = await h.db
    .insertInto('sidebars')
    .values({
      parent_id: values.parent_id ?? null, title: `标题-${values.name}`, name: values.name, path: `/manage/${values.name}`,
      component: values.component ?? 'Layout', redirect: null, icon: 'education', sort: values.sort ?? 1, is_show: values.is_show ?? 1,
      always_show: values.parent_id ? 0 : 1, no_cache: 0, affix: 0, active_menu: null, created_at: STAMP, updated_at: STAMP,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  const school = await ensureRole(h.db, 'school', '院校');
  const admin = await ensureRole(h.db, 'super-admin', '超级管理员');
  const perm = async (name: string, parent: number | null) =>
    (await h.db.insertInto('permissions').values({ name, title: name, parent_id: parent, sort: 1 }).returning('id').executeTakeFirstOrThrow()).id;
  const classes = await perm('classes', null);
  const view = await perm('classes.view', classes);
  await perm('news', null);
  await h.db.insertInto('role_permissions').values([{ role_id: school, permission_id: classes }, { role_id: school, permission_id: view }]).execute();

  const [training, content] = await Promise.all(
    [['training', '培训管理', 1], ['content', '内容管理', 2]].map(async ([name, title, sort]) =>
      (await h.db.insertInto('navbars').values({ name: name as string, title: title as string, sort: sort as number }).returning('id').executeTakeFirstOrThrow()).id,
    ),
  );
  const group = await sidebar({ name: 'group-classes', sort: 1 });
  const list = await sidebar({ name: 'classes', parent_id: group, component: 'classes/index', sort: 1 });
  const edit = await sidebar({ name: 'classes-edit', parent_id: group, component: 'classes/edit', is_show: 0, sort: 2 });
  const adminOnly = await sidebar({ name: 'verifications', parent_id: group, component: 'verifications/index', sort: 3 });
  const newsGroup = await sidebar({ name: 'group-content', sort: 2 });
  await sidebar({ name: 'news', parent_id: newsGroup, component: 'news/index' });
  const open = await sidebar({ name: 'group-dashboard', sort: 0 });
  await h.db.insertInto('navbar_sidebars').values([
    { navbar_id: training, sidebar_id: group }, { navbar_id: content, sidebar_id: newsGroup }, { navbar_id: training, sidebar_id: open },
  ]).execute();
  await h.db.insertInto('sidebar_roles').values([
    { sidebar_id: group, role_id: school }, { sidebar_id: group, role_id: admin }, { sidebar_id: list, role_id: school },
    { sidebar_id: edit, role_id: school }, { sidebar_id: adminOnly, role_id: admin }, { sidebar_id: newsGroup, role_id: admin },
  ]).execute();

  const org = await insertOrganization(h.db, { name: '郑州技师学院', type: 11 });
  const manager = await createManager(h.db, { roles: ['school'], organizationId: org });
  token = await tokenFor(h, 'manager', manager.username);
  const superAdmin = await createManager(h.db, { roles: ['super-admin'] });
  adminToken = await tokenFor(h, 'manager', superAdmin.username);
});
afterAll(() => h.close());

test('GET /user?include=roles,userable with a manager token', async () => {
  const answer = await h.request('GET', '/user?include=roles,userable', { token });
  expect(answer.status).toBe(200);
  expect(answer.body.data).toMatchObject({
    name: '李管理', introduction: '简介', province_code: '410000', city_code: '410100', area_code: '410105', must_change_password: false,
    roles: { data: [{ id: expect.any(Number), name: 'school', title: '院校' }] },
    userable: { data: { id: expect.any(Number), name: '郑州技师学院', type: 11 } },
  });
  expect(answer.body.data).not.toHaveProperty('password_hash');
  expect((await h.request('GET', '/user?include=user-verified-datum', { token })).status).toBe(400);
});

test('GET /user/info: me with permissions and regions, navbars and the role-filtered sidebar tree', async () => {
  const answer = await h.request('GET', '/user/info?include=roles.permissions,userable,province,city,area', { token });
  expect(answer.status).toBe(200);
  const { me, navbars, sidebars } = answer.body;
  expect(me.roles.data[0].permissions.data.map((p: { name: string }) => p.name)).toEqual(['classes', 'classes.view']);
  expect(me.province.data).toMatchObject({ code: '410000', name: '河南省' });
  expect(me.city.data.name).toBe('郑州市');
  expect(me.area.data.name).toBe('金水区');
  expect(me.userable.data.type).toBe(11);
  expect(navbars.data).toEqual([{ id: expect.any(Number), title: '培训管理', name: 'training' }]);
  expect(sidebars.data.map((s: { name: string }) => s.name)).toEqual(['group-dashboard', 'group-classes']);
  const group = sidebars.data[1];
  expect(group).toMatchObject({
    path: '/manage/group-classes', title: '标题-group-classes', icon: 'education', parent_id: null, order: 1, component: 'Layout',
    redirect: null, is_show: true, alwaysShow: true, navbars: ['training'],
    meta: { roles: ['school', 'super-admin'], noCache: false, affix: false, title: '标题-group-classes', activeMenu: null },
  });
  expect(group.children.map((c: { name: string; is_show: boolean }) => [c.name, c.is_show])).toEqual([['classes', true], ['classes-edit', false]]);
  expect(group.children[0]).toMatchObject({ id: expect.any(Number), path: '/manage/classes', parent_id: group.id, navbars: ['training'], children: [] });
  expect(sidebars.data[0].meta.roles).toEqual([]);
});

test('GET /user/navbars and /user/sidebars?include=roles; a super-admin sees more', async () => {
  const navbars = await h.request('GET', '/user/navbars', { token });
  expect(navbars.body).toEqual({ data: [{ id: expect.any(Number), title: '培训管理', name: 'training' }] });
  const sidebars = await h.request('GET', '/user/sidebars?include=roles', { token });
  expect(sidebars.body.data[1].roles.data.map((r: { name: string }) => r.name)).toEqual(['school', 'super-admin']);
  expect(sidebars.body.data[1].children[0].roles.data.map((r: { name: string }) => r.name)).toEqual(['school']);
  expect((await h.request('GET', '/user/sidebars?include=nope', { token })).status).toBe(400);
  const admin = await h.request('GET', '/user/sidebars', { token: adminToken });
  const names = admin.body.data.map((s: { name: string }) => s.name);
  expect(names).toEqual(['group-dashboard', 'group-classes', 'group-content']);
  expect(admin.body.data[1].children.map((c: { name: string }) => c.name)).toEqual(['verifications']);
  expect((await h.request('GET', '/user/navbars', { token: adminToken })).body.data.map((n: { name: string }) => n.name)).toEqual(['training', 'content']);
});

test('GET /permissions: names, and the full tree for a super-admin only', async () => {
  expect((await h.request('GET', '/permissions', { token })).body).toEqual({ data: ['classes', 'classes.view'] });
  expect((await h.request('GET', '/permissions?all=1', { token })).status).toBe(403);
  const tree = await h.request('GET', '/permissions?all=1', { token: adminToken });
  expect(tree.body.data.map((p: { name: string }) => p.name)).toEqual(['classes', 'news']);
  expect(tree.body.data[0].children.map((p: { name: string }) => p.name)).toEqual(['classes.view']);
});
