import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { MyEnrollments } from '@/components/front/learner/my-enrollments';
import { UserPageFrame } from '@/components/front/user/user-page-frame';
import { IntlScope } from '@/components/ui/intl-scope';
import { myEnrollmentsKey } from '@/components/front/learner/keys';
import { StreamedData } from '@/components/front/learner/streamed-data';
import { learnerFallback, learnerRead } from '@/lib/api/queries/learner';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'MyEnrollments' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function UserEnrollPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const key = myEnrollmentsKey(1);
  const t = await getTranslations('MyEnrollments');
  const reads = learnerFallback({ [key]: learnerRead(key) });
  return (
    <UserPageFrame title={t('heading')}>
      <p className="-mt-3 mb-5 text-sm text-slate-600">{t('intro')}</p>
      <IntlScope namespaces={['MyEnrollments', 'EnrollPages', 'EnrollmentStatus']}>
        <StreamedData reads={reads}>
          <MyEnrollments />
        </StreamedData>
      </IntlScope>
    </UserPageFrame>
  );
}
