'use client';

import Link from 'next/link';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Avatar } from './avatar';
import { LogoutButton } from './logout-button';
import { useLearner } from './use-learner';
import { verifiedName, verifyState } from './verify-status';

// The editor (zod's name rule, the avatar cropper) loads when the learner asks to edit, not with the page.
const ProfileForm = dynamic(() => import('./profile-form').then((m) => m.ProfileForm), { ssr: false });

/** The learner's own summary from GET /user, with the profile editor (PATCH /user). */
export function UserInfoCard() {
  const t = useTranslations('UserCenter');
  const p = useTranslations('ProfileForm');
  const { data: user, error, isLoading } = useLearner();
  const [editing, setEditing] = useState(false);

  if (isLoading && !user) return <p role="status" className="py-8 text-center text-sm text-slate-600">{t('loading')}</p>;
  if (error || !user) return <p className="py-8 text-center text-sm text-slate-600">{t('unavailable')}</p>;

  const state = verifyState(user);
  const realName = verifiedName(user);
  const shownName = user.name || realName || user.phone;
  const rows: Array<[string, string | number]> = [
    [t('name'), realName ?? t('nameAfterVerification')],
    [p('displayName'), user.name || t('noName')],
    [t('phone'), user.phone],
    [p('gender'), user.gender === 1 ? p('male') : user.gender === 2 ? p('female') : t('noName')],
    [p('education'), user.education || t('noName')],
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
      <div className="flex items-center gap-4">
        <Avatar src={user.avatar} name={shownName} size="lg" decorative />
        <p className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900" data-testid="profile-name">{shownName}</p>
        {!editing && <Button variant="outline" onClick={() => setEditing(true)}>{p('edit')}</Button>}
      </div>
      {editing && <ProfileForm user={user} onDone={() => setEditing(false)} />}
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
          <Link href="/user/verify" className="inline-flex min-h-11 items-center text-sm font-medium text-primary-700 underline-offset-4 hover:underline">{t('goVerify')}</Link>
        )}
        <Link href="/user/edit-pass" className="inline-flex min-h-11 items-center text-sm font-medium text-primary-700 underline-offset-4 hover:underline">{t('changePassword')}</Link>
        <Link href="/user/privacy" className="inline-flex min-h-11 items-center text-sm font-medium text-primary-700 underline-offset-4 hover:underline">{t('links.privacy')}</Link>
      </div>
      <LogoutButton label={t('logout')} className="w-full md:w-auto" />
    </div>
  );
}
