import { AppError } from '@/lib/server/domain/errors';
import type { ClassCreateInput, ClassUpdateInput } from '@/lib/contract/class-admin';
import type { Db } from '@/lib/server/db';
import { managedClassRow } from './class-admin';
import type { ManagerScope } from './manager-scope';

// Creating, editing, moving through the status flow and deleting classes. Rules that need the
// database (the occupation offers the level, the district lies in the city, the city is the
// manager's own) answer 422 with field messages, like the schema's own checks.

type Fields = Omit<ClassCreateInput, 'teacher_ids'> & { enrolled_count?: number };
type Errors = Record<string, string[]>;

const add = (errors: Errors, field: string, message: string) => (errors[field] ??= []).push(`${field} ${message}`);

type Order = { start_date?: unknown; end_date?: unknown; enroll_start?: unknown; enroll_end?: unknown; fee_cents?: unknown; subsidy_cents?: unknown };
const day = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);
const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The rules between fields (dates in order, the subsidy within the fee) on whatever values can be
 * read, so an imported row with other problems still hears that its window ends before it starts.
 */
export function orderProblems(v: Order): Errors {
  const errors: Errors = {};
  const [start, end, open, close] = [day(v.start_date), day(v.end_date), day(v.enroll_start), day(v.enroll_end)];
  if (start && end && end < start) add(errors, 'end_date', '不能早于开班日期。');
  if (open && close && close < open) add(errors, 'enroll_end', '不能早于报名开始日期。');
  if (close && end && close > end) add(errors, 'enroll_end', '不能晚于结班日期。');
  const [fee, subsidy] = [amount(v.fee_cents) ?? 0, amount(v.subsidy_cents)];
  if (subsidy !== null && subsidy > fee) add(errors, 'subsidy_cents', '不能大于培训费。');
  return errors;
}

/** Every problem of a class's complete field set, by field; empty when it may be written. */
export async function classProblems(db: Db, scope: ManagerScope, v: Fields, teacherIds: number[] = []): Promise<Errors> {
  const errors: Errors = {};
  const [occupation, city, area, organization, teachers] = await Promise.all([
    db.selectFrom('occupations').select(['levels']).where('id', '=', v.occupation_id).executeTakeFirst(),
    db.selectFrom('regions').select(['code', 'parent_code']).where('code', '=', v.city_code).where('level', '=', 2).executeTakeFirst(),
    v.area_code ? db.selectFrom('regions').select(['parent_code']).where('code', '=', v.area_code).executeTakeFirst() : undefined,
    v.organization_id ? db.selectFrom('organizations').select(['city_code']).where('id', '=', v.organization_id).executeTakeFirst() : undefined,
    teacherIds.length ? db.selectFrom('teachers').select('id').where('id', 'in', teacherIds).execute() : [],
  ]);
  if (!occupation) add(errors, 'occupation_id', '不存在。');
  else if (!occupation.levels.split(',').map(Number).includes(v.level)) add(errors, 'level', `不在该职业的等级范围（${occupation.levels}）内。`);
  if (!city) add(errors, 'city_code', '不是有效的市级行政区划。');
  else if (scope.cityCode !== null && scope.organizationId === null && v.city_code !== scope.cityCode) add(errors, 'city_code', '只能是本市。');
  if (v.area_code && area?.parent_code !== v.city_code) add(errors, 'area_code', '不属于所选城市。');
  if (v.organization_id && !organization) add(errors, 'organization_id', '不存在。');
  else if (organization?.city_code && scope.cityCode !== null && scope.organizationId === null && organization.city_code !== scope.cityCode) {
    add(errors, 'organization_id', '不在本市。');
  }
  for (const [field, messages] of Object.entries(orderProblems(v))) (errors[field] ??= []).push(...messages);
  if (v.enrolled_count !== undefined && v.capacity < v.enrolled_count) add(errors, 'capacity', `不能小于已占名额（${v.enrolled_count}）。`);
  if (teachers.length !== new Set(teacherIds).size) add(errors, 'teacher_ids', '包含不存在的教师。');
  return errors;
}

function assertNoProblems(errors: Errors) {
  if (Object.keys(errors).length) throw new AppError('validation_failed', undefined, errors);
}

async function provinceOf(db: Db, cityCode: string): Promise<string | null> {
  const row = await db.selectFrom('regions').select('parent_code').where('code', '=', cityCode).executeTakeFirst();
  return row?.parent_code ?? null;
}

const columns = (v: Omit<Fields, 'enrolled_count'>) => ({
  title: v.title, occupation_id: v.occupation_id, level: v.level, organization_id: v.organization_id ?? null, city_code: v.city_code,
  area_code: v.area_code ?? null, address: v.address ?? null, enroll_start: v.enroll_start ?? null, enroll_end: v.enroll_end ?? null,
  start_date: v.start_date, end_date: v.end_date, schedule: v.schedule ?? null, hours: v.hours, capacity: v.capacity,
  fee_cents: v.fee_cents, subsidy_cents: v.subsidy_cents, cover: v.cover ?? null, description: v.description ?? null,
  requires_verification: v.requires_verification ? 1 : 0, is_hot: v.is_hot ? 1 : 0, completion_requires_hours: v.completion_requires_hours ? 1 : 0,
});

/** An organisation's managers always create for their own organisation. */
export const ownedBy = (scope: ManagerScope, input: ClassCreateInput): ClassCreateInput =>
  scope.organizationId !== null ? { ...input, organization_id: scope.organizationId } : input;

/** Inserts already-checked classes as drafts in one transaction; answers their ids. */
export async function insertClasses(db: Db, inputs: ClassCreateInput[], now: string): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const input of inputs) {
      const { teacher_ids, ...fields } = input;
      const row = await trx
        .insertInto('classes')
        .values({ ...columns(fields), province_code: await provinceOf(trx, fields.city_code), enrolled_count: 0, status: 'draft', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (teacher_ids.length) await trx.insertInto('class_teachers').values([...new Set(teacher_ids)].map((teacher_id) => ({ class_id: row.id, teacher_id }))).execute();
      ids.push(row.id);
    }
    return ids;
  });
}

export async function createClass(db: Db, scope: ManagerScope, body: ClassCreateInput, now: string): Promise<number> {
  const input = ownedBy(scope, body);
  assertNoProblems(await classProblems(db, scope, input, input.teacher_ids));
  const [id] = await insertClasses(db, [input], now);
  return id;
}

export async function updateClass(db: Db, scope: ManagerScope, id: number, body: ClassUpdateInput, now: string): Promise<void> {
  const row = await managedClassRow(db, scope, id);
  if (row.status === 'finished') throw new AppError('conflict', '已结班的培训班不能修改。');
  const { teacher_ids, ...changes } = body;
  const merged: Fields = {
    ...row, requires_verification: row.requires_verification === 1, is_hot: row.is_hot === 1,
    completion_requires_hours: row.completion_requires_hours === 1, city_code: row.city_code ?? '',
    ...changes, organization_id: scope.organizationId ?? (changes.organization_id !== undefined ? changes.organization_id : row.organization_id),
  };
  assertNoProblems(await classProblems(db, scope, merged, teacher_ids ?? []));
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('classes').set({ ...columns(merged), province_code: await provinceOf(trx, merged.city_code), updated_at: now }).where('id', '=', id).execute();
    if (teacher_ids) {
      await trx.deleteFrom('class_teachers').where('class_id', '=', id).execute();
      if (teacher_ids.length) await trx.insertInto('class_teachers').values([...new Set(teacher_ids)].map((teacher_id) => ({ class_id: id, teacher_id }))).execute();
    }
  });
}

export const CLASS_ACTIONS = {
  publish: { from: ['draft'], to: 'enrolling', message: '只有草稿可以发布。' },
  close: { from: ['enrolling'], to: 'closed', message: '只有报名中的培训班可以截止报名。' },
  reopen: { from: ['closed'], to: 'enrolling', message: '只有已截止报名的培训班可以重新开放报名。' },
  finish: { from: ['closed', 'ongoing'], to: 'finished', message: '只有已截止报名或进行中的培训班可以结班。' },
} as const;
export type ClassAction = keyof typeof CLASS_ACTIONS;

export async function moveClass(db: Db, scope: ManagerScope, id: number, action: ClassAction, now: string): Promise<void> {
  const step = CLASS_ACTIONS[action];
  const row = await managedClassRow(db, scope, id);
  if (!(step.from as readonly string[]).includes(row.status)) throw new AppError('conflict', step.message);
  // The status in the WHERE makes two simultaneous actions on one class land once.
  const done = await db.updateTable('classes').set({ status: step.to, updated_at: now }).where('id', '=', id).where('status', '=', row.status).executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw new AppError('conflict', step.message);
}

/** Only a class with no enrolment, exam, certificate or video can be deleted; others are finished instead. */
export async function deleteClass(db: Db, scope: ManagerScope, id: number): Promise<void> {
  await managedClassRow(db, scope, id);
  await db.transaction().execute(async (trx) => {
    const [enrollment, exam, certificate, video] = await Promise.all([
      trx.selectFrom('enrollments').select('id').where('class_id', '=', id).executeTakeFirst(),
      trx.selectFrom('exams').select('id').where('class_id', '=', id).executeTakeFirst(),
      trx.selectFrom('certificates').select('id').where('class_id', '=', id).executeTakeFirst(),
      trx.selectFrom('videos').select('id').where('class_id', '=', id).executeTakeFirst(),
    ]);
    if (enrollment || exam || certificate || video) throw new AppError('conflict', '该培训班已有报名、考试、证书或课程视频，不能删除，请改为结班。');
    await trx.deleteFrom('class_teachers').where('class_id', '=', id).execute();
    await trx.deleteFrom('classes').where('id', '=', id).execute();
  });
}
