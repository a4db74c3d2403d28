import { deviceFor, MOBILE_BREAKPOINT, sidebarOpenedFrom, sizeFrom } from '@/lib/manage/app-state';
import type { MenuRoute } from '@/lib/manage/routes';
import { addView, affixedViews, closeAll, closeView, EMPTY_TAGS, isCacheable, lastViewPath, viewForPath, withAffixed } from '@/lib/manage/tags';

function item(id: number, path: string, component: string, extra: Partial<MenuRoute> = {}): MenuRoute {
  return {
    id, path, name: `n${id}`, title: `t${id}`, icon: null, parent_id: null, order: id, component, redirect: null, is_show: true,
    alwaysShow: false, navbars: ['training'], meta: { roles: [], noCache: false, affix: false, title: `t${id}`, activeMenu: null }, children: [], ...extra,
  };
}
const meta = (extra: Partial<MenuRoute['meta']>, title: string) => ({ roles: [], noCache: false, affix: false, title, activeMenu: null, ...extra });
const routes: MenuRoute[] = [
  item(1, '/manage/group-dashboard', 'Layout', { children: [item(2, '/manage', 'dashboard/index', { title: '首页', meta: meta({ affix: true }, '首页') })] }),
  item(3, '/manage/group-classes', 'Layout', {
    children: [
      item(4, '/manage/classes', 'classes/index', { title: '班级管理', meta: meta({}, '班级管理') }),
      item(5, '/manage/classes/:id', 'classes/edit', { title: '编辑培训班', is_show: false, meta: meta({ noCache: true }, '编辑培训班') }),
    ],
  }),
];

describe('app state (SPEC.md §3–§4, §9)', () => {
  test('below 992 px is mobile', () => {
    expect(MOBILE_BREAKPOINT).toBe(992);
    expect(deviceFor(991)).toBe('mobile');
    expect(deviceFor(992)).toBe('desktop');
  });
  test('cookies: sidebarStatus 1/0 and size with medium by default', () => {
    expect(sidebarOpenedFrom('1')).toBe(true);
    expect(sidebarOpenedFrom('0')).toBe(false);
    expect(sidebarOpenedFrom(undefined)).toBe(false);
    expect(sizeFrom(undefined)).toBe('medium');
    expect(sizeFrom('small')).toBe('small');
    expect(sizeFrom('huge')).toBe('medium');
  });
});

describe('tab views from routes', () => {
  test('a sidebar page with params and query, a fixed page by its title, nothing for unknown paths', () => {
    expect(viewForPath('/manage/classes/12', '?tab=roster', routes)).toMatchObject({
      path: '/manage/classes/12', fullPath: '/manage/classes/12?tab=roster', name: 'n5', title: '编辑培训班', params: { id: '12' }, query: { tab: 'roster' }, meta: { noCache: true, affix: false },
    });
    expect(viewForPath('/manage/rePass', '', routes, '修改密码')).toMatchObject({ title: '修改密码', meta: { affix: false } });
    expect(viewForPath('/manage/roles', '', routes)).toBeNull();
  });

  test('the dashboard is the affixed first tab; closing the active tab goes to the last one, then home', () => {
    const affixed = affixedViews(routes);
    expect(affixed.map((v) => v.path)).toEqual(['/manage']);
    let state = withAffixed(EMPTY_TAGS, affixed);
    state = addView(state, viewForPath('/manage/classes', '', routes)!);
    state = addView(state, viewForPath('/manage/classes/7', '', routes)!);
    expect(state.views.map((v) => v.path)).toEqual(['/manage', '/manage/classes', '/manage/classes/7']);
    const closed = closeView(state, '/manage/classes/7');
    expect(lastViewPath(closed, '/manage')).toBe('/manage/classes');
    expect(closeView(state, '/manage')).toBe(state);
    expect(closeAll(state).views.map((v) => v.path)).toEqual(['/manage']);
    expect(lastViewPath({ views: [], generations: {} }, '/manage')).toBe('/manage');
  });

  test('pages are kept mounted unless noCache; error paths never are', () => {
    expect(isCacheable('/manage/classes', routes)).toBe(true);
    expect(isCacheable('/manage/classes/3', routes)).toBe(false);
    expect(isCacheable('/manage/roles', routes)).toBe(false);
  });
});
