import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { IntlScope } from '@/components/ui/intl-scope';
import { NotificationsPanel } from '@/components/front/learner/notifications-panel';
import { UserInfoCard } from '@/components/front/user/user-info-card';
import { UserPageFrame } from '@/components/front/user/user-page-frame';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'UserInfo' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function UserInfoPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const t = await getTranslations('UserInfo');
  return (
    <UserPageFrame title={t('heading')}>
      <IntlScope namespaces={['UserCenter']}>
        <UserInfoCard />
      </IntlScope>
      <IntlScope namespaces={['Notifications']}>
        <NotificationsPanel />
      </IntlScope>
    </UserPageFrame>
  );
}
