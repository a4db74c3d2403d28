import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { loadEnrollChoices } from '@/lib/api/queries/enrollment-choices';
import { requireId } from '@/lib/api/queries/id-param';
import type { SearchParamsPromise } from '@/lib/api/queries/search-params';
import { EnrollEdit } from '@/components/front/learner/enroll-edit';
import { UserPageFrame } from '@/components/front/user/user-page-frame';
import { IntlScope } from '@/components/ui/intl-scope';
import { enrollmentKey } from '@/components/front/learner/keys';
import { StreamedData } from '@/components/front/learner/streamed-data';
import { USER_KEY } from '@/lib/api/session';
import { currentLearner, learnerFallback, learnerRead } from '@/lib/api/queries/learner';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'EnrollForm' });
  return { title: t('editMetaTitle'), robots: { index: false } };
}

/** /class/enrollEdit?id={enrolment}: edit while pending, or correct and resubmit after a rejection. */
export default async function EnrollEditPage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const id = await requireId(searchParams);
  const key = enrollmentKey(id);
  const reads = learnerFallback({ [key]: learnerRead(key), [USER_KEY]: currentLearner() });
  const [t, choices] = await Promise.all([
    getTranslations('EnrollForm'),
    loadEnrollChoices(),
  ]);
  return (
    <UserPageFrame title={t('editHeading')}>
      <IntlScope namespaces={['EnrollForm', 'EnrollPages', 'MyClasses', 'UserCenter']}>
        <StreamedData reads={reads}>
          <EnrollEdit id={id} choices={choices} />
        </StreamedData>
      </IntlScope>
    </UserPageFrame>
  );
}
