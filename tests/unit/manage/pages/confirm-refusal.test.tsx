import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import TalentsPage from '@/components/manage/pages/talents/talents-page';
import { installFetch } from '../../api/fetch-mock';
import { renderApp } from '../../auth/harness';

// Issue 20: a refusal (422) of an action confirmed in the kit's dialog is said once, in the dialog;
// the write goes through kitSend, so the generic "提交的数据无效。" toast does not come on top.

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/manage/talents',
  useSearchParams: () => new URLSearchParams(''),
}));

const talent = {
  id: 12, name: '李娜', gender: 2, birth_year: 1990, education: '大专', occupation_id: 3, occupation_name: '保育师', skill_level: 4, city_code: '4101',
  city_name: '郑州市', expected_job: '保育员', expected_salary: '5000', introduction: null, phone: '138****0000', is_public: true, status: 'active',
};
const page = { total: 1, count: 1, per_page: 15, current_page: 1, total_pages: 1, links: {} };
const refusal = { status: 422, body: { message: '提交的数据无效。', status_code: 422, errors: { id: ['该人才已被岗位引用，不能隐藏。'] } } };

test('hiding a talent that the API refuses says why in the dialog, once, without the generic toast', async () => {
  const api = installFetch({
    'GET /api/v1/manage/talents': { status: 200, body: { data: [talent], meta: { pagination: page } } },
    'GET /api/v1/permissions': { status: 200, body: { data: ['talents.update', 'talents.delete'] } },
    'GET /api/v1/regions': { status: 200, body: { data: [] } },
    'GET /api/v1/dictionaries/education': { status: 200, body: { data: [] } },
    'POST /api/v1/manage/talents/12/hide': refusal,
  });
  renderApp(<TalentsPage />, ['ManageTalents', 'ManageKit', 'ManageEnums', 'ManageOps']);
  fireEvent.click(await screen.findByRole('button', { name: '隐藏' }));
  const dialog = await screen.findByTestId('kit-confirm');
  fireEvent.click(within(dialog).getByRole('button', { name: '隐藏' }));
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('该人才已被岗位引用，不能隐藏。'));
  expect(screen.queryByText('提交的数据无效。')).toBeNull();
  expect(api.calls.filter((c) => c.init.method === 'POST').map((c) => c.url)).toEqual(['/api/v1/manage/talents/12/hide']);
});
