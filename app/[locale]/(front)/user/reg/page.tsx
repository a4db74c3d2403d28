import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { IntlScope } from '@/components/ui/intl-scope';
import { AuthCard } from '@/components/front/auth/auth-card';
import { RegisterForm } from '@/components/front/auth/register-form';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'Register' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function RegisterPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const t = await getTranslations('Register');
  return (
    <AuthCard title={t('heading')} links={[{ href: '/user/login', label: t('haveAccount') }]}>
      <IntlScope namespaces={['Auth', 'Throttle']}>
        <RegisterForm />
      </IntlScope>
    </AuthCard>
  );
}
