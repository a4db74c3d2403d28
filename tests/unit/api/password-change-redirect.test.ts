import { apiFetch, ApiError, setErrorNotifier } from '@/lib/api/client';
import { pageNavigation } from '@/lib/api/navigation';
import { installFetch } from './fetch-mock';

// A one-time password makes the API refuse almost every call with one code: the client goes to the
// password page once, and no call toasts, so a page full of requests does not flood the screen.

const required = { status: 403, body: { message: '您正在使用一次性密码，请先修改密码后再继续操作。', status_code: 403, code: 'password_change_required' } };
const notify = jest.fn();

beforeEach(() => {
  notify.mockReset();
  setErrorNotifier(notify);
  pageNavigation.replace = jest.fn();
});

it('stays on the password page without a toast when a stray call is refused there', async () => {
  installFetch({ 'GET /api/v1/manage/classes': required });
  window.history.replaceState(null, '', '/manage/rePass');
  await expect(apiFetch('/manage/classes')).rejects.toBeInstanceOf(ApiError);
  expect(pageNavigation.replace).not.toHaveBeenCalled();
  expect(notify).not.toHaveBeenCalled();
});

it('sends a learner to /user/edit-pass once, however many calls are refused, without toasts', async () => {
  installFetch({ 'GET /api/v1/user/classes': required, 'GET /api/v1/user/notifications': required });
  window.history.replaceState(null, '', '/user/myClass');
  const errors = await Promise.all([apiFetch('/user/classes'), apiFetch('/user/notifications'), apiFetch('/user/classes')].map((p) => p.catch((e: unknown) => e)));
  expect(errors.every((e) => e instanceof ApiError && e.status === 403)).toBe(true);
  expect(pageNavigation.replace).toHaveBeenCalledTimes(1);
  expect(pageNavigation.replace).toHaveBeenCalledWith('/user/edit-pass');
  expect(notify).not.toHaveBeenCalled();
});

it('an ordinary 403 still toasts and does not navigate', async () => {
  installFetch({ 'GET /api/v1/manage/roles': { status: 403, body: { message: '没有权限执行此操作。', status_code: 403, code: 'forbidden' } } });
  await expect(apiFetch('/manage/roles', { guard: 'manage' })).rejects.toMatchObject({ status: 403 });
  expect(notify).toHaveBeenCalledWith({ message: '没有权限执行此操作。', code: 'forbidden' });
  expect(pageNavigation.replace).not.toHaveBeenCalled();
});
