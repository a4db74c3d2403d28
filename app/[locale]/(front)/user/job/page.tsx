import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { JobSearch } from '@/components/front/career/job-search';
import { UserPageFrame } from '@/components/front/user/user-page-frame';
import { IntlScope } from '@/components/ui/intl-scope';
import { jobsKey, MY_APPLICATIONS_KEY, MY_TALENT_KEY } from '@/components/front/learner/keys';
import { StreamedData } from '@/components/front/learner/streamed-data';
import { learnerFallback, learnerRead } from '@/lib/api/queries/learner';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'UserJob' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function UserJobPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const jobs = jobsKey({ keyword: '', city: '', page: 1 });
  const t = await getTranslations('UserJob');
  const reads = learnerFallback({ [jobs]: learnerRead(jobs), [MY_APPLICATIONS_KEY]: learnerRead(MY_APPLICATIONS_KEY), [MY_TALENT_KEY]: learnerRead(MY_TALENT_KEY) });
  return (
    <UserPageFrame title={t('heading')}>
      <p className="-mt-3 mb-5 text-sm text-slate-600">{t('intro')}</p>
      <IntlScope namespaces={['UserJob']}>
        <StreamedData reads={reads}>
          <JobSearch />
        </StreamedData>
      </IntlScope>
    </UserPageFrame>
  );
}
