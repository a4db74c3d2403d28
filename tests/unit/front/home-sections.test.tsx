import { screen, within } from '@testing-library/react';
import { NewsGroups } from '@/components/front/home/news-section';
import { Notices } from '@/components/front/home/notices';
import { groupOccupations, OccupationCategories } from '@/components/front/home/occupation-section';
import { QuickLinks } from '@/components/front/home/quick-links';
import { Stats } from '@/components/front/home/stats-section';
import { Footer } from '@/components/front/footer';
import type { Occupation } from '@/lib/contract/occupation';
import { renderWithIntl } from '../render-with-intl';

const occupation = (id: number, name: string, category_code: string, category: string): Occupation => ({
  id, code: `${category_code}-0${id}`, name, category_code, category, levels: [3, 4, 5], description: null,
});

describe('home sections', () => {
  it('shows every headline statistic, formatted', () => {
    renderWithIntl(
      <Stats stats={{ classes: 1520, enrolling_classes: 86, learners_trained: 128450, certificates_issued: 96321, occupations: 214, organizations: 318 }} />,
      { namespaces: ['Home'] },
    );
    expect(screen.getByText('128,450')).toBeInTheDocument();
    expect(screen.getByText('累计培训人次')).toBeInTheDocument();
    expect(screen.getAllByRole('definition')).toHaveLength(6);
  });

  it('says so when a section could not be loaded', () => {
    renderWithIntl(<Stats stats={null} />, { namespaces: ['Home'] });
    expect(screen.getByText('该栏目暂时无法加载，请稍后刷新页面重试')).toBeInTheDocument();
  });

  it('links the certificate query and training registration services', () => {
    renderWithIntl(<QuickLinks />, { namespaces: ['Home'] });
    expect(screen.getByRole('link', { name: /证书查询/ })).toHaveAttribute('href', '/cerQuery');
    expect(screen.getByRole('link', { name: /培训登记/ })).toHaveAttribute('href', '/trainingRegistration');
  });

  it('groups occupations into categories with counts', () => {
    const groups = groupOccupations([
      occupation(1, '中式烹调师', '4', '社会生产服务和生活服务人员'),
      occupation(2, '育婴员', '4', '社会生产服务和生活服务人员'),
      occupation(3, '电工', '6', '生产制造及有关人员'),
    ]);
    expect(groups.map((g) => [g.name, g.count])).toEqual([
      ['社会生产服务和生活服务人员', 2],
      ['生产制造及有关人员', 1],
    ]);
    renderWithIntl(<OccupationCategories categories={groups} />, { namespaces: ['Home'] });
    expect(screen.getByRole('link', { name: /生产制造及有关人员/ })).toHaveAttribute('href', '/occupation?category_code=6');
    expect(screen.getByText('2 个工种')).toBeInTheDocument();
  });

  it('lists news under each category with dates', () => {
    renderWithIntl(
      <NewsGroups
        groups={[
          {
            category: { id: 1, name: '政策法规', slug: 'policy', sort: 1 },
            items: [{ id: 9, category_id: 1, title: '关于做好2026年职业技能提升行动的通知', summary: null, cover: null, author: null, source: null, is_top: true, views: 10, published_at: '2026-05-08T02:00:00Z' }],
          },
          { category: { id: 2, name: '工作动态', slug: 'work', sort: 2 }, items: [] },
        ]}
      />,
      { namespaces: ['Home', 'News'] },
    );
    const policy = screen.getByRole('region', { name: '政策法规' });
    expect(within(policy).getByRole('link', { name: /关于做好2026年职业技能提升行动的通知/ })).toHaveAttribute('href', '/detail?id=9');
    expect(within(policy).getByText('置顶')).toBeInTheDocument();
    expect(within(policy).getByText('2026-05-08')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '工作动态' })).getByText('暂无资讯')).toBeInTheDocument();
  });

  it('lists notices, opening external links in a new tab', () => {
    renderWithIntl(
      <Notices
        banners={[
          { id: 2, title: '全省职业技能大赛报名开始', image: null, link: 'https://example.gov.cn/notice', sort: 2 },
          { id: 1, title: '2026年补贴性培训目录公布', image: null, link: '/detail?id=3', sort: 1 },
        ]}
      />,
      { namespaces: ['Home'] },
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['2026年补贴性培训目录公布', '全省职业技能大赛报名开始']);
    expect(links[1]).toHaveAttribute('target', '_blank');
    expect(links[1]).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('Footer', () => {
  it('shows help links, the sponsor, the copyright and the hotline', () => {
    renderWithIntl(<Footer />, { namespaces: ['Site', 'Footer'] });
    const nav = screen.getByRole('navigation', { name: '页脚导航' });
    expect(within(nav).getByRole('link', { name: '关于我们' })).toHaveAttribute('href', '/aboutUs');
    expect(within(nav).getByRole('link', { name: '联系我们' })).toHaveAttribute('href', '/contact');
    expect(within(nav).getByRole('link', { name: '帮助中心' })).toHaveAttribute('href', '/help');
    expect(within(nav).getByRole('link', { name: '数据大屏' })).toHaveAttribute('href', '/dataScreen');
    expect(screen.getByText('主办单位：省人力资源和社会保障厅')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '12333' })).toHaveAttribute('href', 'tel:12333');
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  });
});
