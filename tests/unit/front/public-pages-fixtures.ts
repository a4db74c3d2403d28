import type { ListResponse } from '@/lib/contract/envelope';
import type { News } from '@/lib/contract/news';
import type { Occupation } from '@/lib/contract/occupation';
import type { Region } from '@/lib/contract/region';
import type { Teacher } from '@/lib/contract/teacher';

export const cities: Region[] = [
  { code: '410100', name: '郑州市', parent_code: '410000', level: 2 },
  { code: '410300', name: '洛阳市', parent_code: '410000', level: 2 },
];

export const districts: Region[] = [{ code: '410105', name: '金水区', parent_code: '410100', level: 3 }];

export function occupation(overrides: Partial<Occupation> = {}): Occupation {
  return { id: 7, code: '4-03-02-01', name: '中式烹调师', category_code: '4', category: '社会生产服务和生活服务人员', levels: [3, 4, 5], description: null, classes_count: 6, ...overrides };
}

export function news(overrides: Partial<News> = {}): News {
  return {
    id: 9, category_id: 2, title: '关于开展职业技能等级认定工作的通知', summary: null, content: '<p>正文</p>', cover: null, author: '张明',
    source: '省人社厅', is_top: false, views: 1234, published_at: '2026-11-01T02:00:00Z', category: { data: { id: 2, name: '通知公告', slug: 'notice', sort: 1 } },
    ...overrides,
  };
}

export function teacher(overrides: Partial<Teacher> = {}): Teacher {
  return {
    id: 5, name: '王建国', avatar: null, gender: 1, title: '高级讲师', organization_id: 3, occupation_id: 7, specialty: '中式热菜', introduction: '从事烹饪教学二十年。', city_code: '410100',
    occupation: { data: occupation() }, organization: { data: { id: 3, name: '郑州市职业技能培训学校', type: 12, city_code: '410100', area_code: null, address: null, logo: null, introduction: null } },
    ...overrides,
  };
}

export function listOf<T>(data: T[], current_page = 1, total_pages = 1): ListResponse<T> {
  return { data, meta: { pagination: { total: data.length + (total_pages - 1) * 12, count: data.length, per_page: 12, current_page, total_pages, links: {} } } };
}
