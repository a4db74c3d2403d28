'use client';

import { useEffect, useState } from 'react';
import { Skeleton } from './skeleton';

/**
 * A QR code of `text`, drawn in the browser; medium error correction, as printed on certificates.
 * The encoder (~9 kB gzipped) is fetched when a code is drawn, not with the page that may show one.
 */
export function QrImage({ text, label, size = 160 }: { text: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: size * 2 }))
      .then((data) => live && setSrc(data));
    return () => {
      live = false;
    };
  }, [text, size]);
  // eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn in the browser, nothing for next/image to optimise
  return src ? <img src={src} alt={label} width={size} height={size} className="rounded border border-slate-200 bg-white" /> : <Skeleton className="h-40 w-40" />;
}
