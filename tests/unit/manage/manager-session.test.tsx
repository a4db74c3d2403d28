import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ManagerAccount } from '@/components/manage/manager-account';
import { ManagerSession } from '@/components/manage/manager-session';
import { SettingsProvider } from '@/components/manage/shell/settings';
import { MANAGER_INFO_KEY } from '@/lib/api/session';
import { installFetch, type Reply } from '../api/fetch-mock';
import { renderApp } from '../auth/harness';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }), usePathname: () => window.location.pathname }));

const INFO = `GET /api/v1${MANAGER_INFO_KEY}`;
const LOGOUT = 'DELETE /api/v1/authorizations/current';

function info(me: object | null): Reply {
  return { status: 200, body: { me: me && { data: me }, navbars: { data: [] }, sidebars: { data: [] } } };
}
const admin = (type: number | null) => ({
  id: 1, name: '王管理', roles: { data: [{ id: 1, name: 'admin' }] }, userable: type === null ? null : { data: { name: '某机构', type } },
});

function renderShell() {
  return renderApp(
    <ManagerSession>
      <SettingsProvider>
        <ManagerAccount />
        <p>page body</p>
      </SettingsProvider>
    </ManagerSession>,
    ['ManageShell', 'ManageLayout', 'ManageMenus'],
  );
}

beforeEach(() => {
  replace.mockClear();
  window.history.replaceState(null, '', '/manage/classList?page=2');
});

describe('ManagerSession', () => {
  it('shows a loading state, then the page with the manager name', async () => {
    const api = installFetch({ [INFO]: info(admin(null)) });
    renderShell();
    expect(screen.getByRole('status')).toHaveTextContent('正在加载账号信息');
    expect(await screen.findByText('王管理')).toBeInTheDocument();
    expect(screen.getByText('page body')).toBeInTheDocument();
    expect((api.calls[0].init.headers as Record<string, string>)['x-auth-guard']).toBe('manage');
    expect(screen.queryByRole('link', { name: '机构信息' })).not.toBeInTheDocument();
  });

  it('sends a manager holding a one-time password to /manage/rePass', async () => {
    installFetch({ [INFO]: info({ ...admin(null), must_change_password: true }) });
    renderShell();
    expect(await screen.findByText('王管理')).toBeInTheDocument();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/manage/rePass'));
  });

  it('leaves a manager with their own password where they are', async () => {
    installFetch({ [INFO]: info({ ...admin(null), must_change_password: false }) });
    renderShell();
    expect(await screen.findByText('王管理')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(replace).not.toHaveBeenCalled();
  });

  it.each([10, 11, 12])('links /manage/orgSet for userable type %i', async (type) => {
    installFetch({ [INFO]: info(admin(type)) });
    renderShell();
    await waitFor(() => expect(screen.getByRole('link', { name: '机构信息' })).toHaveAttribute('href', '/manage/orgSet'));
  });

  it.each([
    ['missing manager data', info(null), 'Verification failed, please Login again.'],
    ['an empty roles array', info({ ...admin(null), roles: { data: [] } }), 'getInfo: roles must be a non-null array!'],
    ['a failed request', { status: 500, body: { message: '服务器错误' } }, '服务器错误'],
  ])('on %s shows the message, logs out and goes to login with the current path', async (_case, reply, message) => {
    const api = installFetch({ [INFO]: reply, [LOGOUT]: { status: 204 } });
    renderShell();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/manage/login?redirect=%2Fmanage%2FclassList%3Fpage%3D2'));
    const logout = api.calls.find((c) => c.init.method === 'DELETE')!;
    expect((logout.init.headers as Record<string, string>)['x-auth-guard']).toBe('manage');
    expect(screen.queryByText('page body')).not.toBeInTheDocument();
  });

  it('keeps the session when the request got no answer (the page is leaving, or offline)', async () => {
    const api = installFetch({
      [INFO]: () => {
        throw new TypeError('Failed to fetch');
      },
      [LOGOUT]: { status: 204 },
    });
    renderShell();
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 20));
    expect(api.calls.some((c) => c.init.method === 'DELETE')).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });

  it('keeps the session when the answer arrived but its body could not be read (the page navigated away mid-answer)', async () => {
    const api = installFetch({ [INFO]: { ...info(admin(null)), unreadable: true }, [LOGOUT]: { status: 204 } });
    renderShell();
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 20));
    expect(api.calls.some((c) => c.init.method === 'DELETE')).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });

  it('logs out from the top bar to the login page with redirect', async () => {
    const api = installFetch({ [INFO]: info(admin(null)), [LOGOUT]: { status: 204 } });
    renderShell();
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/manage/login?redirect=%2Fmanage%2FclassList%3Fpage%3D2'));
    expect(api.calls.some((c) => c.init.method === 'DELETE')).toBe(true);
  });
});
