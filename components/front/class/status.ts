import type { ClassStatus } from '@/lib/contract/training-class';
import type { BadgeTone } from '@/components/ui/badge';

// Keys of the ClassCard namespace, shared with the class card so a status reads the same everywhere.
export const classStatusKeys = {
  draft: 'statusDraft',
  enrolling: 'statusEnrolling',
  closed: 'statusClosed',
  ongoing: 'statusOngoing',
  finished: 'statusFinished',
} as const satisfies Record<ClassStatus, string>;

export const classStatusTones: Record<ClassStatus, BadgeTone> = {
  draft: 'neutral',
  enrolling: 'success',
  closed: 'neutral',
  ongoing: 'primary',
  finished: 'neutral',
};
