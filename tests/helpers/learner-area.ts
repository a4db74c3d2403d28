import { randomUUID } from 'node:crypto';
import { issueToken } from '@/lib/server/auth/tokens';
import type { Db } from '@/lib/server/db';
import { idNumberCheckChar } from '@/lib/validation/id-number';
import { createManager, ensureRole } from './accounts';
import { insertClass, insertOccupation, insertOrganization, STAMP } from './fixtures';

// Learners, managers and classes for the enrolment, order and study tests. Tokens are issued
// directly (no password hashing), so tests can make many learners quickly.

let sequence = 0;

export function idNumberFor(n: number): string {
  const first17 = `4101051990${String(1 + (n % 12)).padStart(2, '0')}${String(1 + (n % 28)).padStart(2, '0')}${String(n % 1000).padStart(3, '0')}`;
  return `${first17}${idNumberCheckChar(first17)}`;
}

export type TestLearner = { id: number; phone: string; token: string; realName: string; idNumber: string };

export async function learnerWithToken(db: Db, options: { verified?: boolean } = {}): Promise<TestLearner> {
  const n = ++sequence;
  const phone = `1590000${String(n).padStart(4, '0')}`;
  const realName = '王小明';
  const idNumber = idNumberFor(n);
  const user = await db
    .insertInto('users')
    .values({
      uuid: randomUUID(), phone, name: realName, avatar: null, gender: 1, education: '高中', city_code: '410100', password_hash: 'x',
      status: 'active', must_change_password: 0, last_login_at: null, created_at: STAMP, updated_at: STAMP,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.verified ?? true) {
    await db
      .insertInto('user_verified_data')
      .values({
        user_id: user.id, real_name: realName, id_number: idNumber, id_front_file_id: null, id_back_file_id: null, audit_status: 'success',
        audit_reason: null, audited_by: null, audited_at: STAMP, created_at: STAMP, updated_at: STAMP,
      })
      .execute();
  }
  const token = await issueToken(db, { guard: 'api', subjectId: user.id });
  return { id: user.id, phone, token: token.access_token, realName, idNumber };
}

/** A manager holding the given permissions through a fresh role; organisation-scoped when given. */
export async function managerWithToken(db: Db, permissions: string[], organizationId: number | null = null, cityCode: string | null = null) {
  const n = ++sequence;
  const manager = await createManager(db, { username: `enrol_mgr_${n}`, organizationId });
  await db.updateTable('managers').set({ city_code: cityCode }).where('id', '=', manager.id).execute();
  const roleId = await ensureRole(db, `enrol-role-${n}`);
  for (const name of permissions) {
    const found = await db.selectFrom('permissions').select('id').where('name', '=', name).executeTakeFirst();
    const permissionId = found?.id ?? (await db.insertInto('permissions').values({ name, title: name, parent_id: null }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('role_permissions').values({ role_id: roleId, permission_id: permissionId }).execute();
  }
  await db.insertInto('manager_roles').values({ manager_id: manager.id, role_id: roleId }).execute();
  const token = await issueToken(db, { guard: 'manage', subjectId: manager.id });
  return { id: manager.id, token: token.access_token };
}

export const REVIEWER = ['enrollments', 'enrollments.view', 'enrollments.review'];

export async function insertDictionary(db: Db): Promise<void> {
  await db
    .insertInto('dictionary_items')
    .values([
      { type: 'education', value: '高中', label: '高中', sort: 1, enabled: 1 },
      { type: 'education', value: '本科', label: '本科', sort: 2, enabled: 1 },
      { type: 'employment_category', value: '失业人员', label: '失业人员', sort: 1, enabled: 1 },
      { type: 'employment_category', value: '农民工', label: '农民工', sort: 2, enabled: 1 },
    ])
    .execute();
}

export type ClassOptions = {
  capacity?: number; fee?: number; subsidy?: number; requiresVerification?: boolean; status?: string; organizationId?: number | null;
  enrollStart?: string | null; enrollEnd?: string | null;
};

export async function openClass(db: Db, o: ClassOptions = {}): Promise<number> {
  const occupationId = await insertOccupation(db);
  const organizationId = o.organizationId === undefined ? await insertOrganization(db) : o.organizationId;
  return insertClass(db, {
    occupation_id: occupationId, organization_id: organizationId, capacity: o.capacity ?? 30, enrolled_count: 0, fee_cents: o.fee ?? 0,
    subsidy_cents: o.subsidy ?? 0, requires_verification: (o.requiresVerification ?? true) ? 1 : 0, status: o.status ?? 'enrolling',
    enroll_start: o.enrollStart ?? null, enroll_end: o.enrollEnd ?? null, start_date: '2099-03-01', end_date: '2099-04-30', hours: 40,
  });
}

export const enrollBody = (classId: number, extra: Record<string, unknown> = {}) => ({
  class_id: classId, phone: '13912340000', education: '高中', employment_category: '失业人员', ...extra,
});

export async function tableCount(db: Db, table: 'enrollments' | 'enrollment_events' | 'orders' | 'notifications' | 'files' | 'lesson_progress' | 'lesson_plays'): Promise<number> {
  return Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

export async function seatsTaken(db: Db, classId: number): Promise<number> {
  return (await db.selectFrom('classes').select('enrolled_count').where('id', '=', classId).executeTakeFirstOrThrow()).enrolled_count;
}
