import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { fetchCollection } from '@/lib/api/queries/fetch';
import { loadCities, loadOccupations } from '@/lib/api/queries/options';
import type { DictionaryItem } from '@/lib/contract/dictionary';
import { PageFrame } from '@/components/front/content/page-frame';
import { pageMetadata } from '@/components/front/content/page-metadata';
import { RegistrationForm } from '@/components/front/registration/registration-form';
import { IntlScope } from '@/components/ui/intl-scope';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'TrainingRegistration' });
  return pageMetadata({ locale: toAppLocale((await params).locale), title: t('metaTitle'), description: t('metaDescription'), path: '/trainingRegistration' });
}

export default async function TrainingRegistrationPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const [t, occupations, cities, employmentStatuses, educations] = await Promise.all([
    getTranslations('TrainingRegistration'),
    loadOccupations(),
    loadCities(),
    fetchCollection<DictionaryItem>('/dictionaries/employment_category'),
    fetchCollection<DictionaryItem>('/dictionaries/education'),
  ]);
  const choices = {
    occupations: occupations.map((o) => ({ value: String(o.id), label: o.name })),
    cities: cities.map((c) => ({ value: c.code, label: c.name })),
    employmentStatuses,
    educations,
  };
  return (
    <PageFrame title={t('heading')} intro={t('intro')}>
      <IntlScope namespaces={['TrainingRegistration', 'Throttle']}>
        <RegistrationForm choices={choices} />
      </IntlScope>
    </PageFrame>
  );
}
