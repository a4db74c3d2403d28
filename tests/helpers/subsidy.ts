import type { Db } from '@/lib/server/db';
import { insertCertificate, insertClass, insertEnrollment, STAMP } from './fixtures';
import { learnerWithToken, type TestLearner } from './learner-area';

// A finished class for the subsidy tests: one 8-hour session, learners who attended, passed the exam
// and hold a certificate, each fact adjustable per learner to make one eligibility rule fail.

export type LearnerSetup = {
  learner?: TestLearner;
  verified?: boolean;
  /** Hours attended of the 8. */
  hours?: number;
  passed?: boolean;
  certificate?: boolean;
  issuedOn?: string;
  name?: string;
};

let ticket = 0;

export async function finishedClass(db: Db, o: { organizationId: number; occupationId: number; level?: number; cityCode?: string; learners: LearnerSetup[] }) {
  const classId = await insertClass(db, {
    occupation_id: o.occupationId, level: o.level ?? 5, organization_id: o.organizationId, city_code: o.cityCode ?? '410100', hours: 8,
    start_date: '2026-03-01', end_date: '2026-03-31', status: 'finished',
  });
  const session = await db.insertInto('class_sessions').values({
    class_id: classId, date: '2026-03-10', start_time: '09:00', end_time: '17:00', starts_at: '2026-03-10T01:00:00.000Z', ends_at: '2026-03-10T09:00:00.000Z',
    place: '郑州市金水区实训楼 301', latitude: 34.7466, longitude: 113.6253, radius_m: 300, created_by: null, created_at: STAMP, updated_at: STAMP,
  }).returning('id').executeTakeFirstOrThrow();
  const exam = await db.insertInto('exams').values({ class_id: classId, title: '结业考核', start_at: '2026-03-31T01:00:00.000Z', end_at: '2026-03-31T03:00:00.000Z', place: null, pass_score: 60, status: 'finished', created_at: STAMP, updated_at: STAMP })
    .returning('id').executeTakeFirstOrThrow();
  const people: { learner: TestLearner; enrollmentId: number }[] = [];
  for (const [i, s] of o.learners.entries()) {
    const learner = s.learner ?? (await learnerWithToken(db, { verified: s.verified ?? true }));
    const enrollmentId = await insertEnrollment(db, {
      class_id: classId, user_id: learner.id, real_name: s.name ?? `学员${i + 1}`, id_number: learner.idNumber, phone: learner.phone, status: 'certified', created_at: '2026-02-20T02:00:00.000Z',
    });
    const hours = s.hours ?? 8;
    if (hours > 0) {
      await db.insertInto('attendance_records').values({
        session_id: session.id, enrollment_id: enrollmentId, user_id: learner.id, check_in_at: '2026-03-10T01:00:00.000Z',
        check_out_at: new Date(Date.parse('2026-03-10T01:00:00.000Z') + hours * 3_600_000).toISOString(), check_in_ip: `10.0.0.${i + 1}`, check_out_ip: null,
        device_id: `device-${learner.id}`, latitude: null, longitude: null, distance_m: null, outside_radius: 0, corrected: 0, source: 'check_in', created_at: STAMP, updated_at: STAMP,
      }).execute();
    }
    await db.insertInto('exam_results').values({
      exam_id: exam.id, user_id: learner.id, enrollment_id: enrollmentId, ticket_no: `ZK${String(++ticket).padStart(8, '0')}${process.pid}`,
      score: s.passed === false ? 40 : 85, passed: s.passed === false ? 0 : 1, created_at: STAMP, updated_at: STAMP,
    }).execute();
    if (s.certificate !== false) {
      await insertCertificate(db, {
        occupation_id: o.occupationId, level: o.level ?? 5, user_id: learner.id, holder_name: s.name ?? `学员${i + 1}`, id_number: learner.idNumber,
        organization_id: o.organizationId, class_id: classId, issued_on: s.issuedOn ?? '2026-04-01',
      });
    }
    people.push({ learner, enrollmentId });
  }
  return { classId, sessionId: session.id, people };
}
