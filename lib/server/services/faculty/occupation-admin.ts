import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import type { XlsxColumn } from '@/lib/server/excel/xlsx';
import { enumLabelZh } from '@/lib/format/enum-labels';
import { parseLevels } from '../occupations';
import { contains, offset, type Page, type PageResult } from '../query';
import { isUniqueViolation } from '../unique-violation';
import type { ManagedOccupation, OCCUPATION_STATUSES } from '@/lib/contract/faculty-admin';
import { levelNameZh } from '@/lib/format/skill-level';

// Back-office occupation catalogue: the national classification's codes, edited by province managers.
// An occupation that classes, certificates or people refer to is disabled, never deleted.

export const OCCUPATION_SORTS = ['code', 'name', 'created_at', 'updated_at'] as const;
export type OccupationStatus = (typeof OCCUPATION_STATUSES)[number];

export type { ManagedOccupation };
export type OccupationUsage = { classes: number; certificates: number; teachers: number; examiners: number; others: number };
export type OccupationAdminFilters = {
  keyword?: string; category_code?: string; level?: number; status?: OccupationStatus; sort?: (typeof OCCUPATION_SORTS)[number]; order?: 'asc' | 'desc';
};
export type OccupationInput = { code: string; name: string; category: string; levels: number[]; description?: string | null; status?: OccupationStatus };

const COLUMNS = ['id', 'code', 'name', 'category_code', 'category', 'levels', 'description', 'status', 'created_at', 'updated_at'] as const;
type Row = Omit<ManagedOccupation, 'levels' | 'status'> & { levels: string; status: string };
const view = (r: Row): ManagedOccupation => ({ ...r, levels: parseLevels(r.levels), status: r.status === 'disabled' ? 'disabled' : 'active' });

function filtered(db: Db, f: OccupationAdminFilters) {
  let q = db.selectFrom('occupations');
  if (f.status) q = q.where('status', '=', f.status);
  if (f.category_code) q = q.where('category_code', '=', f.category_code);
  if (f.level) q = q.where(contains('levels', String(f.level)));
  if (f.keyword) {
    const k = f.keyword;
    q = q.where((eb) => eb.or([contains('name', k), contains('code', k), contains('category', k)]));
  }
  return q;
}

export async function listOccupationsAdmin(db: Db, f: OccupationAdminFilters, page: Page): Promise<PageResult<ManagedOccupation>> {
  const base = filtered(db, f);
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.select(COLUMNS).orderBy(f.sort ?? 'code', f.order ?? (f.sort ? 'desc' : 'asc')).orderBy('id').limit(page.perPage).offset(offset(page)).execute(),
  ]);
  return { data: rows.map(view), total: Number(counted.n) };
}

export async function* occupationExportChunks(db: Db, f: OccupationAdminFilters, chunk = 1000): AsyncGenerator<ManagedOccupation[]> {
  for (let after = 0; ;) {
    const rows = await filtered(db, f).select(COLUMNS).where('id', '>', after).orderBy('id').limit(chunk).execute();
    if (!rows.length) return;
    yield rows.map(view);
    if (rows.length < chunk) return;
    after = rows[rows.length - 1].id;
  }
}

export const OCCUPATION_EXPORT_COLUMNS: XlsxColumn<ManagedOccupation>[] = [
  { header: '职业编码', width: 14, value: (r) => r.code },
  { header: '职业（工种）', width: 24, value: (r) => r.name },
  { header: '大类', width: 30, value: (r) => r.category },
  { header: '等级', width: 40, value: (r) => r.levels.map(levelNameZh).join('、') },
  { header: '状态', width: 8, value: (r) => enumLabelZh('accountStatus', r.status) },
  { header: '说明', width: 40, value: (r) => r.description },
];

const REFERRERS = ['classes', 'certificates', 'teachers', 'examiners', 'teacher_applications', 'talents', 'videos', 'training_registrations', 'job_postings'] as const;

export async function occupationUsage(db: Db, id: number): Promise<OccupationUsage> {
  const counts = await Promise.all(
    REFERRERS.map(async (table) => {
      const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('occupation_id', '=', id).executeTakeFirstOrThrow();
      return [table, Number(row.n)] as const;
    }),
  );
  const by = Object.fromEntries(counts) as Record<(typeof REFERRERS)[number], number>;
  const others = by.teacher_applications + by.talents + by.videos + by.training_registrations + by.job_postings;
  return { classes: by.classes, certificates: by.certificates, teachers: by.teachers, examiners: by.examiners, others };
}

export async function showOccupationAdmin(db: Db, id: number): Promise<ManagedOccupation & { usage: OccupationUsage }> {
  const row = await db.selectFrom('occupations').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', '职业不存在。');
  return { ...view(row), usage: await occupationUsage(db, id) };
}

const duplicateCode = () => new AppError('validation_failed', undefined, { code: ['code 已被其他职业使用。'] });

/** Category code is the code's first digit (the classification's major group). */
export async function createOccupation(db: Db, input: OccupationInput, now: string) {
  if (await db.selectFrom('occupations').select('id').where('code', '=', input.code).executeTakeFirst()) throw duplicateCode();
  try {
    const row = await db
      .insertInto('occupations')
      .values({
        code: input.code, name: input.name, category_code: input.code[0], category: input.category, levels: input.levels.join(','),
        description: input.description ?? null, status: input.status ?? 'active', created_at: now, updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return showOccupationAdmin(db, row.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode();
    throw error;
  }
}

export async function updateOccupation(db: Db, id: number, input: Partial<OccupationInput>, now: string) {
  await showOccupationAdmin(db, id);
  if (input.code && (await db.selectFrom('occupations').select('id').where('code', '=', input.code).where('id', '<>', id).executeTakeFirst())) throw duplicateCode();
  try {
    await db
      .updateTable('occupations')
      .set({
        ...(input.code !== undefined ? { code: input.code, category_code: input.code[0] } : {}),
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.category !== undefined ? { category: input.category } : {}),
        ...(input.levels !== undefined ? { levels: input.levels.join(',') } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode();
    throw error;
  }
  return showOccupationAdmin(db, id);
}

export async function deleteOccupation(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { usage } = await showOccupationAdmin(trx, id);
    const total = usage.classes + usage.certificates + usage.teachers + usage.examiners + usage.others;
    if (total > 0) {
      throw new AppError(
        'conflict',
        `该职业已被 ${usage.classes} 个培训班、${usage.certificates} 张证书、${usage.teachers} 名教师、${usage.examiners} 名考评员及 ${usage.others} 条其他记录引用，不能删除，请改为停用。`,
      );
    }
    await trx.deleteFrom('occupations').where('id', '=', id).execute();
  });
}
