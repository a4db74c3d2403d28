import { screen } from '@testing-library/react';
import { Breadcrumbs } from '@/components/front/breadcrumbs';
import { DirectoryList } from '@/components/front/directory/directory-list';
import { TeacherCard, TalentCard } from '@/components/front/directory/people-cards';
import { TeacherProfile } from '@/components/front/directory/profiles';
import { CategoryTabs } from '@/components/front/news/category-tabs';
import { NewsMeta } from '@/components/front/news/news-meta';
import { OccupationCatalogue } from '@/components/front/occupation/occupation-catalogue';
import { SafeHtml } from '@/components/front/safe-html';
import { hrefWith, intParam, dateParam, regionParam } from '@/lib/api/queries/search-params';
import { renderWithIntl } from '../render-with-intl';
import { cities, listOf, news, occupation, teacher } from './public-pages-fixtures';

describe('search parameters', () => {
  it('keeps only values the API accepts', () => {
    expect(intParam({ id: '42' }, 'id')).toBe(42);
    expect(intParam({ id: 'abc' }, 'id')).toBeUndefined();
    expect(intParam({ level: '9' }, 'level', 1, 5)).toBeUndefined();
    expect(dateParam({ d: '2026-02-30' }, 'd')).toBeUndefined();
    expect(dateParam({ d: '2026-02-28' }, 'd')).toBe('2026-02-28');
    expect(regionParam({ c: ['410100', 'x'] }, 'c')).toBe('410100');
  });

  it('builds one canonical URL per list page', () => {
    expect(hrefWith('/class', { city_code: '410100', keyword: '', level: undefined, page: 1 })).toBe('/class?city_code=410100');
    expect(hrefWith('/news', { category_id: 2, page: 3 })).toBe('/news?category_id=2&page=3');
  });
});

describe('Breadcrumbs', () => {
  it('starts at home and marks the current page', () => {
    renderWithIntl(<Breadcrumbs items={[{ label: '新闻资讯', href: '/news' }, { label: '通知' }]} />, { namespaces: ['Breadcrumbs'] });
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '新闻资讯' })).toHaveAttribute('href', '/news');
    expect(screen.getByText('通知')).toHaveAttribute('aria-current', 'page');
  });
});

describe('news', () => {
  it('tabs link to each category and mark the current one', () => {
    renderWithIntl(<CategoryTabs categories={[{ id: 2, name: '通知公告', slug: 'notice', sort: 1 }]} current={2} />, { namespaces: ['NewsList'] });
    expect(screen.getByRole('link', { name: '全部' })).toHaveAttribute('href', '/news');
    expect(screen.getByRole('link', { name: '通知公告' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows category, date, source, author and views', () => {
    renderWithIntl(<NewsMeta item={news()} />, { namespaces: ['NewsDetail'] });
    for (const text of ['栏目：通知公告', '发布时间：2026-11-01', '来源：省人社厅', '作者：张明', '浏览：1234 次']) expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('SafeHtml renders the already-sanitised markup it is given', () => {
    const { container } = renderWithIntl(<SafeHtml html="<p>第一段</p><ul><li>要点</li></ul>" />, { namespaces: [] });
    expect(container.querySelector('p')).toHaveTextContent('第一段');
    expect(container.querySelector('li')).toHaveTextContent('要点');
  });
});

describe('OccupationCatalogue', () => {
  it('groups by major group with levels, class counts and a link to the classes', () => {
    renderWithIntl(<OccupationCatalogue occupations={[occupation(), occupation({ id: 8, code: '6-01-01-01', name: '制米工', category_code: '6', category: '生产制造及有关人员', levels: [5], classes_count: 0 })]} />, {
      namespaces: ['Occupations', 'OccupationGroups', 'Levels'],
    });
    expect(screen.getByRole('heading', { name: '第4大类 社会生产服务和生活服务人员（1）' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '第6大类 生产制造及有关人员（1）' })).toBeInTheDocument();
    expect(screen.getByText('三级/高级工、四级/中级工、五级/初级工')).toBeInTheDocument();
    expect(screen.getByText('6 个班级')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看中式烹调师的培训班级' })).toHaveAttribute('href', '/class?occupation_id=7');
  });

  it('translates group names', () => {
    renderWithIntl(<OccupationCatalogue occupations={[occupation()]} />, { locale: 'en', namespaces: ['Occupations', 'OccupationGroups', 'Levels'] });
    expect(screen.getByRole('heading', { name: 'Group 4: Social production and daily-life service personnel (1)' })).toBeInTheDocument();
  });
});

describe('directories', () => {
  const namespaces = ['Directory', 'Filters', 'Levels', 'Pagination'] as const;

  it('lists cards with filters and page links that keep the filters', () => {
    renderWithIntl(
      <DirectoryList action="/teacher" filters={{ city_code: '410100', page: 1 }} cities={cities} occupations={[occupation()]} keywordPlaceholder="姓名" result={listOf([teacher()], 1, 3)} renderItem={(t) => <TeacherCard item={t} city="郑州市" />} />,
      { namespaces: [...namespaces] },
    );
    expect(screen.getByRole('link', { name: '王建国' })).toHaveAttribute('href', '/teacherInfo?id=5');
    expect(screen.getByText('授课：中式烹调师')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '第 2 页' })).toHaveAttribute('href', '/teacher?city_code=410100&page=2');
    expect(screen.getByLabelText('城市')).toHaveValue('410100');
  });

  it('shows an empty state', () => {
    renderWithIntl(
      <DirectoryList action="/examiner" withLevel filters={{ page: 1 }} cities={cities} occupations={[]} keywordPlaceholder="姓名" result={listOf([])} renderItem={() => null} />,
      { namespaces: [...namespaces] },
    );
    expect(screen.getByText('没有符合条件的结果。')).toBeInTheDocument();
    expect(screen.getByLabelText('技能等级')).toBeInTheDocument();
  });

  it('shows a masked talent name and the job sought', () => {
    renderWithIntl(
      <TalentCard item={{ id: 3, name: '杜某某', gender: 2, birth_year: 1990, education: '高中', occupation_id: 7, skill_level: 4, city_code: '410100', expected_job: '厨师', expected_salary: '6000-8000元/月', introduction: null }} />,
      { namespaces: ['Directory', 'Levels'] },
    );
    expect(screen.getByRole('link', { name: '杜某某' })).toHaveAttribute('href', '/talentInfo?id=3');
    expect(screen.getByText('求职意向：厨师')).toBeInTheDocument();
  });

  it('a teacher profile shows only the facts the API returned', () => {
    renderWithIntl(<TeacherProfile item={teacher({ specialty: null })} city="郑州市" />, { namespaces: ['Directory', 'Levels'] });
    expect(screen.getByRole('heading', { level: 1, name: '王建国' })).toBeInTheDocument();
    expect(screen.getByText('郑州市职业技能培训学校')).toBeInTheDocument();
    expect(screen.getByText('男')).toBeInTheDocument();
    expect(screen.queryByText('专业特长')).not.toBeInTheDocument();
    expect(screen.getByText('从事烹饪教学二十年。')).toBeInTheDocument();
  });
});
