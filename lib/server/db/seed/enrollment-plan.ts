import type { ClassDraft } from './classes';
import type { SeedContext } from './context';
import { addDays, addMinutes } from './dates';
import { EMPLOYMENT_CATEGORIES } from './dictionaries';
import type { SeededLearner } from './learners';
import type { Random } from './random';

export type EnrollmentStatus = 'pending' | 'approved' | 'paid' | 'rejected' | 'studying' | 'completed' | 'certified' | 'cancelled' | 'waitlisted';
export type PlannedEvent = { from: EnrollmentStatus | null; to: EnrollmentStatus; actor: 'user' | 'manager' | 'system'; at: Date; reason: string | null };
export type PlannedEnrollment = {
  learner: SeededLearner; status: EnrollmentStatus; reason: string | null; waitlistPosition: number | null;
  employment: string; studySeconds: number; events: PlannedEvent[];
  /** Set for finished classes: the score decides between completed and certified. */
  exam?: { score: number; passed: boolean; issuedOn: Date | null };
};

/** The statuses that hold a seat (services/enrollment-states.ts): classes.enrolled_count counts exactly these live rows. */
export const SEAT_STATUSES: readonly EnrollmentStatus[] = ['pending', 'approved', 'paid', 'studying', 'completed', 'certified'];
const REJECT_REASONS = ['报名材料不完整，请补充身份证明后重新报名', '不符合本期培训对象条件', '户籍或就业地不在本市补贴范围内'];
const CANCEL_REASONS = ['个人时间冲突，主动取消报名', '已找到工作，无法参加培训', '家中有事，申请退出'];

function isPaidClass(d: ClassDraft): boolean {
  return d.feeCents > d.subsidyCents;
}

function chain(rng: Random, now: Date, d: ClassDraft, path: EnrollmentStatus[], reason: string | null): PlannedEvent[] {
  const windowEnd = Math.min(d.enrollEnd.getTime(), now.getTime() - 3_600_000);
  const created = new Date(d.enrollStart.getTime() + rng.next() * Math.max(0, windowEnd - d.enrollStart.getTime()));
  const events: PlannedEvent[] = [{ from: null, to: path[0], actor: 'user', at: created, reason: null }];
  let at = created;
  for (let i = 1; i < path.length; i++) {
    const to = path[i];
    if (to === 'studying') at = d.start;
    else if (to === 'completed') at = d.end;
    else at = addMinutes(at, rng.int(30, 2 * 24 * 60));
    if (at > now) at = addMinutes(now, -rng.int(5, 120));
    const actor = to === 'approved' || to === 'rejected' || to === 'certified' ? 'manager' : to === 'studying' || to === 'completed' ? 'system' : 'user';
    events.push({ from: path[i - 1], to, actor, at, reason: to === 'rejected' || to === 'cancelled' ? reason : null });
  }
  return events;
}

function liveStatus(rng: Random, d: ClassDraft): EnrollmentStatus[] {
  const paid = isPaidClass(d);
  switch (d.status) {
    case 'enrolling':
      return paid && rng.chance(0.7) ? ['pending', 'approved', 'paid'] : ['pending', 'approved'];
    case 'closed':
      return paid ? ['pending', 'approved', 'paid'] : ['pending', 'approved'];
    case 'ongoing':
      return paid ? ['pending', 'approved', 'paid', 'studying'] : ['pending', 'approved', 'studying'];
    default:
      return paid ? ['pending', 'approved', 'paid', 'studying', 'completed'] : ['pending', 'approved', 'studying', 'completed'];
  }
}

export function planEnrollments(ctx: SeedContext, d: ClassDraft, eligible: SeededLearner[]): PlannedEnrollment[] {
  const { rng, now } = ctx;
  if (d.status === 'draft') return [];
  const fill = d.status === 'enrolling' ? 0.2 + rng.next() * 0.8 : 0.65 + rng.next() * 0.35;
  const seats = Math.min(d.capacity, Math.round(d.capacity * fill));
  const asked = d.status === 'enrolling' ? rng.int(0, 6) : 0;
  // A pending enrolment holds a seat too: those beyond the capacity wait on the list instead.
  const pending = Math.min(asked, d.capacity - seats);
  const waitlisted = (d.status === 'enrolling' && seats === d.capacity ? rng.int(1, 4) : 0) + (asked - pending);
  const cancelled = rng.int(0, 3);
  const rejected = rng.int(0, 2);
  const people = rng.sample(eligible, seats + pending + waitlisted + cancelled + rejected);
  const daysSinceEnd = Math.floor((now.getTime() - d.end.getTime()) / 86_400_000);
  return people.map((learner, i) => {
    const employment = rng.pick(EMPLOYMENT_CATEGORIES);
    const base = { learner, employment, reason: null, waitlistPosition: null, studySeconds: 0 };
    if (i < seats) {
      const path = liveStatus(rng, d);
      const plan: PlannedEnrollment = { ...base, status: path[path.length - 1], events: chain(rng, now, d, path, null) };
      if (d.status === 'ongoing') plan.studySeconds = rng.int(2, Math.max(3, Math.round(d.hours * 0.6))) * 3600;
      if (d.status === 'finished') {
        plan.studySeconds = Math.round(d.hours * (0.9 + rng.next() * 0.1)) * 3600;
        const score = Math.min(100, Math.round(55 + rng.next() * 45 - (rng.chance(0.12) ? 20 : 0)));
        const passed = score >= 60;
        const issuedOn = passed ? addDays(d.end, rng.int(3, Math.max(3, Math.min(20, daysSinceEnd - 1)))) : null;
        plan.exam = { score, passed, issuedOn };
        if (issuedOn) {
          plan.status = 'certified';
          plan.events.push({ from: 'completed', to: 'certified', actor: 'manager', at: issuedOn, reason: null });
        }
      }
      return plan;
    }
    const j = i - seats;
    if (j < pending) return { ...base, status: 'pending', events: chain(rng, now, d, ['pending'], null) };
    if (j < pending + waitlisted) {
      return { ...base, status: 'waitlisted', waitlistPosition: j - pending + 1, events: chain(rng, now, d, ['waitlisted'], null) };
    }
    if (j < pending + waitlisted + cancelled) {
      const reason = rng.pick(CANCEL_REASONS);
      return { ...base, status: 'cancelled', reason, events: chain(rng, now, d, ['pending', 'approved', 'cancelled'], reason) };
    }
    const reason = rng.pick(REJECT_REASONS);
    return { ...base, status: 'rejected', reason, events: chain(rng, now, d, ['pending', 'rejected'], reason) };
  });
}

export function seatCount(plans: PlannedEnrollment[]): number {
  return plans.filter((p) => SEAT_STATUSES.includes(p.status)).length;
}

export { isPaidClass };
