import type { Talent } from '@/lib/contract/talent';
import type { Db } from '@/lib/server/db';
import { occupationsByIds } from './occupations';
import { contains, offset, uniqueIds, type Page, type PageResult, type IncludeTree } from './query';

// Never phone or user_id; the name is masked before it leaves this module.
const COLUMNS = [
  'id', 'name', 'gender', 'birth_year', 'education', 'occupation_id', 'skill_level', 'city_code', 'expected_job',
  'expected_salary', 'introduction',
] as const;

export type TalentFilters = { keyword?: string; city_code?: string; occupation_id?: number };

/** 张三 → 张某, 欧阳娜娜 → 欧某某: the surname's first character plus one 某 per hidden syllable, capped at two. */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '';
  return chars[0] + (chars.length <= 2 ? '某' : '某某');
}

function publicTalents(db: Db) {
  return db.selectFrom('talents').where('is_public', '=', 1).where('status', '=', 'active');
}

export async function listTalents(db: Db, filters: TalentFilters, page: Page, include: IncludeTree): Promise<PageResult<Talent>> {
  let query = publicTalents(db);
  if (filters.city_code) query = query.where('city_code', '=', filters.city_code);
  if (filters.occupation_id) query = query.where('occupation_id', '=', filters.occupation_id);
  // The keyword searches the job sought, not the name: a name search would confirm masked names.
  if (filters.keyword) query = query.where(contains('expected_job', filters.keyword));
  const [counted, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query.select(COLUMNS).orderBy('id', 'desc').limit(page.perPage).offset(offset(page)).execute(),
  ]);
  const data = rows.map((r) => ({ ...r, name: maskName(r.name) }));
  await attachTalentIncludes(db, data, include);
  return { data, total: Number(counted.total) };
}

export async function findTalent(db: Db, id: number, include: IncludeTree): Promise<Talent | undefined> {
  const row = await publicTalents(db).select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const talent = { ...row, name: maskName(row.name) };
  await attachTalentIncludes(db, [talent], include);
  return talent;
}

async function attachTalentIncludes(db: Db, talents: Talent[], include: IncludeTree): Promise<void> {
  if (!include.occupation) return;
  const occupations = await occupationsByIds(db, uniqueIds(talents, (t) => t.occupation_id) as number[]);
  for (const t of talents) t.occupation = { data: (t.occupation_id && occupations.get(t.occupation_id)) || null };
}
