import { apiFetch, ApiError, REQUEST_TIMEOUT_MS, setErrorNotifier, STORAGE_KEYS, swrFetcher } from '@/lib/api/client';
import { pageNavigation } from '@/lib/api/navigation';
import { installFetch } from './fetch-mock';

const notify = jest.fn();
let unregister: () => void;

beforeEach(() => {
  notify.mockReset();
  unregister = setErrorNotifier(notify);
  window.history.replaceState(null, '', '/user/info');
  window.localStorage.clear();
  pageNavigation.replace = jest.fn();
});
afterEach(() => unregister());

describe('apiFetch', () => {
  it('calls /api/v1 with appid 10004 and JSON, without the manage guard on front pages', async () => {
    const api = installFetch({ 'POST /api/v1/authorizations': { status: 201, body: { token_type: 'Bearer' } } });
    await expect(apiFetch('/authorizations', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ token_type: 'Bearer' });
    const { url, init } = api.calls[0];
    expect(url).toBe('/api/v1/authorizations');
    const headers = init.headers as Record<string, string>;
    expect(headers.appid).toBe('10004');
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-auth-guard']).toBeUndefined();
    expect(init.body).toBe('{"a":1}');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('issue 30: sends a phone or ID number searched for in a header, never in the URL', async () => {
    const api = installFetch({ 'GET /api/v1/manage/learners': { status: 200, body: { data: [] } } });
    await apiFetch('/manage/learners', { guard: 'manage', query: { phone: '13912345678', status: 'active', page: 2 } });
    await apiFetch('/manage/learners', { guard: 'manage', query: { keyword: '41010519900101123X' } });
    await apiFetch('/manage/learners', { guard: 'manage', query: { keyword: '电工' } });
    expect(api.calls.map((c) => c.url)).toEqual(['/api/v1/manage/learners?status=active&page=2', '/api/v1/manage/learners', '/api/v1/manage/learners?keyword=%E7%94%B5%E5%B7%A5']);
    expect(api.calls.map((c) => (c.init.headers as Record<string, string>)['x-private-query'])).toEqual(['phone=13912345678', 'keyword=41010519900101123X', undefined]);
  });

  it('sends the manage guard header under /manage by default, and when asked', async () => {
    const api = installFetch({ 'GET /api/v1/user': { status: 200, body: { data: {} } } });
    window.history.replaceState(null, '', '/manage/rePass');
    await apiFetch('/user');
    window.history.replaceState(null, '', '/');
    await apiFetch('/user', { guard: 'manage' });
    await apiFetch('/user');
    expect(api.calls.map((c) => (c.init.headers as Record<string, string>)['x-auth-guard'])).toEqual(['manage', 'manage', undefined]);
  });

  it('adds query parameters, the cached city code, and leaves FormData to the browser', async () => {
    const api = installFetch({ 'POST /api/v1/user/verified': { status: 201, body: { data: {} } } });
    window.localStorage.setItem(STORAGE_KEYS.cityCode, '410100');
    const form = new FormData();
    form.set('real_name', '张三');
    await apiFetch('/user/verified?x=1', { method: 'POST', body: form, query: { page: 2, skip: undefined } });
    const { url, init } = api.calls[0];
    expect(url).toBe('/api/v1/user/verified?x=1&page=2');
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
    expect((init.headers as Record<string, string>).cityCode).toBe('410100');
  });

  it('reports the server message once and throws an ApiError with the 422 field errors', async () => {
    installFetch({
      'POST /api/v1/user/register': { status: 422, body: { message: '手机号已注册', status_code: 422, errors: { phone: ['phone 已被占用。'] } } },
    });
    const error = await apiFetch('/user/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).fieldErrors).toEqual({ phone: 'phone 已被占用。' });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ message: '手机号已注册' });
  });

  it('reports a body over the limit with the translated message, from the code or a bare 413', async () => {
    installFetch({
      'POST /api/v1/client-errors': { status: 413, body: { message: '请求内容过大，不能超过 1 MB。', status_code: 413, code: 'payload_too_large' } },
      'POST /api/v1/files': { status: 413 },
    });
    await expect(apiFetch('/client-errors', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 413 });
    await expect(apiFetch('/files', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 413 });
    expect(notify.mock.calls).toEqual([[{ known: 'payloadTooLarge' }], [{ known: 'payloadTooLarge' }]]);
  });

  it('reports a failure without a body or a network error without a message (the toast falls back)', async () => {
    installFetch({ 'GET /api/v1/x': { status: 500 } });
    await expect(apiFetch('/x')).rejects.toBeInstanceOf(ApiError);
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    await expect(apiFetch('/x')).rejects.toMatchObject({ status: 0 });
    expect(notify.mock.calls).toEqual([[{ message: undefined }], [{ message: undefined }]]);
  });

  it('treats a body that could not be read as no answer (status 0), and a body that is not JSON as empty', async () => {
    installFetch({ 'GET /api/v1/x': { status: 200, body: { data: 1 }, unreadable: true } });
    await expect(apiFetch('/x', { silent: true })).rejects.toMatchObject({ status: 0 });
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, headers: new Headers(), text: async () => '<html>' }) as unknown as typeof fetch;
    await expect(apiFetch('/x')).resolves.toBeUndefined();
    installFetch({ 'GET /api/v1/x': { status: 200 } });
    await expect(apiFetch('/x')).resolves.toBeUndefined();
    expect(notify).not.toHaveBeenCalled();
  });

  it('stays quiet when silent, but still throws', async () => {
    installFetch({ 'GET /api/v1/x': { status: 400, body: { message: 'bad' } } });
    await expect(apiFetch('/x', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(notify).not.toHaveBeenCalled();
  });

  it('aborts after 20 s', async () => {
    jest.useFakeTimers();
    try {
      globalThis.fetch = jest.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ) as unknown as typeof fetch;
      const pending = apiFetch('/slow').catch((e: unknown) => e);
      jest.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1);
      expect(notify).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(await pending).toMatchObject({ status: 0 });
      expect(notify).toHaveBeenCalledWith({ message: undefined });
    } finally {
      jest.useRealTimers();
    }
  });

  describe('401 身份认证未通过。', () => {
    const unauthenticated = { status: 401, body: { message: '身份认证未通过。', status_code: 401 } };

    it('resets the user session and reloads with a reload timestamp', async () => {
      installFetch({ 'GET /api/v1/user': unauthenticated });
      window.history.replaceState(null, '', '/user/info?tab=1');
      window.localStorage.setItem(STORAGE_KEYS.userInfo, '{"name":"x"}');
      document.cookie = 'user_session=1; path=/';
      const before = Date.now();
      await expect(apiFetch('/user')).rejects.toMatchObject({ status: 401 });
      expect(window.localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
      expect(document.cookie).not.toContain('user_session=1');
      const target = new URL((pageNavigation.replace as jest.Mock).mock.calls[0][0]);
      expect(target.pathname).toBe('/user/info');
      expect(target.searchParams.get('tab')).toBe('1');
      expect(Number(target.searchParams.get('reload'))).toBeGreaterThanOrEqual(before);
    });

    it('does not reload for the manage guard or another 401 message', async () => {
      installFetch({ 'GET /api/v1/a': unauthenticated, 'GET /api/v1/b': { status: 401, body: { message: '用户名或密码错误' } } });
      await expect(apiFetch('/a', { guard: 'manage' })).rejects.toBeInstanceOf(ApiError);
      await expect(apiFetch('/b')).rejects.toBeInstanceOf(ApiError);
      expect(pageNavigation.replace).not.toHaveBeenCalled();
    });
  });
});

describe('swrFetcher', () => {
  it('uses the key as the API path, with an optional guard', async () => {
    const api = installFetch({ 'GET /api/v1/user/info?include=roles': { status: 200, body: { ok: 1 } } });
    await expect(swrFetcher('/user/info?include=roles')).resolves.toEqual({ ok: 1 });
    await swrFetcher(['/user/info?include=roles', 'manage'] as const);
    expect((api.calls[1].init.headers as Record<string, string>)['x-auth-guard']).toBe('manage');
  });
});
