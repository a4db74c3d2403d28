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
  return { title: t('classMetaTitle'), robots: { index: false } };
}

export default async function UserClassPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const key = userClassesKey(1, false);
  const t = await getTranslations('MyClasses');
  const reads = learnerFallback({ [key]: learnerRead(key) });
  return (
    <UserPageFrame title={t('classHeading')}>
      <p className="-mt-3 mb-5 text-sm text-slate-600">{t('classIntro')}</p>
      <IntlScope namespaces={['MyClasses', 'EnrollmentStatus']}>
        <StreamedData reads={reads}>
          <MyClasses entered={false} />
        </StreamedData>
      </IntlScope>
    </UserPageFrame>
  );
}
