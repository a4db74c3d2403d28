'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { FOLLOW_UP_STATUSES, FollowUpBody } from '@/lib/contract/training-registration';
import { KitDialog, KitFormActions, KitSelectField, KitTextArea, kitSend, useCheckedSubmit, useEnumLabel } from '../../kit';
import { type Registration, REGISTRATIONS_PATH } from './registration-types';

/** Records a follow-up: the new status and what was agreed, checked with the API's own schema before sending. */
export function FollowUpDialog({ registration, onClose, onSaved }: { registration: Registration | null; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations('ManageRegistrations');
  const label = useEnumLabel();
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  const { errors, setErrors, busy, send } = useCheckedSubmit({ status: t('statusColumn'), note: t('note') });
  useEffect(() => { setStatus(registration?.status ?? ''); setNote(registration?.note ?? ''); setErrors({}); }, [registration, setErrors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!registration) return;
    void send(FollowUpBody, { status, note }, async (data) => {
      await kitSend(`${REGISTRATIONS_PATH}/${registration.id}`, 'PATCH', data);
      onSaved();
      onClose();
    });
  };

  return (
    <KitDialog open={registration !== null} title={t('followUpTitle', { name: registration?.name ?? '' })} onClose={() => !busy && onClose()}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <KitSelectField label={t('statusColumn')} name="status" value={status} onChange={setStatus} error={errors.status}
          options={FOLLOW_UP_STATUSES.map((s) => ({ value: s, label: label('registrationStatus', s) }))} />
        <KitTextArea label={t('note')} name="note" value={note} onChange={setNote} error={errors.note} />
        <KitFormActions onCancel={onClose} busy={busy} />
      </form>
    </KitDialog>
  );
}
