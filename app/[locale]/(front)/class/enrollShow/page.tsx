import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { requireId } from '@/lib/api/queries/id-param';
import type { SearchParamsPromise } from '@/lib/api/queries/search-params';
import { EnrollmentDetail } from '@/components/front/learner/enrollment-detail';
import { UserPageFrame } from '@/components/front/user/user-page-frame';
import { IntlScope } from '@/components/ui/intl-scope';
import { enrollmentKey } from '@/components/front/learner/keys';
import { StreamedData } from '@/components/front/learner/streamed-data';
import { learnerFallback, learnerRead } from '@/lib/api/queries/learner';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'EnrollPages' });
  return { title: t('showMetaTitle'), robots: { index: false } };
}

export default async function EnrollShowPage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const id = await requireId(searchParams);
  const key = enrollmentKey(id);
  const t = await getTranslations('EnrollPages');
  const reads = learnerFallback({ [key]: learnerRead(key) });
  return (
    <UserPageFrame title={t('showHeading')}>
      <IntlScope namespaces={['EnrollPages', 'EnrollmentStatus', 'MyClasses']}>
        <StreamedData reads={reads}>
          <EnrollmentDetail id={id} />
        </StreamedData>
      </IntlScope>
    </UserPageFrame>
  );
}
