import { PlainLink } from '@/components/front/plain-link';
import { useTranslations } from 'next-intl';
import type { Certificate } from '@/lib/contract/certificate';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';

const LEVEL_KEYS = { 1: 'level1', 2: 'level2', 3: 'level3', 4: 'level4', 5: 'level5' } as const;

export function useLevelName(): (level: number) => string {
  const t = useTranslations('CerQuery');
  const levels = useTranslations('Levels');
  return (level) => (level in LEVEL_KEYS ? levels(LEVEL_KEYS[level as keyof typeof LEVEL_KEYS]) : t('levelOther', { level }));
}

export function StatusBadge({ status }: { status: Certificate['status'] }) {
  const t = useTranslations('CerQuery');
  return <Badge tone={status === 'valid' ? 'success' : 'danger'}>{status === 'valid' ? t('statusValid') : t('statusRevoked')}</Badge>;
}

/** The facts of one certificate as a definition list; shared by the result cards and the certificate page. */
export function CertificateFacts({ certificate: c }: { certificate: Certificate }) {
  const t = useTranslations('CerQuery');
  const levelName = useLevelName();
  const rows: Array<[string, string]> = [
    [t('holder'), c.holder_name],
    [t('maskedId'), c.id_number],
    [t('occupation'), `${c.occupation.data.name}（${c.occupation.data.code}）`],
    [t('level'), levelName(c.level)],
    [t('issuer'), c.issuer],
    [t('issuedOn'), c.issued_on],
  ];
  if (c.status === 'revoked' && c.revoked_reason) rows.push([t('revokedReason'), c.revoked_reason]);
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex gap-2">
          <dt className="shrink-0 text-slate-500">{label}</dt>
          <dd className="min-w-0 break-all text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CertificateCard({ certificate }: { certificate: Certificate }) {
  const t = useTranslations('CerQuery');
  return (
    <Card as="li" className="p-4 md:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono text-sm text-slate-700">
          <span className="sr-only">{t('certNo')} </span>
          {certificate.cert_no}
        </p>
        <StatusBadge status={certificate.status} />
      </div>
      <CertificateFacts certificate={certificate} />
      <PlainLink href={`/cerQuery?cert_no=${certificate.cert_no}`} className="mt-3 inline-block text-sm text-primary-700 hover:underline">
        {t('openCertificate')}
      </PlainLink>
    </Card>
  );
}
