'use client';

import { useTranslations } from 'next-intl';
import { useLearner } from './use-learner';
import { VerifyForm } from './verify-form';
import { verifyState } from './verify-status';

const tone = { pending: 'border-amber-200 bg-amber-50 text-amber-800', success: 'border-emerald-200 bg-emerald-50 text-emerald-800' };

export function VerifyPanel() {
  const t = useTranslations('Verify');
  const { data: user, error, isLoading } = useLearner();
  if (isLoading && !user) return <p role="status" className="py-8 text-center text-sm text-slate-600">{t('loading')}</p>;
  if (error || !user) return <p className="py-8 text-center text-sm text-slate-600">{t('unavailable')}</p>;

  const state = verifyState(user);
  const datum = user['user-verified-datum']?.data;
  if (state === 'pending' || state === 'success') {
    return (
      <div role="status" className={`rounded-lg border px-4 py-5 ${tone[state]}`}>
        <p className="text-base font-semibold">{t(state === 'pending' ? 'pendingTitle' : 'successTitle')}</p>
        <p className="mt-1 text-sm">{t(state === 'pending' ? 'pendingText' : 'successText', { name: datum?.real_name ?? '' })}</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {state === 'rejected' && (
        <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {t('rejected', { reason: datum?.audit_reason || '-' })}
        </p>
      )}
      <VerifyForm />
    </div>
  );
}
