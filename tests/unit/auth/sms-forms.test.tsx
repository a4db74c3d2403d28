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
  window.history.replaceState(null, '', '/user/smslogin');
  window.innerWidth = 1280;
});

describe('SmsLoginForm', () => {
  it('checks the phone before asking for a code', async () => {
    const api = installFetch();
    renderApp(<SmsLoginForm />, ['Auth']);
    change('手机号', '12345');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));
    expect(api.mock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('手机号')).toHaveAccessibleDescription('手机号格式不正确');
  });

  it('counts down 60 s after a code is sent, then allows another', async () => {
    const api = installFetch({ 'POST /api/v1/verification-codes/login': codeAnswer });
    jest.useFakeTimers();
    try {
      renderApp(<SmsLoginForm />, ['Auth']);
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
    renderApp(<SmsLoginForm />, ['Auth']);
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
    renderApp(<SmsLoginForm />, ['Auth']);
    change('手机号', '13800000001');
    change('验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(api.mock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('验证码')).toHaveAccessibleDescription('请先获取验证码');
  });
});

describe('RegisterForm', () => {
  beforeEach(() => window.history.replaceState(null, '', '/user/reg'));

  it('validates password rules, the confirmation and the agreement', () => {
    const api = installFetch();
    renderApp(<RegisterForm />, ['Auth']);
    change('手机号', '13800000002');
    change('密码', 'abcdefgh');
    change('确认密码', 'abcdefgx');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(api.mock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('密码须同时包含字母和数字');
    expect(screen.getByLabelText('确认密码')).toHaveAccessibleDescription('两次输入的密码不一致');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('请阅读并同意用户协议');
  });

  it('registers, logs in when the answer carries no session, and goes on', async () => {
    const api = installFetch({
      'POST /api/v1/verification-codes/register': codeAnswer,
      'POST /api/v1/user/register': { status: 201, body: { message: 'ok' } },
      'POST /api/v1/authorizations': { status: 201, body: { token_type: 'Bearer' } },
    });
    window.innerWidth = 500;
    renderApp(<RegisterForm />, ['Auth']);
    change('手机号', '13800000002');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /秒后重新获取/ });
    change('验证码', '654321');
    change('密码', 'Passw0rd!');
    change('确认密码', 'Passw0rd!');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/user/center'));
    expect(api.bodyOf(1)).toEqual({ phone: '13800000002', password: 'Passw0rd!', verification_key: 'key-1', verification_code: '654321', app_id: 10004 });
    expect(api.bodyOf(2)).toEqual({ username: '13800000002', password: 'Passw0rd!', guard: 'api', app_id: 10004 });
  });
});
