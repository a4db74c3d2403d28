import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { intParam, type SearchParamsPromise } from '@/lib/api/queries/search-params';
import { AdmissionTicket } from '@/components/front/career/admission-ticket';
import { ExamList } from '@/components/front/career/exam-list';
import { UserPageFrame } from '@/components/front/user/user-page-frame';
import { IntlScope } from '@/components/ui/intl-scope';
import { MY_EXAMS_KEY, myExamKey } from '@/components/front/learner/keys';
import { StreamedData } from '@/components/front/learner/streamed-data';
import { learnerFallback, learnerRead } from '@/lib/api/queries/learner';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'UserExam' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /user/exam lists my exams; /user/exam?id=N shows the admission ticket of exam N. */
export default async function UserExamPage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const [t, ticketId] = await Promise.all([getTranslations('UserExam'), searchParams.then((p) => intParam(p, 'id', 1, 2_147_483_647))]);
  // The ticket view reads its one exam (with the ticket), the list view all of mine.
  const key = ticketId ? myExamKey(ticketId) : MY_EXAMS_KEY;
  const reads = learnerFallback({ [key]: learnerRead(key) });
  return (
    <UserPageFrame title={ticketId ? t('ticketHeading') : t('heading')}>
      {!ticketId && <p className="-mt-3 mb-5 text-sm text-slate-600">{t('intro')}</p>}
      <IntlScope namespaces={['UserExam', 'Levels']}><StreamedData reads={reads}>{ticketId ? <AdmissionTicket examId={ticketId} /> : <ExamList />}</StreamedData></IntlScope>
    </UserPageFrame>
  );
}
