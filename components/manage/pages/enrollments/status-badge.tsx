'use client';

import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { REVIEW_STATUSES } from './enrollment-api';

type Status = (typeof REVIEW_STATUSES)[number];
const known = (s: string): s is Status => (REVIEW_STATUSES as readonly string[]).includes(s);

const TONES: Record<string, BadgeTone> = {
  pending: 'warning', waitlisted: 'neutral', approved: 'primary', paid: 'primary', studying: 'primary', completed: 'success', certified: 'success',
  rejected: 'danger', cancelled: 'neutral',
};

export function EnrollmentStatusBadge({ status, position }: { status: string; position?: number | null }) {
  const t = useTranslations('ManageEnrollments');
  const label = known(status) ? t(`status.${status}`) : status;
  return <Badge tone={TONES[status] ?? 'neutral'}>{status === 'waitlisted' && position ? t('waitlistPosition', { label, position }) : label}</Badge>;
}
