import type { ClassStatus } from '@/lib/contract/training-class';

/** Drafts are never public; every other status is. */
export const PUBLIC_CLASS_STATUSES = ['enrolling', 'closed', 'ongoing', 'finished'] as const satisfies readonly ClassStatus[];

export type PublicClassStatus = (typeof PUBLIC_CLASS_STATUSES)[number];
