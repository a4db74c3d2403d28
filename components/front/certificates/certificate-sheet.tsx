import type { ReactNode } from 'react';
import { PlainLink } from '@/components/front/plain-link';
import { useTranslations } from 'next-intl';
import type { Certificate } from '@/lib/contract/certificate';
import { Card } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';
import { CertificateFacts, StatusBadge } from './certificate-card';

/**
 * The shareable certificate page (link target), rendered on the server. A record that failed its
 * integrity check gets one verdict: the red notice above and a red badge, never a green "valid" beside it.
 * `children`: what follows the facts (the holder check).
 */
export function CertificateSheet({ certificate, altered = false, children }: { certificate: Certificate; altered?: boolean; children?: ReactNode }) {
  const t = useTranslations('CerQuery');
  const verify = useTranslations('CertVerify');
  const failed = altered;
  return (
    <Card as="article" className="mx-auto max-w-3xl p-5 md:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <div>
          <p className="text-lg font-semibold text-slate-900">{t('certificateHeading')}</p>
          <p className="mt-1 font-mono text-sm text-slate-700">
            {t('certNo')}：{certificate.cert_no}
          </p>
        </div>
        {failed ? <Badge tone="danger">{verify('badgeFailed')}</Badge> : <StatusBadge status={certificate.status} />}
      </div>
      <div className="mt-4">
        <CertificateFacts certificate={certificate} />
      </div>
      {children}
      <PlainLink href="/cerQuery" className="mt-5 inline-block text-sm text-primary-700 hover:underline">
        {t('backToQuery')}
      </PlainLink>
    </Card>
  );
}
