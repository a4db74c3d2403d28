import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { intParam, type SearchParamsPromise } from '@/lib/api/queries/search-params';
import { LessonPlayer } from '@/components/front/study/lesson-player';
import { UserPageFrame } from '@/components/front/user/user-page-frame';
import { IntlScope } from '@/components/ui/intl-scope';
import { lessonKey } from '@/components/front/learner/keys';
import { StreamedData } from '@/components/front/learner/streamed-data';
import { learnerFallback, learnerRead } from '@/lib/api/queries/learner';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'LessonPlayer' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /lessonVideo?id=…: plays a lesson; the server credits study time from the player's reports. */
export default async function LessonVideoPage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const id = intParam(await searchParams, 'id', 1, 2_147_483_647);
  const key = id ? lessonKey(id) : null;
  const t = await getTranslations('LessonPlayer');
  const reads = key ? learnerFallback({ [key]: learnerRead(key) }) : Promise.resolve({});
  return (
    <UserPageFrame title={t('metaTitle')}>
      {id ? (
        <IntlScope namespaces={['LessonPlayer', 'Courses']}>
          <StreamedData reads={reads}>
            <LessonPlayer id={id} />
          </StreamedData>
        </IntlScope>
      ) : (
        <p role="alert" className="text-sm text-slate-700">{t('missingId')}</p>
      )}
    </UserPageFrame>
  );
}
