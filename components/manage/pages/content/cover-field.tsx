'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { KitTextField } from '../../kit';

/** The cover image: an address, filled by uploading a file (checked by its bytes on the server), with a preview. */
export function CoverField({ value, onChange, error, upload }: { value: string; onChange: (v: string) => void; error?: string; upload: (file: File) => Promise<string> }) {
  const t = useTranslations('ManageContent');
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange(await upload(file));
    } catch {
      // toasted by the API client
    } finally {
      setBusy(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="min-w-64 flex-1"><KitTextField label={t('fields.cover')} name="cover" value={value} onChange={onChange} error={error} placeholder="/api/v1/files/…" /></div>
      <input ref={fileRef} id="cover-file" type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" aria-label={t('uploadCover')} onChange={(e) => void pick(e.target.files?.[0])} />
      <Button variant="outline" size="sm" disabled={busy} onClick={() => fileRef.current?.click()}>{busy ? t('uploading') : t('uploadCover')}</Button>
      {value && (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded file served by the API, not a build asset
        <img src={value} alt={t('coverPreview')} className="h-16 w-24 rounded border border-slate-200 object-cover" />
      )}
    </div>
  );
}
