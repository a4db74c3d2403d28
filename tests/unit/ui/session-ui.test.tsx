import { act, screen, waitFor } from '@testing-library/react';
import { HeaderAccount } from '@/components/front/user/header-account';
import { TOAST_DURATION_MS } from '@/components/ui/toast';
import { notifyError } from '@/lib/api/client';
import { USER_KEY } from '@/lib/api/session';
import { installFetch } from '../api/fetch-mock';
import { renderApp } from '../auth/harness';

const pathname = '/';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => pathname,
}));

const guestLinks = [
  { href: '/user/login', label: '登录' },
  { href: '/user/reg', label: '注册' },
];
const header = <HeaderAccount guestLinks={guestLinks} labels={{ account: '账户', myAccount: '个人中心' }} linkClassName="" />;

afterEach(() => {
  document.cookie = 'user_session=; path=/; max-age=0';
});

describe('HeaderAccount', () => {
  it('never asks for the user without the user_session marker', async () => {
    const api = installFetch();
    renderApp(header, []);
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/user/login');
    await act(async () => {});
    expect(api.mock).not.toHaveBeenCalled();
  });

  it('shows the account name linking to /user/info when the marker is present', async () => {
    document.cookie = 'user_session=1; path=/';
    const api = installFetch({ [`GET /api/v1${USER_KEY}`]: { status: 200, body: { data: { name: '李四', phone: '138****0000', verify_status: 'pending' } } } });
    renderApp(header, []);
    await waitFor(() => expect(screen.getByRole('link', { name: '李四' })).toHaveAttribute('href', '/user/info'));
    expect(api.calls[0].url).toBe(`/api/v1${USER_KEY}`);
  });

  it('says 请重新登录~ when GET /user has no data', async () => {
    document.cookie = 'user_session=1; path=/';
    installFetch({ [`GET /api/v1${USER_KEY}`]: { status: 200, body: { data: null } } });
    renderApp(header, []);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('请重新登录~'));
  });
});

describe('error toasts', () => {
  it('show the translated fallback for 2 s when there is no message', () => {
    jest.useFakeTimers();
    try {
      renderApp(<div />, [], 'en');
      act(() => notifyError({ message: undefined }));
      expect(screen.getByRole('alert')).toHaveTextContent('Error');
      act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
