import { act, fireEvent, screen, within } from '@testing-library/react';
import EnrollmentsPage from '@/components/manage/pages/enrollments/enrollments-page';
import { installFetch } from '../../api/fetch-mock';
import { renderApp } from '../../auth/harness';

// Issue 37: completion is decided with what it needs. The row shows the hours studied against the
// class's hours; completing a learner below them warns in the dialog; an action that cannot
// succeed (completing an unpaid learner) is disabled with its reason instead of failing.

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/manage/enrollments',
  useSearchParams: () => new URLSearchParams('status=studying'),
}));
jest.mock('@/components/manage/permitted-routes', () => ({ usePermittedRoutes: () => [] }));

const trainingClass = { id: 3, title: '保育师四级班', hours: 8, level: 4, status: 'ongoing' };
const row = (id: number, over: object) => ({
  id, class_id: 3, status: 'studying', real_name: `学员${id}`, id_number: '4101**********0021', phone: '138****5678', education: null, employment_category: null,
  documents: [], reason: null, waitlist_position: null, study_seconds: 12, amount_due_cents: 0, created_at: '2026-11-20T02:00:00Z', updated_at: '2026-11-20T02:00:00Z',
  class: { data: trainingClass }, order: { data: null }, ...over,
});
const page = { total: 4, count: 4, per_page: 15, current_page: 1, total_pages: 1, links: {} };

test('rows show study progress; completing below the class hours warns; an unpaid learner cannot be completed, and says why', async () => {
  installFetch({
    'GET /api/v1/manage/enrollments': { status: 200, body: { data: [
      row(1, { decision: { lessons_done: 0, lessons_total: 3, exam: null } }),
      row(2, { study_seconds: 9 * 3600, decision: { lessons_done: 3, lessons_total: 3, exam: { score: 85, passed: true } } }),
      row(3, { status: 'approved', amount_due_cents: 180000 }),
      row(4, { status: 'completed', decision: { lessons_done: 1, lessons_total: 3, exam: { score: 52, passed: false } } }),
    ], meta: { pagination: page } } },
  });
  renderApp(<EnrollmentsPage />, ['ManageEnrollments', 'ManageKit', 'ManageEnums', 'ManageOps']);
  const rows = await screen.findAllByTestId('enrollment-row');
  expect(rows[0]).toHaveTextContent('0/8 学时');
  expect(rows[0]).toHaveTextContent('课程 0/3 节');
  expect(rows[0]).toHaveTextContent('未参加考核');
  expect(rows[1]).toHaveTextContent('9/8 学时');
  expect(rows[1]).toHaveTextContent('合格（85 分）');
  expect(rows[3]).toHaveTextContent('不合格（52 分）');
  const certificate = within(rows[3]).getByRole('button', { name: /颁发证书/ });
  expect(certificate).toBeDisabled();
  expect(certificate).toHaveAccessibleName(expect.stringContaining('学员尚未通过本班的考核'));

  const blocked = within(rows[2]).getByRole('button', { name: /确认结业/ });
  expect(blocked).toBeDisabled();
  expect(blocked).toHaveAccessibleName(expect.stringContaining('学员尚未缴费，缴费确认后才能结业'));

  await act(async () => { fireEvent.click(within(rows[0]).getByRole('button', { name: '确认结业' })); });
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByRole('heading', { name: '确认结业' })).toBeInTheDocument();
  expect(dialog).toHaveTextContent('「学员1」只学习了 0 学时，低于本班要求的 8 学时');
});
