'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { fetchBlob, saveBlob } from '@/lib/api/download';
import { Button, buttonClasses } from '@/components/ui/button';
import { QrImage } from '@/components/ui/qr-image';

// 出示证书: the holder shows their certificate to someone from their phone, as an SD-JWT VC
// presentation. The full SD-JWT (with the ID number's disclosure) is fetched when the dialog opens
// and cut here, in the browser: the presentation is the issuer's JWT and, only when the holder ticks
// it, the ID number's disclosure. The QR code opens the check page with it in the URL fragment.
// The SD-JWT module (and jose) is fetched with the SD-JWT, not with the certificate list.

type SdJwtModule = typeof import('@/lib/credentials/sd-jwt');
type Loaded = { sdJwt: string; lib: SdJwtModule };

/** About 2.3 px a module for the 117–121 modules of a presentation (920–1,000 characters, QR version 25–26). */
export const PRESENTATION_QR_SIZE = 280;

function PresentationBody({ certNo, loaded: { sdJwt, lib } }: { certNo: string; loaded: Loaded }) {
  const t = useTranslations('CertificatePresentation');
  const [withId, setWithId] = useState(false);
  const shown = lib.presentation(sdJwt, withId);
  const url = lib.presentationUrl(window.location.origin, shown);
  const save = () => saveBlob(new Blob([shown], { type: 'application/dc+sd-jwt' }), `certificate-${certNo}${withId ? '-with-id' : ''}.sd-jwt`);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t('intro')}</p>
      <label className="flex items-start gap-3 rounded-md border border-slate-200 p-3 text-sm text-slate-800">
        <input type="checkbox" checked={withId} onChange={(e) => setWithId(e.target.checked)} className="mt-0.5 h-5 w-5 shrink-0" data-testid="presentation-with-id" />
        <span>
          <span className="block font-medium">{t('includeId')}</span>
          <span className="block text-xs text-slate-500">{withId ? t('includeIdOn') : t('includeIdOff')}</span>
        </span>
      </label>
      <figure className="flex flex-col items-center gap-2" data-testid="presentation-qr" data-with-id={withId}>
        <QrImage key={url} text={url} label={t('qrLabel', { certNo })} size={PRESENTATION_QR_SIZE} />
        <figcaption className="text-center text-xs text-slate-500">{withId ? t('qrCaptionWithId') : t('qrCaption')}</figcaption>
      </figure>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={save} className="flex-1">{t('download')}</Button>
        <a href={`/cerQuery#sdjwt=${shown}`} target="_blank" rel="noopener" className={buttonClasses('ghost', 'md', 'flex-1')} data-testid="presentation-open">
          {t('openCheck')}
        </a>
      </div>
    </div>
  );
}

export function PresentButton({ certNo }: { certNo: string }) {
  const t = useTranslations('CertificatePresentation');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open) return;
    let live = true;
    setFailed(false);
    // Fetched at every opening: fresh salts each time, and nothing of it kept once the dialog closes.
    Promise.all([fetchBlob(`/user/certificates/${certNo}/sd-jwt`, 'user').then((blob) => blob.text()), import('@/lib/credentials/sd-jwt')])
      .then(([text, lib]) => live && setLoaded({ sdJwt: text.trim(), lib }))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      setLoaded(null);
    };
  }, [open, certNo]);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)} className="flex-1 sm:flex-none">{t('present')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-40">
        <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
        <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4">
          <DialogPanel className="w-full max-w-md rounded-lg bg-white p-5 shadow-xl" data-testid="presentation-dialog">
            <DialogTitle className="mb-3 text-base font-semibold text-slate-900">{t('title', { certNo })}</DialogTitle>
            {loaded ? (
              <PresentationBody certNo={certNo} loaded={loaded} />
            ) : (
              <p role={failed ? 'alert' : 'status'} className="text-sm text-slate-600">{failed ? t('failed') : t('loading')}</p>
            )}
            <div className="mt-4 flex justify-end">
              <Button type="button" variant="ghost" onClick={() => setOpen(false)}>{t('close')}</Button>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
