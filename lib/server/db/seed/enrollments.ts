import type { Db } from '@/lib/server/db';
import { insertReturningIds, insertReturningIdsByTime, insertRows } from './batch';
import type { ClassDraft } from './classes';
import type { SeedContext } from './context';
import { dayAt, isoDate, isoTime } from './dates';
import { isPaidClass, type PlannedEnrollment } from './enrollment-plan';

const ENDED = new Set(['cancelled', 'rejected']);
const PAID_STATUSES = new Set(['paid', 'studying', 'completed', 'certified']);

export type SeededClass = { id: number; draft: ClassDraft; plans: PlannedEnrollment[] };
export type CertifiedEnrollment = { seeded: SeededClass; plan: PlannedEnrollment; enrollmentId: number; examResultId: number };

export async function seedEnrollments(db: Db, ctx: SeedContext, classes: SeededClass[], managerId: number): Promise<number[]> {
  const { rng } = ctx;
  const flat = classes.flatMap((c) => c.plans.map((plan) => ({ c, plan })));
  const ids = await insertReturningIdsByTime(
    db,
    'enrollments',
    flat.map(({ c, plan }) => {
      const first = plan.events[0].at;
      const last = plan.events[plan.events.length - 1].at;
      return {
        class_id: c.id, user_id: plan.learner.id, status: plan.status, active_slot: ENDED.has(plan.status) ? null : 1,
        real_name: plan.learner.verification!.realName, id_number: plan.learner.verification!.idNumber, phone: plan.learner.phone,
        education: plan.learner.education, employment_category: plan.employment, documents: null, reason: plan.reason,
        study_seconds: plan.studySeconds, waitlist_position: plan.waitlistPosition, idempotency_key: null,
        created_at: isoTime(first), updated_at: isoTime(last),
      };
    }),
    (row) => String(row.created_at),
  );
  await insertRows(
    db,
    'enrollment_events',
    flat.flatMap(({ plan }, i) =>
      plan.events.map((e) => ({
        enrollment_id: ids[i], from_status: e.from, to_status: e.to, reason: e.reason, actor_type: e.actor,
        actor_id: e.actor === 'user' ? plan.learner.id : e.actor === 'manager' ? managerId : null, created_at: isoTime(e.at),
      })),
    ),
  );
  const orders = flat.flatMap(({ c, plan }, i) => {
    if (!isPaidClass(c.draft) || !(PAID_STATUSES.has(plan.status) || plan.status === 'approved')) return [];
    const paidEvent = plan.events.find((e) => e.to === 'paid');
    const approved = plan.events.find((e) => e.to === 'approved')!;
    const created = paidEvent ? new Date(paidEvent.at.getTime() - rng.int(1, 30) * 60_000) : approved.at;
    const orderNo = `PX${isoDate(created).replace(/-/g, '')}${String(i + 1).padStart(8, '0')}`;
    return [{
      order_no: orderNo, user_id: plan.learner.id, enrollment_id: ids[i], amount_cents: c.draft.feeCents - c.draft.subsidyCents,
      status: paidEvent ? 'paid' : 'pending', provider: 'offline',
      paid_at: paidEvent ? isoTime(paidEvent.at) : null, refunded_at: null, confirmed_by: null,
      created_at: isoTime(created), updated_at: isoTime(paidEvent?.at ?? created),
    }];
  });
  await insertRows(db, 'orders', orders);
  return ids;
}

/** One exam per ongoing (scheduled) or finished class; results for every seat of the finished ones. */
export async function seedExams(db: Db, ctx: SeedContext, classes: SeededClass[], enrollmentIds: number[]): Promise<CertifiedEnrollment[]> {
  const { rng, stamp } = ctx;
  const examined = classes.filter((c) => c.draft.status === 'ongoing' || c.draft.status === 'finished');
  const examIds = await insertReturningIds(
    db,
    'exams',
    examined.map((c) => ({
      class_id: c.id, title: `${c.draft.occupation.name}职业技能等级认定考核（${c.draft.title.match(/第\d+期/)?.[0] ?? ''}）`,
      start_at: dayAt(c.draft.end, 0, 1), end_at: dayAt(c.draft.end, 0, 3, 30), place: `${c.draft.org.name}实训楼${rng.int(1, 6)}0${rng.int(1, 9)}考场`,
      pass_score: 60, status: c.draft.status === 'finished' ? 'finished' : 'scheduled', created_at: stamp, updated_at: stamp,
    })),
  );
  const offsets = new Map<SeededClass, number>();
  let offset = 0;
  for (const c of classes) {
    offsets.set(c, offset);
    offset += c.plans.length;
  }
  const results = examined.flatMap((c, e) =>
    c.plans.flatMap((plan, p) => {
      if (!plan.exam) return [];
      return [{ c, plan, enrollmentId: enrollmentIds[offsets.get(c)! + p], examId: examIds[e], seq: p + 1 }];
    }),
  );
  const resultIds = await insertReturningIds(
    db,
    'exam_results',
    results.map((r) => ({
      exam_id: r.examId, user_id: r.plan.learner.id, enrollment_id: r.enrollmentId,
      ticket_no: `ZK${r.c.draft.end.getUTCFullYear()}${String(r.c.id).padStart(5, '0')}${String(r.seq).padStart(3, '0')}`,
      score: r.plan.exam!.score, passed: r.plan.exam!.passed ? 1 : 0, created_at: dayAt(r.c.draft.end, 1, 2), updated_at: dayAt(r.c.draft.end, 1, 2),
    })),
  );
  return results.flatMap((r, i) => (r.plan.exam!.issuedOn ? [{ seeded: r.c, plan: r.plan, enrollmentId: r.enrollmentId, examResultId: resultIds[i] }] : []));
}
