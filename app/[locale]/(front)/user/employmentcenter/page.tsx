import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { ApplicationList } from '@/components/front/career/application-list';
import { TalentForm } from '@/components/front/career/talent-form';
import { TeacherApply } from '@/components/front/career/teacher-apply';
import { UserPageFrame } from '@/components/front/user/user-page-frame';
import { IntlScope } from '@/components/ui/intl-scope';
import { MY_APPLICATIONS_KEY, MY_TALENT_KEY, MY_TEACHER_APPLICATIONS_KEY } from '@/components/front/learner/keys';
import { StreamedData } from '@/components/front/learner/streamed-data';
import { USER_KEY } from '@/lib/api/session';
import { currentLearner, learnerFallback, learnerRead } from '@/lib/api/queries/learner';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'EmploymentCenter' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** The learner's employment hub: talent profile, job applications and the teacher application. */
export default async function EmploymentCenterPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const t = await getTranslations('EmploymentCenter');
  const reads = learnerFallback({
    [USER_KEY]: currentLearner(),
    [MY_APPLICATIONS_KEY]: learnerRead(MY_APPLICATIONS_KEY),
    [MY_TALENT_KEY]: learnerRead(MY_TALENT_KEY),
    [MY_TEACHER_APPLICATIONS_KEY]: learnerRead(MY_TEACHER_APPLICATIONS_KEY),
  });
  const section = 'border-t border-slate-100 pt-6 first:border-0 first:pt-0';
  return (
    <UserPageFrame title={t('heading')}>
      <IntlScope namespaces={['EmploymentCenter', 'Levels']}>
        <div className="space-y-8">
          <section aria-labelledby="ec-applications" className={section}>
            <h2 id="ec-applications" className="mb-3 text-lg font-semibold text-slate-900">{t('applicationsHeading')}</h2>
            <StreamedData reads={reads} lines={2}><ApplicationList /></StreamedData>
          </section>
          <section aria-labelledby="ec-profile" className={section}>
            <h2 id="ec-profile" className="text-lg font-semibold text-slate-900">{t('profileHeading')}</h2>
            <p className="mb-4 mt-1 text-sm text-slate-600">{t('profileIntro')}</p>
            <StreamedData reads={reads}><TalentForm /></StreamedData>
          </section>
          <section aria-labelledby="ec-teacher" className={section}>
            <h2 id="ec-teacher" className="text-lg font-semibold text-slate-900">{t('teacherHeading')}</h2>
            <p className="mb-4 mt-1 text-sm text-slate-600">{t('teacherIntro')}</p>
            <StreamedData reads={reads} lines={2}><TeacherApply /></StreamedData>
          </section>
        </div>
      </IntlScope>
    </UserPageFrame>
  );
}
