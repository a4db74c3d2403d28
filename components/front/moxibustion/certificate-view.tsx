import { PlainLink } from '@/components/front/plain-link';
import { useTranslations } from 'next-intl';
import type { MoxibustionCertificate } from '@/lib/contract/moxibustion';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';

export const moxibustionCertificateHref = (certNo: string) => `/moxibustion/certificateInfo?cert_no=${certNo}`;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-3 py-1.5 text-sm">
      <dt className="w-24 shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** A programme certificate with its issuer; the ID number arrives masked from the API. */
export function MoxibustionCertificateView({ certificate, linked = false }: { certificate: MoxibustionCertificate; linked?: boolean }) {
  const t = useTranslations('Moxibustion');
  const batch = certificate.batch?.data;
  return (
    <Card as="article" className="p-5 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
        <p className="font-mono text-sm text-slate-800">
          {t('certNo')}：
          {linked ? (
            <PlainLink href={moxibustionCertificateHref(certificate.cert_no)} className="text-primary-700 hover:underline">
              {certificate.cert_no}
            </PlainLink>
          ) : (
            certificate.cert_no
          )}
        </p>
        <Badge tone={certificate.status === 'valid' ? 'success' : 'danger'}>{t(`certStatus.${certificate.status}`)}</Badge>
      </div>
      <dl className="mt-3">
        <Row label={t('holder')}>{certificate.name}</Row>
        <Row label={t('idNumber')}>{certificate.id_number}</Row>
        <Row label={t('level')}>{certificate.level}</Row>
        {batch && <Row label={t('batch')}>{batch.title}</Row>}
        <Row label={t('issuer')}>{certificate.issuer}</Row>
        <Row label={t('issuedOn')}>{certificate.issued_on}</Row>
      </dl>
    </Card>
  );
}
