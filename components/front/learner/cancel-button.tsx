'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { ApiError, apiFetch } from '@/lib/api/client';
import { USER_KEY } from '@/lib/api/session';

/** Cancel in two steps: the first click asks, the second cancels. */
export function CancelButton({ id, onCancelled }: { id: number; onCancelled: () => void }) {
  const t = useTranslations('EnrollPages');
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);

  async function cancel() {
    setPending(true);
    try {
      await apiFetch(`/user/enrollments/${id}/cancel`, { method: 'POST', body: {}, silent: true });
      toast(t('cancelled'), 'success');
      await mutate(USER_KEY);
      onCancelled();
    } catch (error) {
      toast(error instanceof ApiError ? error.body?.message : null);
    } finally {
      setPending(false);
      setAsking(false);
    }
  }

  if (!asking) return <Button variant="ghost" onClick={() => setAsking(true)}>{t('cancel')}</Button>;
  return (
    <div role="alertdialog" aria-label={t('cancel')} className="flex w-full flex-col gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <p>{t('cancelConfirm')}</p>
      <div className="flex gap-2">
        <Button size="sm" className="bg-red-700 hover:bg-red-800" disabled={pending} onClick={() => void cancel()}>{t('cancel')}</Button>
        <Button size="sm" variant="outline" onClick={() => setAsking(false)}>{t('keep')}</Button>
      </div>
    </div>
  );
}
