import type { Examiner } from '@/lib/contract/examiner';
import type { Db } from '@/lib/server/db';
import { occupationsByIds } from './occupations';
import { contains, offset, uniqueIds, type Page, type PageResult, type IncludeTree } from './query';

// cert_no stays private: it identifies the person outside this site.
const COLUMNS = ['id', 'name', 'avatar', 'gender', 'occupation_id', 'level', 'organization_id', 'city_code', 'introduction'] as const;

export type ExaminerFilters = { keyword?: string; city_code?: string; occupation_id?: number; level?: number };

function publicExaminers(db: Db) {
  return db.selectFrom('examiners').where('is_public', '=', 1).where('status', '=', 'active');
}

export async function listExaminers(db: Db, filters: ExaminerFilters, page: Page, include: IncludeTree): Promise<PageResult<Examiner>> {
  let query = publicExaminers(db);
  if (filters.city_code) query = query.where('city_code', '=', filters.city_code);
  if (filters.occupation_id) query = query.where('occupation_id', '=', filters.occupation_id);
  if (filters.level) query = query.where('level', '=', filters.level);
  if (filters.keyword) query = query.where(contains('name', filters.keyword));
  const [counted, data] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query.select(COLUMNS).orderBy('id', 'desc').limit(page.perPage).offset(offset(page)).execute(),
  ]);
  await attachExaminerIncludes(db, data, include);
  return { data, total: Number(counted.total) };
}

export async function findExaminer(db: Db, id: number, include: IncludeTree): Promise<Examiner | undefined> {
  const examiner = await publicExaminers(db).select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (examiner) await attachExaminerIncludes(db, [examiner], include);
  return examiner;
}

async function attachExaminerIncludes(db: Db, examiners: Examiner[], include: IncludeTree): Promise<void> {
  if (!include.occupation) return;
  const occupations = await occupationsByIds(db, uniqueIds(examiners, (e) => e.occupation_id) as number[]);
  for (const e of examiners) e.occupation = { data: (e.occupation_id && occupations.get(e.occupation_id)) || null };
}
