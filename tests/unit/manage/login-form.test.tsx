import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import md5 from 'md5';
import { LoginForm } from '@/components/manage/login-form';
import { manageRedirect } from '@/lib/navigation/safe-redirect';
import { REQUEST_TIMEOUT_MS } from '@/lib/api/client';
import { ToastProvider, TOAST_DURATION_MS } from '@/components/ui/toast';
import { renderWithIntl } from '../render-with-intl';

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }),
}));

const fetchMock = jest.fn();

function jsonResponse(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body };
}

function renderForm() {
  renderWithIntl(
    <ToastProvider>
      <LoginForm />
    </ToastProvider>,
    { namespaces: ['ManageLogin', 'Toast'] },
  );
  return {
    fill(username: string, password: string) {
      fireEvent.change(screen.getByLabelText('用户名'), { target: { value: username } });
      fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
    },
    submit: () => fireEvent.click(screen.getByRole('button', { name: '登录' })),
  };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/manage/login');
  replace.mockClear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('LoginForm', () => {
  it('labels its fields', () => {
    renderForm();
    expect(screen.getByLabelText('用户名')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
  });

  it('sends the trimmed username and the md5 of the password, then opens the redirect target', async () => {
    window.history.replaceState(null, '', '/manage/login?redirect=%2Fmanage%2FclassList%3Fpage%3D2');
    fetchMock.mockResolvedValue(jsonResponse(201, { access_token: 't', token_type: 'Bearer', expires_in: 3600 }));
    const form = renderForm();
    form.fill('  admin  ', 'S3cret!pass');
    form.submit();

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/manage/classList?page=2'));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/authorizations');
    expect(init.method).toBe('POST');
    expect(init.headers['content-type']).toBe('application/json');
    expect(JSON.parse(init.body)).toEqual({ username: 'admin', password: md5('S3cret!pass') });
  });

  it('goes to /manage without a redirect', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { access_token: 't', token_type: 'Bearer', expires_in: 3600 }));
    const form = renderForm();
    form.fill('admin', 'x');
    form.submit();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/manage'));
  });

  it('shows the server message in a toast for 2 seconds on failure', async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockResolvedValue(jsonResponse(401, { message: '用户名或密码错误', status_code: 401 }));
      const form = renderForm();
      form.fill('admin', 'wrong');
      form.submit();

      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('用户名或密码错误'));
      expect(replace).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
      act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 10));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(20));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('falls back to a generic message when the server gives none', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 500, json: async () => { throw new SyntaxError('not json'); } });
    const form = renderForm();
    form.fill('admin', 'x');
    form.submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('请求失败'));
  });

  it('gives up on a sign-in the server leaves unanswered after 20 s (SPEC.md §9)', async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockImplementation((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }));
      const form = renderForm();
      form.fill('admin', 'x');
      form.submit();
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      const init = fetchMock.mock.calls[0][1] as RequestInit;
      act(() => jest.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1));
      expect(init.signal!.aborted).toBe(false);
      act(() => jest.advanceTimersByTime(1));
      expect(init.signal!.aborted).toBe(true);
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('登录失败'));
      expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
      expect(REQUEST_TIMEOUT_MS).toBe(20_000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('validates empty fields without calling the API', () => {
    const form = renderForm();
    form.fill('   ', '');
    form.submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('用户名')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('用户名')).toHaveAccessibleDescription('请输入用户名');
    expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('请输入密码');
  });
});

describe('manageRedirect', () => {
  it.each([
    [null, '/manage'],
    ['/manage/orgSet', '/manage/orgSet'],
    ['https://evil.example', '/manage'],
    ['//evil.example', '/manage'],
    ['/\\evil.example', '/manage'],
    ['/manage/login?redirect=/manage', '/manage'],
    ['/\t/evil.example/', '/manage'],
    ['/manage/\t/../../\t/evil.example', '/manage'],
  ])('%s → %s', (input, expected) => {
    expect(manageRedirect(input)).toBe(expected);
  });
});
