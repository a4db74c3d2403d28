import { screen, within } from '@testing-library/react';
import DashboardPage from '@/components/manage/pages/dashboard/dashboard-page';
import { installFetch } from '../../api/fetch-mock';
import { renderApp } from '../../auth/harness';

// Issue 20: the dashboard's figures follow the interface language (next-intl's formatter), not a
// fixed zh-CN: 12,345 in Chinese and English, 12.345 in Spanish.

const figures = {
  scope: 'province', classes_by_status: [{ status: 'enrolling', count: 12345 }], enrollments_this_week: 23456, pending_reviews: 7,
  certificates_issued: 104321, learners_by_city: [{ city_code: '410100', city: '郑州市', count: 54321 }], week_start: '2026-11-22T16:00:00Z',
};
const work = { kind: 'training', tiles: [{ key: 'enrollmentsWaiting', value: 65432 }], charts: [], pass_rates: [] };

function api() {
  installFetch({
    'GET /api/v1/manage/dashboard': { status: 200, body: { data: figures } },
    'GET /api/v1/manage/dashboard/work': { status: 200, body: { data: work } },
  });
}

test.each([
  ['zh', '12,345', '104,321', '65,432', '郑州市: 54,321'],
  ['es', '12.345', '104.321', '65.432', '郑州市: 54.321'],
] as const)('tiles and the charts\' text read in the interface language (%s)', async (locale, classes, certificates, waiting, city) => {
  api();
  renderApp(<DashboardPage />, ['ManageDashboard', 'ManageEnums', 'ManageKit'], locale);
  expect(within(await screen.findByTestId('tile-classes')).getByText(classes)).toBeInTheDocument();
  expect(within(screen.getByTestId('tile-certificates')).getByText(certificates)).toBeInTheDocument();
  expect(within(await screen.findByTestId('work-tile-enrollmentsWaiting')).getByText(waiting)).toBeInTheDocument();
  expect(screen.getByText(city)).toBeInTheDocument();
});
