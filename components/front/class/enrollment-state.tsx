'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import type { Enrollment } from '@/lib/contract/enrollment';
import { knownStatus } from '../learner/status';

/** Where the learner already stands in a class: enrolled (with the status) or waitlisted (with the place), linked to the enrolment. */
export function EnrollmentState({ enrollment }: { enrollment: Enrollment }) {
  const t = useTranslations('ClassEnrollState');
  const status = useTranslations('EnrollmentStatus');
  const text = enrollment.status === 'waitlisted' && enrollment.waitlist_position
    ? t('waitlisted', { position: enrollment.waitlist_position })
    : t('enrolled', { status: status(knownStatus(enrollment.status)) });
  return (
    <div role="status" data-testid="class-enrollment-state" className="flex w-full flex-col gap-3 rounded-md border border-primary-200 bg-primary-50 px-4 py-3 text-sm text-primary-900 md:flex-row md:items-center md:justify-between">
      <p>{text}</p>
      <Link href={`/class/enrollShow?id=${enrollment.id}`} className={buttonClasses('primary', 'md', 'shrink-0')}>{t('viewEnrollment')}</Link>
    </div>
  );
}
