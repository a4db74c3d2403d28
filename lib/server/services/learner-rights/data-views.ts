import type { Db } from '@/lib/server/db';
import type { Holdings } from './holdings';

// Which managers saw the learner's whole phone or ID number, or their ID photos: the operation log's
// click-to-reveal rows (routes/manage-reveal.ts: POST /manage/{subject}/{id}/reveal), its ID-number
// views (http/id-numbers.ts: params {"<table>":[id]}) and ID-photo views, matched exactly on the
// learner's own records.

const API = '/api/v1/manage';

/** The reveal subjects (services/personal-reveal.ts) and the learner's records of each. */
function revealTargets(h: Holdings): [subject: string, ids: number[]][] {
  return [
    ['enrollments', h.enrollmentIds], ['verifications', h.verificationId === null ? [] : [h.verificationId]], ['learners', [h.user.id]],
    ['teachers', h.teacherIds], ['teacher-applications', h.teacherApplicationIds], ['training-registrations', h.trainingRegistrationIds],
    ['moxibustion-enrollments', h.moxibustionEnrollmentIds], ['certificates', h.certificateIds], ['talents', h.talentIds],
    ['job-applications', h.jobApplicationIds], ['exam-results', h.examResultIds], ['moxibustion-certificates', h.moxibustionCertificateIds],
  ];
}

/** The tables whose detail answers log `view-id-number` (module, table). */
function idNumberViewTargets(h: Holdings): [module: string, table: string, ids: number[]][] {
  return [
    ['enrollments', 'enrollments', h.enrollmentIds], ['teachers', 'teachers', h.teacherIds], ['learners', 'users', [h.user.id]],
    ['verifications', 'user_verified_data', h.verificationId === null ? [] : [h.verificationId]],
  ];
}

const CHUNK = 400;
const chunks = <T,>(items: T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

export async function personalDataViews(db: Db, h: Holdings): Promise<Record<string, unknown>[]> {
  const paths = revealTargets(h).flatMap(([subject, ids]) => ids.map((id) => `${API}/${subject}/${id}/reveal`));
  if (h.verificationId !== null) paths.push(`${API}/verifications/${h.verificationId}/photos/front`, `${API}/verifications/${h.verificationId}/photos/back`);
  const params = idNumberViewTargets(h).flatMap(([module, table, ids]) => ids.map((id) => ({ module, params: JSON.stringify({ [table]: [id] }) })));
  const base = () =>
    db.selectFrom('operation_logs as l').leftJoin('managers as m', 'm.id', 'l.manager_id')
      .select(['l.id', 'l.module', 'l.action', 'l.path', 'l.params', 'l.status_code', 'l.created_at', 'm.name as manager_name', 'm.username as manager_username']);
  const rows = (await Promise.all([
    ...chunks(paths).map((part) => base().where('l.action', 'in', ['reveal', 'view-id-photo']).where('l.path', 'in', part).execute()),
    ...chunks(params).map((part) => base().where('l.action', '=', 'view-id-number').where('l.params', 'in', part.map((p) => p.params)).execute()),
  ])).flat();
  const seen = new Set<number>();
  return rows
    .filter((r) => r.status_code < 400 && !seen.has(r.id) && seen.add(r.id))
    .sort((a, b) => a.id - b.id)
    .map((r) => ({
      at: r.created_at, manager: r.manager_name, manager_username: r.manager_username, record: r.module,
      what: r.action === 'view-id-photo' ? 'id_photo' : r.action === 'view-id-number' ? 'id_number' : revealedField(r.params),
    }));
}

/** The field a reveal asked for, from its logged body ({"body":{"field":"phone"}}). */
function revealedField(params: string | null): string {
  try {
    const field = (JSON.parse(params ?? '{}') as { body?: { field?: unknown } }).body?.field;
    return typeof field === 'string' ? field : 'personal';
  } catch {
    return 'personal';
  }
}
