import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { AreaTable, CertificateLevels, KeyFigures, PassRate, SubsidySection } from '@/components/data-screen/figures';
import { Feed } from '@/components/data-screen/feed';
import { MeasureSwitch } from '@/components/data-screen/measure-switch';
import type { ScreenMeasure } from '@/lib/contract/data-screen/figures';
import { renderWithIntl } from '../render-with-intl';
import { screenFixture } from './fixture';

const namespaces = ['DataScreen', 'Levels'] as const;
const value = (testId: string) => screen.getByTestId(`${testId}-value`).textContent;

describe('the data screen figures (issue 32)', () => {
  it('shows each figure grouped in the interface language', () => {
    renderWithIntl(<KeyFigures figures={screenFixture()} />, { namespaces: [...namespaces] });
    expect(value('figure-learnersRegistered')).toBe('12,345');
    expect(value('figure-learnersVerified')).toBe('9,876');
    expect(value('figure-enrollmentsThisMonth')).toBe('321');
    expect(value('figure-enrollmentsThisYear')).toBe('4,567');
    expect(value('figure-classesRunningToday')).toBe('42');
    expect(value('figure-certificatesTotal')).toBe('988');
    expect(value('figure-jobsPosted')).toBe('210');
    expect(value('figure-applications')).toBe('1,890');
    expect(screen.getByText('注册学员')).toBeInTheDocument();
  });

  it('formats in each language’s own way (Spanish groups with a dot)', () => {
    renderWithIntl(<KeyFigures figures={screenFixture()} />, { locale: 'es', namespaces: [...namespaces] });
    expect(value('figure-learnersRegistered')).toBe('12.345');
  });

  it('names the certificate levels with the national level names, in level order', () => {
    renderWithIntl(<CertificateLevels levels={screenFixture().certificates_by_level} />, { namespaces: [...namespaces] });
    const rows = within(screen.getByTestId('level-bars')).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual(['一级/高级技师3', '二级/技师10', '三级/高级工55', '四级/中级工120', '五级/初级工800']);
  });

  it('shows the pass rate as a percentage, and words a rate nobody sat for', () => {
    const first = renderWithIntl(<PassRate exams={screenFixture().exams} />, { namespaces: [...namespaces] });
    expect(screen.getByTestId('pass-rate-value')).toHaveTextContent('87.5%');
    first.unmount();
    renderWithIntl(<PassRate exams={{ sat: 0, passed: 0, pass_rate: null }} />, { namespaces: [...namespaces] });
    expect(screen.getByTestId('pass-rate-value')).toHaveTextContent('暂无');
  });

  it('shows the subsidy in yuan, and leaves the section out when the subsidies have no data', () => {
    const first = renderWithIntl(<SubsidySection subsidy={screenFixture().subsidy} />, { namespaces: [...namespaces] });
    expect(screen.getByTestId('subsidy')).toBeInTheDocument();
    expect(value('subsidy-paid')).toMatch(/^¥8(万|0,000)/);
    expect(value('subsidy-claimed')).toMatch(/^¥12(\.3)?万|^¥123,456$/);
    first.unmount();
    const { container } = renderWithIntl(<SubsidySection subsidy={null} />, { namespaces: [...namespaces] });
    expect(screen.queryByTestId('subsidy')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });

  it('lists every area with its figures, without the subsidy column when there is none', () => {
    const areas = screenFixture().areas;
    const first = renderWithIntl(<AreaTable areas={areas} caption="各地区" withSubsidy />, { namespaces: [...namespaces] });
    expect(screen.getAllByTestId('area-row').map((r) => r.dataset.code)).toEqual(['410100', '410300']);
    expect(screen.getByRole('columnheader', { name: '补贴拨付' })).toBeInTheDocument();
    expect(within(screen.getAllByTestId('area-row')[1]).getByText('暂无')).toBeInTheDocument();
    first.unmount();
    renderWithIntl(<AreaTable areas={areas} caption="各地区" withSubsidy={false} />, { namespaces: [...namespaces] });
    expect(screen.queryByRole('columnheader', { name: '补贴拨付' })).toBeNull();
  });

  it('shows the feed with the masked names the API gives', () => {
    renderWithIntl(<Feed items={screenFixture().feed} />, { namespaces: [...namespaces] });
    const items = screen.getAllByTestId('feed-item');
    expect(items[0]).toHaveTextContent('张*三 取得电工四级/中级工证书');
    expect(items[1]).toHaveTextContent('李* 报名育婴员培训');
  });

  it('gives today\'s items their time and older ones their date too (Beijing time)', () => {
    const now = Date.now();
    const [today, older] = screenFixture().feed;
    renderWithIntl(
      <Feed items={[{ ...today, at: new Date(now - 60_000).toISOString() }, { ...older, at: '2026-03-04T02:30:00.000Z' }]} />,
      { namespaces: [...namespaces] },
    );
    const times = screen.getAllByTestId('feed-item').map((li) => li.querySelector('time')!.textContent);
    expect(times[0]).toMatch(/^\d{2}:\d{2}$/);
    expect(times[1]).toBe('03/04 10:30');
  });
});

describe('the measure switch', () => {
  function Harness({ withSubsidy }: { withSubsidy: boolean }) {
    const [measure, setMeasure] = useState<ScreenMeasure>('learners');
    return (
      <>
        <MeasureSwitch value={measure} onChange={setMeasure} withSubsidy={withSubsidy} />
        <output data-testid="chosen">{measure}</output>
      </>
    );
  }

  it('offers the five measures and switches the chosen one', () => {
    renderWithIntl(<Harness withSubsidy />, { namespaces: [...namespaces] });
    const group = screen.getByRole('radiogroup', { name: '地图指标' });
    expect(within(group).getAllByRole('radio').map((r) => r.textContent)).toEqual(['培训人数', '发证数量', '考试通过率', '补贴拨付', '发布岗位']);
    expect(within(group).getByRole('radio', { name: '培训人数' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(within(group).getByRole('radio', { name: '考试通过率' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('pass_rate');
    expect(within(group).getByRole('radio', { name: '考试通过率' })).toHaveAttribute('aria-checked', 'true');
  });

  it('leaves the subsidy out while the subsidies have no data', () => {
    renderWithIntl(<Harness withSubsidy={false} />, { namespaces: [...namespaces] });
    expect(screen.queryByRole('radio', { name: '补贴拨付' })).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
  });
});
