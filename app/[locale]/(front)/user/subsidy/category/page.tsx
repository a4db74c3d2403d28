import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { intParam, type SearchParamsPromise } from '@/lib/api/queries/search-params';
import { CategoryForm } from '@/components/subsidy/category-form';
import { UserPageFrame } from '@/components/front/user/user-page-frame';
import { IntlScope } from '@/components/ui/intl-scope';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'SubsidyCategory' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** 人员类别申报 (?enrollment_id= from an enrolment): the category and its supporting document. */
export default async function SubsidyCategoryPage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const [t, query] = await Promise.all([getTranslations('SubsidyCategory'), searchParams]);
  return (
    <UserPageFrame title={t('heading')}>
      <p className="-mt-3 mb-5 text-sm text-slate-600">{t('intro')}</p>
      <IntlScope namespaces={['SubsidyCategory', 'SubsidyLabels', 'ManageEnums']}>
        <CategoryForm enrollmentId={intParam(query, 'enrollment_id') ?? null} />
      </IntlScope>
    </UserPageFrame>
  );
}
