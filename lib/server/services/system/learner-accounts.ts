import { AppError } from '@/lib/server/domain/errors';
import { offsetOf, type PageRequest } from '@/lib/server/domain/paging';
import { hashPassword } from '@/lib/server/auth/passwords';
import { revokeOtherTokens } from '@/lib/server/auth/tokens';
import type { Db } from '@/lib/server/db';
import { contains } from '../query';
import { personalView } from '../learners';
import type { ManagerScope } from '../manager-scope';
import { temporaryPassword } from './temporary-password';
import type { LearnerAccount } from '@/lib/contract/learner-admin';

export type LearnerFilters = { phone?: string; name?: string; verify_status?: string; city_code?: string; status?: string };

export type { LearnerAccount };


/** A city's managers see the learners of their city; an organisation's, those enrolled in its classes. */
function scoped(db: Db, scope: ManagerScope) {
  let query = db
    .selectFrom('users')
    .leftJoin('user_verified_data as v', 'v.user_id', 'users.id')
    .leftJoin('regions', 'regions.code', 'users.city_code');
  if (scope.organizationId !== null) {
    const org = scope.organizationId;
    query = query.where((eb) =>
      eb.exists(
        eb.selectFrom('enrollments').innerJoin('classes', 'classes.id', 'enrollments.class_id')
          .select('enrollments.id').whereRef('enrollments.user_id', '=', 'users.id').where('classes.organization_id', '=', org),
      ),
    );
  } else if (scope.cityCode !== null) query = query.where('users.city_code', '=', scope.cityCode);
  return query;
}

export async function listLearnerAccounts(db: Db, scope: ManagerScope, f: LearnerFilters, page: PageRequest, reveal: boolean) {
  let query = scoped(db, scope);
  if (f.phone) query = query.where(contains('users.phone', f.phone));
  if (f.name) {
    const name = f.name;
    query = query.where((eb) => eb.or([contains('users.name', name), contains('v.real_name', name)]));
  }
  if (f.verify_status === 'none') query = query.where('v.id', 'is', null);
  else if (f.verify_status) query = query.where('v.audit_status', '=', f.verify_status);
  if (f.city_code) query = query.where('users.city_code', '=', f.city_code);
  if (f.status) query = query.where('users.status', '=', f.status);
  const total = await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'users.id', 'users.phone', 'users.name', 'users.city_code', 'users.status', 'users.must_change_password', 'users.last_login_at',
      'users.created_at', 'v.real_name', 'v.id_number', 'v.audit_status', 'regions.name as city_name',
    ])
    .orderBy('users.id', 'desc')
    .limit(page.perPage)
    .offset(offsetOf(page))
    .execute();
  return { total: Number(total.n), data: rows.map((r) => present(r, reveal)) };
}

type Row = {
  id: number; phone: string; name: string | null; city_code: string | null; status: string; must_change_password: number;
  last_login_at: string | null; created_at: string; real_name: string | null; id_number: string | null; audit_status: string | null; city_name: string | null;
};

function present(r: Row, reveal: boolean): LearnerAccount {
  return personalView({
    id: r.id, phone: r.phone, name: r.name, real_name: r.real_name,
    id_number: r.id_number ?? null, city_code: r.city_code, city_name: r.city_name,
    status: r.status, verify_status: r.audit_status ?? 'none', must_change_password: r.must_change_password === 1,
    last_login_at: r.last_login_at, created_at: r.created_at,
  }, reveal);
}

async function scopedRow(db: Db, scope: ManagerScope, id: number): Promise<Row> {
  const row = await scoped(db, scope)
    .select([
      'users.id', 'users.phone', 'users.name', 'users.city_code', 'users.status', 'users.must_change_password', 'users.last_login_at',
      'users.created_at', 'v.real_name', 'v.id_number', 'v.audit_status', 'regions.name as city_name',
    ])
    .where('users.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', '学员不存在。');
  return row;
}

export async function learnerAccountExists(db: Db, scope: ManagerScope, id: number): Promise<void> {
  await scopedRow(db, scope, id);
}

export async function learnerAccount(db: Db, scope: ManagerScope, id: number, reveal: boolean) {
  const row = await scopedRow(db, scope, id);
  const [enrollments, certificates] = await Promise.all([
    db.selectFrom('enrollments').innerJoin('classes', 'classes.id', 'enrollments.class_id')
      .select(['enrollments.id', 'enrollments.class_id', 'classes.title as class_title', 'enrollments.status', 'enrollments.study_seconds', 'enrollments.created_at'])
      .where('enrollments.user_id', '=', id).orderBy('enrollments.id', 'desc').limit(50).execute(),
    db.selectFrom('certificates').innerJoin('occupations', 'occupations.id', 'certificates.occupation_id')
      .select(['certificates.id', 'certificates.cert_no', 'occupations.name as occupation_name', 'certificates.level', 'certificates.issued_on', 'certificates.status'])
      .where('certificates.user_id', '=', id).orderBy('certificates.id', 'desc').limit(50).execute(),
  ]);
  return { ...present(row, reveal), enrollments: { data: enrollments }, certificates: { data: certificates } };
}

/** A closed account (services/learner-rights) is a tombstone: no manager may reopen it or give it a password. */
async function openRow(db: Db, scope: ManagerScope, id: number): Promise<Row> {
  const row = await scopedRow(db, scope, id);
  if (row.status === 'closed') throw new AppError('conflict', '该学员已注销账号，不能再修改。');
  return row;
}

export async function setLearnerStatus(db: Db, scope: ManagerScope, id: number, status: 'active' | 'disabled', now: Date): Promise<void> {
  await openRow(db, scope, id);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ status, updated_at: now.toISOString() }).where('id', '=', id).execute();
    if (status === 'disabled') await revokeOtherTokens(trx, 'api', id, null, now);
  });
}

/** A new random password the learner must replace at the next sign-in; their sessions end. */
export async function resetLearnerPassword(db: Db, scope: ManagerScope, id: number, now: Date): Promise<string> {
  await openRow(db, scope, id);
  const password = temporaryPassword();
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: hash, must_change_password: 1, updated_at: now.toISOString() }).where('id', '=', id).execute();
    await revokeOtherTokens(trx, 'api', id, null, now);
  });
  return password;
}
