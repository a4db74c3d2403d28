'use client';

import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { Skeleton } from '@/components/ui/skeleton';

/** The QR code printed on the certificate: the public verification page. */
export function CertificateQr({ url, label }: { url: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 160 }).then((data) => live && setSrc(data));
    return () => { live = false; };
  }, [url]);
  // eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn in the browser, nothing for next/image to optimise
  return src ? <img src={src} alt={label} width={160} height={160} className="rounded border border-slate-200" /> : <Skeleton className="h-40 w-40" />;
}
