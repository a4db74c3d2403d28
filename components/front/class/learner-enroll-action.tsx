'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useLearner } from '../user/use-learner';
import { verifyState } from '../user/verify-status';
import { EnrollmentState } from './enrollment-state';
import { useClassEnrollment } from './use-class-enrollment';

/** The class page's enrol area; the page renders it through ClassEnrollAction (class-enroll-action.tsx). */
export type ClassEnrollActionProps = {
  classId: number;
  requiresVerification: boolean;
  /** The enrol button (or "not open") the cached page shows every visitor. */
  children: ReactNode;
  /** The verification note for a visitor whose state is not known. */
  guestNote: ReactNode;
};
type Props = ClassEnrollActionProps;

const noteClass = 'text-sm';

/**
 * The signed-in learner's own state on a class page: enrolled or waitlisted (linked to the enrolment),
 * a rejected enrolment to resubmit, or where verification stands. Loaded only for signed-in visitors.
 */
export default function LearnerEnrollAction({ classId, requiresVerification, children, guestNote }: Props) {
  const t = useTranslations('ClassEnrollState');
  const { data: user } = useLearner();
  const { live, rejected, isLoading } = useClassEnrollment(classId, true);

  if (!user || isLoading) {
    return <>{children}{requiresVerification && guestNote}</>;
  }
  if (live) return <EnrollmentState enrollment={live} />;

  const state = verifyState(user);
  let note: ReactNode = null;
  if (rejected) {
    note = (
      <p className={`${noteClass} text-red-800`}>
        {t('rejected')} <Link href={`/class/enrollEdit?id=${rejected.id}`} className="font-medium underline">{t('resubmit')}</Link>
      </p>
    );
  } else if (requiresVerification && state === 'pending') {
    note = <p className={`${noteClass} text-amber-800`}>{t('verificationPending')}</p>;
  } else if (requiresVerification && state !== 'success') {
    note = (
      <p className={`${noteClass} text-amber-800`}>
        {t('verificationNeeded')} <Link href="/user/verify" className="font-medium underline">{t('goVerify')}</Link>
      </p>
    );
  } else if (state === 'success') {
    note = <p className={`${noteClass} text-emerald-800`}>{t('verified')}</p>;
  }
  return <>{children}{note}</>;
}
