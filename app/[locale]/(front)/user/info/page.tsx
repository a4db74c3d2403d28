import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { IntlScope } from '@/components/ui/intl-scope';
import { NotificationsPanel } from '@/components/front/learner/notifications-panel';
import { UserInfoCard } from '@/components/front/user/user-info-card';
import { UserPageFrame } from '@/components/front/user/user-page-frame';
import { NOTIFICATIONS_KEY } from '@/components/front/learner/keys';
import { StreamedData } from '@/components/front/learner/streamed-data';
import { USER_KEY } from '@/lib/api/session';
import { currentLearner, learnerFallback, learnerRead } from '@/lib/api/queries/learner';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'UserInfo' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function UserInfoPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const t = await getTranslations('UserInfo');
  const reads = learnerFallback({ [USER_KEY]: currentLearner(), [NOTIFICATIONS_KEY]: learnerRead(NOTIFICATIONS_KEY) });
  return (
    <UserPageFrame title={t('heading')}>
      <StreamedData reads={reads}>
        <IntlScope namespaces={['UserCenter', 'ProfileForm']}>
          <UserInfoCard />
        </IntlScope>
        <IntlScope namespaces={['Notifications']}>
          <NotificationsPanel />
        </IntlScope>
      </StreamedData>
    </UserPageFrame>
  );
}
