import { fireEvent, screen, within } from '@testing-library/react';
import { ClassFacts } from '@/components/front/class/class-facts';
import { ClassFilters } from '@/components/front/class/class-filters';
import { courseJsonLd } from '@/components/front/class/class-json-ld';
import { EnrollNotices } from '@/components/front/class/enroll-notices';
import { renderWithIntl } from '../render-with-intl';
import { trainingClass } from './fixtures';
import { cities, districts, occupation } from './public-pages-fixtures';

describe('ClassFacts', () => {
  it('shows organiser, place, dates, seats and a free fee', () => {
    const item = trainingClass({ organization: { data: { id: 3, name: '郑州烹饪学校', type: 12, city_code: null, area_code: null, address: null, logo: null, introduction: null } }, schedule: '周一至周五 9:00-17:00' });
    renderWithIntl(<ClassFacts item={item} />, { namespaces: ['ClassInfo', 'Levels'] });
    expect(screen.getByText('郑州烹饪学校')).toBeInTheDocument();
    expect(screen.getByText('郑州市 郑州市金水区文化路 88 号')).toBeInTheDocument();
    expect(screen.getByText('2026-05-01 至 2026-05-25')).toBeInTheDocument();
    expect(screen.getByText('2026-06-01 至 2026-06-30')).toBeInTheDocument();
    expect(screen.getByText('计划 40 人，已报 28 人')).toBeInTheDocument();
    expect(screen.getByText('剩余 12 个名额')).toBeInTheDocument();
    expect(screen.getByText('免费')).toBeInTheDocument();
    expect(screen.getByText('周一至周五 9:00-17:00')).toBeInTheDocument();
    expect(screen.getByText('四级/中级工')).toBeInTheDocument();
  });

  it('turns cents into yuan and says when the class is full', () => {
    renderWithIntl(<ClassFacts item={trainingClass({ fee_cents: 128000, subsidy_cents: 50000, seats_left: 0 })} />, { namespaces: ['ClassInfo', 'Levels'] });
    expect(screen.getByText('¥1,280')).toBeInTheDocument();
    expect(screen.getByText('¥500')).toBeInTheDocument();
    expect(screen.getByText('名额已满')).toBeInTheDocument();
  });
});

describe('courseJsonLd', () => {
  it('describes the class as a schema.org Course with one instance', () => {
    const data = courseJsonLd(trainingClass({ fee_cents: 9900 }), 'https://example.cn/class/info?id=42');
    expect(data).toMatchObject({ '@type': 'Course', name: '2026年第一期中式烹调师（四级）培训班', offers: { price: '99.00', priceCurrency: 'CNY' } });
    expect(data.hasCourseInstance).toMatchObject({ startDate: '2026-06-01', endDate: '2026-06-30' });
  });
});

describe('ClassFilters', () => {
  const render = (filters = {}, districtList = districts) =>
    renderWithIntl(<ClassFilters filters={{ page: 1, ...filters }} cities={cities} districts={districtList} occupations={[occupation()]} />, {
      namespaces: ['Filters', 'ClassCard', 'Levels'],
    });

  it('is a GET form on /class that keeps the chosen filters', () => {
    render({ city_code: '410100', area_code: '410105', level: 4, keyword: '烹调' });
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/class');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByLabelText('城市')).toHaveValue('410100');
    expect(screen.getByLabelText('区县')).toHaveValue('410105');
    expect(screen.getByLabelText('技能等级')).toHaveValue('4');
    expect(screen.getByLabelText('关键词')).toHaveValue('烹调');
    expect(within(screen.getByLabelText('班级状态')).getByRole('option', { name: '报名中' })).toHaveValue('enrolling');
  });

  it('asks for a city before districts, and clears the district when the city changes', () => {
    render({}, []);
    expect(within(screen.getByLabelText('区县')).getByRole('option')).toHaveTextContent('请先选择城市');
    const submit = jest.fn();
    (screen.getByRole('search') as HTMLFormElement).requestSubmit = submit;
    fireEvent.change(screen.getByLabelText('城市'), { target: { value: '410300' } });
    expect(submit).toHaveBeenCalled();
  });

  it('clears a chosen district when the city changes', () => {
    render({ city_code: '410100', area_code: '410105' });
    (screen.getByRole('search') as HTMLFormElement).requestSubmit = jest.fn();
    fireEvent.change(screen.getByLabelText('城市'), { target: { value: '410300' } });
    expect(screen.getByLabelText('区县')).toHaveValue('');
  });
});

describe('EnrollNotices', () => {
  it('lists deadlines and seats with links to the class', () => {
    renderWithIntl(<EnrollNotices items={[trainingClass()]} />, { namespaces: ['EnrollNotices'] });
    expect(screen.getByRole('link', { name: '2026年第一期中式烹调师（四级）培训班' })).toHaveAttribute('href', '/class/info?id=42');
    expect(screen.getByText('报名截止：2026-05-25')).toBeInTheDocument();
    expect(screen.getByText('剩余 12 个名额')).toBeInTheDocument();
  });

  it('has an empty state', () => {
    renderWithIntl(<EnrollNotices items={[]} />, { namespaces: ['EnrollNotices'] });
    expect(screen.getByText('目前没有正在报名的班级。')).toBeInTheDocument();
  });
});
