import { act, screen, waitFor } from '@testing-library/react';
import { ManagerSession } from '@/components/manage/manager-session';
import { PagePathProvider, useCloseCurrentTab } from '@/components/manage/shell/current-tab';
import { TagsProvider, useTags } from '@/components/manage/shell/tags';
import { MANAGER_INFO_KEY } from '@/lib/api/session';
import type { MenuRoute } from '@/lib/manage/routes';
import { installFetch } from '../api/fetch-mock';
import { renderApp } from '../auth/harness';

const push = jest.fn();
let pathname = '/manage/jobs/edit';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push, refresh: jest.fn() }),
  usePathname: () => pathname,
  useSearchParams: () => new URLSearchParams(''),
}));

function item(id: number, path: string, component: string, extra: Partial<MenuRoute> = {}): MenuRoute {
  return {
    id, path, name: `n${id}`, title: `t${id}`, icon: null, parent_id: null, order: id, component, redirect: null, is_show: true,
    alwaysShow: false, navbars: [], meta: { roles: [], noCache: false, affix: false, title: `t${id}`, activeMenu: null }, children: [], ...extra,
  };
}
const sidebars = [
  item(1, '/manage', 'dashboard/index', { meta: { roles: [], noCache: false, affix: true, title: '首页', activeMenu: null } }),
  item(2, '/manage/jobs', 'jobs/index', { title: '招聘岗位' }),
  item(3, '/manage/jobs/edit', 'jobs/edit', { title: '编辑岗位', is_show: false }),
];

let closeTab: ReturnType<typeof useCloseCurrentTab>;
function EditPage() {
  closeTab = useCloseCurrentTab();
  return null;
}
function Strip() {
  return <p data-testid="strip">{useTags().state.views.map((v) => v.path).join(' ')}</p>;
}

const kept = (path: string, fullPath: string) => ({ path, fullPath, title: path, meta: { affix: false, noCache: false, title: path } });

function renderShell(stored = [kept('/manage/jobs', '/manage/jobs?page=2')]) {
  window.sessionStorage.setItem('manage.visitedViews', JSON.stringify(stored));
  installFetch({ [`GET /api/v1${MANAGER_INFO_KEY}`]: { status: 200, body: { me: { data: { id: 1, name: '王', roles: { data: [{ id: 1, name: 'enterprise' }] } } }, navbars: { data: [] }, sidebars: { data: sidebars } } } });
  renderApp(
    <ManagerSession>
      <TagsProvider>
        <Strip />
        <PagePathProvider path="/manage/jobs/edit"><EditPage /></PagePathProvider>
      </TagsProvider>
    </ManagerSession>,
    ['ManageShell', 'ManageLayout', 'ManageMenus'],
  );
}

describe('useCloseCurrentTab (issue 20: a finished edit closes its own tab)', () => {
  beforeEach(() => push.mockClear());

  it('closes the calling page\'s tab and goes where it is told', async () => {
    renderShell();
    await waitFor(() => expect(screen.getByTestId('strip')).toHaveTextContent('/manage /manage/jobs /manage/jobs/edit'));
    act(() => closeTab({ to: '/manage/jobs?page=2', refresh: true }));
    expect(screen.getByTestId('strip')).toHaveTextContent(/^\/manage \/manage\/jobs$/);
    expect(push).toHaveBeenCalledWith('/manage/jobs?page=2');
  });

  it('without a target, goes to the last tab left when the closed tab was on screen', async () => {
    renderShell();
    await waitFor(() => expect(screen.getByTestId('strip')).toHaveTextContent('/manage/jobs/edit'));
    act(() => closeTab());
    expect(push).toHaveBeenCalledWith('/manage/jobs?page=2');
  });

  it('a hidden kept page closes its own tab without moving the manager', async () => {
    pathname = '/manage';
    renderShell([kept('/manage/jobs', '/manage/jobs'), kept('/manage/jobs/edit', '/manage/jobs/edit?id=3')]);
    await waitFor(() => expect(screen.getByTestId('strip')).toHaveTextContent('/manage /manage/jobs /manage/jobs/edit'));
    act(() => closeTab());
    expect(screen.getByTestId('strip')).toHaveTextContent(/^\/manage \/manage\/jobs$/);
    expect(push).not.toHaveBeenCalled();
    pathname = '/manage/jobs/edit';
  });
});
