import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { JobSearch } from '@/components/front/career/job-search';
import { UserPageFrame } from '@/components/front/user/user-page-frame';
import { IntlScope } from '@/components/ui/intl-scope';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'UserJob' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function UserJobPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const t = await getTranslations('UserJob');
  return (
    <UserPageFrame title={t('heading')}>
      <p className="-mt-3 mb-5 text-sm text-slate-600">{t('intro')}</p>
      <IntlScope namespaces={['UserJob']}>
        <JobSearch />
      </IntlScope>
    </UserPageFrame>
  );
}
