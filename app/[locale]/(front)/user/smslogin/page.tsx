import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { IntlScope } from '@/components/ui/intl-scope';
import { AuthCard } from '@/components/front/auth/auth-card';
import { SmsLoginForm } from '@/components/front/auth/sms-login-form';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'SmsLogin' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function SmsLoginPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const t = await getTranslations('SmsLogin');
  return (
    <AuthCard
      title={t('heading')}
      links={[
        { href: '/user/login', label: t('passwordLogin') },
        { href: '/user/reg', label: t('register') },
      ]}
    >
      <IntlScope namespaces={['Auth', 'Throttle']}>
        <SmsLoginForm />
      </IntlScope>
    </AuthCard>
  );
}
