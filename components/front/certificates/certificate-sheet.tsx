import { PlainLink } from '@/components/front/plain-link';
import { useTranslations } from 'next-intl';
import type { Certificate } from '@/lib/contract/certificate';
import { Card } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';
import { CertificateFacts, StatusBadge } from './certificate-card';
import type { HashCheck } from './hash-check';

/**
 * The shareable certificate page (link or QR target), rendered on the server. A QR code whose
 * check failed gets one verdict: the red notice above and a red badge, never a green "valid" beside it.
 */
export function CertificateSheet({ certificate, check = null }: { certificate: Certificate; check?: HashCheck }) {
  const t = useTranslations('CerQuery');
  const verify = useTranslations('CertVerify');
  const failed = check === 'mismatched' || check === 'recordAltered';
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
      <div className="mt-6 rounded-md bg-slate-50 p-4 text-sm">
        <p className="font-medium text-slate-700">{t('verification')}</p>
        <p className="mt-1 break-all font-mono text-xs text-slate-900" data-testid="content-hash">
          {certificate.content_hash}
        </p>
        <p className="mt-2 text-xs text-slate-600">{t('verificationNote')}</p>
      </div>
      <PlainLink href="/cerQuery" className="mt-5 inline-block text-sm text-primary-700 hover:underline">
        {t('backToQuery')}
      </PlainLink>
    </Card>
  );
}
