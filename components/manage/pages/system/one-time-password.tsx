'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { KitDialog } from '../../kit';

/** Shows a new account's or a reset's one-time password once; it is never shown again. */
export function OneTimePassword({ issued, onClose }: { issued: { account: string; password: string } | null; onClose: () => void }) {
  const t = useTranslations('ManageSystem');
  return (
    <KitDialog open={issued !== null} title={t('oneTimeTitle')} onClose={onClose}>
      <p className="text-sm text-slate-700">{t('oneTimeText', { account: issued?.account ?? '' })}</p>
      <p className="mt-3 rounded bg-slate-100 px-3 py-2 font-mono text-lg tracking-wider text-slate-900" data-testid="one-time-password">{issued?.password}</p>
      <div className="mt-5 flex justify-end">
        <Button variant="manage" onClick={onClose}>{t('oneTimeDone')}</Button>
      </div>
    </KitDialog>
  );
}
