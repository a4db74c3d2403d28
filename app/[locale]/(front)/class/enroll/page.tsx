import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { loadClass } from '@/lib/api/queries/classes';
import { loadEnrollChoices } from '@/lib/api/queries/enrollment-choices';
import { requireId } from '@/lib/api/queries/id-param';
import type { SearchParamsPromise } from '@/lib/api/queries/search-params';
import { ClassSummary } from '@/components/front/learner/class-summary';
import { EnrollForm } from '@/components/front/learner/enroll-form';
import { UserPageFrame } from '@/components/front/user/user-page-frame';
import { IntlScope } from '@/components/ui/intl-scope';
import { classEnrollmentsKey } from '@/components/front/learner/keys';
import { StreamedData } from '@/components/front/learner/streamed-data';
import { USER_KEY } from '@/lib/api/session';
import { currentLearner, learnerFallback, learnerRead } from '@/lib/api/queries/learner';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'EnrollForm' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /class/enroll?id={class}: the enrolment form, prefilled from the learner's verified profile. */
export default async function ClassEnrollPage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const id = await requireId(searchParams);
  const key = classEnrollmentsKey(id);
  const reads = learnerFallback({ [USER_KEY]: currentLearner(), [key]: learnerRead(key) });
  const [t, cls, choices] = await Promise.all([
    getTranslations('EnrollForm'),
    loadClass(id),
    loadEnrollChoices(),
  ]);
  return (
    <UserPageFrame title={t('heading')}>
      {!cls ? (
        <p role="alert" className="text-sm text-slate-700">{t('classNotFound')}</p>
      ) : (
        <>
          <ClassSummary cls={cls} />
          {cls.status === 'enrolling' ? (
            <IntlScope namespaces={['EnrollForm', 'UserCenter', 'ClassEnrollState', 'EnrollmentStatus']}>
              <StreamedData reads={reads}>
                <EnrollForm cls={cls} choices={choices} />
              </StreamedData>
            </IntlScope>
          ) : (
            <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">{t('notEnrolling')}</p>
          )}
        </>
      )}
    </UserPageFrame>
  );
}
