'use client';

import type { BadgeTone } from '@/components/ui/badge';
import { EnumCell } from '../../kit';

export const ENROLLMENT_TONES: Record<string, BadgeTone> = {
  pending: 'warning', waitlisted: 'neutral', approved: 'primary', paid: 'primary', studying: 'primary', completed: 'success', certified: 'success',
  rejected: 'danger', cancelled: 'neutral',
};

/** An enrolment status through the one label dictionary (ManageEnums.enrollmentStatus). */
export function EnrollmentStatusBadge({ status }: { status: string }) {
  return <EnumCell group="enrollmentStatus" value={status} tones={ENROLLMENT_TONES} />;
}
