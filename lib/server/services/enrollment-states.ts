// The enrolment state machine (issue 5). A learner's enrolment moves
//   waitlisted → pending → approved | rejected → (paid) → studying → completed → certified
// and may end as cancelled. Rejected may be resubmitted (back to pending or waitlisted).

import type { EnrollmentStatus } from '@/lib/contract/enrollment';

/** Statuses that hold one of the class's seats: classes.enrolled_count counts exactly these live rows. */
export const SEAT_STATUSES: readonly EnrollmentStatus[] = ['pending', 'approved', 'paid', 'studying', 'completed', 'certified'];
/** Ended enrolments free their slot (active_slot NULL), so the learner may enrol again. */
export const ENDED_STATUSES: readonly EnrollmentStatus[] = ['rejected', 'cancelled'];
/** Enrolments whose learner may play the class's lessons (approved only when the class is free). */
export const STUDY_STATUSES: readonly EnrollmentStatus[] = ['approved', 'paid', 'studying', 'completed', 'certified'];
/** The learner may still cancel on their own; after payment a refund goes through the institution. */
export const LEARNER_CANCELLABLE: readonly EnrollmentStatus[] = ['waitlisted', 'pending', 'approved'];
/** The learner may edit the form while it awaits review or after a rejection (a resubmission). */
export const EDITABLE_STATUSES: readonly EnrollmentStatus[] = ['pending', 'rejected'];

export const TRANSITIONS: Record<EnrollmentStatus, readonly EnrollmentStatus[]> = {
  waitlisted: ['pending', 'rejected', 'cancelled'],
  pending: ['approved', 'rejected', 'cancelled'],
  approved: ['paid', 'studying', 'cancelled'],
  rejected: ['pending', 'waitlisted'],
  paid: ['studying', 'cancelled'],
  studying: ['completed', 'cancelled'],
  completed: ['certified'],
  certified: [],
  cancelled: [],
};

export type Actor = { type: 'user' | 'manager' | 'system'; id: number | null };

export const holdsSeat = (status: string) => (SEAT_STATUSES as readonly string[]).includes(status);
export const isEnded = (status: string) => (ENDED_STATUSES as readonly string[]).includes(status);
export const canTransition = (from: string, to: EnrollmentStatus) =>
  (TRANSITIONS[from as EnrollmentStatus] ?? []).includes(to);

/** A class costs the learner money when its fee exceeds the subsidy. */
export const amountDue = (c: { fee_cents: number; subsidy_cents: number }) => Math.max(0, c.fee_cents - c.subsidy_cents);

/**
 * Which classes require real-name verification before enrolment: every subsidised class (the
 * subsidy is claimed from public funds against the learner's verified identity), and any other
 * class whose organiser set requires_verification. The other classes take the name and ID number
 * from the form and check the ID number's checksum.
 */
export const requiresVerification = (c: { requires_verification: number; subsidy_cents: number }) =>
  c.requires_verification === 1 || c.subsidy_cents > 0;
