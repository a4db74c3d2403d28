'use client';

import { QrImage } from '@/components/ui/qr-image';

/** The QR code printed on the certificate: the signed check link, else the public verification page. */
export function CertificateQr({ url, label }: { url: string; label: string }) {
  return <QrImage text={url} label={label} />;
}
