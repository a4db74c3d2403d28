import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import type { XlsxColumn } from '@/lib/server/excel/xlsx';
import { enumLabelZh } from '@/lib/format/enum-labels';
import type { ManagerScope } from '../manager-scope';
import { contains, offset, type Page, type PageResult } from '../query';
import { assertOccupation, placeStaff, type Placement } from './staff-scope';
import type { ManagedExaminer } from '@/lib/contract/faculty-admin';
import { levelNameZh } from '@/lib/format/skill-level';

// Back-office register of examiners (考评员): their qualification, level and certificate number.

export const EXAMINER_SORTS = ['name', 'level', 'created_at', 'updated_at'] as const;

export type { ManagedExaminer };
export type ExaminerAdminFilters = {
  keyword?: string; organization_id?: number; occupation_id?: number; level?: number; city_code?: string; status?: 'active' | 'disabled'; is_public?: boolean;
  sort?: (typeof EXAMINER_SORTS)[number]; order?: 'asc' | 'desc';
};
export type ExaminerInput = Placement & {
  name: string; gender?: number | null; occupation_id?: number | null; level?: number | null; cert_no?: string | null; introduction?: string | null;
  is_public?: boolean; status?: 'active' | 'disabled';
};

function scoped(db: Db, scope: ManagerScope) {
  let q = db
    .selectFrom('examiners as x')
    .leftJoin('organizations as org', 'org.id', 'x.organization_id')
    .leftJoin('occupations as o', 'o.id', 'x.occupation_id')
    .leftJoin('regions as r', 'r.code', 'x.city_code');
  if (scope.organizationId !== null) q = q.where('x.organization_id', '=', scope.organizationId);
  else if (scope.cityCode !== null) q = q.where('x.city_code', '=', scope.cityCode);
  return q;
}

const COLUMNS = [
  'x.id', 'x.name', 'x.gender', 'x.occupation_id', 'o.name as occupation_name', 'x.level', 'x.cert_no', 'x.organization_id', 'org.name as organization_name',
  'x.city_code', 'r.name as city_name', 'x.introduction', 'x.is_public', 'x.status', 'x.created_at', 'x.updated_at',
] as const;

function filtered(db: Db, scope: ManagerScope, f: ExaminerAdminFilters) {
  let q = scoped(db, scope);
  if (f.status) q = q.where('x.status', '=', f.status);
  if (f.organization_id) q = q.where('x.organization_id', '=', f.organization_id);
  if (f.occupation_id) q = q.where('x.occupation_id', '=', f.occupation_id);
  if (f.level) q = q.where('x.level', '=', f.level);
  if (f.city_code) q = q.where('x.city_code', '=', f.city_code);
  if (f.is_public !== undefined) q = q.where('x.is_public', '=', f.is_public ? 1 : 0);
  if (f.keyword) {
    const k = f.keyword;
    q = q.where((eb) => eb.or([contains('x.name', k), eb('x.cert_no', '=', k.toUpperCase())]));
  }
  return q;
}

type Row = Omit<ManagedExaminer, 'is_public' | 'status'> & { is_public: number; status: string };
const view = (r: Row): ManagedExaminer => ({ ...r, is_public: r.is_public === 1, status: r.status === 'disabled' ? 'disabled' : 'active' });

export async function listExaminersAdmin(db: Db, scope: ManagerScope, f: ExaminerAdminFilters, page: Page): Promise<PageResult<ManagedExaminer>> {
  const base = filtered(db, scope, f);
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.select(COLUMNS).orderBy(`x.${f.sort ?? 'created_at'}`, f.order ?? 'desc').orderBy('x.id', 'desc').limit(page.perPage).offset(offset(page)).execute(),
  ]);
  return { data: rows.map(view), total: Number(counted.n) };
}

export async function* examinerExportChunks(db: Db, scope: ManagerScope, f: ExaminerAdminFilters, chunk = 1000): AsyncGenerator<ManagedExaminer[]> {
  for (let after = 0; ;) {
    const rows = await filtered(db, scope, f).select(COLUMNS).where('x.id', '>', after).orderBy('x.id').limit(chunk).execute();
    if (!rows.length) return;
    yield rows.map(view);
    if (rows.length < chunk) return;
    after = rows[rows.length - 1].id;
  }
}

export const EXAMINER_EXPORT_COLUMNS: XlsxColumn<ManagedExaminer>[] = [
  { header: '姓名', width: 10, value: (r) => r.name },
  { header: '性别', width: 6, value: (r) => (r.gender === 1 ? '男' : r.gender === 2 ? '女' : null) },
  { header: '职业（工种）', width: 18, value: (r) => r.occupation_name },
  { header: '等级', width: 14, value: (r) => levelNameZh(r.level) },
  { header: '考评员证号', width: 22, value: (r) => r.cert_no },
  { header: '所属机构', width: 28, value: (r) => r.organization_name },
  { header: '城市', width: 10, value: (r) => r.city_name },
  { header: '公开', width: 6, value: (r) => (r.is_public ? '是' : '否') },
  { header: '状态', width: 8, value: (r) => enumLabelZh('accountStatus', r.status) },
];

export async function showExaminerAdmin(db: Db, scope: ManagerScope, id: number): Promise<ManagedExaminer> {
  const row = await scoped(db, scope).select(COLUMNS).where('x.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', '考评员不存在。');
  return view(row);
}

const fields = (input: Partial<ExaminerInput>) => {
  const out: Record<string, unknown> = {};
  for (const key of ['name', 'gender', 'occupation_id', 'level', 'cert_no', 'introduction', 'status'] as const) {
    if (input[key] !== undefined) out[key] = input[key];
  }
  if (input.is_public !== undefined) out.is_public = input.is_public ? 1 : 0;
  return out;
};

export async function createExaminer(db: Db, scope: ManagerScope, input: ExaminerInput, now: string) {
  await assertOccupation(db, input.occupation_id);
  const place = await placeStaff(db, scope, input);
  const row = await db
    .insertInto('examiners')
    .values({
      avatar: null, gender: null, occupation_id: null, level: null, cert_no: null, introduction: null, is_public: 1, status: 'active',
      ...fields(input), name: input.name, ...place, created_at: now, updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return showExaminerAdmin(db, scope, row.id);
}

export async function updateExaminer(db: Db, scope: ManagerScope, id: number, input: Partial<ExaminerInput>, now: string) {
  const current = await showExaminerAdmin(db, scope, id);
  await assertOccupation(db, input.occupation_id);
  const moves = input.organization_id !== undefined || input.city_code !== undefined;
  const place = moves ? await placeStaff(db, scope, input, current) : {};
  await db.updateTable('examiners').set({ ...fields(input), ...place, updated_at: now }).where('id', '=', id).execute();
  return showExaminerAdmin(db, scope, id);
}

/** Nothing refers to an examiner row (exam sessions do not name them), so delete is final. */
export async function deleteExaminer(db: Db, scope: ManagerScope, id: number): Promise<void> {
  await showExaminerAdmin(db, scope, id);
  await db.deleteFrom('examiners').where('id', '=', id).execute();
}
