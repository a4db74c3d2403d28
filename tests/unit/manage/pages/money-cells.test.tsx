import { screen } from '@testing-library/react';
import ClassesPage from '@/components/manage/pages/classes/classes-page';
import { formatYuan } from '@/lib/format/money';
import { installFetch } from '../../api/fetch-mock';
import { renderApp } from '../../auth/harness';

// Issue 20: amounts are shown by the kit's MoneyCell (lib/format/money: ¥, thousands, cents only
// when there are any), not by a page's own helper.

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/manage/classes',
  useSearchParams: () => new URLSearchParams(''),
}));
jest.mock('@/components/manage/permitted-routes', () => ({ usePermittedRoutes: () => [] }));

const trainingClass = {
  id: 8, title: '育婴师四级班', level: 4, status: 'enrolling', start_date: '2027-03-01', end_date: '2027-04-01', enrolled_count: 3, capacity: 40, seats_left: 37,
  fee_cents: 128000, subsidy_cents: 9950, occupation: { data: { name: '育婴师' } }, organization: null, city: { data: { name: '郑州市' } }, area: null,
};
const page = { total: 1, count: 1, per_page: 15, current_page: 1, total_pages: 1, links: {} };

test.each([['zh', '¥1,280 / ¥99.50'], ['en', '¥1,280 / ¥99.50']] as const)('the class list shows fee and subsidy in yuan as MoneyCell does (%s)', async (locale, shown) => {
  installFetch({
    'GET /api/v1/manage/classes': { status: 200, body: { data: [trainingClass], meta: { pagination: page } } },
    'GET /api/v1/occupations': { status: 200, body: { data: [] } },
    'GET /api/v1/regions': { status: 200, body: { data: [] } },
    'GET /api/v1/manage/organizations': { status: 200, body: { data: [] } },
  });
  renderApp(<ClassesPage />, ['ManageClasses', 'ManageKit', 'ManageEnums', 'ManageOps', 'Levels'], locale);
  const row = await screen.findByTestId('class-row');
  expect(`${formatYuan(128000, locale)} / ${formatYuan(9950, locale)}`).toBe(shown);
  expect(row).toHaveTextContent(shown);
});
