'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { MyCertificate } from '@/lib/contract/career';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { levelKey } from '@/components/front/level-name';
import { CredentialButton, SignedQr } from './certificate-credential';
import { PresentButton } from './certificate-presentation';
import { DownloadButton } from './download-button';
import { Fact, ListFailed, ListLoading } from './list-states';
import { useMyCertificates } from './use-career';

/** The verification link without its origin, so it opens on the site the learner is using. */
function verifyPath(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

function CertificateItem({ cert }: { cert: MyCertificate }) {
  const t = useTranslations('UserCert');
  const q = useTranslations('CerQuery');
  const levels = useTranslations('Levels');
  const level = levelKey(cert.level);
  return (
    <Card as="li" className="p-4 md:p-5" data-testid="certificate-card">
      <div className="mb-3 flex items-start justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">
          {cert.occupation.data.name}
          {level ? ` · ${levels(level)}` : ''}
        </h2>
        <Badge tone={cert.status === 'valid' ? 'success' : 'danger'} className="shrink-0">
          {cert.status === 'valid' ? q('statusValid') : q('statusRevoked')}
        </Badge>
      </div>
      <dl className="space-y-2">
        <Fact label={t('certNo')}><span className="font-mono">{cert.cert_no}</span></Fact>
        <Fact label={q('holder')}>{cert.holder_name}</Fact>
        <Fact label={q('issuer')}>{cert.issuer}</Fact>
        <Fact label={q('issuedOn')}>{cert.issued_on}</Fact>
        {cert.status === 'revoked' && cert.revoked_reason && <Fact label={q('revokedReason')}>{cert.revoked_reason}</Fact>}
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <DownloadButton path={`/user/certificates/${cert.cert_no}/pdf`} filename={`certificate-${cert.cert_no}.pdf`} label={t('download')} busyLabel={t('downloading')} variant="primary" />
        <PresentButton certNo={cert.cert_no} />
        {cert.check_url && <CredentialButton certNo={cert.cert_no} />}
        <Link href={verifyPath(cert.verify_url)} className={buttonClasses('outline', 'md', 'flex-1 sm:flex-none')}>
          {t('verify')}
        </Link>
      </div>
      {cert.check_url && <SignedQr certNo={cert.cert_no} url={cert.check_url} kid={cert.signing_kid} />}
    </Card>
  );
}

export function CertificateList() {
  const t = useTranslations('UserCert');
  const { data, error, isLoading, mutate } = useMyCertificates();
  if (isLoading && !data) return <ListLoading label={t('loading')} />;
  if (error || !data) return <ListFailed message={t('failed')} retryLabel={t('retry')} onRetry={() => void mutate()} />;
  if (data.data.length === 0) {
    return <EmptyState title={t('empty')} action={<Link href="/user/exam" className="text-sm font-medium text-primary-700 hover:underline">{t('myExams')}</Link>} />;
  }
  return (
    <ul className="space-y-4">
      {data.data.map((cert) => (
        <CertificateItem key={cert.cert_no} cert={cert} />
      ))}
    </ul>
  );
}
