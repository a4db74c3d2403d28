'use client';

import { useState, type FormEvent } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/client';
import { Button } from '@/components/ui/button';
import { kitInputClass as inputClass, kitSend, useEnumLabel } from '../../kit';
import { FOLLOW_UP_STATUSES, type Registration, REGISTRATIONS_PATH } from './registration-types';

/** Records a follow-up: the new status and what was agreed. */
export function FollowUpDialog({ registration, onClose, onSaved }: { registration: Registration | null; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations('ManageRegistrations');
  const label = useEnumLabel();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!registration) return;
    const f = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await kitSend(`${REGISTRATIONS_PATH}/${registration.id}`, 'PATCH', { status: f.get('status'), note: String(f.get('note') ?? '') });
      onSaved();
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setError(Object.values(e.fieldErrors)[0] ?? e.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={registration !== null} onClose={() => !busy && onClose()} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-base font-semibold text-slate-900">{t('followUpTitle', { name: registration?.name ?? '' })}</DialogTitle>
          <form onSubmit={submit} className="mt-4 space-y-3" key={registration?.id}>
            <label className="block text-sm text-slate-700">{t('statusColumn')}
              <select name="status" defaultValue={registration?.status} className={`${inputClass} mt-1 w-full`}>
                {FOLLOW_UP_STATUSES.map((s) => <option key={s} value={s}>{label('registrationStatus', s)}</option>)}
              </select>
            </label>
            <label className="block text-sm text-slate-700">{t('note')}
              <textarea name="note" rows={3} maxLength={500} defaultValue={registration?.note ?? ''} className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm" />
            </label>
            {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
            <div className="flex justify-end gap-2">
              <Button variant="ghost" size="sm" onClick={onClose} disabled={busy}>{t('cancel')}</Button>
              <Button type="submit" variant="manage" size="sm" disabled={busy}>{t('save')}</Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
