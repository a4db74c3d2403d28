import type { ClassEligibility, EligibilityResult } from '@/lib/contract/subsidy/eligibility';
import type { Db } from '@/lib/server/db';
import { maskIdNumber } from '@/lib/server/services/learners';
import { ATTENDING_STATUSES } from './attendance';
import { judge, type StandardFacts } from './eligibility-rules';
import { pickStandard } from './standards';
import { platformDate } from '@/lib/format/time-zone';

// Eligibility of every learner of a class, computed from the records in a fixed number of queries
// (a 1,000-learner class costs the same round trips as a 10-learner one) and explained per learner.

/** Claims whose lines count against a person's limits: everything past draft except the rejected. */
export const COUNTING_CLAIM_STATUSES = ['submitted', 'returned', 'notice', 'payable', 'in_batch', 'paid'] as const;

export type ClassFacts = { id: number; occupation_id: number; level: number; hours: number; end_date: string };
export type LineFacts = EligibilityResult & { attended_minutes: number; certificate_id: number | null; standard: (StandardFacts & { learner_category: string | null }) | null };

const chunks = <T>(list: T[], size = 500) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

async function inChunks<T, R>(ids: T[], run: (part: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (const part of chunks(ids)) if (part.length) out.push(...(await run(part)));
  return out;
}

export async function classEligibility(db: Db, cls: ClassFacts, now: Date, exceptClaimId: number | null = null): Promise<LineFacts[]> {
  const today = platformDate(now);
  const enrollments = await db.selectFrom('enrollments').select(['id', 'user_id', 'real_name', 'id_number', 'created_at', 'study_seconds'])
    .where('class_id', '=', cls.id).where('status', 'in', [...ATTENDING_STATUSES]).orderBy('id').execute();
  if (!enrollments.length) return [];
  const userIds = [...new Set(enrollments.map((e) => e.user_id))];
  const enrollmentIds = enrollments.map((e) => e.id);

  const [verified, declarations, standards, sessions, attendance, passed, certificates, elsewhere] = await Promise.all([
    inChunks(userIds, (p) => db.selectFrom('user_verified_data').select('user_id').where('user_id', 'in', p).where('audit_status', '=', 'success').execute()),
    inChunks(userIds, (p) => db.selectFrom('subsidy_category_declarations').select(['user_id', 'category', 'valid_from', 'valid_to', 'id'])
      .where('user_id', 'in', p).where('status', '=', 'verified').orderBy('id', 'desc').execute()),
    db.selectFrom('subsidy_standards').selectAll().where('occupation_id', '=', cls.occupation_id).where('level', '=', cls.level).execute(),
    db.selectFrom('class_sessions').select(['id', 'starts_at', 'ends_at']).where('class_id', '=', cls.id).execute(),
    inChunks(enrollmentIds, (p) => db.selectFrom('attendance_records as a').innerJoin('class_sessions as s', 's.id', 'a.session_id')
      .select(['a.enrollment_id', 'a.check_in_at', 'a.check_out_at', 's.starts_at', 's.ends_at']).where('a.enrollment_id', 'in', p).execute()),
    inChunks(userIds, (p) => db.selectFrom('exam_results as r').innerJoin('exams as x', 'x.id', 'r.exam_id').select('r.user_id')
      .where('x.class_id', '=', cls.id).where('r.user_id', 'in', p).where('r.passed', '=', 1).execute()),
    inChunks(userIds, (p) => db.selectFrom('certificates').select(['id', 'user_id', 'cert_no', 'issued_on', 'class_id'])
      .where('user_id', 'in', p).where('occupation_id', '=', cls.occupation_id).where('level', '=', cls.level).where('status', '=', 'valid')
      .orderBy('issued_on', 'desc').execute()),
    inChunks(userIds, (p) => {
      let q = db.selectFrom('subsidy_claim_lines as l').innerJoin('subsidy_claims as c', 'c.id', 'l.claim_id')
        .select(['l.user_id', 'c.occupation_id', 'c.level', 'l.certificate_issued_on'])
        .where('l.user_id', 'in', p).where('c.status', 'in', [...COUNTING_CLAIM_STATUSES]).where('l.eligible', '=', 1).where('l.decision', '!=', 'rejected');
      if (exceptClaimId) q = q.where('c.id', '!=', exceptClaimId);
      return q.execute();
    }),
  ]);

  const verifiedSet = new Set(verified.map((v) => v.user_id));
  const passedSet = new Set(passed.map((r) => r.user_id));
  const sessionMinutes = sessions.reduce((sum, s) => sum + (Date.parse(s.ends_at) - Date.parse(s.starts_at)) / 60_000, 0);
  const requiredHours = cls.hours > 0 ? cls.hours : Math.round(sessionMinutes / 60);
  const minutesBy = new Map<number, number>();
  for (const a of attendance) {
    if (!a.check_in_at || !a.check_out_at) continue;
    const ms = Math.min(Date.parse(a.check_out_at), Date.parse(a.ends_at)) - Math.max(Date.parse(a.check_in_at), Date.parse(a.starts_at));
    if (ms > 0) minutesBy.set(a.enrollment_id, (minutesBy.get(a.enrollment_id) ?? 0) + Math.floor(ms / 60_000));
  }

  const byUser = <T extends { user_id: number | null }>(rows: T[]) => {
    const map = new Map<number | null, T[]>();
    for (const r of rows) map.set(r.user_id, [...(map.get(r.user_id) ?? []), r]);
    return (userId: number) => map.get(userId) ?? [];
  };
  const declarationsOf = byUser(declarations);
  const certificatesOf = byUser(certificates);
  const elsewhereOf = byUser(elsewhere);

  return enrollments.map((e) => {
    const enrolledOn = e.created_at.slice(0, 10);
    const category = declarationsOf(e.user_id).find((d) => d.valid_from <= enrolledOn && (d.valid_to === null || d.valid_to >= enrolledOn))?.category ?? null;
    const row = pickStandard(standards, category, cls.end_date);
    const standard = row ? {
      id: row.id, amount_fen: Number(row.amount_fen), min_attendance_percent: row.min_attendance_percent, claim_months: row.claim_months,
      once_per_occupation_level: row.once_per_occupation_level === 1, max_per_year: row.max_per_year, learner_category: row.learner_category,
    } : null;
    const offlineMinutes = minutesBy.get(e.id) ?? 0;
    const onlineMinutes = Math.floor(Number(e.study_seconds ?? 0) / 60);
    const attendedMinutes = offlineMinutes + onlineMinutes;
    const percent = requiredHours > 0 ? Math.min(100, Math.floor((attendedMinutes * 100) / (requiredHours * 60))) : 0;
    const held = certificatesOf(e.user_id);
    const cert = held.find((c) => c.class_id === cls.id) ?? held[0] ?? null;
    const year = (cert?.issued_on ?? today).slice(0, 4);
    const mine = elsewhereOf(e.user_id);
    const reasons = judge({
      identityVerified: verifiedSet.has(e.user_id), standard, attendancePercent: percent, examPassed: passedSet.has(e.user_id),
      certificate: cert ? { no: cert.cert_no, issuedOn: cert.issued_on } : null,
      sameLevelElsewhere: mine.filter((l) => l.occupation_id === cls.occupation_id && l.level === cls.level).length,
      thisYearElsewhere: mine.filter((l) => (l.certificate_issued_on ?? '').startsWith(year)).length,
      today,
    });
    const eligible = reasons.length === 0;
    return {
      enrollment_id: e.id, user_id: e.user_id, learner_name: e.real_name, id_number_masked: e.id_number ? maskIdNumber(e.id_number) : '',
      learner_category: category, standard_id: standard?.id ?? null, amount_fen: eligible && standard ? standard.amount_fen : 0,
      attendance_percent: percent, attended_hours: Math.round((attendedMinutes / 60) * 100) / 100, required_hours: requiredHours,
      exam_passed: passedSet.has(e.user_id), certificate_no: cert?.cert_no ?? null, certificate_issued_on: cert?.issued_on ?? null,
      eligible, reasons, attended_minutes: attendedMinutes, certificate_id: cert?.id ?? null, standard,
    };
  });
}

export function summary(classId: number, lines: LineFacts[], computedAt: string): ClassEligibility {
  return {
    class_id: classId, computed_at: computedAt,
    eligible_count: lines.filter((l) => l.eligible).length, ineligible_count: lines.filter((l) => !l.eligible).length,
    total_fen: lines.reduce((sum, l) => sum + l.amount_fen, 0),
    learners: lines.map(({ attended_minutes: _m, certificate_id: _c, standard: _s, ...r }) => r),
  };
}
