import type { Db } from '@/lib/server/db';
import { insertRows } from './batch';

// Free-text columns (users.education, enrollments.employment_category, …) hold the value, which for
// these Chinese-only lists is the label itself; levels and genders are numbers.
export const EDUCATION_LEVELS = ['小学', '初中', '高中', '中专/技校', '大专', '本科', '硕士研究生', '博士研究生'] as const;
export const EMPLOYMENT_CATEGORIES = [
  '失业人员', '农民工', '高校毕业生', '退役军人', '脱贫劳动力', '在职职工', '就业困难人员', '残疾人', '城乡未继续升学初高中毕业生',
] as const;
export const NEWS_CATEGORIES = [
  { slug: 'notice', name: '通知公告' },
  { slug: 'policy', name: '政策法规' },
  { slug: 'training', name: '培训动态' },
  { slug: 'employment', name: '就业创业' },
  { slug: 'competition', name: '技能竞赛' },
] as const;
export const SKILL_LEVELS: Record<number, string> = {
  1: '一级/高级技师',
  2: '二级/技师',
  3: '三级/高级工',
  4: '四级/中级工',
  5: '五级/初级工',
};
export const GENDERS: Record<number, string> = { 1: '男', 2: '女' };
export const ORGANIZATION_TYPES: Record<number, string> = { 10: '企业', 11: '院校', 12: '培训机构' };

type Item = { type: string; value: string; label: string; sort: number };

function list(type: string, labels: readonly string[]): Item[] {
  return labels.map((label, i) => ({ type, value: label, label, sort: i + 1 }));
}

function numbered(type: string, labels: Record<number, string>): Item[] {
  return Object.entries(labels).map(([value, label], i) => ({ type, value, label, sort: i + 1 }));
}

export async function seedDictionaries(db: Db): Promise<number> {
  const rows = [
    ...list('education', EDUCATION_LEVELS),
    ...list('employment_category', EMPLOYMENT_CATEGORIES),
    ...NEWS_CATEGORIES.map((c, i) => ({ type: 'news_category', value: c.slug, label: c.name, sort: i + 1 })),
    ...numbered('occupation_level', SKILL_LEVELS),
    ...numbered('gender', GENDERS),
    ...numbered('organization_type', ORGANIZATION_TYPES),
  ];
  await insertRows(db, 'dictionary_items', rows);
  return rows.length;
}
