import type { AttendanceCorrection, AttendanceSummary } from '@/lib/contract/subsidy/attendance';
import type { Db } from '@/lib/server/db';
import { ATTENDING_STATUSES, hoursBetween } from './attendance';
import type { SubsidyScope } from './scope';
import { scopedClass } from './sessions';

// A class's attendance as reviewers read it: per learner (offline from the records, online from the
// study hours the platform credits) and every correction the institution made, with its reason.

const round = (n: number) => Math.round(n * 100) / 100;

export async function classAttendance(db: Db, scope: SubsidyScope, classId: number): Promise<AttendanceSummary[]> {
  const cls = await scopedClass(db, scope, classId);
  const [enrollments, sessions, records] = await Promise.all([
    db.selectFrom('enrollments').select(['id', 'user_id', 'real_name', 'study_seconds']).where('class_id', '=', classId).where('status', 'in', [...ATTENDING_STATUSES]).orderBy('id').execute(),
    db.selectFrom('class_sessions').select(['id', 'starts_at', 'ends_at']).where('class_id', '=', classId).execute(),
    db.selectFrom('attendance_records as a').innerJoin('class_sessions as s', 's.id', 'a.session_id')
      .select(['a.enrollment_id', 'a.check_in_at', 'a.check_out_at', 's.starts_at', 's.ends_at']).where('s.class_id', '=', classId).execute(),
  ]);
  const scheduled = sessions.reduce((sum, s) => sum + (Date.parse(s.ends_at) - Date.parse(s.starts_at)) / 3_600_000, 0);
  const required = cls.hours > 0 ? cls.hours : Math.round(scheduled);
  return enrollments.map((e) => {
    const mine = records.filter((r) => r.enrollment_id === e.id);
    const offline = mine.reduce((sum, r) => sum + hoursBetween(r.check_in_at, r.check_out_at, r.starts_at, r.ends_at), 0);
    const online = Number(e.study_seconds ?? 0) / 3600;
    const attended = offline + online;
    return {
      enrollment_id: e.id, user_id: e.user_id, learner_name: e.real_name, offline_hours: round(offline), online_hours: round(online), attended_hours: round(attended),
      required_hours: required, rate_percent: required > 0 ? Math.min(100, Math.floor((attended * 100) / required)) : 0,
      sessions_attended: mine.filter((r) => r.check_in_at).length, sessions_total: sessions.length,
    };
  });
}

export async function classCorrections(db: Db, scope: SubsidyScope, classId: number): Promise<AttendanceCorrection[]> {
  await scopedClass(db, scope, classId);
  const rows = await db.selectFrom('attendance_corrections as k').innerJoin('class_sessions as s', 's.id', 'k.session_id').innerJoin('enrollments as e', 'e.id', 'k.enrollment_id')
    .leftJoin('managers as m', 'm.id', 'k.manager_id')
    .select(['k.id', 'k.attendance_id', 'k.session_id', 'k.enrollment_id', 'e.real_name as learner_name', 'k.before_check_in_at', 'k.before_check_out_at',
      'k.after_check_in_at', 'k.after_check_out_at', 'k.reason', 'm.name as manager_name', 'k.after_session', 'k.created_at'])
    .where('s.class_id', '=', classId).orderBy('k.id').execute();
  return rows.map((r) => ({ ...r, manager_name: r.manager_name ?? null, after_session: r.after_session === 1 }));
}
