import { act, fireEvent, screen } from '@testing-library/react';
import { OrgForm } from '@/components/manage/org/org-form';
import { creditCodeCheckChar } from '@/lib/validation/credit-code';
import { installFetch } from '../api/fetch-mock';
import { renderApp } from '../auth/harness';

// Issue 20: the organisation form shows a 422 by its field; it is sent through kitSend, so the
// generic "提交的数据无效。" toast does not come on top of it.

jest.mock('@/components/manage/manager-session', () => ({ useManager: () => ({ me: { userable: { type: 12 } } }) }));

const first17 = '91410100MA3X1234X';
const organization = {
  id: 4, type: 12, logo: null, name: '郑州职业培训学校', credit_code: first17 + creditCodeCheckChar(first17), contact_name: '王老师',
  contact_phone: '13800000000', address: '郑州市金水路 1 号', qualifications: '', introduction: '',
};

test('a 422 on saving the organisation is said by its field, once', async () => {
  const api = installFetch({
    'GET /api/v1/manage/organization': { status: 200, body: { data: organization } },
    'PUT /api/v1/manage/organization': { status: 422, body: { message: '提交的数据无效。', status_code: 422, errors: { name: ['机构名称已被其他机构使用。'] } } },
  });
  renderApp(<OrgForm />, ['ManageOrg', 'ManageRoutes']);
  await screen.findByDisplayValue('郑州职业培训学校');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
  expect(await screen.findByText('机构名称已被其他机构使用。')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.init.method === 'PUT')).toHaveLength(1);
  expect(screen.queryByText('提交的数据无效。')).toBeNull();
});

test('a wrong check character is said under the credit code only, with no toast on top, and nothing is sent', async () => {
  const api = installFetch({ 'GET /api/v1/manage/organization': { status: 200, body: { data: organization } } });
  renderApp(<OrgForm />, ['ManageOrg', 'ManageRoutes']);
  const code = await screen.findByLabelText(/^统一社会信用代码/);
  const wrong = first17 + (creditCodeCheckChar(first17) === '0' ? '1' : '0');
  fireEvent.change(code, { target: { value: wrong } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
  expect(screen.getByText('统一社会信用代码校验位不正确，请核对。')).toBeInTheDocument();
  expect(code).toHaveAttribute('aria-invalid', 'true');
  expect(code).toHaveValue(wrong);
  expect(screen.queryByText('请先修正标红的内容。')).toBeNull();
  expect(api.calls.filter((c) => c.init.method === 'PUT')).toHaveLength(0);
});
