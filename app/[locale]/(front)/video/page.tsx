import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { intParam, type SearchParamsPromise } from '@/lib/api/queries/search-params';
import { CourseDetail } from '@/components/front/study/course-detail';
import { CourseList } from '@/components/front/study/course-list';
import { UserPageFrame } from '@/components/front/user/user-page-frame';
import { IntlScope } from '@/components/ui/intl-scope';
import { courseKey, coursesKey } from '@/components/front/learner/keys';
import { StreamedData } from '@/components/front/learner/streamed-data';
import { learnerFallback, learnerRead } from '@/lib/api/queries/learner';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'Courses' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /video: my courses; /video?class=… one class's courses; /video?id=… one course's lessons. */
export default async function VideoPage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const query = await searchParams;
  const id = intParam(query, 'id', 1, 2_147_483_647);
  const classId = intParam(query, 'class', 1, 2_147_483_647);
  const key = id ? courseKey(id) : coursesKey(1, classId);
  const t = await getTranslations('Courses');
  const reads = learnerFallback({ [key]: learnerRead(key) });
  return (
    <UserPageFrame title={t('heading')}>
      {!id && <p className="-mt-3 mb-5 text-sm text-slate-600">{t('intro')}</p>}
      <IntlScope namespaces={['Courses']}>
        <StreamedData reads={reads}>{id ? <CourseDetail id={id} /> : <CourseList classId={classId} />}</StreamedData>
      </IntlScope>
    </UserPageFrame>
  );
}
