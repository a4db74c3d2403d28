'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { QrImage } from '@/components/ui/qr-image';
import { DownloadButton } from './download-button';

/** The certificate as an Open Badges 3.0 / VC 2.0 credential (vc+jwt) for a wallet, beside the PDF. */
export function CredentialButton({ certNo }: { certNo: string }) {
  const t = useTranslations('CredentialWallet');
  return (
    <DownloadButton
      path={`/user/certificates/${certNo}/credential`} filename={`certificate-${certNo}.vc.jwt`}
      label={t('downloadCredential')} busyLabel={t('downloadingCredential')} variant="outline" title={t('credentialHelp')}
    />
  );
}

/** The QR code printed on the PDF, to show from the phone: the signed payload, verifiable offline. */
export function SignedQr({ certNo, url, kid, open = false }: { certNo: string; url: string; kid: string | null; open?: boolean }) {
  const t = useTranslations('CredentialWallet');
  return (
    <details className="mt-3 text-sm text-slate-700" open={open}>
      <summary className="cursor-pointer text-primary-700">{t('showQr')}</summary>
      <figure className="mt-2 flex flex-col items-start gap-1">
        <QrImage text={url} label={t('qrLabel', { certNo })} size={200} />
        <figcaption className="text-xs text-slate-500">
          {t('qrCaption')}
          {kid && ` · ${t('signingKey')} ${t('signedWith', { kid })}`}
        </figcaption>
        <Link href={`/cerQuery${new URL(url).hash}`} className="text-xs text-primary-700 hover:underline">{t('openCheck')}</Link>
        <p className="max-w-prose text-xs text-slate-500">{t('credentialHelp')}</p>
      </figure>
    </details>
  );
}
