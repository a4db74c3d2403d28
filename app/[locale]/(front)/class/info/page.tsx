import { PlainLink } from '@/components/front/plain-link';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { env } from '@/lib/env';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { loadClass } from '@/lib/api/queries/classes';
import { orNotFound, requireId } from '@/lib/api/queries/id-param';
import type { SearchParamsPromise } from '@/lib/api/queries/search-params';
import { ClassEnrollAction } from '@/components/front/class/class-enroll-action';
import { ClassFacts } from '@/components/front/class/class-facts';
import { courseJsonLd } from '@/components/front/class/class-json-ld';
import { ClassTeachers } from '@/components/front/class/class-teachers';
import { classStatusKeys, classStatusTones } from '@/components/front/class/status';
import { classHref } from '@/components/front/class-card';
import { JsonLd } from '@/components/front/content/json-ld';
import { PageFrame } from '@/components/front/content/page-frame';
import { excerpt, pageMetadata } from '@/components/front/content/page-metadata';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IntlScope } from '@/components/ui/intl-scope';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'ClassInfo' });
  const id = await requireId(searchParams);
  const item = await loadClass(id);
  if (!item) return { title: t('notFound'), robots: { index: false } };
  return pageMetadata({ locale: toAppLocale((await params).locale), title: item.title, description: excerpt(item.description) || t('metaDescription'), path: classHref(id) });
}

export default async function ClassInfoPage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const id = await requireId(searchParams);
  const [t, card, item] = await Promise.all([getTranslations('ClassInfo'), getTranslations('ClassCard'), loadClass(id).then(orNotFound)]);
  // A full class still takes enrolments onto its waitlist (first come, first served).
  const canEnroll = item.status === 'enrolling';

  return (
    <PageFrame title={item.title} crumbs={[{ label: t('classes'), href: '/class' }, { label: item.title }]}>
      <JsonLd data={courseJsonLd(item, new URL(classHref(id), env().SITE_URL).toString())} />
      <Card as="section" aria-label={t('factsHeading')} className="p-4 md:p-6">
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <Badge tone={classStatusTones[item.status]}>{card(classStatusKeys[item.status])}</Badge>
          {item.is_hot && <Badge tone="danger">{card('hot')}</Badge>}
        </div>
        <ClassFacts item={item} />
        <div className="mt-6 flex flex-col gap-2 border-t border-slate-100 pt-4 md:flex-row md:items-center md:gap-4">
          <IntlScope namespaces={['ClassEnrollState', 'EnrollmentStatus']}>
            <ClassEnrollAction
              classId={id}
              requiresVerification={item.requires_verification}
              guestNote={<p className="text-sm text-amber-800">{t('verificationNote')}</p>}
            >
              {canEnroll ? (
                <PlainLink href={`/class/enroll?id=${id}`} className={buttonClasses('primary', 'lg', 'w-full md:w-auto')}>
                  {item.seats_left > 0 ? t('enroll') : t('joinWaitlist')}
                </PlainLink>
              ) : (
                <span className={buttonClasses('primary', 'lg', 'w-full cursor-not-allowed opacity-60 md:w-auto')} aria-disabled="true">
                  {t('enrollUnavailable')}
                </span>
              )}
            </ClassEnrollAction>
          </IntlScope>
        </div>
      </Card>

      <Card as="section" aria-labelledby="class-teachers" className="mt-4 p-4 md:p-6">
        <h2 id="class-teachers" className="mb-3 text-lg font-semibold text-slate-900">{t('teachersHeading')}</h2>
        <ClassTeachers teachers={item.teachers?.data ?? []} />
      </Card>

      <Card as="section" aria-labelledby="class-description" className="mt-4 p-4 md:p-6">
        <h2 id="class-description" className="mb-3 text-lg font-semibold text-slate-900">{t('descriptionHeading')}</h2>
        <p className="whitespace-pre-line text-[15px] leading-7 text-slate-800">{item.description || t('noDescription')}</p>
      </Card>
    </PageFrame>
  );
}
