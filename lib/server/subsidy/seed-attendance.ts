import type { Db } from '@/lib/server/db';
import { ATTENDING_STATUSES } from './attendance';
import { chinaInstant } from './sessions';

// Demo attendance for a finished class: 8-hour sessions on consecutive days covering its hours, every
// learner checked in and out, one learner in five away from half of them (an ineligible reason to show).

type Cls = { id: number; start_date: string; end_date: string; hours: number };

export async function attendanceHours(db: Db, cls: Cls, seed: number, stamp: string): Promise<void> {
  const endHour = 17;
  const count = Math.min(Math.max(1, Math.ceil(cls.hours / 8)), 40);
  const first = Date.parse(`${cls.start_date}T00:00:00Z`);
  const dates = Array.from({ length: count }, (_, k) => new Date(first + k * 86_400_000).toISOString().slice(0, 10));
  const sessionIds: number[] = [];
  for (const date of dates) {
    const end = `${String(endHour).padStart(2, '0')}:00`;
    sessionIds.push((await db.insertInto('class_sessions').values({
      class_id: cls.id, date, start_time: '08:00', end_time: end, starts_at: chinaInstant(date, '08:00'), ends_at: chinaInstant(date, end),
      place: '郑州市金水区职业技能实训基地', latitude: 34.7466, longitude: 113.6253, radius_m: 300, created_by: null, created_at: stamp, updated_at: stamp,
    }).returning('id').executeTakeFirstOrThrow()).id);
  }
  const enrollments = await db.selectFrom('enrollments').select(['id', 'user_id']).where('class_id', '=', cls.id).where('status', 'in', [...ATTENDING_STATUSES]).orderBy('id').execute();
  const rows = enrollments.flatMap((e, i) => dates.map((date, s) => ({ e, i, date, s }))).filter(({ i, s }) => !((i + seed) % 5 === 4 && s % 2 === 1))
    .map(({ e, i, date, s }) => ({
      session_id: sessionIds[s], enrollment_id: e.id, user_id: e.user_id, check_in_at: chinaInstant(date, `07:${String(40 + (i % 20)).padStart(2, '0')}`),
      check_out_at: chinaInstant(date, `${endHour}:0${i % 10}`), check_in_ip: `10.12.${seed}.${(i % 250) + 1}`, check_out_ip: null,
      device_id: `demo-${e.user_id}`, latitude: null, longitude: null, distance_m: null, outside_radius: 0, corrected: 0, source: 'check_in', created_at: stamp, updated_at: stamp,
    }));
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('attendance_records').values(rows.slice(i, i + 200)).execute();
}
