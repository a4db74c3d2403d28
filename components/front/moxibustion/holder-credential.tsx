'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { COOKIES } from '@/lib/auth/cookies';
import { hasSessionMarker } from '@/lib/auth/session-marker';

// The holder's part (the API client, SWR, the learner's certificates) loads only for a signed-in visitor.
const HolderCredentialPanel = lazy(() => import('./holder-credential-panel'));

/**
 * On a programme certificate's public page, its holder (signed in) sees the signed QR code, the link
 * to the check page and the wallet download; everyone else a note saying so. The signed payload binds
 * the full ID number, so the public page itself never carries it.
 */
export function HolderCredential({ certNo }: { certNo: string }) {
  const t = useTranslations('Moxibustion');
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(hasSessionMarker(COOKIES.userSession)), []);
  const note = <p className="mt-4 text-sm text-slate-500">{t('holderCredentialNote')}</p>;
  if (!signedIn) return note;
  return (
    <Suspense fallback={note}>
      <HolderCredentialPanel certNo={certNo} fallback={note} />
    </Suspense>
  );
}
