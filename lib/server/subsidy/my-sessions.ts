import type { MySession } from '@/lib/contract/subsidy/my-subsidy';
import type { Db } from '@/lib/server/db';
import { ATTENDING_STATUSES, hoursBetween } from './attendance';

// A learner's sessions from today on (and the last week's), with their own check-in and check-out.
export async function mySessions(db: Db, userId: number, now: Date): Promise<MySession[]> {
  const since = new Date(now.getTime() - 7 * 24 * 3_600_000).toISOString();
  const rows = await db.selectFrom('class_sessions as s').innerJoin('classes as c', 'c.id', 's.class_id')
    .innerJoin('enrollments as e', (j) => j.onRef('e.class_id', '=', 's.class_id').on('e.user_id', '=', userId).on('e.status', 'in', [...ATTENDING_STATUSES]))
    .leftJoin('attendance_records as a', (j) => j.onRef('a.session_id', '=', 's.id').onRef('a.enrollment_id', '=', 'e.id'))
    .select(['s.id', 's.class_id', 'c.title as class_title', 's.date', 's.start_time', 's.end_time', 's.starts_at', 's.ends_at', 's.place', 's.latitude', 's.longitude', 's.radius_m', 'a.check_in_at', 'a.check_out_at'])
    .where('s.ends_at', '>=', since).orderBy('s.starts_at').limit(200).execute();
  return rows.map((r) => ({
    ...r, latitude: r.latitude === null ? null : Number(r.latitude), longitude: r.longitude === null ? null : Number(r.longitude),
    check_in_at: r.check_in_at ?? null, check_out_at: r.check_out_at ?? null, hours: hoursBetween(r.check_in_at ?? null, r.check_out_at ?? null, r.starts_at, r.ends_at),
  }));
}
