import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertRegions } from '../helpers/fixtures';
import { managerWithRole, seedAccess } from '../helpers/manage';

// Reordering the menu editor's siblings and the top-bar sections: one request, all or nothing,
// only the exact set of siblings, and the managers' menus follow on their next request.

let h: AccountsHarness;
let admin: { id: number; token: string };
let city: { id: number; token: string };

type Node = { id: number; name: string; children: Node[] };
const tree = async () => (await h.request('GET', '/manage/menus', { token: admin.token })).body.data as { navbars: { id: number; name: string }[]; sidebars: Node[] };
const sorts = async (table: 'sidebars' | 'navbars') =>
  (await h.db.selectFrom(table).select(['id', 'sort']).orderBy('id').execute()).map((r) => [r.id, r.sort]);

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await seedAccess(h.db);
  admin = await managerWithRole(h, 'super-admin');
  city = await managerWithRole(h, 'city-admin');
});
afterAll(() => h.close());

describe('sidebar reorder', () => {
  test('only a manager with system.menus may reorder', async () => {
    const group = (await tree()).sidebars.find((s) => s.children.length > 1)!;
    const ids = group.children.map((c) => c.id).reverse();
    const before = await sorts('sidebars');
    expect((await h.request('POST', '/manage/menus/sidebars/reorder', { token: city.token, json: { parent_id: group.id, ids } })).status).toBe(403);
    expect((await h.request('POST', '/manage/menus/sidebars/reorder', { json: { parent_id: group.id, ids } })).status).toBe(401);
    expect(await sorts('sidebars')).toEqual(before);
  });

  test('ids that are not exactly the siblings of that parent are refused with 422 and nothing changes', async () => {
    const { sidebars } = await tree();
    const group = sidebars.find((s) => s.children.length > 1)!;
    const other = sidebars.find((s) => s.id !== group.id && s.children.length > 0)!;
    const ids = group.children.map((c) => c.id);
    const before = await sorts('sidebars');
    const wrong = [
      ids.slice(1), // one missing
      [...ids, other.children[0].id], // one from another parent
      [ids[0], ...ids], // a duplicate
      [...ids.slice(1), 999_999], // one that does not exist
      sidebars.map((s) => s.id), // the top level sent for a child list
    ];
    for (const list of wrong) {
      const answer = await h.request('POST', '/manage/menus/sidebars/reorder', { token: admin.token, json: { parent_id: group.id, ids: list } });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.ids).toBeDefined();
    }
    const shape = await h.request('POST', '/manage/menus/sidebars/reorder', { token: admin.token, json: { parent_id: group.id, ids: [] } });
    expect(shape.status).toBe(422);
    expect(await sorts('sidebars')).toEqual(before);
  });

  test('the new order is saved and shown in the managers’ sidebars, at the top level too', async () => {
    const { sidebars } = await tree();
    const group = sidebars.find((s) => s.children.length > 1)!;
    const ids = group.children.map((c) => c.id).reverse();
    const saved = await h.request('POST', '/manage/menus/sidebars/reorder', { token: admin.token, json: { parent_id: group.id, ids } });
    expect(saved.status).toBe(200);
    expect((await tree()).sidebars.find((s) => s.id === group.id)!.children.map((c) => c.id)).toEqual(ids);
    const seen = (await h.request('GET', '/user/sidebars', { token: admin.token })).body.data.find((s: Node) => s.id === group.id);
    expect(seen.children.map((c: Node) => c.id)).toEqual(ids);

    const top = sidebars.map((s) => s.id);
    const rotated = [...top.slice(1), top[0]];
    expect((await h.request('POST', '/manage/menus/sidebars/reorder', { token: admin.token, json: { parent_id: null, ids: rotated } })).status).toBe(200);
    expect((await tree()).sidebars.map((s) => s.id)).toEqual(rotated);
    const mine = (await h.request('GET', '/user/sidebars', { token: admin.token })).body.data.map((s: Node) => s.id);
    expect(mine).toEqual(rotated.filter((id) => mine.includes(id)));
  });
});

describe('navbar reorder', () => {
  test('permission, 422 on anything but every navbar once, and the order shown in the managers’ top bar', async () => {
    const { navbars } = await tree();
    expect(navbars.length).toBeGreaterThan(1);
    const ids = navbars.map((n) => n.id).reverse();
    expect((await h.request('POST', '/manage/menus/navbars/reorder', { token: city.token, json: { ids } })).status).toBe(403);
    const before = await sorts('navbars');
    for (const list of [ids.slice(1), [ids[0], ...ids], [...ids.slice(1), 999_999]]) {
      const answer = await h.request('POST', '/manage/menus/navbars/reorder', { token: admin.token, json: { ids: list } });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.ids).toBeDefined();
    }
    expect((await h.request('POST', '/manage/menus/navbars/reorder', { token: admin.token, json: { ids, extra: 1 } })).status).toBe(422);
    expect(await sorts('navbars')).toEqual(before);

    expect((await h.request('POST', '/manage/menus/navbars/reorder', { token: admin.token, json: { ids } })).status).toBe(200);
    expect((await tree()).navbars.map((n) => n.id)).toEqual(ids);
    const info = await h.request('GET', '/user/info', { token: city.token });
    const shown = info.body.navbars.data.map((n: { id: number }) => n.id);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(ids.filter((id) => shown.includes(id)));
    expect((await h.request('GET', '/user/navbars', { token: admin.token })).body.data.map((n: { id: number }) => n.id)).toEqual(ids);
  });
});
