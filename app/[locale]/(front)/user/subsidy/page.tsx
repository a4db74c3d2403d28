import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { MySubsidies, SubsidyLinks } from '@/components/subsidy/my-subsidies';
import { UserPageFrame } from '@/components/front/user/user-page-frame';
import { IntlScope } from '@/components/ui/intl-scope';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'SubsidyMine' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** 我的补贴: the subsidies claimed for the learner, with status, amount and steps; notifications tell each step. */
export default async function MySubsidiesPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const t = await getTranslations('SubsidyMine');
  return (
    <UserPageFrame title={t('heading')}>
      <p className="-mt-3 mb-5 text-sm text-slate-600">{t('intro')}</p>
      <IntlScope namespaces={['SubsidyMine', 'SubsidyLabels', 'ManageEnums']}>
        <SubsidyLinks />
        <MySubsidies />
      </IntlScope>
    </UserPageFrame>
  );
}
