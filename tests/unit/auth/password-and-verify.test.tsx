import { fireEvent, screen, waitFor } from '@testing-library/react';
import md5 from 'md5';
import { ServerData } from '@/components/front/learner/server-data';
import { VerifyPanel } from '@/components/front/user/verify-panel';
import { PasswordChangeForm } from '@/components/app/password-change-form';
import { USER_KEY } from '@/lib/api/session';
import { installFetch } from '../api/fetch-mock';
import { renderApp } from './harness';

const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillPasswords(old: string, next: string, confirm: string) {
  change('原密码', old);
  change('新密码', next);
  change('确认新密码', confirm);
  fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
}

describe('PasswordChangeForm', () => {
  it('sends plain values for learners and confirms with a toast', async () => {
    const api = installFetch({ 'PATCH /api/v1/user/password-change': { status: 200, body: { message: '密码已修改。' } } });
    renderApp(<PasswordChangeForm guard="user" />, ['PasswordChange']);
    fillPasswords('Old12345', 'New12345', 'New12345');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('密码修改成功'));
    expect(api.bodyOf(0)).toEqual({ old_password: 'Old12345', password: 'New12345', password_confirmation: 'New12345' });
    expect((api.calls[0].init.headers as Record<string, string>)['x-auth-guard']).toBeUndefined();
  });

  it('sends the old password as MD5 and the new one itself, with the manage guard, for managers', async () => {
    const api = installFetch({ 'PATCH /api/v1/user/password-change': { status: 200, body: {} } });
    renderApp(<PasswordChangeForm guard="manage" hash="md5" />, ['PasswordChange']);
    fillPasswords('Old12345', 'New12345', 'New12345');
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.bodyOf(0)).toEqual({ old_password: md5('Old12345'), password: 'New12345', password_confirmation: 'New12345' });
    expect((api.calls[0].init.headers as Record<string, string>)['x-auth-guard']).toBe('manage');
  });

  it('validates before sending and shows 422 errors under the fields', async () => {
    const api = installFetch({
      'PATCH /api/v1/user/password-change': { status: 422, body: { message: '数据验证失败。', errors: { old_password: ['原密码不正确。'] } } },
    });
    renderApp(<PasswordChangeForm guard="user" />, ['PasswordChange']);
    fillPasswords('', 'short', 'other');
    await waitFor(() => expect(screen.getByLabelText('原密码')).toHaveAccessibleDescription('请输入原密码'));
    expect(api.mock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('新密码')).toHaveAccessibleDescription('新密码须为 8-64 位，同时包含字母和数字');
    expect(screen.getByLabelText('确认新密码')).toHaveAccessibleDescription('两次输入的密码不一致');
    fillPasswords('Wrong123', 'New12345', 'New12345');
    await waitFor(() => expect(screen.getByLabelText('原密码')).toHaveAccessibleDescription('原密码不正确。'));
    // Said once, beside the field: no generic toast on top (issue 21).
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['woaini1314', '这个密码太常见，容易被猜中，请换一个'],
    ['Password1', '这个密码太常见，容易被猜中，请换一个'],
    [md5('New12345'), '请直接输入新密码，不能是 32 位 MD5 摘要'],
  ])('refuses %s by the field with the API’s rule, without a request', async (password, message) => {
    const api = installFetch();
    renderApp(<PasswordChangeForm guard="manage" hash="md5" />, ['PasswordChange']);
    fillPasswords('Old12345', password, password);
    await waitFor(() => expect(screen.getByLabelText('新密码')).toHaveAccessibleDescription(message));
    expect(api.mock).not.toHaveBeenCalled();
  });
});

describe('VerifyPanel', () => {
  const learner = (datum: object | null) => ({
    status: 200,
    body: { data: { id: 1, uuid: 'u', phone: '138****0000', name: null, avatar: null, verify_status: datum ? 'pending' : 'pending', 'user-verified-datum': { data: datum } } },
  });
  const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'id.png', { type: 'image/png' });
  beforeEach(() => {
    // jsdom has no object URLs; the photo preview asks for one.
    URL.createObjectURL = jest.fn(() => 'blob:preview-1');
    URL.revokeObjectURL = jest.fn();
  });

  it('paints the learner the server read (ServerData) at once, without a loading line (issue 21)', () => {
    // The browser's own request never answers: what shows came from the server's fallback.
    globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
    renderApp(<ServerData fallback={{ [USER_KEY]: learner({ real_name: '张三', audit_status: 'pending' }).body.data }}><VerifyPanel /></ServerData>, ['Verify']);
    expect(screen.getByRole('status')).toHaveTextContent('张三');
    expect(screen.queryByText('加载中…')).not.toBeInTheDocument();
  });

  it('rejects an ID number with a wrong check digit', async () => {
    const api = installFetch({ [`GET /api/v1${USER_KEY}`]: learner(null) });
    renderApp(<VerifyPanel />, ['Verify']);
    change(await screen.findByLabelText('真实姓名').then(() => '真实姓名'), '张三');
    change('身份证号码', '11010519491231002X'.replace(/X$/, '1'));
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(screen.getByLabelText('身份证号码')).toHaveAccessibleDescription('身份证号码不正确');
    expect(screen.getByLabelText('身份证人像面照片')).toHaveAccessibleDescription('请选择照片');
    expect(api.calls).toHaveLength(1);
  });

  it('submits multipart and then shows the pending status', async () => {
    let submitted = false;
    const api = installFetch({
      [`GET /api/v1${USER_KEY}`]: () => learner(submitted ? { real_name: '张三', audit_status: 'pending' } : null),
      'POST /api/v1/user/verified': () => {
        submitted = true;
        return { status: 201, body: { data: { audit_status: 'pending' } } };
      },
    });
    renderApp(<VerifyPanel />, ['Verify']);
    change(await screen.findByLabelText('真实姓名').then(() => '真实姓名'), ' 张三 ');
    change('身份证号码', '11010519491231002x');
    fireEvent.change(screen.getByLabelText('身份证人像面照片'), { target: { files: [png()] } });
    fireEvent.change(screen.getByLabelText('身份证国徽面照片'), { target: { files: [png()] } });
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('张三，您的实名信息已提交，请耐心等待审核。')).toBeInTheDocument();
    const body = api.calls.find((c) => c.init.method === 'POST')!.init.body as FormData;
    expect(body.get('real_name')).toBe('张三');
    expect(body.get('id_number')).toBe('11010519491231002X');
    expect(body.get('id_front')).toBeInstanceOf(File);
  });

  it('clears a field\'s error as soon as it is fixed, and previews each chosen ID photo (issue 21)', async () => {
    installFetch({ [`GET /api/v1${USER_KEY}`]: learner(null) });
    renderApp(<VerifyPanel />, ['Verify']);
    change(await screen.findByLabelText('真实姓名').then(() => '真实姓名'), 'Zhang');
    change('身份证号码', '110105194912310021');
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(screen.getByLabelText('真实姓名')).toHaveAccessibleDescription('请输入 2-20 个汉字的真实姓名');
    expect(screen.getByLabelText('身份证号码')).toHaveAccessibleDescription('身份证号码不正确');
    change('真实姓名', '张三');
    expect(screen.getByLabelText('真实姓名')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('身份证号码')).toHaveAccessibleDescription('身份证号码不正确');
    change('身份证号码', '11010519491231002X');
    expect(screen.getByLabelText('身份证号码')).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.change(screen.getByLabelText('身份证人像面照片'), { target: { files: [png()] } });
    expect(screen.getByLabelText('身份证人像面照片')).not.toHaveAccessibleDescription();
    expect(screen.getByRole('img', { name: '身份证人像面照片预览' })).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByLabelText('身份证国徽面照片')).toHaveAccessibleDescription('请选择照片');
  });

  it('shows a refused field once, beside it, with no toast on top', async () => {
    installFetch({
      [`GET /api/v1${USER_KEY}`]: learner(null),
      'POST /api/v1/user/verified': { status: 422, body: { message: '数据验证失败。', status_code: 422, errors: { id_number: ['该身份证号码已被其他账号认证。'] } } },
    });
    renderApp(<VerifyPanel />, ['Verify']);
    change(await screen.findByLabelText('真实姓名').then(() => '真实姓名'), '张三');
    change('身份证号码', '11010519491231002X');
    fireEvent.change(screen.getByLabelText('身份证人像面照片'), { target: { files: [png()] } });
    fireEvent.change(screen.getByLabelText('身份证国徽面照片'), { target: { files: [png()] } });
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    await waitFor(() => expect(screen.getByLabelText('身份证号码')).toHaveAccessibleDescription('该身份证号码已被其他账号认证。'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
