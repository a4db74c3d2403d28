'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LogoutButton } from './logout-button';
import { useLearner } from './use-learner';
import { verifyState } from './verify-status';

/** The learner's own summary from GET /user: name, masked phone, verification and class counts. */
export function UserInfoCard() {
  const t = useTranslations('UserCenter');
  const { data: user, error, isLoading } = useLearner();

  if (isLoading) return <p role="status" className="py-8 text-center text-sm text-slate-600">{t('loading')}</p>;
  if (error || !user) return <p className="py-8 text-center text-sm text-slate-600">{t('unavailable')}</p>;

  const state = verifyState(user);
  const rows: Array<[string, string | number]> = [
    [t('name'), user.name || t('noName')],
    [t('phone'), user.phone],
    [t('verifyStatus'), t(`verify.${state}`)],
    [t('enteredClasses'), user['entered-classes-count'] ?? 0],
    [t('classes'), user['classes-count'] ?? 0],
  ];

  return (
    <div className="space-y-6">
      {user.must_change_password && (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800">
          {t('mustChangePassword')}{' '}
          <Link href="/user/edit-pass" className="font-medium underline">{t('changePassword')}</Link>
        </p>
      )}
      <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-3">
        {state !== 'success' && state !== 'pending' && (
          <Link href="/user/verify" className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline">{t('goVerify')}</Link>
        )}
        <Link href="/user/edit-pass" className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline">{t('changePassword')}</Link>
      </div>
      <LogoutButton label={t('logout')} className="w-full md:w-auto" />
    </div>
  );
}
