import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ExamsPage from '@/components/manage/pages/exams/exams-page';
import { installFetch } from '../../api/fetch-mock';
import { renderApp } from '../../auth/harness';

// Issue 20: issuing admission tickets is a consequential action, so it is asked first in the kit's
// dialog and the toast says how many were issued (the API answers the count).

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/manage/exams',
  useSearchParams: () => new URLSearchParams(''),
}));

const exam = {
  id: 3, class_id: 9, class_title: '保育师四级班', title: '保育师理论考试', start_at: '2027-03-01T01:00:00Z', end_at: '2027-03-01T03:00:00Z',
  place: '实训楼 301', pass_score: 60, status: 'scheduled', tickets: 2, scored: 0, passed: 0,
};
const LIST = 'GET /api/v1/manage/exams';
const TICKETS = 'POST /api/v1/exams/3/tickets';
const NS = ['ManageExams', 'ManageKit', 'ManageEnums', 'ManageOps'] as const;

test('发准考证 asks in the kit dialog first and toasts how many tickets were issued', async () => {
  const api = installFetch({
    [LIST]: { status: 200, body: { data: [exam], meta: { pagination: { total: 1, count: 1, per_page: 15, current_page: 1, total_pages: 1, links: {} } } } },
    [TICKETS]: { status: 200, body: { data: { issued: 5, total: 7 } } },
  });
  renderApp(<ExamsPage />, [...NS]);
  fireEvent.click(await screen.findByRole('button', { name: '发准考证' }));
  const dialog = await screen.findByTestId('kit-confirm');
  expect(dialog).toHaveTextContent('确认发准考证');
  expect(dialog).toHaveTextContent('为「保育师理论考试」所有符合条件的学员发放准考证？目前已发 2 张');
  expect(api.calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: '发准考证' }));
  expect(await screen.findByText('已发放准考证 5 张，本场共 7 张')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.init.method === 'POST').map((c) => c.url)).toEqual(['/api/v1/exams/3/tickets']);
  await waitFor(() => expect(api.calls.filter((c) => c.url.startsWith('/api/v1/manage/exams')).length).toBeGreaterThan(1));
});

test('a refusal to issue stays in the dialog once, without the generic toast on top', async () => {
  installFetch({
    [LIST]: { status: 200, body: { data: [exam], meta: { pagination: { total: 1, count: 1, per_page: 15, current_page: 1, total_pages: 1, links: {} } } } },
    [TICKETS]: { status: 422, body: { message: '提交的数据无效。', status_code: 422, errors: { id: ['这场考试的培训班还没有可发准考证的学员。'] } } },
  });
  renderApp(<ExamsPage />, [...NS]);
  fireEvent.click(await screen.findByRole('button', { name: '发准考证' }));
  const dialog = await screen.findByTestId('kit-confirm');
  fireEvent.click(within(dialog).getByRole('button', { name: '发准考证' }));
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('这场考试的培训班还没有可发准考证的学员。'));
  expect(screen.queryByText('提交的数据无效。')).toBeNull();
});
