import { useTranslations } from 'next-intl';
import type { Certificate } from '@/lib/contract/certificate';
import { cn } from '@/components/ui/cn';

export type HashCheck = 'matched' | 'mismatched' | 'recordAltered' | null;

/** A QR link carries the certificate's content hash: it must equal the record's, and the record its own fields. */
export function checkHash(certificate: Certificate, presented: string | undefined): HashCheck {
  if (!certificate.content_intact) return 'recordAltered';
  if (presented === undefined) return null;
  return presented.trim().toLowerCase() === certificate.content_hash ? 'matched' : 'mismatched';
}

export function HashCheckNotice({ check }: { check: HashCheck }) {
  const t = useTranslations('CertVerify');
  if (!check) return null;
  const ok = check === 'matched';
  return (
    <p
      role={ok ? 'status' : 'alert'}
      data-testid="hash-check"
      data-result={check}
      className={cn(
        'mx-auto mb-4 max-w-3xl rounded-md border px-4 py-3 text-sm',
        ok ? 'border-emerald-200 bg-emerald-50 text-emerald-800' : 'border-red-200 bg-red-50 text-red-700',
      )}
    >
      {t(check)}
    </p>
  );
}
