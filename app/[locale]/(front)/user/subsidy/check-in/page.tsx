import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { intParam, textParam, type SearchParamsPromise } from '@/lib/api/queries/search-params';
import { CheckInForm } from '@/components/subsidy/check-in/check-in-form';
import { UserPageFrame } from '@/components/front/user/user-page-frame';
import { IntlScope } from '@/components/ui/intl-scope';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'SubsidyCheckIn' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** 课堂签到: the teacher's QR code opens this page with ?s=<session>&c=<signed code>; or the learner types the six digits. */
export default async function SubsidyCheckInPage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const [t, query] = await Promise.all([getTranslations('SubsidyCheckIn'), searchParams]);
  return (
    <UserPageFrame title={t('heading')}>
      <p className="-mt-3 mb-5 text-sm text-slate-600">{t('intro')}</p>
      <IntlScope namespaces={['SubsidyCheckIn']}>
        <CheckInForm initialSession={intParam(query, 's') ?? null} initialCode={textParam(query, 'c', 200) ?? null} />
      </IntlScope>
    </UserPageFrame>
  );
}
