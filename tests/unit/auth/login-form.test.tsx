import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginForm } from '@/components/front/auth/login-form';
import { TOAST_DURATION_MS } from '@/components/ui/toast';
import { installFetch } from '../api/fetch-mock';
import { renderApp } from './harness';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }) }));

const ok = { status: 201, body: { token_type: 'Bearer', expires_in: 3600 } };

function fill(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('手机号/用户名'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
}

beforeEach(() => {
  replace.mockClear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/user/login');
  window.innerWidth = 1280;
});

describe('learner LoginForm', () => {
  it('trims the username and posts the learner grant', async () => {
    const api = installFetch({ 'POST /api/v1/authorizations': ok });
    renderApp(<LoginForm />, ['Auth', 'Throttle']);
    fill('  13800000000 ', 'Secret123');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/user/info'));
    expect(api.bodyOf(0)).toEqual({ username: '13800000000', password: 'Secret123', guard: 'api', app_id: 10004 });
    expect((api.calls[0].init.headers as Record<string, string>)['x-auth-guard']).toBeUndefined();
  });

  it('sends a learner holding a one-time password (after a reset) to /user/edit-pass first', async () => {
    installFetch({
      'POST /api/v1/authorizations': ok,
      'GET /api/v1/user?include=user-verified-datum,entered-classes-count,classes-count': { status: 200, body: { data: { id: 1, phone: '13800000000', must_change_password: true } } },
    });
    renderApp(<LoginForm />, ['Auth', 'Throttle']);
    fill('13800000000', 'Temp1234abcd');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/user/edit-pass'));
  });

  it('goes to /user/center on screens narrower than 769 px', async () => {
    installFetch({ 'POST /api/v1/authorizations': ok });
    window.innerWidth = 768;
    renderApp(<LoginForm />, ['Auth', 'Throttle']);
    fill('u', 'p');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/user/center'));
  });

  it.each([
    ['%2Fuser%2Fverify%3Fa%3D1', '/user/verify?a=1'],
    ['%2F%2Fevil.example', '/user/info'],
    ['https%3A%2F%2Fevil.example', '/user/info'],
    ['/%09/evil.example/', '/user/info'],
    ['/%0a/evil.example/', '/user/info'],
    ['/%09%5Cevil.example', '/user/info'],
  ])('follows redirect=%s only within the site', async (redirect, expected) => {
    installFetch({ 'POST /api/v1/authorizations': ok });
    window.history.replaceState(null, '', `/user/login?redirect=${redirect}`);
    renderApp(<LoginForm />, ['Auth', 'Throttle']);
    fill('u', 'p');
    await waitFor(() => expect(replace).toHaveBeenCalledWith(expected));
  });

  it('validates empty fields inline without a request', () => {
    const api = installFetch();
    renderApp(<LoginForm />, ['Auth', 'Throttle']);
    fill('   ', '');
    expect(api.mock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('手机号/用户名')).toHaveAccessibleDescription('请输入手机号或用户名');
    expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('请输入密码');
  });

  it('shows 422 errors under their fields only, without a generic toast on top (issue 21)', async () => {
    installFetch({
      'POST /api/v1/authorizations': { status: 422, body: { message: '请求参数有误。', status_code: 422, errors: { password: ['password 不能为空。'] } } },
    });
    renderApp(<LoginForm />, ['Auth', 'Throttle']);
    fill('u', 'p');
    await waitFor(() => expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('password 不能为空。'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('a refused sign-in counts down on the button, and still does after a reload (issue 21)', async () => {
    installFetch({
      'POST /api/v1/authorizations': { status: 429, headers: { 'retry-after': '30' }, body: { message: '登录过于频繁，请稍后再试。', status_code: 429 } },
    });
    const first = renderApp(<LoginForm />, ['Auth', 'Throttle']);
    fill('13800000000', 'Secret123');
    // A second may pass before the button is read on a busy machine: 30 or 29, never the plain label.
    expect(await screen.findByRole('button', { name: /^(30|29) 秒后可重试$/ })).toBeDisabled();
    first.unmount();
    renderApp(<LoginForm />, ['Auth', 'Throttle']);
    expect(await screen.findByRole('button', { name: /^(30|29) 秒后可重试$/ })).toBeDisabled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('shows a failure no field explains as a toast for 2 s', async () => {
    jest.useFakeTimers();
    try {
      installFetch({ 'POST /api/v1/authorizations': { status: 401, body: { message: '用户名或密码错误。', status_code: 401 } } });
      renderApp(<LoginForm />, ['Auth', 'Throttle']);
      fill('u', 'p');
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('用户名或密码错误。'));
      act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(replace).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
