import type { Metadata } from 'next';
import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import Link from 'next/link';
import { centerLinks } from '@/components/front/user/center-links';
import { CenterIcon } from '@/components/front/user/center-icons';
import { NotificationsPanel } from '@/components/front/learner/notifications-panel';
import { IntlScope } from '@/components/ui/intl-scope';
import { LogoutButton } from '@/components/front/user/logout-button';
import { UserPageFrame } from '@/components/front/user/user-page-frame';
import { Avatar } from '@/components/front/user/avatar';
import { verifiedName } from '@/components/front/user/verify-status';
import { NOTIFICATIONS_KEY } from '@/components/front/learner/keys';
import { StreamedData } from '@/components/front/learner/streamed-data';
import { currentLearner, learnerFallback, learnerRead } from '@/lib/api/queries/learner';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'UserCenter' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function UserCenterPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const t = await getTranslations('UserCenter');
  const reads = learnerFallback({ [NOTIFICATIONS_KEY]: learnerRead(NOTIFICATIONS_KEY) });
  return (
    <UserPageFrame title={t('heading')}>
      <Suspense fallback={<div className="-mt-2 mb-6 h-14" aria-hidden="true" />}>
        <Greeting />
      </Suspense>
      <nav aria-label={t('heading')}>
        <ul className="grid grid-cols-3 gap-2 rounded-xl border border-slate-100 bg-white p-2 sm:grid-cols-4 md:grid-cols-5" data-testid="center-grid">
          {centerLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="flex min-h-24 flex-col items-center justify-center gap-2 rounded-lg px-1 py-3 text-center text-sm text-slate-800 hover:bg-primary-50 hover:text-primary-700">
                <CenterIcon name={link.key} />
                <span className="leading-snug">{t(`links.${link.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <IntlScope namespaces={['Notifications']}>
        <StreamedData reads={reads} lines={2}>
          <NotificationsPanel />
        </StreamedData>
      </IntlScope>
      <LogoutButton label={t('logout')} className="mt-6 w-full" />
    </UserPageFrame>
  );
}

/** The learner's name and avatar: streamed after the frame (it waits for GET /user). */
async function Greeting() {
  const [t, user] = await Promise.all([getTranslations('UserCenter'), currentLearner()]);
  const name = user ? user.name || verifiedName(user) || user.phone : undefined;
  if (!user || !name) return null;
  return (
    <div className="-mt-2 mb-6 flex items-center gap-3">
      <Avatar src={user.avatar} name={name} size="lg" decorative />
      <p className="min-w-0 flex-1 truncate text-base font-medium text-slate-900" data-testid="center-greeting">{t('greeting', { name })}</p>
    </div>
  );
}
