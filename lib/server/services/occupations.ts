import type { Selectable } from 'kysely';
import type { Occupation } from '@/lib/contract/occupation';
import type { Db } from '@/lib/server/db';
import type { OccupationTable } from '@/lib/server/db/schema';
import { PUBLIC_CLASS_STATUSES } from './class-status';
import { contains, offset, type Page, type PageResult } from './query';

const COLUMNS = ['id', 'code', 'name', 'category_code', 'category', 'levels', 'description'] as const;

type OccupationRow = Pick<Selectable<OccupationTable>, (typeof COLUMNS)[number]>;

export type OccupationFilters = { category_code?: string; keyword?: string; level?: number; with_counts?: boolean };

// Levels are single digits 1–5 stored as text ("1,2,3" or "[1,2,3]"); reading digits accepts both.
export function parseLevels(levels: string): number[] {
  return [...new Set((levels.match(/[1-5]/g) ?? []).map(Number))].sort((a, b) => a - b);
}

export function toOccupation(row: OccupationRow): Occupation {
  return { ...row, levels: parseLevels(row.levels) };
}

export async function listOccupations(db: Db, filters: OccupationFilters, page: Page): Promise<PageResult<Occupation>> {
  let query = db.selectFrom('occupations').where('status', '=', 'active');
  if (filters.category_code) query = query.where('category_code', '=', filters.category_code);
  if (filters.keyword) {
    const keyword = filters.keyword;
    query = query.where((eb) => eb.or([contains('name', keyword), contains('code', keyword)]));
  }
  if (filters.level) query = query.where(contains('levels', String(filters.level)));

  const [counted, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query.select(COLUMNS).orderBy('code').orderBy('id').limit(page.perPage).offset(offset(page)).execute(),
  ]);
  const data = rows.map(toOccupation);
  if (filters.with_counts) await attachClassCounts(db, data);
  return { data, total: Number(counted.total) };
}

export async function findOccupation(db: Db, id: number, withCounts = false): Promise<Occupation | undefined> {
  const row = await db.selectFrom('occupations').select(COLUMNS).where('id', '=', id).where('status', '=', 'active').executeTakeFirst();
  if (!row) return undefined;
  const occupation = toOccupation(row);
  if (withCounts) await attachClassCounts(db, [occupation]);
  return occupation;
}

export async function occupationsByIds(db: Db, ids: number[]): Promise<Map<number, Occupation>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('occupations').select(COLUMNS).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, toOccupation(r)]));
}

async function attachClassCounts(db: Db, occupations: Occupation[]): Promise<void> {
  if (occupations.length === 0) return;
  const rows = await db
    .selectFrom('classes')
    .select((eb) => ['occupation_id', eb.fn.countAll<number>().as('n')])
    .where('occupation_id', 'in', occupations.map((o) => o.id))
    .where('status', 'in', PUBLIC_CLASS_STATUSES)
    .groupBy('occupation_id')
    .execute();
  const counts = new Map(rows.map((r) => [r.occupation_id, Number(r.n)]));
  for (const o of occupations) o.classes_count = counts.get(o.id) ?? 0;
}
