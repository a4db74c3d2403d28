'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/client';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { uploadCover } from './class-api';

/** Uploads a cover image at once (the class keeps its URL) with a preview and a remove button. */
export function ClassCover({ value, error, onChange }: { value: string; error?: string; onChange: (url: string) => void }) {
  const t = useTranslations('ManageClassEdit');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shown = uploadError ?? error;

  async function pick(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setUploadError(null);
    try {
      onChange((await uploadCover(file)).data.url);
      toast(t('coverUploaded'), 'success');
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setUploadError(e.fieldErrors.cover ?? e.message);
      else toast(e instanceof ApiError && e.body?.message ? e.body.message : t('coverFailed'), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <label htmlFor="class-cover" className="block text-sm text-slate-700">{t('cover')}</label>
      <input
        id="class-cover" type="file" accept="image/jpeg,image/png,image/webp" disabled={busy} className="mt-1 block text-sm"
        aria-invalid={shown ? true : undefined} aria-describedby={shown ? 'class-cover-error' : 'class-cover-hint'}
        onChange={(e) => { void pick(e.target.files?.[0]); e.target.value = ''; }}
      />
      <p id="class-cover-hint" className="mt-1 text-xs text-slate-500">{busy ? t('coverUploading') : t('coverHint')}</p>
      {shown && <p id="class-cover-error" role="alert" className="mt-1 text-xs text-red-700">{shown}</p>}
      {value && (
        <div className="mt-2 flex items-end gap-2">
          {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded file served by the API, not a static asset */}
          <img src={value} alt={t('coverPreview')} className="h-24 w-40 rounded object-cover" />
          <Button size="sm" variant="ghost" onClick={() => onChange('')}>{t('coverRemove')}</Button>
        </div>
      )}
    </div>
  );
}
