import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { IntlScope } from '@/components/ui/intl-scope';
import { AuthCard } from '@/components/front/auth/auth-card';
import { LoginForm } from '@/components/front/auth/login-form';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'Login' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function LoginPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const t = await getTranslations('Login');
  return (
    <AuthCard
      title={t('heading')}
      links={[
        { href: '/user/smslogin', label: t('smsLogin') },
        { href: '/user/reg', label: t('register') },
      ]}
    >
      <IntlScope namespaces={['Auth', 'Throttle']}>
        <LoginForm />
      </IntlScope>
    </AuthCard>
  );
}
