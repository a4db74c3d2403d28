import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { intParam, type SearchParamsPromise } from '@/lib/api/queries/search-params';
import { ClassInfo } from '@/components/front/learner/class-info';
import { UserPageFrame } from '@/components/front/user/user-page-frame';
import { IntlScope } from '@/components/ui/intl-scope';
import { userClassKey } from '@/components/front/learner/keys';
import { StreamedData } from '@/components/front/learner/streamed-data';
import { learnerFallback, learnerRead } from '@/lib/api/queries/learner';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'MyClasses' });
  return { title: t('infoMetaTitle'), robots: { index: false } };
}

/** /user/classInfo?class_id=…&enrollment_id=…: GET /user/classes/{class_id}/{enrollment_id}. */
export default async function UserClassInfoPage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const query = await searchParams;
  const classId = intParam(query, 'class_id', 1, 2_147_483_647);
  const enrollmentId = intParam(query, 'enrollment_id', 1, 2_147_483_647);
  const key = classId && enrollmentId ? userClassKey(classId, enrollmentId) : null;
  const t = await getTranslations('MyClasses');
  const reads = learnerFallback(key ? { [key]: learnerRead(key) } : {});
  return (
    <UserPageFrame title={t('infoHeading')}>
      {classId && enrollmentId ? (
        <IntlScope namespaces={['MyClasses', 'EnrollPages', 'EnrollmentStatus']}>
          <StreamedData reads={reads}>
            <ClassInfo classId={classId} enrollmentId={enrollmentId} />
          </StreamedData>
        </IntlScope>
      ) : (
        <p role="alert" className="text-sm text-slate-700">{t('missingIds')}</p>
      )}
    </UserPageFrame>
  );
}
