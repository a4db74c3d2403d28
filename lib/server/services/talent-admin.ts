import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import type { XlsxColumn } from '@/lib/server/excel/xlsx';
import { enumLabelZh } from '@/lib/format/enum-labels';
import { personalView } from './learners';
import type { ManagerScope } from './manager-scope';
import { contains, offset, type Page, type PageResult } from './query';
import { checkTalentReferences, type TalentInput } from './talent-profile';
import type { ManagedTalent } from '@/lib/contract/talent-admin';
import { levelNameZh } from '@/lib/format/skill-level';

// Back-office talent pool. Government managers see every talent of their scope (a city's managers
// their city) and may edit, hide from the public directory (status 'hidden', apart from the
// learner's own is_public choice) or delete; an organisation account sees the public directory only.

export const TALENT_NOT_FOUND = '人才信息不存在。';
export type { ManagedTalent };
export type TalentAdminFilters = {
  keyword?: string; occupation_id?: number; city_code?: string; education?: string; is_public?: boolean; status?: 'active' | 'hidden';
};

function scoped(db: Db, scope: ManagerScope) {
  let q = db.selectFrom('talents as t').leftJoin('occupations as o', 'o.id', 't.occupation_id').leftJoin('regions as city', 'city.code', 't.city_code');
  if (scope.organizationId !== null) q = q.where('t.is_public', '=', 1).where('t.status', '=', 'active');
  else if (scope.cityCode !== null) q = q.where('t.city_code', '=', scope.cityCode);
  return q;
}

const columns = [
  't.id', 't.user_id', 't.name', 't.gender', 't.birth_year', 't.education', 't.occupation_id', 'o.name as occupation_name', 't.skill_level',
  't.city_code', 'city.name as city_name', 't.expected_job', 't.expected_salary', 't.introduction', 't.phone', 't.is_public', 't.status',
  't.created_at', 't.updated_at',
] as const;

type Row = Omit<ManagedTalent, 'is_public' | 'status'> & { is_public: number; status: string };
const view = (r: Row, reveal: boolean): ManagedTalent => personalView({
  ...r, is_public: r.is_public === 1, status: r.status === 'hidden' ? 'hidden' : 'active',
}, reveal);

function filtered(db: Db, scope: ManagerScope, f: TalentAdminFilters) {
  let q = scoped(db, scope);
  if (f.keyword) q = q.where((eb) => eb.or([contains('t.name', f.keyword!), contains('t.expected_job', f.keyword!), eb('t.phone', '=', f.keyword!)]));
  if (f.occupation_id) q = q.where('t.occupation_id', '=', f.occupation_id);
  if (f.city_code) q = q.where('t.city_code', '=', f.city_code);
  if (f.education) q = q.where('t.education', '=', f.education);
  if (f.is_public !== undefined) q = q.where('t.is_public', '=', f.is_public ? 1 : 0);
  if (f.status) q = q.where('t.status', '=', f.status);
  return q;
}

export async function listManagedTalents(db: Db, scope: ManagerScope, f: TalentAdminFilters, page: Page, reveal: boolean): Promise<PageResult<ManagedTalent>> {
  const base = filtered(db, scope, f);
  const [rows, counted] = await Promise.all([
    base.select([...columns]).orderBy('t.id', 'desc').limit(page.perPage).offset(offset(page)).execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map((r) => view(r, reveal)), total: Number(counted.n) };
}

export async function showManagedTalent(db: Db, scope: ManagerScope, id: number, reveal: boolean): Promise<ManagedTalent> {
  const row = await scoped(db, scope).select([...columns]).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', TALENT_NOT_FOUND);
  return view(row, reveal);
}

export async function* talentExportChunks(db: Db, scope: ManagerScope, f: TalentAdminFilters, reveal: boolean, chunk = 1000): AsyncGenerator<ManagedTalent[]> {
  for (let after = 0; ;) {
    const rows = await filtered(db, scope, f).select([...columns]).where('t.id', '>', after).orderBy('t.id').limit(chunk).execute();
    if (!rows.length) return;
    yield rows.map((r) => view(r, reveal));
    if (rows.length < chunk) return;
    after = rows[rows.length - 1].id;
  }
}

export const TALENT_EXPORT_COLUMNS: XlsxColumn<ManagedTalent>[] = [
  { header: '姓名', width: 10, value: (r) => r.name },
  { header: '性别', width: 6, value: (r) => (r.gender === 1 ? '男' : r.gender === 2 ? '女' : null) },
  { header: '出生年份', width: 10, value: (r) => r.birth_year },
  { header: '学历', width: 10, value: (r) => r.education },
  { header: '职业工种', width: 16, value: (r) => r.occupation_name },
  { header: '技能等级', width: 14, value: (r) => levelNameZh(r.skill_level) },
  { header: '城市', width: 10, value: (r) => r.city_name },
  { header: '求职意向', width: 16, value: (r) => r.expected_job },
  { header: '期望薪资', width: 14, value: (r) => r.expected_salary },
  { header: '手机号', width: 14, value: (r) => r.phone },
  { header: '公开', width: 6, value: (r) => (r.is_public ? '是' : '否') },
  { header: '状态', width: 8, value: (r) => enumLabelZh('talentStatus', r.status) },
];

export async function updateManagedTalent(db: Db, scope: ManagerScope, id: number, input: TalentInput, province: string, now: string): Promise<ManagedTalent> {
  await showManagedTalent(db, scope, id, false);
  await checkTalentReferences(db, input, province);
  if (scope.organizationId === null && scope.cityCode !== null && input.city_code !== scope.cityCode) {
    throw new AppError('validation_failed', undefined, { city_code: ['只能选择本市。'] });
  }
  await db
    .updateTable('talents')
    .set({
      name: input.name, gender: input.gender, birth_year: input.birth_year, education: input.education, occupation_id: input.occupation_id ?? null,
      skill_level: input.skill_level ?? null, city_code: input.city_code, expected_job: input.expected_job, expected_salary: input.expected_salary || null,
      introduction: input.introduction || null, is_public: input.is_public ? 1 : 0, updated_at: now,
    })
    .where('id', '=', id)
    .execute();
  return showManagedTalent(db, scope, id, false);
}

export async function setTalentHidden(db: Db, scope: ManagerScope, id: number, hidden: boolean, now: string): Promise<ManagedTalent> {
  await showManagedTalent(db, scope, id, false);
  await db.updateTable('talents').set({ status: hidden ? 'hidden' : 'active', updated_at: now }).where('id', '=', id).execute();
  return showManagedTalent(db, scope, id, false);
}

/** Applications sent with the profile stay, without it. */
export async function deleteManagedTalent(db: Db, scope: ManagerScope, id: number): Promise<void> {
  await showManagedTalent(db, scope, id, false);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('job_applications').set({ talent_id: null }).where('talent_id', '=', id).execute();
    await trx.deleteFrom('talents').where('id', '=', id).execute();
  });
}
