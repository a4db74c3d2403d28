import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { MyClasses } from '@/components/front/learner/my-classes';
import { UserPageFrame } from '@/components/front/user/user-page-frame';
import { IntlScope } from '@/components/ui/intl-scope';
import { userClassesKey } from '@/components/front/learner/keys';
import { StreamedData } from '@/components/front/learner/streamed-data';
import { learnerFallback, learnerRead } from '@/lib/api/queries/learner';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'MyClasses' });
  return { title: t('myClassMetaTitle'), robots: { index: false } };
}

export default async function UserMyClassPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const key = userClassesKey(1, true);
  const t = await getTranslations('MyClasses');
  const reads = learnerFallback({ [key]: learnerRead(key) });
  return (
    <UserPageFrame title={t('myClassHeading')}>
      <p className="-mt-3 mb-5 text-sm text-slate-600">{t('myClassIntro')}</p>
      <IntlScope namespaces={['MyClasses', 'EnrollmentStatus']}>
        <StreamedData reads={reads}>
          <MyClasses entered={true} />
        </StreamedData>
      </IntlScope>
    </UserPageFrame>
  );
}
