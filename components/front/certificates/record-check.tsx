import { useTranslations } from 'next-intl';
import type { Certificate } from '@/lib/contract/certificate';

/**
 * The register's own integrity check: its fields no longer match the fingerprint taken at issue.
 * Links once carried a hash (`hash=`); it covered the ID number, so it is no longer published and a
 * link that still has one is read as if it had none.
 */
export function recordAltered(certificate: Certificate): boolean {
  return !certificate.content_intact;
}

export function RecordAlteredNotice() {
  const t = useTranslations('CertVerify');
  return (
    <p role="alert" data-testid="record-check" data-result="recordAltered" className="mx-auto mb-4 max-w-3xl rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
      {t('recordAltered')}
    </p>
  );
}
