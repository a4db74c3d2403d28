import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { RegisterForm } from '@/components/front/auth/register-form';
import { SmsLoginForm } from '@/components/front/auth/sms-login-form';
import { installFetch } from '../api/fetch-mock';
import { renderApp } from './harness';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }) }));

const codeAnswer = { status: 201, body: { verification_key: 'key-1', expired_at: '2030-01-01T00:00:00Z' } };
const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  replace.mockClear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/user/smslogin');
  window.innerWidth = 1280;
});

describe('SmsLoginForm', () => {
  it('checks the phone before asking for a code', async () => {
    const api = installFetch();
    renderApp(<SmsLoginForm />, ['Auth', 'Throttle']);
    change('手机号', '12345');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));
    expect(api.mock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('手机号')).toHaveAccessibleDescription('手机号格式不正确');
  });

  it('counts down 60 s after a code is sent, then allows another', async () => {
    const api = installFetch({ 'POST /api/v1/verification-codes/login': codeAnswer });
    jest.useFakeTimers();
    try {
      renderApp(<SmsLoginForm />, ['Auth', 'Throttle']);
      change('手机号', ' 13800000001 ');
      fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
      expect(await screen.findByRole('button', { name: '60 秒后重新获取' })).toBeDisabled();
      expect(api.bodyOf(0)).toEqual({ phone: '13800000001', app_id: 10004 });
      for (let i = 0; i < 59; i++) act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByRole('button', { name: '1 秒后重新获取' })).toBeDisabled();
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('logs in with the key and code', async () => {
    const api = installFetch({
      'POST /api/v1/verification-codes/login': codeAnswer,
      'POST /api/v1/verification-code/authorizations': { status: 201, body: { token_type: 'Bearer' } },
    });
    renderApp(<SmsLoginForm />, ['Auth', 'Throttle']);
    change('手机号', '13800000001');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /秒后重新获取/ });
    change('验证码', ' 123456 ');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/user/info'));
    expect(api.bodyOf(1)).toEqual({ verification_code: '123456', verification_key: 'key-1' });
  });

  it('asks for a code first when none was requested', () => {
    const api = installFetch();
    renderApp(<SmsLoginForm />, ['Auth', 'Throttle']);
    change('手机号', '13800000001');
    change('验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(api.mock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('验证码')).toHaveAccessibleDescription('请先获取验证码');
  });
});

describe('RegisterForm', () => {
  beforeEach(() => window.history.replaceState(null, '', '/user/reg'));

  it('validates password rules, the confirmation and the agreement', async () => {
    const api = installFetch();
    renderApp(<RegisterForm />, ['Auth', 'Throttle']);
    change('手机号', '13800000002');
    change('密码', 'abcdefgh');
    change('确认密码', 'abcdefgx');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('密码须同时包含字母和数字'));
    expect(api.mock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('确认密码')).toHaveAccessibleDescription('两次输入的密码不一致');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('请阅读并同意用户协议');
  });

  it.each([
    ['woaini1314', '这个密码太常见，容易被猜中，请换一个'],
    ['qq123456', '这个密码太常见，容易被猜中，请换一个'],
    ['a13800000002', '密码不能包含手机号'],
  ])('refuses %s by the field, as the API would, without a request', async (password, message) => {
    const api = installFetch();
    renderApp(<RegisterForm />, ['Auth', 'Throttle']);
    change('手机号', '13800000002');
    change('密码', password);
    change('确认密码', password);
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(screen.getByLabelText('密码')).toHaveAccessibleDescription(message));
    expect(api.mock).not.toHaveBeenCalled();
  });

  it('registers, logs in when the answer carries no session, and goes on', async () => {
    const api = installFetch({
      'POST /api/v1/verification-codes/register': codeAnswer,
      'POST /api/v1/ad/send-sms/check-phone': { status: 200, body: { data: { valid: true } } },
      'POST /api/v1/user/register': { status: 201, body: { message: 'ok' } },
      'POST /api/v1/authorizations': { status: 201, body: { token_type: 'Bearer' } },
    });
    window.innerWidth = 500;
    renderApp(<RegisterForm />, ['Auth', 'Throttle']);
    change('手机号', '13800000002');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /秒后重新获取/ });
    change('验证码', '654321');
    change('密码', 'Passw0rd!');
    change('确认密码', 'Passw0rd!');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/user/center'));
    expect(api.bodyOf(1)).toEqual({ phone: '13800000002', verification_key: 'key-1', verification_code: '654321' });
    expect(api.bodyOf(2)).toEqual({ phone: '13800000002', password: 'Passw0rd!', verification_key: 'key-1', verification_code: '654321', app_id: 10004 });
    expect(api.bodyOf(3)).toEqual({ username: '13800000002', password: 'Passw0rd!', guard: 'api', app_id: 10004 });
  });

  it('checks the phone and code with POST /ad/send-sms/check-phone first: a wrong code stops there, by the code field', async () => {
    const api = installFetch({
      'POST /api/v1/verification-codes/register': codeAnswer,
      'POST /api/v1/ad/send-sms/check-phone': { status: 422, body: { message: '验证码错误。', status_code: 422, errors: { verification_code: ['验证码错误。'] } } },
      'POST /api/v1/user/register': { status: 201, body: { message: 'ok' } },
    });
    renderApp(<RegisterForm />, ['Auth', 'Throttle']);
    change('手机号', '13800000002');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /秒后重新获取/ });
    change('验证码', '000000');
    change('密码', 'Passw0rd!');
    change('确认密码', 'Passw0rd!');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(screen.getByLabelText('验证码')).toHaveAccessibleDescription('验证码错误。'));
    expect(api.bodyOf(1)).toEqual({ phone: '13800000002', verification_key: 'key-1', verification_code: '000000' });
    expect(api.calls.map((c) => c.url)).not.toContain('/api/v1/user/register');
    expect(replace).not.toHaveBeenCalled();
  });

  it('a refused sign-up counts down on the 注册 button (issue 21)', async () => {
    installFetch({
      'POST /api/v1/verification-codes/register': codeAnswer,
      'POST /api/v1/ad/send-sms/check-phone': { status: 200, body: { data: { valid: true } } },
      'POST /api/v1/user/register': { status: 429, headers: { 'retry-after': '300' }, body: { message: '注册过于频繁，请稍后再试。', status_code: 429 } },
    });
    renderApp(<RegisterForm />, ['Auth', 'Throttle']);
    change('手机号', '13800000002');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /秒后重新获取/ });
    change('验证码', '654321');
    change('密码', 'Passw0rd!');
    change('确认密码', 'Passw0rd!');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByRole('button', { name: '5 分钟后可重试' })).toBeDisabled();
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('a pending code and a refused request (issue 21)', () => {
  it('keeps the code just requested across a reload: the phone comes back and the code signs in', async () => {
    installFetch({ 'POST /api/v1/verification-codes/login': codeAnswer });
    const first = renderApp(<SmsLoginForm />, ['Auth', 'Throttle']);
    change('手机号', '13800000001');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /秒后重新获取/ });
    first.unmount();

    const api = installFetch({ 'POST /api/v1/verification-code/authorizations': { status: 201, body: { token_type: 'Bearer' } } });
    renderApp(<SmsLoginForm />, ['Auth', 'Throttle']);
    expect(await screen.findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    expect(screen.getByLabelText('手机号')).toHaveValue('13800000001');
    expect(screen.getByText('验证码已发送至 13800000001，请输入收到的验证码')).toBeInTheDocument();
    change('验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/user/info'));
    expect(api.bodyOf(0)).toEqual({ verification_code: '123456', verification_key: 'key-1' });
    expect(window.sessionStorage.getItem('smsCode:login')).toBeNull();
  });

  it('forgets an expired code', async () => {
    window.sessionStorage.setItem('smsCode:login', JSON.stringify({ phone: '13800000001', key: 'old', expiresAt: Date.now() - 1000 }));
    const api = installFetch();
    renderApp(<SmsLoginForm />, ['Auth', 'Throttle']);
    change('手机号', '13800000001');
    change('验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(api.mock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('验证码')).toHaveAccessibleDescription('请先获取验证码');
  });

  it('counts down the Retry-After of a refused code request, with the message once beside it and no toast', async () => {
    installFetch({
      'POST /api/v1/verification-codes/login': { status: 429, headers: { 'retry-after': '42' }, body: { message: '验证码发送过于频繁，请稍后再试。', status_code: 429 } },
    });
    renderApp(<SmsLoginForm />, ['Auth', 'Throttle']);
    change('手机号', '13800000001');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /^(42|41) 秒后重新获取$/ })).toBeDisabled();
    expect(screen.getByLabelText('验证码')).toHaveAccessibleDescription('验证码发送过于频繁，请稍后再试。');
    expect(screen.getAllByText('验证码发送过于频繁，请稍后再试。')).toHaveLength(1);
  });

  it('a refused sign-in counts down on the submit button (minutes for a locked account)', async () => {
    window.sessionStorage.setItem('smsCode:login', JSON.stringify({ phone: '13800000001', key: 'key-1', expiresAt: Date.now() + 60_000 }));
    installFetch({
      'POST /api/v1/verification-code/authorizations': { status: 429, headers: { 'retry-after': '900' }, body: { message: '账号已锁定，请 15 分钟后再试。', status_code: 429 } },
    });
    renderApp(<SmsLoginForm />, ['Auth', 'Throttle']);
    change('验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('button', { name: '15 分钟后可重试' })).toBeDisabled();
  });

  it('sign-up: a field the server refuses is shown by the field only, not again in a toast', async () => {
    installFetch({
      'POST /api/v1/verification-codes/register': { status: 422, body: { message: '数据验证失败。', status_code: 422, errors: { phone: ['该手机号已注册。'] } } },
    });
    window.history.replaceState(null, '', '/user/reg');
    renderApp(<RegisterForm />, ['Auth', 'Throttle']);
    change('手机号', '13800000002');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(screen.getByLabelText('手机号')).toHaveAccessibleDescription('该手机号已注册。'));
    expect(screen.queryByRole('status', { name: /数据验证失败|该手机号已注册/ })).toBeNull();
    expect(screen.getAllByText('该手机号已注册。')).toHaveLength(1);
  });
});
