import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PrivacyPanel, PRIVACY_VIEW_KEY } from '@/components/front/user/privacy/privacy-panel';
import { EXPORT_SECTIONS } from '@/lib/contract/learner-rights';
import { installFetch } from '../api/fetch-mock';
import { renderApp } from '../auth/harness';

// /user/privacy (issue 30): the learner's export by section in words, their own files as downloads,
// and the closure dialog: nothing is sent until the password is typed and the consequences confirmed;
// the server's field messages show in place; a closed account signs out and goes to sign-in.

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }) }));

const exported = () => ({
  generated_at: '2026-11-29T08:00:00.000Z',
  notice: '……',
  ...Object.fromEntries(EXPORT_SECTIONS.map((s) => [s, []])),
  account: [{ id: 7, phone: '13900000007', name: '王丽娟', status: 'active', created_at: '2026-11-01T00:30:05.000Z' }],
  verification: [{ real_name: '王丽娟', id_number: '41010519900307002X', id_front_photo: '/api/v1/user/data-export/file?id=31', audit_status: 'success' }],
  sessions: [{ id: 1, ip: '10.0.0.1' }, { id: 2, ip: '10.0.0.2' }],
});

beforeEach(() => replace.mockReset());

it('shows every section by name with its count, fields in words, and the own ID photo as a download', async () => {
  installFetch({ [`GET /api/v1${PRIVACY_VIEW_KEY}`]: { status: 200, body: exported() } });
  renderApp(<PrivacyPanel />, ['Privacy']);
  const sections = await screen.findByTestId('privacy-sections');
  expect(sections.querySelectorAll('details')).toHaveLength(EXPORT_SECTIONS.length);
  const account = sections.querySelector('details[data-section="account"]') as HTMLElement;
  expect(within(account).getByText('账号')).toBeInTheDocument();
  expect(within(account).getByText('1 条')).toBeInTheDocument();
  expect(within(account).getByText('手机号')).toBeInTheDocument();
  expect(within(account).getByText('13900000007')).toBeInTheDocument();
  // Instants in the platform's time zone (UTC+8), not as stored.
  expect(within(account).getByText('2026-11-01 08:30:05')).toBeInTheDocument();
  expect(within(sections.querySelector('details[data-section="sessions"]') as HTMLElement).getByText('2 条')).toBeInTheDocument();
  expect(within(sections.querySelector('details[data-section="orders"]') as HTMLElement).getByText('无记录')).toBeInTheDocument();
  const verification = sections.querySelector('details[data-section="verification"]') as HTMLElement;
  expect(within(verification).getByText('身份证号')).toBeInTheDocument();
  expect(within(verification).getByText('身份证正面照片')).toBeInTheDocument();
  expect(within(verification).getByRole('button', { name: '下载文件' })).toBeInTheDocument();
});

it('asks for the password and a yes, shows the server field messages, and signs out once closed', async () => {
  let answer: { status: number; body: unknown } = { status: 422, body: { message: '提交的数据无效。', status_code: 422, errors: { password: ['密码不正确。'] } } };
  const api = installFetch({
    [`GET /api/v1${PRIVACY_VIEW_KEY}`]: { status: 200, body: exported() },
    'POST /api/v1/user/account-closure': () => answer,
    'DELETE /api/v1/authorizations/current': { status: 204 },
  });
  renderApp(<PrivacyPanel />, ['Privacy']);
  fireEvent.click(await screen.findByRole('button', { name: '申请注销账号' }));
  const dialog = await screen.findByRole('dialog');
  const submit = within(dialog).getByRole('button', { name: '永久注销' });
  expect(submit).toBeDisabled();
  fireEvent.change(within(dialog).getByLabelText('登录密码'), { target: { value: 'wrong-pass-1' } });
  expect(submit).toBeDisabled();
  fireEvent.click(within(dialog).getByRole('checkbox'));
  fireEvent.click(submit);
  expect(await within(dialog).findByText('密码不正确。')).toBeInTheDocument();
  expect(api.bodyOf(api.calls.findIndex((c) => c.url.endsWith('/user/account-closure')))).toEqual({ password: 'wrong-pass-1', confirm: true });

  answer = { status: 409, body: { message: '账号还有未完成的事项，暂时不能注销。', status_code: 409, errors: { enrollments: ['您有 1 个进行中的培训班报名……'] } } };
  fireEvent.click(submit);
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('账号还有未完成的事项，暂时不能注销。');
  expect(alert).toHaveTextContent('您有 1 个进行中的培训班报名');

  answer = { status: 200, body: { data: { closed_at: '2026-11-29T08:00:00.000Z', erased: {} } } };
  fireEvent.click(submit);
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/user/login'));
  expect(api.calls.some((c) => c.url.endsWith('/authorizations/current') && c.init.method === 'DELETE')).toBe(true);
});
