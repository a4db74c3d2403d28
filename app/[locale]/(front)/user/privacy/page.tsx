import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { IntlScope } from '@/components/ui/intl-scope';
import { UserPageFrame } from '@/components/front/user/user-page-frame';
import { PrivacyPanel } from '@/components/front/user/privacy/privacy-panel';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'Privacy' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function PrivacyPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const t = await getTranslations('Privacy');
  return (
    <UserPageFrame title={t('heading')}>
      <IntlScope namespaces={['Privacy']}>
        <PrivacyPanel />
      </IntlScope>
    </UserPageFrame>
  );
}
