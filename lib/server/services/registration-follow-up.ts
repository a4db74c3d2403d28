import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import type { XlsxColumn } from '@/lib/server/excel/xlsx';
import { personalView } from './learners';
import type { ManagerScope } from './manager-scope';
import { formatDateTime } from '@/lib/format/date';
import { enumLabelZh } from '@/lib/format/enum-labels';
import type { FollowUpStatus, ManagedRegistration as RegistrationRow } from '@/lib/contract/training-registration';

// Following up the public training registrations (/trainingRegistration): a city's managers see their
// city's, an organisation's managers those of its organisation's city, province-wide managers all.


export type { RegistrationRow };
export type RegistrationFilters = { status?: FollowUpStatus; city_code?: string; occupation_id?: number; keyword?: string };

async function scopeCity(db: Db, scope: ManagerScope): Promise<string | null | undefined> {
  if (scope.organizationId !== null) {
    const org = await db.selectFrom('organizations').select('city_code').where('id', '=', scope.organizationId).executeTakeFirst();
    return org?.city_code ?? '000000';
  }
  return scope.cityCode ?? undefined;
}

async function filtered(db: Db, scope: ManagerScope, f: RegistrationFilters) {
  let q = db.selectFrom('training_registrations as t').leftJoin('regions as r', 'r.code', 't.city_code');
  const city = await scopeCity(db, scope);
  if (city) q = q.where('t.city_code', '=', city);
  if (f.status) q = q.where('t.status', '=', f.status);
  if (f.city_code) q = q.where('t.city_code', '=', f.city_code);
  if (f.occupation_id) q = q.where('t.occupation_id', '=', f.occupation_id);
  if (f.keyword) {
    const k = f.keyword;
    q = q.where((eb) => eb.or([eb('t.name', 'like', `%${k.replace(/[%_\\]/g, '')}%`), eb('t.phone', '=', k), eb('t.occupation_name', 'like', `%${k.replace(/[%_\\]/g, '')}%`)]));
  }
  return q;
}

const columns = [
  't.id', 't.name', 't.phone', 't.id_number', 't.occupation_id', 't.occupation_name', 't.city_code', 'r.name as city_name', 't.employment_status', 't.education',
  't.status', 't.note', 't.created_at', 't.updated_at',
] as const;
const view = (r: RegistrationRow, reveal: boolean): RegistrationRow => personalView(r, reveal);

export async function listRegistrations(db: Db, scope: ManagerScope, f: RegistrationFilters, page: { page: number; perPage: number }, reveal: boolean) {
  const base = await filtered(db, scope, f);
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.select([...columns]).orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').limit(page.perPage).offset((page.page - 1) * page.perPage).execute(),
  ]);
  return { data: rows.map((r) => view(r, reveal)), total: Number(counted.n) };
}

export async function* registrationExportChunks(db: Db, scope: ManagerScope, f: RegistrationFilters, reveal: boolean, chunk = 1000): AsyncGenerator<RegistrationRow[]> {
  for (let after = 0; ;) {
    const rows = await (await filtered(db, scope, f)).select([...columns]).where('t.id', '>', after).orderBy('t.id').limit(chunk).execute();
    if (!rows.length) return;
    yield rows.map((r) => view(r, reveal));
    if (rows.length < chunk) return;
    after = rows[rows.length - 1].id;
  }
}

export const REGISTRATION_EXPORT_COLUMNS: XlsxColumn<RegistrationRow>[] = [
  { header: '姓名', width: 10, value: (r) => r.name },
  { header: '手机号', width: 14, value: (r) => r.phone },
  { header: '身份证号', width: 20, value: (r) => r.id_number },
  { header: '意向职业', width: 16, value: (r) => r.occupation_name },
  { header: '城市', width: 10, value: (r) => r.city_name },
  { header: '就业状态', width: 12, value: (r) => r.employment_status },
  { header: '学历', width: 10, value: (r) => r.education },
  { header: '跟进状态', width: 10, value: (r) => enumLabelZh('registrationStatus', r.status) },
  { header: '跟进备注', width: 30, value: (r) => r.note },
  { header: '登记时间', width: 20, value: (r) => formatDateTime(r.created_at, { empty: '' }) },
];

/** One registration of the scope, whole, for a logged reveal (not found outside it). */
export async function registrationPersonal(db: Db, scope: ManagerScope, id: number): Promise<RegistrationRow> {
  const row = await (await filtered(db, scope, {})).select([...columns]).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', '培训登记不存在。');
  return row;
}

/** Records the follow-up; the answer is masked like the list. */
export async function followUp(db: Db, scope: ManagerScope, id: number, input: { status: FollowUpStatus; note?: string }, now: string): Promise<RegistrationRow> {
  const base = await filtered(db, scope, {});
  const row = await base.select('t.id').where('t.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', '培训登记不存在。');
  await db.updateTable('training_registrations').set({ status: input.status, ...(input.note !== undefined ? { note: input.note || null } : {}), updated_at: now }).where('id', '=', id).execute();
  return view((await (await filtered(db, scope, {})).select([...columns]).where('t.id', '=', id).executeTakeFirstOrThrow()) as RegistrationRow, false);
}
