import { screen } from '@testing-library/react';
import { ClassCard } from '@/components/front/class-card';
import { renderWithIntl, type TestLocale } from '../render-with-intl';
import { trainingClass } from './fixtures';

const renderCard = (overrides: Parameters<typeof trainingClass>[0] = {}, locale: TestLocale = 'zh') =>
  renderWithIntl(<ClassCard item={trainingClass(overrides)} />, { locale, namespaces: ['ClassCard', 'Levels'] });

describe('ClassCard', () => {
  it('links the title to the class page and names the occupation and city', () => {
    renderCard();
    expect(screen.getByRole('link', { name: '2026年第一期中式烹调师（四级）培训班' })).toHaveAttribute('href', '/class/info?id=42');
    expect(screen.getByText('中式烹调师')).toBeInTheDocument();
    expect(screen.getByText('郑州市')).toBeInTheDocument();
    expect(screen.getByText('2026-06-01 至 2026-06-30')).toBeInTheDocument();
  });

  it('shows seats left, free fee, status and the level name', () => {
    renderCard();
    expect(screen.getByText('剩余 12 个名额')).toBeInTheDocument();
    expect(screen.getByText('免费')).toBeInTheDocument();
    expect(screen.getByText('报名中')).toBeInTheDocument();
    expect(screen.getByText('四级/中级工')).toBeInTheDocument();
    expect(screen.getByText(/报名截止 2026-05-25/)).toBeInTheDocument();
  });

  it('shows the fee in yuan with the subsidy, and a full class', () => {
    renderCard({ fee_cents: 128000, subsidy_cents: 60050, seats_left: 0, is_hot: true, level: 1 });
    expect(screen.getByText('¥1,280')).toBeInTheDocument();
    expect(screen.getByText('补贴 ¥600.50')).toBeInTheDocument();
    expect(screen.getByText('名额已满')).toBeInTheDocument();
    expect(screen.getByText('热门')).toBeInTheDocument();
    expect(screen.getByText('一级/高级技师')).toBeInTheDocument();
  });

  it.each([
    [1, '一级/高级技师'],
    [2, '二级/技师'],
    [3, '三级/高级工'],
    [5, '五级/初级工'],
  ])('names level %i as %s', (level, name) => {
    renderCard({ level });
    expect(screen.getByText(name)).toBeInTheDocument();
  });

  it('translates to English with plurals', () => {
    renderCard({ seats_left: 1, hours: 1 }, 'en');
    expect(screen.getByText('1 seat left')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('Level 4 / Intermediate Worker')).toBeInTheDocument();
    expect(screen.getByText(/^1 hour/)).toBeInTheDocument();
  });

  it('omits an unknown level', () => {
    renderCard({ level: 9 });
    expect(screen.queryByText(/级\//)).not.toBeInTheDocument();
  });
});
