import type { BadgeTone } from '@/components/ui/badge';

/** Badge tones of the enrolment statuses (labels: EnrollmentStatus.<status>). */
export const enrollmentTones: Record<string, BadgeTone> = {
  waitlisted: 'neutral', pending: 'warning', approved: 'primary', rejected: 'danger', paid: 'primary', studying: 'primary',
  completed: 'success', certified: 'success', cancelled: 'neutral',
};

export const KNOWN_STATUSES = ['waitlisted', 'pending', 'approved', 'rejected', 'paid', 'studying', 'completed', 'certified', 'cancelled'] as const;
export type KnownStatus = (typeof KNOWN_STATUSES)[number];
export const knownStatus = (s: string): KnownStatus => (KNOWN_STATUSES as readonly string[]).includes(s) ? (s as KnownStatus) : 'pending';

export const ORDER_STATUSES = ['pending', 'paid', 'refunded', 'closed'] as const;
export type KnownOrderStatus = (typeof ORDER_STATUSES)[number];
export const knownOrderStatus = (s: string): KnownOrderStatus => (ORDER_STATUSES as readonly string[]).includes(s) ? (s as KnownOrderStatus) : 'pending';

export const EDITABLE = ['pending', 'rejected'];
export const CANCELLABLE = ['waitlisted', 'pending', 'approved'];
export const ACTORS = ['user', 'manager', 'system'] as const;
export const knownActor = (a: string) => ((ACTORS as readonly string[]).includes(a) ? (a as (typeof ACTORS)[number]) : 'system');
