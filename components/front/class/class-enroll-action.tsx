'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { COOKIES } from '@/lib/auth/cookies';
import { hasSessionMarker } from '@/lib/auth/session-marker';
import type { ClassEnrollActionProps } from './learner-enroll-action';

// The learner's part (the API client, SWR, GET /user and the enrolments) loads only for a signed-in visitor.
const LearnerEnrollAction = lazy(() => import('./learner-enroll-action'));

/**
 * The class page is cached for everyone, so the learner's own state is filled in here (see
 * learner-enroll-action.tsx); a guest keeps the button and the note the page was served with.
 */
export function ClassEnrollAction(props: ClassEnrollActionProps) {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(hasSessionMarker(COOKIES.userSession)), []);
  const guest = (
    <>
      {props.children}
      {props.requiresVerification && props.guestNote}
    </>
  );
  if (!signedIn) return guest;
  return (
    <Suspense fallback={guest}>
      <LearnerEnrollAction {...props} />
    </Suspense>
  );
}
