import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { IntlScope } from '@/components/ui/intl-scope';
import { PasswordChangeForm } from '@/components/app/password-change-form';
import { UserPageFrame } from '@/components/front/user/user-page-frame';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'EditPass' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function EditPassPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const t = await getTranslations('EditPass');
  return (
    <UserPageFrame title={t('heading')}>
      <div className="max-w-md">
        <IntlScope namespaces={['PasswordChange']}>
          <PasswordChangeForm guard="user" />
        </IntlScope>
      </div>
    </UserPageFrame>
  );
}
