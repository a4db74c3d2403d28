import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import type { XlsxColumn } from '@/lib/server/excel/xlsx';
import { enumLabelZh } from '@/lib/format/enum-labels';
import { personalView } from '../learners';
import type { ManagerScope } from '../manager-scope';
import { contains, offset, type Page, type PageResult } from '../query';
import { assertOccupation, placeStaff, type Placement } from './staff-scope';
import type { ManagedTeacher } from '@/lib/contract/faculty-admin';

// Back-office teacher register. Phones are masked unless the caller may see personal data; a
// teacher assigned to classes is disabled, never deleted.

export const TEACHER_SORTS = ['name', 'created_at', 'updated_at'] as const;

export type { ManagedTeacher };
export type TeacherAdminFilters = {
  keyword?: string; organization_id?: number; occupation_id?: number; city_code?: string; status?: 'active' | 'disabled'; is_public?: boolean;
  sort?: (typeof TEACHER_SORTS)[number]; order?: 'asc' | 'desc';
};
export type TeacherInput = Placement & {
  name: string; gender?: number | null; title?: string | null; occupation_id?: number | null; specialty?: string | null; introduction?: string | null;
  phone?: string | null; is_public?: boolean; status?: 'active' | 'disabled';
};

function scoped(db: Db, scope: ManagerScope) {
  let q = db
    .selectFrom('teachers as t')
    .leftJoin('organizations as org', 'org.id', 't.organization_id')
    .leftJoin('occupations as o', 'o.id', 't.occupation_id')
    .leftJoin('regions as r', 'r.code', 't.city_code');
  if (scope.organizationId !== null) q = q.where('t.organization_id', '=', scope.organizationId);
  else if (scope.cityCode !== null) q = q.where('t.city_code', '=', scope.cityCode);
  return q;
}

const COLUMNS = [
  't.id', 't.user_id', 't.name', 't.gender', 't.title', 't.organization_id', 'org.name as organization_name', 't.occupation_id', 'o.name as occupation_name',
  't.specialty', 't.introduction', 't.phone', 't.city_code', 'r.name as city_name', 't.is_public', 't.status', 't.created_at', 't.updated_at',
] as const;

function filtered(db: Db, scope: ManagerScope, f: TeacherAdminFilters) {
  let q = scoped(db, scope);
  if (f.status) q = q.where('t.status', '=', f.status);
  if (f.organization_id) q = q.where('t.organization_id', '=', f.organization_id);
  if (f.occupation_id) q = q.where('t.occupation_id', '=', f.occupation_id);
  if (f.city_code) q = q.where('t.city_code', '=', f.city_code);
  if (f.is_public !== undefined) q = q.where('t.is_public', '=', f.is_public ? 1 : 0);
  if (f.keyword) {
    const k = f.keyword;
    q = q.where((eb) => eb.or([contains('t.name', k), contains('t.specialty', k), eb('t.phone', '=', k)]));
  }
  return q;
}

type Row = Omit<ManagedTeacher, 'is_public' | 'status' | 'classes_count'> & { is_public: number; status: string };

async function views(db: Db, rows: Row[], reveal: boolean): Promise<ManagedTeacher[]> {
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db.selectFrom('class_teachers').select((eb) => ['teacher_id', eb.fn.countAll<number>().as('n')]).where('teacher_id', 'in', ids).groupBy('teacher_id').execute()
    : [];
  const byId = new Map(counts.map((c) => [c.teacher_id, Number(c.n)]));
  return rows.map((r) => personalView({
    ...r, is_public: r.is_public === 1, status: r.status === 'disabled' ? 'disabled' : 'active',
    classes_count: byId.get(r.id) ?? 0,
  }, reveal));
}

export async function listTeachersAdmin(db: Db, scope: ManagerScope, f: TeacherAdminFilters, page: Page, reveal: boolean): Promise<PageResult<ManagedTeacher>> {
  const base = filtered(db, scope, f);
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.select(COLUMNS).orderBy(`t.${f.sort ?? 'created_at'}`, f.order ?? 'desc').orderBy('t.id', 'desc').limit(page.perPage).offset(offset(page)).execute(),
  ]);
  return { data: await views(db, rows, reveal), total: Number(counted.n) };
}

export async function* teacherExportChunks(db: Db, scope: ManagerScope, f: TeacherAdminFilters, reveal: boolean, chunk = 1000): AsyncGenerator<ManagedTeacher[]> {
  for (let after = 0; ;) {
    const rows = await filtered(db, scope, f).select(COLUMNS).where('t.id', '>', after).orderBy('t.id').limit(chunk).execute();
    if (!rows.length) return;
    yield views(db, rows, reveal);
    if (rows.length < chunk) return;
    after = rows[rows.length - 1].id;
  }
}

const GENDERS: Record<number, string> = { 1: '男', 2: '女' };
export const TEACHER_EXPORT_COLUMNS: XlsxColumn<ManagedTeacher>[] = [
  { header: '姓名', width: 10, value: (r) => r.name },
  { header: '性别', width: 6, value: (r) => (r.gender ? GENDERS[r.gender] ?? null : null) },
  { header: '职称', width: 16, value: (r) => r.title },
  { header: '所属机构', width: 28, value: (r) => r.organization_name },
  { header: '城市', width: 10, value: (r) => r.city_name },
  { header: '职业（工种）', width: 18, value: (r) => r.occupation_name },
  { header: '专长', width: 30, value: (r) => r.specialty },
  { header: '手机号', width: 14, value: (r) => r.phone },
  { header: '公开', width: 6, value: (r) => (r.is_public ? '是' : '否') },
  { header: '状态', width: 8, value: (r) => enumLabelZh('accountStatus', r.status) },
  { header: '任教班级数', width: 10, value: (r) => r.classes_count },
];

export async function showTeacherAdmin(db: Db, scope: ManagerScope, id: number, reveal: boolean): Promise<ManagedTeacher> {
  const row = await scoped(db, scope).select(COLUMNS).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', '教师不存在。');
  return (await views(db, [row], reveal))[0];
}

const textFields = (input: Partial<TeacherInput>) => {
  const out: Record<string, unknown> = {};
  for (const key of ['name', 'gender', 'title', 'occupation_id', 'specialty', 'introduction', 'phone', 'status'] as const) {
    if (input[key] !== undefined) out[key] = input[key];
  }
  if (input.is_public !== undefined) out.is_public = input.is_public ? 1 : 0;
  return out;
};

export async function createTeacher(db: Db, scope: ManagerScope, input: TeacherInput, now: string) {
  await assertOccupation(db, input.occupation_id);
  const place = await placeStaff(db, scope, input);
  const row = await db
    .insertInto('teachers')
    .values({
      user_id: null, avatar: null, gender: null, title: null, occupation_id: null, specialty: null, introduction: null, phone: null, is_public: 1, status: 'active',
      ...textFields(input), name: input.name, ...place, created_at: now, updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return showTeacherAdmin(db, scope, row.id, false);
}

export async function updateTeacher(db: Db, scope: ManagerScope, id: number, input: Partial<TeacherInput>, now: string) {
  const current = await showTeacherAdmin(db, scope, id, false);
  await assertOccupation(db, input.occupation_id);
  const moves = input.organization_id !== undefined || input.city_code !== undefined;
  const place = moves ? await placeStaff(db, scope, input, current) : {};
  await db.updateTable('teachers').set({ ...textFields(input), ...place, updated_at: now }).where('id', '=', id).execute();
  return showTeacherAdmin(db, scope, id, false);
}

export async function deleteTeacher(db: Db, scope: ManagerScope, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const teacher = await showTeacherAdmin(trx, scope, id, false);
    if (teacher.classes_count > 0) throw new AppError('conflict', `该教师已被安排到 ${teacher.classes_count} 个培训班，不能删除，请改为停用。`);
    await trx.deleteFrom('teachers').where('id', '=', id).execute();
  });
}
