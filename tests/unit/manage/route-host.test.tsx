import { screen, waitFor } from '@testing-library/react';
import { ManagerSession } from '@/components/manage/manager-session';
import { PAGE_REGISTRY } from '@/components/manage/pages/registry';
import { ManageRouteHost } from '@/components/manage/route-host';
import { MENU_SECTIONS } from '@/lib/server/db/seed/menus';
import { MANAGER_INFO_KEY } from '@/lib/api/session';
import type { MenuRoute } from '@/lib/manage/routes';
import { installFetch } from '../api/fetch-mock';
import { renderApp } from '../auth/harness';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }), usePathname: () => window.location.pathname }));

const INFO = `GET /api/v1${MANAGER_INFO_KEY}`;
const CHECK = 'GET /api/v1/user/routes/check';
const DASHBOARD = 'GET /api/v1/manage/dashboard';
const WORK = 'GET /api/v1/manage/dashboard/work';
const WORK_FIGURES = { kind: 'training', tiles: [{ key: 'enrollmentsWaiting', value: 5 }, { key: 'passRate', value: 80 }], charts: [], pass_rates: [] };
const FIGURES = { scope: 'organization', classes_by_status: [], enrollments_this_week: 3, pending_reviews: 2, certificates_issued: 1, learners_by_city: [], week_start: '' };

function item(id: number, path: string, component: string, extra: Partial<MenuRoute> = {}): MenuRoute {
  return {
    id, path, name: `n${id}`, title: `t${id}`, icon: null, parent_id: null, order: id, component, redirect: null, is_show: true,
    alwaysShow: false, navbars: ['training'], meta: { roles: [], noCache: false, affix: false, title: `t${id}`, activeMenu: null }, children: [], ...extra,
  };
}

const sidebars: MenuRoute[] = [
  item(1, '/manage/group-dashboard', 'Layout', { redirect: '/manage', children: [item(2, '/manage', 'dashboard/index', { title: '首页', meta: { roles: [], noCache: false, affix: true, title: '首页', activeMenu: null } })] }),
  item(3, '/manage/group-classes', 'Layout', {
    redirect: '/manage/classes',
    children: [item(4, '/manage/classes', 'classes/index', { title: '班级管理' }), item(5, '/manage/classes/:id', 'future/edit', { title: '建设中的页面', is_show: false })],
  }),
];

function renderHost(path: string, check?: { known: boolean }) {
  const api = installFetch({
    [INFO]: { status: 200, body: { me: { data: { id: 1, name: '王管理', roles: { data: [{ id: 1, name: 'school' }] } } }, navbars: { data: [] }, sidebars: { data: sidebars } } },
    [DASHBOARD]: { status: 200, body: { data: FIGURES } },
    [WORK]: { status: 200, body: { data: WORK_FIGURES } },
    ...(check ? { [CHECK]: { status: 200, body: { data: { path, known: check.known, permitted: false } } } } : {}),
  });
  renderApp(
    <ManagerSession>
      <ManageRouteHost path={path} />
    </ManagerSession>,
    ['ManageShell', 'ManageRoutes', 'ManageDashboard', 'ManageMenus'],
  );
  return api;
}

beforeEach(() => {
  replace.mockClear();
  window.history.replaceState(null, '', '/manage');
});

describe('ManageRouteHost', () => {
  it('renders the page registered for the item at the path', async () => {
    renderHost('/manage');
    expect(await screen.findByRole('heading', { name: '工作台' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('tile-pending')).toHaveTextContent('2'));
    expect(screen.getByTestId('dashboard-scope')).toHaveTextContent('统计范围：本机构');
    expect(screen.getAllByText('暂无培训班').length).toBe(1);
    // The account's own work: a school's enrolments waiting and pass rate (issue 20).
    await waitFor(() => expect(screen.getByTestId('work-tile-enrollmentsWaiting')).toHaveTextContent('5'));
    expect(screen.getByTestId('work-tile-passRate')).toHaveTextContent('80');
    expect(screen.getByRole('heading', { name: '本机构培训' })).toBeInTheDocument();
  });

  it('says a permitted item without a registered page is under construction, naming its component', async () => {
    renderHost('/manage/classes/12');
    await waitFor(() => expect(screen.getByTestId('manage-under-construction')).toHaveTextContent('建设中的页面'));
    expect(screen.getByTestId('manage-under-construction')).toHaveTextContent('future/edit');
  });

  it('sends a group path to its redirect', async () => {
    renderHost('/manage/group-classes');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/manage/classes'));
  });

  it('shows 401 for a path the server knows but the manager may not open', async () => {
    const api = renderHost('/manage/roles', { known: true });
    await waitFor(() => expect(screen.getByTestId('manage-401')).toHaveTextContent('没有访问该页面的权限'));
    expect(api.calls.some((c) => c.url.includes('/user/routes/check?path=%2Fmanage%2Froles'))).toBe(true);
  });

  it('shows 404 for a path no menu item names', async () => {
    renderHost('/manage/no-such-page', { known: false });
    await waitFor(() => expect(screen.getByTestId('manage-404')).toHaveTextContent('页面不存在'));
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/manage');
  });
});

describe('PAGE_REGISTRY', () => {
  it('registers only component names the seeded sidebars use', () => {
    const seeded = new Set(MENU_SECTIONS.flatMap((s) => s.groups.flatMap((g) => g.pages.map((p) => p.component))));
    for (const name of Object.keys(PAGE_REGISTRY)) expect(seeded).toContain(name);
    expect(Object.keys(PAGE_REGISTRY)).toContain('dashboard/index');
  });
});
