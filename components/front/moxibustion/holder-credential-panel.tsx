'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';
import type { CollectionResponse } from '@/lib/contract/envelope';
import type { MyMoxibustionCertificate } from '@/lib/contract/moxibustion';
import { CredentialButton, SignedQr } from '@/components/front/career/certificate-credential';
import { PresentButton } from '@/components/front/career/certificate-presentation';
import { Card } from '@/components/ui/card';

const MINE_KEY = '/user/moxibustion-certificates';

/** Rendered by HolderCredential (holder-credential.tsx) for a signed-in visitor; `fallback` unless the certificate is theirs and signed. */
export default function HolderCredentialPanel({ certNo, fallback }: { certNo: string; fallback: ReactNode }) {
  const t = useTranslations('Moxibustion');
  const mine = useSWR<CollectionResponse<MyMoxibustionCertificate>>(MINE_KEY, (p: string) => apiFetch<CollectionResponse<MyMoxibustionCertificate>>(p, { silent: true }), {
    revalidateOnFocus: false,
  });
  const cert = mine.data?.data.find((c) => c.cert_no === certNo);
  if (!cert?.check_url) return <>{fallback}</>;
  return (
    <Card as="section" aria-labelledby="mx-holder-credential" className="mt-4 p-5 md:p-6" data-testid="holder-credential">
      <h2 id="mx-holder-credential" className="text-base font-semibold text-slate-900">{t('holderCredentialHeading')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('holderCredentialLead')}</p>
      <SignedQr certNo={cert.cert_no} url={cert.check_url} kid={cert.signing_kid} open />
      <div className="mt-4 flex flex-wrap gap-3">
        <PresentButton certNo={cert.cert_no} />
        <CredentialButton certNo={cert.cert_no} />
      </div>
    </Card>
  );
}
