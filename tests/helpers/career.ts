import type { Db } from '@/lib/server/db';
import { ensureRole } from './accounts';
import { insertClass, insertEnrollment, insertOccupation, insertOrganization, insertUser, STAMP } from './fixtures';

/** Gives a role the named permissions, creating the permission rows as needed. */
export async function grantPermissions(db: Db, role: string, names: string[]): Promise<void> {
  const roleId = await ensureRole(db, role);
  for (const name of names) {
    let permission = await db.selectFrom('permissions').select('id').where('name', '=', name).executeTakeFirst();
    permission ??= await db.insertInto('permissions').values({ name, title: name, parent_id: null }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('role_permissions').values({ role_id: roleId, permission_id: permission.id }).execute();
  }
}

export type ExamWorld = { orgId: number; otherOrgId: number; occupationId: number; classId: number; otherClassId: number; examId: number; otherExamId: number };

/** Two organisations, one class and one scheduled exam each. */
export async function examWorld(db: Db): Promise<ExamWorld> {
  const orgId = await insertOrganization(db, { name: '郑州市职业技能培训学校' });
  const otherOrgId = await insertOrganization(db, { name: '洛阳市技工学校' });
  const occupationId = await insertOccupation(db, { code: '4-10-01-03', name: '育婴员' });
  const classId = await insertClass(db, { occupation_id: occupationId, organization_id: orgId, level: 4, status: 'ongoing', fee_cents: 0 });
  const otherClassId = await insertClass(db, { occupation_id: occupationId, organization_id: otherOrgId, level: 5, status: 'ongoing', fee_cents: 0 });
  const exam = (class_id: number, title: string) =>
    db
      .insertInto('exams')
      .values({ class_id, title, start_at: '2099-12-20T01:00:00.000Z', end_at: '2099-12-20T03:30:00.000Z', place: '实训楼 301 考场', pass_score: 60, status: 'scheduled', created_at: STAMP, updated_at: STAMP })
      .returning('id')
      .executeTakeFirstOrThrow();
  const examId = (await exam(classId, '育婴员四级认定考核')).id;
  const otherExamId = (await exam(otherClassId, '育婴员五级认定考核')).id;
  return { orgId, otherOrgId, occupationId, classId, otherClassId, examId, otherExamId };
}

export const enrol = (db: Db, classId: number, userId: number, status = 'studying', realName = '王丽娟', idNumber = '41010519900307002X') =>
  insertEnrollment(db, { class_id: classId, user_id: userId, status, active_slot: 1, real_name: realName, id_number: idNumber });

export { insertUser };

export async function countRows(db: Db, table: 'exams' | 'exam_results' | 'certificates' | 'certificate_events' | 'enrollment_events' | 'job_applications' | 'talents' | 'teacher_applications' | 'files' | 'moxibustion_enrollments'): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
