import { act, screen } from '@testing-library/react';
import ScreenPage from '@/components/manage/pages/screen/screen-page';
import { installFetch } from '../api/fetch-mock';
import { renderWithIntl } from '../render-with-intl';
import { screenFixture } from './fixture';

const push = jest.fn();
let search = new URLSearchParams();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/manage/screen',
  useSearchParams: () => search,
}));

const flush = () => act(async () => { for (let i = 0; i < 5; i++) await Promise.resolve(); });

function renderScreen() {
  return renderWithIntl(<ScreenPage />, { namespaces: ['DataScreen', 'Levels'] });
}

beforeEach(() => {
  search = new URLSearchParams();
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

describe('the back-office data screen page (issue 32)', () => {
  it('heads the screen with the province and the time the figures were computed (Beijing time)', async () => {
    installFetch({ 'GET /api/v1/manage/screen': { status: 200, body: { data: screenFixture() } } });
    renderScreen();
    await flush();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('河南省职业技能培训数据大屏');
    expect(screen.getByTestId('computed-at')).toHaveTextContent('更新于 18:15:30');
    expect(screen.getByTestId('subsidy')).toBeInTheDocument();
    expect(screen.getByTestId('figure-learnersRegistered-value')).toHaveTextContent('12,345');
    expect(screen.getAllByTestId('feed-item')).toHaveLength(2);
    expect(screen.getByTestId('screen-map')).toBeInTheDocument();
    expect(screen.getAllByTestId('trend-chart-learners')).toHaveLength(1);
  });

  it('leaves the subsidy out (figures, measure and trend) when the subsidies have no data', async () => {
    const figures = screenFixture({ subsidy: null });
    figures.trends.subsidy_paid_fen = null;
    installFetch({ 'GET /api/v1/manage/screen': { status: 200, body: { data: figures } } });
    renderScreen();
    await flush();
    expect(screen.queryByTestId('subsidy')).toBeNull();
    expect(screen.queryByRole('radio', { name: '补贴拨付' })).toBeNull();
    expect(screen.queryByTestId('trend-subsidy_paid_fen')).toBeNull();
  });

  it('shows a city with its counties as a table, saying there is no county map', async () => {
    search = new URLSearchParams('city_code=410100');
    const api = installFetch({
      'GET /api/v1/manage/screen?city_code=410100': {
        status: 200,
        body: { data: screenFixture({ scope: { level: 'city', code: '410100', name: '郑州市', province_name: '河南省' }, areas: [{ code: '410102', name: '中原区', learners: 10, certificates: 2, pass_rate: 0.5, subsidy_paid_fen: 0, jobs: 1 }] }) },
      },
    });
    renderScreen();
    await flush();
    expect(api.calls[0].url).toBe('/api/v1/manage/screen?city_code=410100');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('河南省 · 郑州市');
    expect(screen.getByTestId('no-county-map')).toBeInTheDocument();
    expect(screen.getByTestId('county-table')).toHaveTextContent('中原区');
    expect(screen.queryByTestId('screen-map')).toBeNull();
    expect(screen.getByRole('link', { name: '返回全省' })).toHaveAttribute('href', '/manage/screen');
  });

  it('says so when the manager may not see the screen', async () => {
    installFetch({ 'GET /api/v1/manage/screen': { status: 403, body: { message: 'forbidden', status_code: 403 } } });
    renderScreen();
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('您没有查看数据大屏的权限。');
  });
});
